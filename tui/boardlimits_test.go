package tui

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/words"
)

const tooLongSaid = "That line is too long and was not sent"

// TestBoardLineTooLong: text past the editor's limit, typed key after key
// or in runs (a paste), drops the line and says why in the log; the text
// that follows is dropped up to Enter, which sends nothing; then typing
// works as before. A bracketed paste too long is refused whole.
func TestBoardLineTooLong(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := still(t, tb, c, 100, 30, colorprofile.Ascii)
	for _, text := range []string{strings.Repeat("a", lineedit.MaxLine-10), "bbbbbbbbbb", "c"} {
		m.Update(tea.KeyPressMsg{Code: tea.KeyExtended, Text: text})
	}
	if m.input.Value() != "" || !strings.Contains(strings.Join(m.log, " "), tooLongSaid) {
		t.Fatalf("past the limit: the input holds %d characters, the log %q", len(m.input.Value()), m.log)
	}
	for i := 0; i < 1000; i++ {
		m.Update(tea.KeyPressMsg{Code: 'x', Text: "x"})
	}
	m.Update(tea.KeyPressMsg{Code: tea.KeyEnter})
	if m.input.Value() != "" || strings.Count(strings.Join(m.log, " "), tooLongSaid) != 1 {
		t.Errorf("the rest of the line: the input holds %q, the log %q", m.input.Value(), m.log)
	}
	enterKeys(m, "e4")
	waitFor(t, func() bool { m.take(); return len(m.pic.Moves) == 1 })

	m.Update(tea.PasteMsg{Content: strings.Repeat("Springer ", lineedit.MaxLine/8)})
	if m.input.Value() != "" || strings.Count(strings.Join(m.log, " "), tooLongSaid) != 2 {
		t.Errorf("a paste too long: the input holds %d characters, the log %q", len(m.input.Value()), m.log)
	}
	enterKeys(m, "e5")
	waitFor(t, func() bool { m.take(); return len(m.pic.Moves) == 2 })
}

// enterKeys types text key by key into a view without a program, and
// presses Enter.
func enterKeys(m *Board, text string) {
	for _, r := range text {
		m.Update(tea.KeyPressMsg{Code: r, Text: string(r)})
	}
	m.Update(tea.KeyPressMsg{Code: tea.KeyEnter})
}

// waitFor waits until cond holds (the table answers off the view's own
// goroutine).
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("the condition never held")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestLineLimitSaid: the sentence that refuses a long line names the
// limit the editor keeps (its words are in the language files, with
// clips: a change of the limit changes them).
func TestLineLimitSaid(t *testing.T) {
	tb, _, _ := sit(t, session.Config{}, &memoryStore{})
	if said := tb.Book().Say(words.Key("line-too-long").Event()).Text(); lineedit.MaxLine != 4000 || !strings.Contains(said, "four thousand characters") {
		t.Errorf("the limit is %d characters; the sentence says %q", lineedit.MaxLine, said)
	}
}
