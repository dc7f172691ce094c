package rules

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRandomLockedPositions (5.2.2, 6.9): in random pawn chains across the
// board (now and then a gap, a loose pawn, a bishop or a knight), every
// side the decider calls unable to mate is confirmed by a search of every
// reachable position (bruteMateFast, none of the decider's analysis);
// sides with too many reachable positions are left out. Under the race
// detector it confirms the first 25 (raceOr).
func TestRandomLockedPositions(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force is slow")
	}
	r := rand.New(rand.NewPCG(11, 2026))
	confirmed, want := 0, raceOr(200, 25)
	for tries := 0; tries < 5000 && confirmed < want; tries++ {
		p, ok := randomChain(r)
		if !ok {
			continue
		}
		if kingAttacks[p.kingSq(0)]&p.bb[1][kKing] != 0 || p.attacked(p.kingSq(1-int(p.turn)), int(p.turn), p.all()) {
			continue // no game reaches it
		}
		if lockedStates(&p, new(blockade)) > 1e6 {
			continue // too many positions for the brute force
		}
		for w := range 2 {
			if canCheckmate(p, w) {
				continue
			}
			switch bruteMateFast(p, w, 500000) {
			case 'W':
				t.Errorf("%s: %s is called unable to mate, but a mate is reachable", sposFEN(&p), []string{"White", "Black"}[w])
			case '-':
				confirmed++
			}
		}
	}
	if confirmed < want {
		t.Errorf("confirmed %d sides unable to mate, want %d", confirmed, want)
	}
}

// randomChain makes a chain of head-to-head pawns across the board, each
// file's a rank above or below its neighbour's, a file
// left empty one time in twelve, a loose pawn one time in four, a bishop or
// a knight for either side one time in five, and the kings anywhere.
func randomChain(r *rand.Rand) (spos, bool) {
	p := spos{turn: int8(r.IntN(2)), ep: -1}
	rank := 1 + r.IntN(5)
	for f := range 8 {
		if f > 0 {
			rank += 2*r.IntN(2) - 1
			if rank < 1 || rank > 5 {
				rank -= 2 * (rank - 3) / abs(rank-3) // back from the edge
			}
		}
		if r.IntN(12) == 0 {
			continue
		}
		p.bb[0][kPawn] |= bit(rank*8 + f)
		p.bb[1][kPawn] |= bit((rank+1)*8 + f)
	}
	put := func(ci, kind int, squares bitboard) bool {
		squares &^= p.all()
		if squares == 0 {
			return false
		}
		for n := r.IntN(popCount(squares)); n > 0; n-- {
			squares &= squares - 1
		}
		p.bb[ci][kind] |= squares & -squares
		return true
	}
	if r.IntN(4) == 0 && !put(r.IntN(2), kPawn, ^(rank1|rank8)) {
		return p, false
	}
	for ci := range 2 {
		if r.IntN(5) == 0 && !put(ci, kKnight+r.IntN(2), ^bitboard(0)) {
			return p, false
		}
	}
	return p, put(0, kKing, ^bitboard(0)) && put(1, kKing, ^bitboard(0))
}

// sposFEN writes the first two FEN fields of p, for messages.
func sposFEN(p *spos) string {
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for f := range 8 {
			sq := rank*8 + f
			c := byte(0)
			for ci := range 2 {
				if k := p.kindAt(ci, sq); k >= 0 {
					c = "PNBRQKpnbrqk"[6*ci+k]
				}
			}
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	return b.String() + " " + "wb"[p.turn:p.turn+1]
}
