package session

import (
	"strings"
	"testing"
)

// TestTypoOutOfTurn: a line typed while the opponent is to move is read
// first: a word that is no move's nor command's is named (the player
// meant a command and mistyped it), a move is answered with who is to move.
func TestTypoOutOfTurn(t *testing.T) {
	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	for _, tt := range []struct{ line, want string }{
		{"xyzzy", `Unknown word "xyzzy".`},
		{"Springer Felix dri", `Unknown word "dri".`},
		{"e5", "White is to move."},
		{"Springer Felix sechs", "White is to move."},
	} {
		if got := s.Transcript(s.HandleAs(BlackSeat, tt.line)); !strings.HasPrefix(got, tt.want) {
			t.Errorf("Black typed %q with White to move: got %q, want %q", tt.line, got, tt.want)
		}
	}
}
