package lineedit

import (
	"strconv"
	"strings"
)

// The input line as it lies on the screen: the prompt and the text as one
// run of cells that wraps at the terminal's width. A line longer than the
// terminal is edited in place, as readline edits it: a key writes only what
// changed, moving the cursor with backspace, carriage return and the
// cursor's moves up, down and right (CUU, CUD, CUF), and erases what is
// left of the old line with erase-to-end-of-line, so that nothing stale
// stays on the screen and a screen reader hears the change alone.
//
// Writing the last column of a row leaves a terminal's cursor there with
// the wrap pending; backspace and erase-to-end-of-line do not agree
// between terminals in that state, so the editor leaves it with a carriage
// return before anything but more text.

const (
	cursorUp      = "\x1b[A" // CUU; "\x1b[nA" for n rows
	cursorDown    = "\x1b[B" // CUD
	cursorForward = "\x1b[C" // CUF
)

// layout is where the runes of a text (the prompt and the line) start, in
// cells counted from the prompt's first cell, and the cell after the last.
// A wide character that would start in a row's last column starts the
// next row, as terminals wrap it.
type layout struct {
	starts []int
	end    int
}

func (e *Editor) layout(all []rune) layout {
	l := layout{starts: make([]int, len(all))}
	c := 0
	for i, r := range all {
		w := runeWidth(r)
		c = e.place(c, w)
		l.starts[i] = c
		c += w
	}
	l.end = c
	return l
}

// place is the cell a character w cells wide starts on when the cell
// after the text before it is c: c, or the next row's first cell for a
// wide character that would start in a row's last column.
func (e *Editor) place(c, w int) int {
	if w > 1 && c%e.cols+w > e.cols {
		return c + e.cols - c%e.cols
	}
	return c
}

// at is the cell before rune i (the end for i past the last rune).
func (l layout) at(i int) int {
	if i >= len(l.starts) {
		return l.end
	}
	return l.starts[i]
}

// rows is how many rows the text takes.
func (e *Editor) rowsOf(l layout) int { return max(1, (l.end+e.cols-1)/e.cols) }

// text is the prompt and the line as they are drawn.
func (e *Editor) text() []rune { return append([]rune(e.prompt), e.buf...) }

// cursorCell is where the cursor belongs in layout l of the current text.
func (e *Editor) cursorCell(l layout) int { return l.at(len([]rune(e.prompt)) + e.pos) }

// drawing collects the bytes of one redraw, following the terminal's
// cursor: the cell it is on, and whether a wrap is pending there.
type drawing struct {
	sb strings.Builder
	e  *Editor
}

func (e *Editor) drawing() *drawing { return &drawing{e: e} }

func (d *drawing) bytes() []byte { return []byte(d.sb.String()) }

// write writes runes from rune index from of all, drawn as l lays them
// out, and follows the cursor to the end of what it wrote.
func (d *drawing) write(all []rune, l layout, from, to int) {
	if from >= to {
		return
	}
	d.sb.WriteString(string(all[from:to]))
	end := l.starts[to-1] + width(all[to-1:to]) // before a gap a wide character may leave
	d.e.cur = end
	d.e.pending = end%d.e.cols == 0
}

// settle leaves a pending wrap: the cursor goes to the start of its row.
func (d *drawing) settle() {
	if d.e.pending {
		d.sb.WriteString(cr)
		d.e.cur = (d.e.cur/d.e.cols - 1) * d.e.cols
		d.e.pending = false
	}
}

// moveTo puts the cursor on cell t of the text all, as it is on the
// screen in layout l. The end of a text that fills its last row is reached
// by writing its last character again (the row below may not be there).
func (d *drawing) moveTo(all []rune, l layout, t int) {
	e := d.e
	if t == e.cur {
		return
	}
	if t == l.end && t%e.cols == 0 && t > 0 && len(all) > 0 {
		d.moveTo(all, l, l.starts[len(all)-1])
		d.write(all, l, len(all)-1, len(all))
		return
	}
	d.settle()
	r0, c0 := e.cur/e.cols, e.cur%e.cols
	r1, c1 := t/e.cols, t%e.cols
	switch {
	case r1 < r0:
		d.sb.WriteString(repeatMove(cursorUp, "A", r0-r1))
	case r1 > r0:
		d.sb.WriteString(repeatMove(cursorDown, "B", r1-r0))
	}
	switch {
	case c1 < c0 && c0-c1 <= c1+1:
		d.sb.WriteString(strings.Repeat(backspace, c0-c1))
	case c1 < c0:
		d.sb.WriteString(cr)
		d.forward(all, l, r1*e.cols, t)
	case c1 > c0:
		d.forward(all, l, r1*e.cols+c0, t)
	}
	e.cur = t
}

// forward moves right along one row, from cell a to cell t: by writing
// the characters passed over when that is short (the screen shows them
// already), else with CUF.
func (d *drawing) forward(all []rune, l layout, a, t int) {
	if t <= a {
		return
	}
	if t-a <= 4 {
		i := 0
		for i < len(all) && l.starts[i] < a {
			i++
		}
		j := i
		for j < len(all) && l.starts[j] < t {
			j++
		}
		if i < len(all) && l.starts[i] == a && l.at(j) == t {
			d.sb.WriteString(string(all[i:j]))
			return
		}
	}
	d.sb.WriteString(repeatMove(cursorForward, "C", t-a))
}

// repeatMove is a cursor move n times: the one-step sequence, or with a
// count.
func repeatMove(one, final string, n int) string {
	if n == 1 {
		return one
	}
	return "\x1b[" + strconv.Itoa(n) + final
}

// clear erases cells a (where the cursor is, after writing) to b, the old
// end of the text: a blank for one cell on the cursor's row (Backspace
// costs backspace, space, backspace), else erase-to-end-of-line on each row
// from a's to b's. erase asks for the escape even for one cell.
func (d *drawing) clear(a, b int, erase bool) {
	e := d.e
	if b <= a {
		return
	}
	if e.pending {
		// The wrap is pending at the end of the row above a's: go to a.
		d.settle()
		d.sb.WriteString(cursorDown)
		e.cur = a
	}
	last := (b - 1) / e.cols
	if !erase && b-a == 1 && a/e.cols == last && b%e.cols != 0 {
		d.sb.WriteString(strings.Repeat(" ", b-a))
		e.cur = b
		return
	}
	d.sb.WriteString(eraseToEnd)
	for r := a/e.cols + 1; r <= last; r++ {
		d.sb.WriteString(cr + cursorDown + eraseToEnd)
		e.cur = r * e.cols
	}
}

// redraw draws the text from rune from on, where old and now differ, and
// puts the cursor where it belongs: old is the text on the screen.
func (e *Editor) redraw(old []rune, from int) []byte {
	if !e.shown {
		e.shown = true
		return e.whole()
	}
	d := e.drawing()
	now := e.text()
	ol, nl := e.layout(old), e.layout(now)
	d.moveTo(old, ol, ol.at(from))
	d.write(now, nl, from, len(now))
	d.clear(nl.end, ol.end, false)
	d.moveTo(now, nl, e.cursorCell(nl))
	return d.bytes()
}

// whole writes the prompt and the line from the start of a row, and puts
// the cursor where it belongs.
func (e *Editor) whole() []byte {
	d := e.drawing()
	all := e.text()
	l := e.layout(all)
	e.cur, e.pending = 0, false
	d.write(all, l, 0, len(all))
	d.moveTo(all, l, e.cursorCell(l))
	return d.bytes()
}

// erase takes the prompt and the line off the screen and leaves the
// cursor where the prompt started.
func (e *Editor) erase() []byte {
	d := e.drawing()
	all := e.text()
	l := e.layout(all)
	d.moveTo(all, l, 0)
	d.clear(0, max(l.end, 1), true)
	d.moveTo(all, l, 0)
	return d.bytes()
}

// commonPrefix is how many runes a and b share at their start.
func commonPrefix(a, b []rune) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
