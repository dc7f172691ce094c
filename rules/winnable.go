package rules

// Who can still checkmate (5.2.2, 6.9): a side can still win if some series
// of legal moves, with both players helping, ends in its checkmate.
//
// The decision is sound: a side is called unable to mate only with a proof.
// Cheapest first: the material (material.go), then the static analysis of
// blockade.go and matecover.go: pawns and pieces that can never move again,
// where every other unit can ever go, and whether a mating net could ever
// be built there, and be the last move of a game. When that proves nothing,
// a search of the positions that can follow, on the decider's own
// bitboards and move generator (searchpos.go, movegen.go): every reachable
// position is visited (exhaust.go), depth first, in the order that brings a
// mate soonest, each position once (visited.go); this both finds the
// helpmates and proves the rest. A position is left out of the search once
// it is over (stalemate, the winner mated) or the static analysis proves
// it, which is tried after every capture, pawn move or castling.
//
// When the search runs out of positions (exhaustLimit, roomyLimit: a node
// budget, never a clock) the answer is "can still mate", the answer that
// never takes a game from a player who could still win it. So is it, at
// once, in a position where a pawn may capture and pieces may shuffle
// (surelyWild, reversibleLine): there neither the analysis nor a search
// within the budget ever proves anything on CHA's vectors, and nearly every
// position of a game is such a one. As in the Laws' wording, the 75-move
// and fivefold rules are not taken into account: "any series of legal
// moves".
//
// Measured (BenchmarkWinnabilityCHA, BenchmarkWinnabilityLichess; the
// figures in docs/playing.md): no side of CHA's test vectors or of its
// 30,000 lichess positions that can mate is called unable to, and over 98%
// of the vectors' unwinnable sides are found.

// Winnability says which sides can still checkmate.
type Winnability struct{ White, Black bool }

// dead reports a dead position: neither side can checkmate (5.2.2).
// Black is asked only when White cannot mate: in nearly every position
// White can, and the second decision would be wasted.
func dead(pos *Position) bool {
	return !CanCheckmate(pos, White) && !CanCheckmate(pos, Black)
}

// Limits of the search, in positions met (a static analysis counting as
// analysisCost of them). A position takes about half a microsecond; the
// limits keep the longest decision under 25 ms.
const (
	// exhaustGate: a position whose units have few squares to go to (at
	// most this many arrangements) is searched through up to exhaustLimit
	// positions; any other through up to roomyLimit.
	exhaustGate  = 1e13
	exhaustLimit = 34000
	roomyLimit   = 5000
	// reversibleDepth and reversibleBudget bound the search for a line of
	// reversible moves that shows a search to be in vain.
	reversibleDepth  = 3
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
	return canMateFrom(p, w) || matedBy(&p, w)
}

// matedBy reports whether the side to move is mated by w already: the
// empty series of moves ends in w's mate. Asked only when the rest says
// no, it costs nothing where a side can mate.
func matedBy(p *spos, w int) bool {
	if int(p.turn) == w || !p.inCheck() {
		return false
	}
	var buf [256]smove
	return len(p.legal(buf[:0])) == 0
}

func canMateFrom(p spos, w int) bool {
	if !materialCanMate(&p, w) {
		return false
	}
	wild := surelyWild(&p)
	if wild {
		// A pawn may capture, so the static analysis proves nothing; and
		// with reversible moves besides, nor does a search: on CHA's
		// vectors, no such position is ever proven. Most positions of a
		// game end here.
		budget := reversibleBudget
		if reversibleLine(p, reversibleDepth, &budget) {
			return true
		}
	}
	mem := getMem()
	defer putMem(mem)
	b := &mem.blk
	if !wild {
		b.analyse(&p)
		if !b.canMate(w) {
			return false
		}
	}
	d := decider{winner: w, mem: mem}
	limit := roomyLimit
	if lockedStates(&p, b) <= exhaustGate {
		limit = exhaustLimit
	}
	return d.exhaust(p, limit) != proven
}

// reversibleLine reports whether a line of depth reversible moves leads
// from p through positions that are not over. It gives up (false) after
// budget positions.
func reversibleLine(p spos, depth int, budget *int) bool {
	if *budget--; *budget < 0 {
		return false
	}
	var buf [256]smove
	moves := p.legal(buf[:0])
	if depth == 0 {
		return len(moves) > 0
	}
	for _, m := range moves {
		if p.irreversible(m) {
			continue
		}
		if reversibleLine(p.make(m), depth-1, budget) {
			return true
		}
	}
	return false
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
