package session

import (
	"testing"

	"github.com/anna-chess/anna/rules"
)

// BenchmarkMove is one typed move from line to phrase: parse the Appendix D
// words, find the legal move, play it, and render the announcement (the
// target is under 50 microseconds). The move is taken back each time.
func BenchmarkMove(b *testing.B) {
	s, err := New(Config{FEN: "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		outs := s.Handle("Springer Gustav fuenf")
		if len(outs) != 2 {
			b.Fatalf("got %v", outs)
		}
		s.match.Sheet(rules.White).TakeBack(1)
		s.match.Sheet(rules.Black).TakeBack(1)
	}
}
