package lineedit

import (
	"github.com/charmbracelet/x/ansi"

	"github.com/anna-chess/anna/internal/cleantext"
)

// insert puts text at the cursor: at the end of the line it is simply
// echoed; inside the line the rest is written after it and the cursor
// brought back.
func (e *Editor) insert(text string) []byte {
	runes := []rune(cleantext.Line(text)) // a pasted escape sequence never reaches the screen or the line
	if len(runes) == 0 {
		return nil
	}
	if e.shown && e.pos == len(e.buf) {
		return e.append(runes)
	}
	old := e.text()
	from := len([]rune(e.prompt)) + e.pos
	rest := append([]rune(nil), e.buf[e.pos:]...)
	e.buf = append(append(e.buf[:e.pos], runes...), rest...)
	e.pos += len(runes)
	return e.redraw(old, from)
}

// append echoes runes typed at the end of the line on the screen, where
// the terminal's cursor is (cur, as every redraw leaves it at the
// cursor's cell): the bytes redraw would write, without laying out the
// whole line again, so that a line typed or pasted key by key costs the
// same for each key however long it has grown.
func (e *Editor) append(runes []rune) []byte {
	e.buf = append(e.buf, runes...)
	e.pos = len(e.buf)
	c := e.cur
	for _, r := range runes {
		c = e.place(c, runeWidth(r)) + runeWidth(r)
	}
	e.cur, e.pending = c, c%e.cols == 0
	return []byte(string(runes))
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

// runeWidth is the cells one character takes, as width counts them;
// printable ASCII is one cell without asking x/ansi (a long line is laid
// out a character at a time).
func runeWidth(r rune) int {
	if r >= 0x20 && r < 0x7f {
		return 1
	}
	return ansi.StringWidthWc(string(r))
}
