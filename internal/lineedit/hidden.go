package lineedit

import "github.com/anna-chess/anna/internal/cleantext"

// A hidden line (the arbiter's code) is typed with no echo at all, as a
// password is: the prompt stays alone on the screen while it is typed,
// nothing of it is written, redrawn or remembered, and Enter ends it with
// a new line. Only the keys that change what is typed work (text,
// Backspace, the keys that clear it); Ctrl+C or Ctrl+D on an empty line
// quit as everywhere. A screen reader hears the prompt and then nothing,
// as at a password prompt.

// SetHidden says whether the line typed now is hidden. A hidden line
// half typed when the prompt changes is dropped.
func (e *Editor) SetHidden(hidden bool) {
	if !hidden {
		e.hidden = nil
	}
	e.hiding = hidden
}

// Hidden reports whether the line typed now is hidden, and something of
// it has been typed.
func (e *Editor) Hidden() (hiding, typed bool) { return e.hiding, len(e.hidden) > 0 }

// hiddenKey takes a key of a hidden line: it writes nothing until Enter.
func (e *Editor) hiddenKey(k Key) Result {
	switch k.Code {
	case Text:
		if !OverLimit(len(e.hidden), k.Text) {
			e.hidden = append(e.hidden, []rune(cleantext.Line(k.Text))...)
		}
	case Backspace:
		if n := len(e.hidden); n > 0 {
			e.hidden = e.hidden[:n-1]
		}
	case Clear, KillToEnd, KillWord:
		e.hidden = nil
	case Enter:
		line := string(e.hidden)
		e.hidden = nil
		e.shown = false
		return Result{Out: []byte(newline), Action: Submit, Line: line}
	case Interrupt, EndOfInput:
		if len(e.hidden) == 0 {
			return e.quit()
		}
		e.hidden = nil
	case Redraw:
		return Result{Out: e.redraw(e.text(), 0)}
	}
	return Result{}
}
