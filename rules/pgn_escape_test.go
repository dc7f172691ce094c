package rules

import (
	"strings"
	"testing"
)

// TestPGNTagsCannotBeForged: a name with a quote, a backslash and a
// newline stays inside its tag: the backslash escaped as the PGN standard
// says, the quote an apostrophe (chess.js reads no escaped quote).
func TestPGNTagsCannotBeForged(t *testing.T) {
	g := NewGame()
	pgn := g.PGN(Header{White: "x\"]\n[Result \"1-0", Black: `back\slash` + "\x1b[2J\u202e"})
	lines := strings.Split(pgn, "\n")
	for _, want := range []string{`[White "x'] [Result '1-0"]`, `[Black "back\\slash"]`} {
		found := false
		for _, l := range lines {
			found = found || l == want
		}
		if !found {
			t.Errorf("no line %s in\n%s", want, pgn)
		}
	}
	if n := strings.Count("\n"+pgn, "\n[Result "); n != 1 {
		t.Errorf("got %d Result tags, want 1:\n%s", n, pgn)
	}
}
