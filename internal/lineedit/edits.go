package lineedit

import (
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// insert puts text at the cursor: at the end of the line it is simply
// echoed; inside the line the rest is written after it and the cursor
// brought back with backspaces.
func (e *Editor) insert(text string) []byte {
	runes := []rune(Printable(text))
	if len(runes) == 0 {
		return nil
	}
	rest := append([]rune(nil), e.buf[e.pos:]...)
	e.buf = append(append(e.buf[:e.pos], runes...), rest...)
	e.pos += len(runes)
	if !e.shown {
		e.shown = true
		return e.whole()
	}
	if len(rest) > 0 && !e.fits() {
		return e.rewrite()
	}
	return []byte(string(runes) + string(rest) + strings.Repeat(backspace, width(rest)))
}

func (e *Editor) backspace() []byte {
	if e.pos == 0 {
		return nil
	}
	gone := e.buf[e.pos-1]
	rest := append([]rune(nil), e.buf[e.pos:]...)
	wasFit := e.fits()
	e.buf = append(e.buf[:e.pos-1], rest...)
	e.pos--
	if !wasFit {
		return e.rewrite()
	}
	w := width([]rune{gone})
	back := strings.Repeat(backspace, w)
	blank := strings.Repeat(" ", w)
	return []byte(back + string(rest) + blank + strings.Repeat(backspace, width(rest)+w))
}

func (e *Editor) delete() []byte {
	if e.pos >= len(e.buf) {
		return nil
	}
	gone := e.buf[e.pos]
	rest := append([]rune(nil), e.buf[e.pos+1:]...)
	wasFit := e.fits()
	e.buf = append(e.buf[:e.pos], rest...)
	if !wasFit {
		return e.rewrite()
	}
	w := width([]rune{gone})
	return []byte(string(rest) + strings.Repeat(" ", w) + strings.Repeat(backspace, width(rest)+w))
}

// moveTo puts the cursor at index i of the line: left with backspaces,
// right by writing the characters passed over.
func (e *Editor) moveTo(i int) []byte {
	i = min(max(i, 0), len(e.buf))
	if i == e.pos {
		return nil
	}
	if !e.fits() {
		e.pos = i
		return e.rewrite()
	}
	var out string
	if i < e.pos {
		out = strings.Repeat(backspace, width(e.buf[i:e.pos]))
	} else {
		out = string(e.buf[e.pos:i])
	}
	e.pos = i
	return []byte(out)
}

func (e *Editor) killWord() []byte {
	i := e.pos
	for i > 0 && e.buf[i-1] == ' ' {
		i--
	}
	for i > 0 && e.buf[i-1] != ' ' {
		i--
	}
	if i == e.pos {
		return nil
	}
	rest := append([]rune(nil), e.buf[e.pos:]...)
	e.buf = append(e.buf[:i], rest...)
	e.pos = i
	return e.rewrite()
}

// recall brings an earlier (dir -1) or later (+1) line from the history;
// past the newest line, the line being typed comes back.
func (e *Editor) recall(dir int) []byte {
	i := e.hist + dir
	if i < 0 || i > len(e.history) {
		return nil
	}
	if e.hist == len(e.history) {
		e.draft = append([]rune(nil), e.buf...)
	}
	e.hist = i
	if i == len(e.history) {
		return e.replace(e.draft)
	}
	return e.replace([]rune(e.history[i]))
}

// replace puts new text in the line, with the cursor at its end.
func (e *Editor) replace(text []rune) []byte {
	e.buf = append([]rune(nil), text...)
	e.pos = len(e.buf)
	return e.rewrite()
}

// rewrite writes the prompt and the line again over the old ones: a
// carriage return, the text, erase-to-end-of-line. A line too long for one
// row is written again on a new row, as it cannot be erased.
func (e *Editor) rewrite() []byte {
	if !e.shown {
		e.shown = true
		return e.whole()
	}
	if !e.fits() {
		return []byte(newline + string(e.whole()))
	}
	// Erase what is left of the old line before the cursor goes back.
	return []byte(cr + e.prompt + string(e.buf) + eraseToEnd + strings.Repeat(backspace, width(e.buf[e.pos:])))
}

// whole is the prompt and the line, with the cursor put back where it is.
func (e *Editor) whole() []byte {
	return []byte(e.prompt + string(e.buf) + strings.Repeat(backspace, width(e.buf[e.pos:])))
}

// fits reports whether the prompt and the line fit on one row, with room
// for the cursor after them (a terminal holds a cursor in the last column
// in a state that backspaces and carriage returns do not agree on).
func (e *Editor) fits() bool {
	return ansi.StringWidthWc(e.prompt)+width(e.buf) < e.cols
}

// width is the number of cells r takes on a terminal. Terminals (the
// Linux console a screen reader reads, xterm, readline's own count)
// advance the cursor by each character's wcwidth, not by grapheme
// clusters: a spacing vowel sign after a letter takes a cell of its own.
func width(r []rune) int { return ansi.StringWidthWc(string(r)) }

// Printable keeps the characters of text that print: control characters
// typed or pasted (a tab, an escape) never reach the screen or the line.
func Printable(text string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, text)
}
