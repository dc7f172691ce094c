package rules

// Who can still checkmate (5.2.2, 6.9): a side can still win if some series
// of legal moves, with both players helping, ends in its checkmate.
//
// The decision is sound: a side is called unable to mate only with a proof.
// Cheapest first: the material (material.go), then the static analysis of
// blockade.go and matecover.go: pawns and pieces that can never move again,
// where every other unit can ever go, and whether a mating net could ever
// be built there. When that proves nothing, a search over the positions that
// can follow, on the decider's own bitboards and move generator
// (searchpos.go, movegen.go):
//
//   - where the units have few squares to go to (at most exhaustGate
//     arrangements), every reachable position is visited (exhaust.go),
//     depth first, in the order that brings a mate soonest, each position
//     once (visited.go); this both finds the helpmates and proves the rest;
//   - elsewhere forced lines are followed a few moves deep (forced.go),
//     unless a line of reversible moves shows at once that they prove
//     nothing, which is the case in nearly every position of a game.
//
// A position is left out of the search once it is over (stalemate, the
// winner mated) or the static analysis proves it, which is tried after
// every capture, pawn move or castling. When a search runs out of positions
// (exhaustLimit, forcedLimit) the answer is "can still mate", the answer
// that never takes a game from a player who could still win it. As in the
// Laws' wording, the 75-move and fivefold rules are not taken into account:
// "any series of legal moves".
//
// On CHA's test vectors (rules/testdata) no winnable side is called
// unwinnable and about 97% of the unwinnable ones are found; the median
// decision takes some 25 µs, the longest some 15 ms (BenchmarkWinnability).

// Winnability says which sides can still checkmate.
type Winnability struct{ White, Black bool }

// dead reports a dead position: neither side can checkmate (5.2.2).
// Black is asked only when White cannot mate: in nearly every position
// White can, and the second decision would be wasted.
func dead(pos *Position) bool {
	return !CanCheckmate(pos, White) && !CanCheckmate(pos, Black)
}

// Limits of the search. A position takes about half a microsecond (a
// static analysis about four times that); the limits keep the longest
// question near 15 ms, under 50 ms on a machine shared with others.
const (
	// exhaustGate: a position whose units have few squares to go to (at
	// most this many arrangements) is searched through every position that
	// can follow, up to exhaustLimit of them.
	exhaustGate  = 1e13
	exhaustLimit = 25000
	// forcedDepth and forcedLimit bound the search of forced lines in the
	// other positions.
	forcedDepth = 6
	forcedLimit = 1500
	// reversibleBudget bounds the search for a line of reversible moves
	// that shows a forced search to be in vain.
	reversibleBudget = 64
)

// CanCheckmate reports whether colour c can still checkmate by some series
// of legal moves from pos.
func CanCheckmate(pos *Position, c Color) bool {
	return canCheckmate(pos.s, colorIndex(c))
}

// WinnabilityOf says which sides can still checkmate from pos.
func WinnabilityOf(pos *Position) Winnability {
	p := pos.s
	return Winnability{White: canCheckmate(p, 0), Black: canCheckmate(p, 1)}
}

// Winnability says which sides can still checkmate in the current position.
func (g *Game) Winnability() Winnability { return WinnabilityOf(g.current()) }

// CanCheckmate reports whether c can still checkmate from the current position.
func (g *Game) CanCheckmate(c Color) bool { return CanCheckmate(g.current(), c) }

func canCheckmate(p spos, w int) bool {
	if !materialCanMate(&p, w) {
		return false
	}
	mem := getMem()
	defer putMem(mem)
	b := &mem.blk
	b.analyse(&p)
	if !b.canMate(w) {
		return false
	}
	d := decider{winner: w, mem: mem}
	if lockedStates(&p, b) <= exhaustGate {
		return d.exhaust(p, exhaustLimit) != proven
	}
	budget := reversibleBudget
	if reversibleLine(p, forcedDepth, &budget) {
		return true // a forced search would prove nothing here
	}
	return d.forced(p) != proven
}

// lockedStates estimates how many positions can follow p if the pawns
// that stand head to head never move: each unit on any of the squares it
// could reach, or gone. It only chooses the search, and so may be wrong.
func lockedStates(p *spos, b *blockade) float64 {
	b.p = *p
	b.units = b.unitBuf[:0]
	b.loose = 0
	b.fixed = p.bb[0][kPawn]&south(p.bb[1][kPawn]) | p.bb[1][kPawn]&north(p.bb[0][kPawn])
	b.compute()
	return b.states()
}

// states is how many positions the mobile units could make: each unit on
// any of its squares, or gone.
func (b *blockade) states() float64 {
	n := 2.0
	for _, u := range b.units {
		c := float64(popCount(u.reach))
		if u.kind != kKing {
			c++
		}
		n *= c
	}
	return n
}
