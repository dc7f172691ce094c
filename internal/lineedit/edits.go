package lineedit

import (
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// insert puts text at the cursor: at the end of the line it is simply
// echoed; inside the line the rest is written after it and the cursor
// brought back.
func (e *Editor) insert(text string) []byte {
	runes := []rune(Printable(text))
	if len(runes) == 0 {
		return nil
	}
	old := e.text()
	from := len([]rune(e.prompt)) + e.pos
	rest := append([]rune(nil), e.buf[e.pos:]...)
	e.buf = append(append(e.buf[:e.pos], runes...), rest...)
	e.pos += len(runes)
	return e.redraw(old, from)
}

func (e *Editor) backspace() []byte {
	if e.pos == 0 {
		return nil
	}
	old := e.text()
	e.buf = append(e.buf[:e.pos-1], e.buf[e.pos:]...)
	e.pos--
	return e.redraw(old, len([]rune(e.prompt))+e.pos)
}

func (e *Editor) delete() []byte {
	if e.pos >= len(e.buf) {
		return nil
	}
	old := e.text()
	e.buf = append(e.buf[:e.pos], e.buf[e.pos+1:]...)
	return e.redraw(old, len([]rune(e.prompt))+e.pos)
}

// moveTo puts the cursor at index i of the line: left with backspaces,
// right by writing the characters passed over (screen.go moves between
// the rows of a long line).
func (e *Editor) moveTo(i int) []byte {
	i = min(max(i, 0), len(e.buf))
	if i == e.pos {
		return nil
	}
	e.pos = i
	if !e.shown {
		e.shown = true
		return e.whole()
	}
	d := e.drawing()
	all := e.text()
	l := e.layout(all)
	d.moveTo(all, l, e.cursorCell(l))
	return d.bytes()
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
	old := e.text()
	e.buf = append(e.buf[:i], e.buf[e.pos:]...)
	e.pos = i
	return e.redraw(old, len([]rune(e.prompt))+i)
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

// replace puts new text in the line, with the cursor at its end; what the
// old and the new text share at their start is not written again.
func (e *Editor) replace(text []rune) []byte {
	old := e.text()
	e.buf = append([]rune(nil), text...)
	e.pos = len(e.buf)
	return e.redraw(old, commonPrefix(old, e.text()))
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
