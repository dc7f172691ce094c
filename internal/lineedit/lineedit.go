// Package lineedit edits one input line on a terminal in a way a screen
// reader and a braille display can follow. A typed character is echoed as
// itself; Backspace as backspace, space, backspace; the cursor moves left
// with a backspace and right by writing the character it passes. A line
// rewritten in place (history, Ctrl+U, Esc) uses a carriage return and
// erase-to-end-of-line and nothing else: no cursor addressing, no queries,
// no modes. Lines printed while the player types go above the input line,
// which is then written again whole, as readline does.
//
// The editor does no I/O: every method returns the bytes to write, so the
// byte budget is a property of the package that its tests check.
package lineedit

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Escape sequences the editor may write: only these two.
const (
	cr          = "\r"
	eraseToEnd  = "\x1b[K" // EL: erase from the cursor to the end of the line
	newline     = "\r\n"   // the terminal is in raw mode: no output processing
	backspace   = "\b"
	defaultCols = 80
)

// Code is a key the editor understands.
type Code int8

const (
	Text      Code = iota // printable text (Key.Text)
	Enter                 // submit the line
	Backspace             // delete the character before the cursor
	Delete                // delete the character under the cursor
	Left
	Right
	Home
	End
	Up         // an earlier line from the history
	Down       // a later line from the history
	Clear      // Ctrl+U and Esc: clear the line
	KillToEnd  // Ctrl+K
	KillWord   // Ctrl+W: the word before the cursor
	Interrupt  // Ctrl+C: quit on an empty line, else clear it
	EndOfInput // Ctrl+D: quit on an empty line, else Delete
	Redraw     // Ctrl+L: write the input line again
)

// Key is one key press.
type Key struct {
	Code Code
	Text string // for Text
}

// Action is what a key press asks of the program.
type Action int8

const (
	None   Action = iota
	Submit        // the line is done: Result.Line
	Quit          // Ctrl+C or Ctrl+D on an empty line
)

// Result is what one key press gives: bytes to write and perhaps an action.
type Result struct {
	Out    []byte
	Action Action
	Line   string // the submitted line, for Submit
}

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
	e.cols = cols
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
	e.prompt = p
	if !e.shown {
		return nil
	}
	return e.rewrite()
}

// SetSecret says whether the line being typed is a secret (a sealed move):
// it shows while typed, for the player to check, and is erased from the
// screen when submitted, and kept out of the history.
func (e *Editor) SetSecret(secret bool) { e.secret = secret }

// Show writes the prompt and the line typed so far, if they are not on the
// screen.
func (e *Editor) Show() []byte {
	if e.shown {
		return nil
	}
	e.shown = true
	return e.whole()
}

// Print writes lines above the input line and then the input line again,
// as readline does when a message arrives while the player types: the
// prompt and the text typed so far are erased (a carriage return and
// erase-to-end-of-line, when they fit on one row) and written again below
// the lines. The cursor ends where it was in the text.
func (e *Editor) Print(lines ...string) []byte {
	var sb strings.Builder
	if e.shown && (e.prompt != "" || len(e.buf) > 0) {
		if e.fits() {
			sb.WriteString(cr + eraseToEnd)
		} else {
			// A line that wraps cannot be erased with these means: leave it,
			// and start below it.
			sb.WriteString(string(e.buf[e.pos:]) + newline)
		}
	}
	for _, l := range lines {
		sb.WriteString(l)
		sb.WriteString(newline)
	}
	e.shown = true
	sb.Write(e.whole())
	return []byte(sb.String())
}

// Key takes one key press.
func (e *Editor) Key(k Key) Result {
	switch k.Code {
	case Text:
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
		return Result{Out: e.rewrite()}
	}
	return Result{}
}

// submit ends the line: the cursor goes to its end and to the next line,
// and the line is remembered. The prompt is no longer on the screen; the
// program shows it again once it has answered.
func (e *Editor) submit() Result {
	out := string(e.buf[e.pos:]) + newline
	line := string(e.buf)
	if e.secret {
		out = newline
		if e.fits() {
			out = cr + e.prompt + eraseToEnd + newline
		}
	}
	if !e.secret && strings.TrimSpace(line) != "" && (len(e.history) == 0 || e.history[len(e.history)-1] != line) {
		e.history = append(e.history, line)
	}
	e.hist = len(e.history)
	e.draft = nil
	e.buf, e.pos, e.shown = nil, 0, false
	return Result{Out: []byte(out), Action: Submit, Line: line}
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
	if e.shown {
		sb.WriteString(string(e.buf[e.pos:]) + newline)
		e.shown = false
	}
	for _, l := range lines {
		sb.WriteString(l)
		sb.WriteString(newline)
	}
	return []byte(sb.String())
}

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
	return ansi.StringWidth(e.prompt)+width(e.buf) < e.cols
}

func width(r []rune) int { return ansi.StringWidth(string(r)) }

// Printable keeps the characters of text that print: control characters
// typed or pasted (a tab, an escape) never reach the screen or the line.
func Printable(text string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return -1
		}
		return r
	}, text)
}
