package lineedit

import "testing"

// TestHiddenLine: the arbiter's code is typed with no echo: not a byte is
// written for its keys (edits included), Enter ends it with a new line
// alone, a line printed meanwhile writes the prompt again without it, and
// the history never brings it back.
func TestHiddenLine(t *testing.T) {
	s := newScreen(t, 80)
	e := New(80)
	e.SetPrompt("Arbiter's code: ")
	e.SetHidden(true)
	s.write(e.Show())
	for _, k := range parseKeys(t, "tournamenX<BS>t<Left><Home><C-l>") {
		r := e.Key(k)
		if k.Code != Redraw && len(r.Out) > 0 {
			t.Errorf("key %v wrote %q", k, r.Out)
		}
		s.write(r.Out)
	}
	if hiding, typed := e.Hidden(); !hiding || !typed || e.Line() != "" {
		t.Errorf("hidden %v, typed %v, Line %q; want the code kept out of Line", hiding, typed, e.Line())
	}
	s.write(e.Print("Black: clock set to 1 minute."))
	if got := s.row(1); got != "Arbiter's code:" {
		t.Errorf("after a line printed: %q", got)
	}
	r := e.Key(Key{Code: Enter})
	s.write(r.Out)
	if r.Action != Submit || r.Line != "tournament" || string(r.Out) != newline {
		t.Errorf("Enter: %v %q wrote %q; want the code and a new line", r.Action, r.Line, r.Out)
	}
	for y := 0; y < 3; y++ {
		if row := s.row(y); row != "" && row != "Black: clock set to 1 minute." && row != "Arbiter's code:" {
			t.Errorf("row %d: %q", y, row)
		}
	}
	e.SetHidden(false)
	e.SetPrompt("1. White to move: ")
	s.write(e.Show())
	if r := e.Key(Key{Code: Up}); e.Line() != "" {
		t.Errorf("the history brought back %q (%q)", e.Line(), r.Out)
	}
}

// TestHiddenLineCleared: Ctrl+U clears a hidden line; Ctrl+C on it clears
// it too, and on an empty one quits; a prompt that changes drops what was
// half typed.
func TestHiddenLineCleared(t *testing.T) {
	e := New(80)
	e.SetPrompt("Arbiter's code: ")
	e.SetHidden(true)
	e.Show()
	for _, k := range parseKeys(t, "abc<C-u>de") {
		e.Key(k)
	}
	if r := e.Key(Key{Code: Enter}); r.Line != "de" {
		t.Errorf("after Ctrl+U: %q", r.Line)
	}
	e.Key(Key{Code: Text, Text: "xyz"})
	if r := e.Key(Key{Code: Interrupt}); r.Action == Quit {
		t.Error("Ctrl+C on a typed hidden line quit")
	}
	if r := e.Key(Key{Code: Interrupt}); r.Action != Quit {
		t.Errorf("Ctrl+C on an empty hidden line: %v", r.Action)
	}
	e.SetHidden(true)
	e.Key(Key{Code: Text, Text: "half"})
	e.SetHidden(false)
	e.SetHidden(true)
	if _, typed := e.Hidden(); typed {
		t.Error("a half-typed code outlived its prompt")
	}
}
