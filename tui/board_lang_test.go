package tui

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// TestBoardInTheLanguage: the board view's own words (its headings, the
// keys, the input's hint, the clock's names) are in the table's language,
// with the arbiter's names (D.2.1) in its examples.
func TestBoardInTheLanguage(t *testing.T) {
	tb, wc, _, _ := twoSeats(t, session.Config{Book: speech.Phrasebook{Lang: speech.HR, Names: speech.LocalNames}})
	m := NewBoard(tb, wc, true, nil)
	keys := strings.Join(m.keyLines(60, 3), "\n")
	for _, want := range []string{"Tipke", "pošalji ili odaberi polje", "Pješak na zadnjem redu postaje:", "skakač",
		"Oznake:", "Skakač Felix tri", "naredbe (pomoć)."} {
		if !strings.Contains(keys, want) {
			t.Errorf("the keys do not say %q:\n%s", want, keys)
		}
	}
	if got, want := m.typing.input.Placeholder, "potez (e4, Sf3, Skakač Felix tri) ili naredba"; got != want {
		t.Errorf("the input's hint: got %q, want %q", got, want)
	}
	for _, english := range []string{"Keys", "send", "knight", "Marks"} {
		if strings.Contains(keys, english) {
			t.Errorf("the keys say %q in English:\n%s", english, keys)
		}
	}
}
