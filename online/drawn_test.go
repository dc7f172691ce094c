package online

import (
	"testing"

	"github.com/anna-chess/anna/lichess"
)

// TestServerDrawSaysWhy: a draw lichess declares with no offer standing
// (its status says only "draw") is said with the reason the position
// shows: the third repetition, fifty moves; with none, that lichess ended
// it.
func TestServerDrawSaysWhy(t *testing.T) {
	for _, tc := range []struct {
		name, fen, moves, want string
	}{
		{"threefold", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2 e8d8 a2a1 d8e8 a1a2 e8d8 a2a1 d8e8",
			"lichess ended the game by threefold repetition: draw."},
		{"fifty moves", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "a1a2",
			"lichess ended the game by the fifty-move rule: draw."},
		{"no reason shown", "", "e2e4 e7e5", "lichess ended the game, draw."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGameFrom(t, tc.fen)
			g.send(state(tc.moves, lichess.StatusDraw))
			g.hear(tc.want)
		})
	}
}
