package tui

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// TestBoardInTheLanguage: the board view's own words (its headings, the
// keys, the input's hint, the clock's names) are in the table's language,
// with the arbiter's names (D.2.1) in its examples.
func TestBoardInTheLanguage(t *testing.T) {
	tb, wc, _, _ := twoSeats(t, session.Config{Book: speech.Phrasebook{Lang: speech.HR, Names: speech.LocalNames}})
	m := NewBoard(tb, wc, true, nil)
	keys := strings.Join(strings.Fields(strings.Join(m.keyLines(60, 3), "\n")), " ")
	for _, want := range []string{"Tipke", "pošalji ili odaberi polje", "Pješak na najudaljenijem redu postaje:", "d dama", "t top", "l lovac", "s skakač",
		"Oznake:", "Skakač Felix tri", "naredbe (pomoć)."} {
		if !strings.Contains(keys, want) {
			t.Errorf("the keys do not say %q:\n%s", want, keys)
		}
	}
	if got, want := m.typing.input.Placeholder, "potez (e4, Sf3, Skakač Felix tri) ili naredba"; got != want {
		t.Errorf("the input's hint: got %q, want %q", got, want)
	}
	for _, english := range []string{"Keys", "send", "knight", "Marks", "q dama"} {
		if strings.Contains(keys, english) {
			t.Errorf("the keys say %q in English:\n%s", english, keys)
		}
	}
}

// TestPromotionKeysInTheLanguage: a pawn reaching the last rank takes the
// language's piece letters (Croatian d, t, l, s), and English's too.
func TestPromotionKeysInTheLanguage(t *testing.T) {
	for _, c := range []struct {
		lang  speech.Lang
		keys  string
		names map[rune]rules.PieceType
	}{
		{speech.HR, "d t l s", map[rune]rules.PieceType{'d': rules.Queen, 'q': rules.Queen, 't': rules.Rook, 'r': rules.Rook, 'l': rules.Bishop, 'b': rules.Bishop, 's': rules.Knight, 'n': rules.Knight}},
		{speech.SL, "d t l s", map[rune]rules.PieceType{'d': rules.Queen, 't': rules.Rook, 'l': rules.Bishop, 's': rules.Knight, 'q': rules.Queen}},
		{speech.EN, "q r b n", map[rune]rules.PieceType{'q': rules.Queen, 'r': rules.Rook, 'b': rules.Bishop, 'n': rules.Knight}},
	} {
		k := newBoardKeys(speech.Phrasebook{Lang: c.lang})
		k.promoting(true)
		if got := k.promotionHelp(); got != c.keys {
			t.Errorf("%s: the keys shown are %q, want %q", c.lang, got, c.keys)
		}
		for r, want := range c.names {
			msg := tea.KeyPressMsg{Code: r, Text: string(r)}
			if !key.Matches(msg, k.promotions()...) {
				t.Errorf("%s: %c is no promotion key", c.lang, r)
				continue
			}
			if got := k.promoted(msg); got != want {
				t.Errorf("%s: %c promotes to %v, want %v", c.lang, r, got, want)
			}
		}
	}
}

// TestBoardFollowsLang: lang typed at the board view's seat puts the
// view's own words (the keys, the input's hint) in the new language at
// once, as the announcements after it are.
func TestBoardFollowsLang(t *testing.T) {
	tb, wc, _, _ := twoSeats(t, session.Config{Book: speech.Phrasebook{Names: speech.LocalNames}})
	tb.Start()
	m := still(t, tb, wc, 100, 30, 0)
	if keys := strings.Join(m.keyLines(60, 3), " "); !strings.Contains(keys, "Keys") {
		t.Fatalf("the keys are not in English:\n%s", keys)
	}
	wc.Do("lang hr")
	m.take()
	if keys := strings.Join(strings.Fields(strings.Join(m.keyLines(60, 3), "\n")), " "); !strings.Contains(keys, "Tipke") || !strings.Contains(keys, "d dama") {
		t.Errorf("after lang hr the keys are not in Croatian:\n%s", keys)
	}
	if got, want := m.typing.input.Placeholder, "potez (e4, Sf3, Skakač Felix tri) ili naredba"; got != want {
		t.Errorf("the input's hint: got %q, want %q", got, want)
	}
}
