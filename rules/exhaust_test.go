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
	for _, v := range readVectors(t, "testdata/cha-vectors.txt") {
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
