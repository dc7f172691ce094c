package rules

import (
	"math/rand/v2"
	"testing"
)

// TestOrderScoreDelta: the score of a move's position, found from the
// move alone, is the score counted afresh on the position after it, for
// both winners, along random games and in CHA's positions (castling, en
// passant, promotions and captures of every kind among them).
func TestOrderScoreDelta(t *testing.T) {
	var ps []spos
	for _, v := range readVectors(t, "testdata/cha/test-vector.txt") {
		p, err := parseSpos(v.fen)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		p, _ := parseSpos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")
		for range 200 {
			ps = append(ps, p)
			ms := p.legal(nil)
			if len(ms) == 0 {
				break
			}
			p = p.make(ms[r.IntN(len(ms))])
		}
	}
	for _, p := range ps {
		for w := range 2 {
			d := decider{winner: w}
			k := p.kingSq(1 - w)
			base := d.score(&p, k, 0)
			for _, m := range p.legal(nil) {
				c := p.make(m)
				want := d.score(&c, c.kingSq(1-w), 0)
				if got := d.after(&p, m, k, base); got != want {
					t.Fatalf("winner %d, %+v after %s: got score %d, want %d", w, p.key(), m, got, want)
				}
			}
		}
	}
}

// TestReversibleLine: a line of reversible moves is found where pieces can
// shuffle, and none where every move takes, pushes a pawn, or leads to a
// position that is over.
func TestReversibleLine(t *testing.T) {
	tests := []struct {
		name, fen string
		want      bool
	}{
		{"start position", StartFEN, true},
		{"kings and pawns that can still move", "8/8/4k3/1p1p1p2/1P1P1P1P/4K3/8/8 w - -", true},
		{"only pawn moves", "7k/8/8/8/8/8/5PPP/6BK w - -", false},
		{"a queen that shuffles", "k7/2Q5/8/8/8/8/8/K7 w - -", true},
		{"stalemate: no move at all", "k7/8/1Q6/8/8/8/P7/K7 b - -", false},
		{"every king move is a capture", "8/8/8/8/8/2ppp3/2pKp3/2ppp2k w - -", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := parseSpos(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			budget := reversibleBudget
			if got := reversibleLine(p, reversibleDepth, &budget); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
