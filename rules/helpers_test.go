package rules

import (
	"strings"
	"testing"
)

func mustGame(t *testing.T, fen string) *Game {
	t.Helper()
	g, err := NewGameFromFEN(fen)
	if err != nil {
		t.Fatalf("NewGameFromFEN(%q): %v", fen, err)
	}
	return g
}

// parseUCI reads a move like e2e4 or b7b8q.
func parseUCI(t *testing.T, s string) Move {
	t.Helper()
	if len(s) < 4 || len(s) > 5 {
		t.Fatalf("bad UCI move %q", s)
	}
	m := Move{From: ParseSquare(s[:2]), To: ParseSquare(s[2:4])}
	if len(s) == 5 {
		m.Promo = map[byte]PieceType{'q': Queen, 'r': Rook, 'b': Bishop, 'n': Knight}[s[4]]
	}
	if m.From == NoSquare || m.To == NoSquare {
		t.Fatalf("bad UCI move %q", s)
	}
	return m
}

func playUCI(t *testing.T, g *Game, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		if _, err := g.Play(parseUCI(t, s)); err != nil {
			t.Fatalf("play %s: %v", s, err)
		}
	}
}

// sanMove finds the legal move whose SAN is san (check signs ignored).
func sanMove(t *testing.T, g *Game, san string) Move {
	t.Helper()
	want := strings.TrimRight(san, "+#")
	for _, m := range g.LegalMoves() {
		s, _ := g.SAN(m)
		if strings.TrimRight(s, "+#") == want {
			return m
		}
	}
	t.Fatalf("no legal move %q in %s", san, g.FEN())
	return Move{}
}
