package rules

import "testing"

// BenchmarkAllMoves describes every legal move of a middlegame position
// (43 moves), the heaviest board question.
func BenchmarkAllMoves(b *testing.B) {
	g, err := NewGameFromFEN("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if len(g.AllMoves()) == 0 {
			b.Fatal("no moves")
		}
	}
}
