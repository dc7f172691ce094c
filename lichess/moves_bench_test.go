package lichess

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// BenchmarkSyncMoves: a state of a long game (120 plies, the last one new)
// read and compared with anna's game, as each gameState of the stream is:
// SyncMoves replays the server's whole list every time.
func BenchmarkSyncMoves(b *testing.B) {
	g := rules.NewGame()
	var moves []string
	for len(moves) < 120 {
		legal := g.LegalMoves()
		if len(legal) == 0 || g.Outcome().Over() {
			b.Fatalf("the game ended after %d plies", len(moves))
		}
		m := legal[(len(moves)*7)%len(legal)]
		g.Play(m)
		moves = append(moves, m.String())
	}
	g.TakeBack(1)
	list := strings.Join(moves, " ")
	b.ResetTimer()
	for b.Loop() {
		s, err := SyncMoves(g, list)
		if err != nil || len(s.Add) != 1 {
			b.Fatalf("%+v, %v", s, err)
		}
	}
}
