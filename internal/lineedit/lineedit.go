// Package lineedit edits one input line on a terminal in a way a screen
// reader and a braille display can follow. A typed character is echoed as
// itself; Backspace as backspace, space, backspace; the cursor moves left
// with a backspace and right by writing the character it passes. A line
// rewritten in place (history, Ctrl+U, Esc) uses a carriage return and
// erase-to-end-of-line; a line longer than the terminal is edited in place
// as readline edits it (screen.go), with the cursor's moves up, down and
// right besides: no cursor addressing, no queries, no modes. Lines printed
// while the player types go above the input line, which is then written
// again whole, as readline does.
//
// The editor does no I/O: every method returns the bytes to write, so the
// byte budget is a property of the package that its tests check. Out
// writes them, holding the end of a submitted line for what follows.
package lineedit

import (
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Escape sequences the editor may write: these two, and for a line longer
// than the terminal the cursor's moves of screen.go.
const (
	cr          = "\r"
	eraseToEnd  = "\x1b[K" // EL: erase from the cursor to the end of the line
	newline     = "\r\n"   // the terminal is in raw mode: no output processing
	backspace   = "\b"
	defaultCols = 80
)

// MaxLine is the longest line the editor takes, in characters. A move or a
// command is a few dozen; a longer line is a paste gone wrong or a client
// trying to make the program work for nothing, and is refused whole
// (TooLong), never sent cut short. The board view's input line has the
// same limit.
const MaxLine = 4000

// maxHistory is how many lines the history keeps, the newest.
const maxHistory = 500

// Editor is one input line with its prompt and history.
type Editor struct {
	prompt  string
	buf     []rune
	pos     int  // the cursor, as an index into buf
	shown   bool // the prompt and the line are on the screen
	cols    int
	history []string
	hist    int    // index into history while browsing; len(history) when not
	draft   []rune // the line being typed when browsing started
	secret  bool   // the line is erased from the screen when submitted
	// hiding: the line typed now is hidden (hidden.go): typed into hidden,
	// never into buf, so that nothing of it is drawn.
	hiding bool
	hidden []rune
	// tooLong: the line went past MaxLine and was dropped; the text that
	// follows it is dropped too, up to Enter or any other key.
	tooLong bool
	// cur is the cell the terminal's cursor is on, counted from the
	// prompt's first cell; pending says a wrap is pending there (the last
	// column of a row was written, and cur is the next row's start).
	cur     int
	pending bool
	lost    bool // the width changed under a long line: see SetColumns
}

// New makes an editor for a terminal cols columns wide (0: unknown, 80).
func New(cols int) *Editor {
	e := &Editor{}
	e.SetColumns(cols)
	return e
}

// SetColumns tells the editor the terminal's width.
func (e *Editor) SetColumns(cols int) {
	if cols <= 0 {
		cols = defaultCols
	}
	if cols != e.cols && e.shown && e.layout(e.text()).end >= min(cols, e.cols) {
		// A line that took more than a row, or takes more now, lies on
		// the screen as the terminal chose to rewrap it, if it did: the
		// editor starts it again on a new row (lost) rather than move
		// about rows it cannot know.
		e.lost = true
	}
	e.cols = cols
}

// recover starts a line lost by a change of width again on a new row:
// written whole there (draw), or left for what follows to write.
func (e *Editor) recover(draw bool) []byte {
	if !e.lost {
		return nil
	}
	e.lost, e.shown, e.pending = false, false, false
	if draw {
		e.shown = true
		return append([]byte(newline), e.whole()...)
	}
	return []byte(newline)
}

// Columns is the terminal's width as the editor knows it.
func (e *Editor) Columns() int { return e.cols }

// Prompt is the prompt as it was last set.
func (e *Editor) Prompt() string { return e.prompt }

// Line is the text typed so far.
func (e *Editor) Line() string { return string(e.buf) }

// Shown reports whether the prompt is on the screen.
func (e *Editor) Shown() bool { return e.shown }

// SetPrompt changes the prompt; if the input line is on the screen with
// another prompt, it is written again.
func (e *Editor) SetPrompt(p string) []byte {
	if p == e.prompt {
		return nil
	}
	lost := e.recover(false)
	old := e.text()
	e.prompt = p
	if !e.shown {
		if lost != nil {
			return append(lost, e.Show()...)
		}
		return nil
	}
	return e.redraw(old, commonPrefix(old, e.text()))
}

// SetSecret says whether the line being typed is a secret (a sealed move):
// it shows while typed, for the player to check, and is erased from the
// screen when submitted, and kept out of the history.
func (e *Editor) SetSecret(secret bool) { e.secret = secret }

// Show writes the prompt and the line typed so far, if they are not on the
// screen.
func (e *Editor) Show() []byte {
	out := e.recover(false)
	if e.shown {
		return out
	}
	e.shown = true
	return append(out, e.whole()...)
}

// Print writes lines above the input line and then the input line again,
// as readline does when a message arrives while the player types: the
// prompt and the text typed so far are erased (a carriage return and
// erase-to-end-of-line on each of their rows) and written again below the
// lines. The cursor ends where it was in the text.
func (e *Editor) Print(lines ...string) []byte {
	var sb strings.Builder
	sb.Write(e.recover(false))
	if e.shown && (e.prompt != "" || len(e.buf) > 0) {
		sb.Write(e.erase())
	}
	for _, l := range e.rows(lines) {
		sb.WriteString(l)
		sb.WriteString(newline)
	}
	e.shown = true
	sb.Write(e.whole())
	return []byte(sb.String())
}

// Key takes one key press.
func (e *Editor) Key(k Key) Result {
	if e.hiding {
		return e.hiddenKey(k)
	}
	if e.tooLong {
		e.tooLong = k.Code == Text
		if k.Code == Text || k.Code == Enter || k.Code == Interrupt {
			// The rest of the long line, or its end: dropped, at the cost
			// of this test alone (a megabyte pasted is a million keys).
			return Result{Out: e.recover(true)}
		}
	}
	if !e.lost {
		return e.key(k)
	}
	lost := e.recover(true)
	r := e.key(k)
	r.Out = append(lost, r.Out...)
	return r
}

func (e *Editor) key(k Key) Result {
	switch k.Code {
	case Text:
		if OverLimit(len(e.buf), k.Text) {
			return Result{Out: e.drop(), Action: TooLong}
		}
		return Result{Out: e.insert(k.Text)}
	case Enter:
		return e.submit()
	case Backspace:
		return Result{Out: e.backspace()}
	case Delete:
		return Result{Out: e.delete()}
	case Left:
		return Result{Out: e.moveTo(e.pos - 1)}
	case Right:
		return Result{Out: e.moveTo(e.pos + 1)}
	case Home:
		return Result{Out: e.moveTo(0)}
	case End:
		return Result{Out: e.moveTo(len(e.buf))}
	case Up:
		return Result{Out: e.recall(-1)}
	case Down:
		return Result{Out: e.recall(+1)}
	case Clear:
		return Result{Out: e.replace(nil)}
	case KillToEnd:
		return Result{Out: e.replace(e.buf[:e.pos:e.pos])}
	case KillWord:
		return Result{Out: e.killWord()}
	case Interrupt:
		if len(e.buf) == 0 {
			return e.quit()
		}
		return Result{Out: e.replace(nil)}
	case EndOfInput:
		if len(e.buf) == 0 {
			return e.quit()
		}
		return Result{Out: e.delete()}
	case Redraw:
		return Result{Out: e.redraw(e.text(), 0)}
	}
	return Result{}
}

// submit ends the line: the cursor goes to its end and to the next line,
// and the line is remembered. The prompt is no longer on the screen; the
// program shows it again once it has answered.
func (e *Editor) submit() Result {
	out := string(e.buf[e.pos:]) + newline
	line := string(e.buf)
	if e.secret && e.shown {
		// The prompt alone stays: the line is erased on every row it took.
		typed := e.buf
		e.buf, e.pos = nil, 0
		out = string(e.redraw(append([]rune(e.prompt), typed...), len([]rune(e.prompt)))) + newline
	}
	if !e.secret && strings.TrimSpace(line) != "" && (len(e.history) == 0 || e.history[len(e.history)-1] != line) {
		e.history = append(e.history, line)
		if len(e.history) > maxHistory {
			e.history = slices.Delete(e.history, 0, len(e.history)-maxHistory)
		}
	}
	e.hist = len(e.history)
	e.draft = nil
	e.buf, e.pos, e.shown = nil, 0, false
	return Result{Out: []byte(out), Action: Submit, Line: line}
}

// drop refuses a line that went past MaxLine: what was typed stays on
// the screen, the cursor goes below it, and the line is emptied; the
// program says why (Print), and the prompt comes back empty.
func (e *Editor) drop() []byte {
	out := e.Close()
	e.buf, e.pos, e.tooLong = nil, 0, true
	e.hist, e.draft = len(e.history), nil
	return out
}

// quit leaves the empty input line for the next row, where the program
// says goodbye.
func (e *Editor) quit() Result {
	e.shown = false
	return Result{Out: []byte(newline), Action: Quit}
}

// Close writes the last lines, below the input line: the prompt stays on
// the screen, empty or with what was typed, and is not written again.
func (e *Editor) Close(lines ...string) []byte {
	var sb strings.Builder
	sb.Write(e.recover(false))
	if e.shown {
		sb.WriteString(string(e.buf[e.pos:]) + newline)
		e.shown = false
	}
	for _, l := range e.rows(lines) {
		sb.WriteString(l)
		sb.WriteString(newline)
	}
	return []byte(sb.String())
}

// rows is Rows at the editor's width.
func (e *Editor) rows(lines []string) []string { return Rows(e.cols, lines...) }

// Rows breaks lines wider than cols between words, as a screen
// reader and a braille display read the terminal a row at a time: the
// terminal's own wrapping would cut words in two ("braille displa" and
// "y" in the SSH lobby). Only spaces break a line: x/ansi's word wrap also
// breaks after every hyphen, which would cut "ssh -p 2222 HOST -t line"
// and "--time" where they are to be typed. A word wider than the terminal
// is cut where the terminal would cut it. Other output than the
// editor's (anna lichess's lobby) breaks its lines with it too. A
// no-break space (U+00A0) joins the words of a name, which stand on one row
// ("Laeufer Cesar eins": fenrir said "Laeufer", then "Cesar eins"); it is
// written as a space.
func Rows(cols int, lines ...string) []string {
	out := rows(cols, lines)
	for i, r := range out {
		out[i] = strings.ReplaceAll(r, keep, " ")
	}
	return out
}

// keep joins words that stand on one row: a no-break space.
const keep = "\u00a0"

func rows(cols int, lines []string) []string {
	if cols <= 0 { // a width unknown: the lines whole
		return slices.Clone(lines)
	}
	var out []string
	for _, l := range lines {
		if ansi.StringWidthWc(l) <= cols {
			out = append(out, l)
			continue
		}
		row, w := "", 0
		for _, word := range strings.Split(l, " ") {
			ww := ansi.StringWidthWc(word)
			switch {
			case row != "" && w+1+ww <= cols:
				row, w = row+" "+word, w+1+ww
				continue
			case row != "":
				out = append(out, row)
			}
			parts := strings.Split(ansi.HardwrapWc(word, cols, true), "\n")
			out = append(out, parts[:len(parts)-1]...)
			row = parts[len(parts)-1]
			w = ansi.StringWidthWc(row)
		}
		out = append(out, row)
	}
	return out
}

// OverLimit reports whether text typed into a line of n characters takes it
// past MaxLine. It counts no further than it must: a megabyte pasted costs
// no more than the limit.
func OverLimit(n int, text string) bool {
	if n+len(text) <= MaxLine { // a character is at least a byte
		return false
	}
	for range text {
		if n++; n > MaxLine {
			return true
		}
	}
	return false
}
