package rules

import "github.com/corentings/chess/v2"

// Who can still checkmate (5.2.2, 6.9): a side can still win if some series
// of legal moves, with both players helping, ends in its checkmate.
//
// The decision is sound: a side is called unable to mate only with a proof.
// First the material (material.go), then the static analysis of
// blockade.go and matecover.go: pawns and pieces that can never move again,
// where every other unit can ever go, and whether a mating net could ever
// be built there. When that proves nothing, a search over the positions that
// can follow: where the units have few squares to go to, every reachable
// position is visited (depth first, the winner's units drawn towards the
// loser's king, so that a mate is met early); elsewhere forced lines are
// followed a few moves deep. A position is left out of the search once it
// is over (stalemate, the winner mated) or the static analysis proves it.
// When a search runs out of positions (exhaustLimit, forcedLimit) the answer
// is "can still mate", the answer that never takes a game from a player who
// could still win it. As in the Laws' wording, the 75-move and fivefold
// rules are not taken into account: "any series of legal moves".

// Winnability says which sides can still checkmate.
type Winnability struct{ White, Black bool }

// Dead reports a dead position: neither side can checkmate (5.2.2).
func (w Winnability) Dead() bool { return !w.White && !w.Black }

// Can reports whether colour c can still checkmate.
func (w Winnability) Can(c Color) bool {
	if c == Black {
		return w.Black
	}
	return w.White
}

// Limits of the search. A position takes about a microsecond; the limits
// keep the longest question under about 50 ms on a slow machine.
const (
	// exhaustGate: a position whose units have few squares to go to (at
	// most this many arrangements) is searched through every position that
	// can follow, up to exhaustLimit of them.
	exhaustGate  = 1e11
	exhaustLimit = 10000
	// forcedDepth and forcedLimit bound the search of forced lines in the
	// other positions.
	forcedDepth = 6
	forcedLimit = 1500
)

// CanCheckmate reports whether colour c can still checkmate by some series
// of legal moves from pos.
func CanCheckmate(pos *chess.Position, c Color) bool {
	return canCheckmate(sposOf(pos), colorIndex(c))
}

// WinnabilityOf says which sides can still checkmate from pos.
func WinnabilityOf(pos *chess.Position) Winnability {
	p := sposOf(pos)
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
	b := analyse(&p)
	if !b.canMate(w) {
		return false
	}
	d := decider{winner: w}
	if lockedStates(&p) <= exhaustGate {
		return d.exhaust(p, exhaustLimit) != proven
	}
	d.limit = forcedLimit
	d.proven, d.failed = map[spos]bool{}, map[spos]int{}
	for depth := 1; depth <= forcedDepth && d.nodes < d.limit; depth++ {
		switch d.search(p, depth, false) {
		case proven:
			return false
		case mates:
			return true
		}
	}
	return true
}

// lockedStates estimates how many positions can follow p if the pawns
// that stand head to head never move: each unit on any of the squares it
// could reach, or gone. It only chooses the search, and so may be wrong.
func lockedStates(p *spos) float64 {
	b := &blockade{p: p, units: make([]unit, 0, 32)}
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

// verdict is what the search knows of a position.
type verdict int8

const (
	proven  verdict = iota // the winner cannot mate from here
	unknown                // not proven within the depth or the node limit
	mates                  // a line to the winner's mate exists
)

// decider searches for a proof that its winner cannot checkmate.
type decider struct {
	winner   int
	nodes    int
	limit    int
	analyses int           // static analyses made, each worth about four positions
	proven   map[spos]bool // positions from which the winner cannot mate
	failed   map[spos]int  // positions not proven, with the depth tried (matesDepth: a mate was found)
	buf      [forcedDepth + 1][256]smove
	// scratch and score are ordered's working space.
	scratch [256]smove
	score   [256]int
}

const matesDepth = 1 << 20

// deadEnd reports whether c, reached by an irreversible move, is shown
// unable to lead to the winner's mate by the static analysis. Positions
// reached by other moves keep the pawns and the material, and so the
// answer, of the position before.
func (d *decider) deadEnd(c *spos) bool {
	d.analyses++
	return !materialCanMate(c, d.winner) || !analyse(c).canMate(d.winner)
}

// mated reports whether the side to move in p is mated by the winner.
func (d *decider) mated(p *spos) bool {
	return int(p.turn) != d.winner && p.inCheck() && !p.hasLegal()
}

// exhaust visits every position that can follow p, up to limit of them
// (a static analysis counting as four),
// and looks for the winner's mate. Positions the static analysis proves
// are not followed further. It goes depth first, trying first the moves
// that bring the winner's units and the loser's king together, so that a
// mate, where there is one, is met early.
func (d *decider) exhaust(root spos, limit int) verdict {
	if d.mated(&root) {
		return mates
	}
	// A frame is a position on the current line (an index into seen.list)
	// and its moves, a stretch of the arena that grows and shrinks with
	// the stack.
	type frame struct {
		pos              int32
		first, next, end int32
	}
	seen := visited{list: make([]visitedPos, 0, 64), index: make(map[uint64]int32, 64)}
	seen.add(root)
	arena := d.ordered(&root, make([]smove, 0, 256))
	stack := []frame{{pos: 0, end: int32(len(arena))}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.next == f.end {
			arena = arena[:f.first]
			stack = stack[:len(stack)-1]
			continue
		}
		m := arena[f.next]
		f.next++
		p := &seen.list[f.pos].pos
		c := p.make(m)
		if !seen.add(c) {
			continue
		}
		if len(seen.list)+4*d.analyses > limit {
			return unknown
		}
		if p.irreversible(m) && d.deadEnd(&c) {
			if d.mated(&c) {
				return mates
			}
			continue
		}
		first := int32(len(arena))
		arena = d.ordered(&c, arena)
		if int32(len(arena)) == first {
			if d.mated(&c) {
				return mates
			}
			continue
		}
		stack = append(stack, frame{pos: int32(len(seen.list) - 1), first: first, next: first, end: int32(len(arena))})
	}
	d.nodes = len(seen.list)
	return proven
}

// ordered appends the legal moves of p to out, those that bring the
// winner's units and the loser's king closer together first.
func (d *decider) ordered(p *spos, out []smove) []smove {
	us := int(p.turn)
	moves := p.legal(d.scratch[:0])
	score := &d.score
	base := d.closeness(p)
	loserKing := p.bb[1-d.winner][kKing]
	n := 0
	for _, m := range moves {
		// The closeness changes with the unit moved, or everywhere when the
		// loser's king moves; a capture of a winner's unit is not counted.
		s := base
		switch {
		case us == d.winner:
			k := lowest(loserKing)
			s += chebyshev(int(m.to), k) - chebyshev(int(m.from), k)
		case loserKing&bit(int(m.from)) != 0:
			c := p.make(m)
			s = d.closeness(&c)
		}
		moves[n], score[n] = m, s
		if m.promo == kQueen {
			score[n] -= 100
		}
		n++
	}
	// Insertion sort: the lists are short, and equal scores keep their order.
	for i := 1; i < n; i++ {
		m, s := moves[i], score[i]
		j := i
		for ; j > 0 && score[j-1] > s; j-- {
			moves[j], score[j] = moves[j-1], score[j-1]
		}
		moves[j], score[j] = m, s
	}
	return append(out, moves[:n]...)
}

// closeness is the sum of the distances from the winner's units to the
// loser's king, and of the loser's king to the edge.
func (d *decider) closeness(p *spos) int {
	k := p.kingSq(1 - d.winner)
	kf, kr := k%8, k/8
	sum := min(kf, 7-kf) + min(kr, 7-kr)
	for t := kPawn; t <= kKing; t++ {
		for b := p.bb[d.winner][t]; b != 0; b &= b - 1 {
			sum += chebyshev(lowest(b), k)
		}
	}
	return sum
}

// chebyshev is the king's distance between two squares.
func chebyshev(a, b int) int { return max(abs(a%8-b%8), abs(a/8-b/8)) }

// visited is the set of positions an exhaustive search has met, in the
// order met. Positions are found by a 64-bit hash and then compared whole,
// so that no two positions are ever taken for one.
type visited struct {
	list  []visitedPos
	index map[uint64]int32 // hash to the first position with that hash
	more  map[spos]bool    // positions whose hash an earlier one has
}

type visitedPos struct {
	pos  spos
	dead bool // proven: not followed further
}

// add adds p and reports whether it is new.
func (v *visited) add(p spos) bool {
	h := p.hash()
	if i, ok := v.index[h]; ok {
		if v.list[i].pos == p {
			return false
		}
		if v.more == nil {
			v.more = map[spos]bool{}
		}
		if v.more[p] {
			return false
		}
		v.more[p] = true
	} else {
		v.index[h] = int32(len(v.list))
	}
	v.list = append(v.list, visitedPos{pos: p})
	return true
}

// hash mixes the position into 64 bits.
func (p *spos) hash() uint64 {
	h := uint64(p.turn) | uint64(p.castle)<<8 | uint64(uint8(p.ep))<<16
	for ci := range 2 {
		for k := range 6 {
			h ^= p.bb[ci][k]
			h *= 0x9e3779b97f4a7c15
			h ^= h >> 29
		}
	}
	return h
}

// irreversible reports whether m changes the pawns or the material, or
// castles.
func (p *spos) irreversible(m smove) bool {
	return m.flag != 0 || m.promo != 0 || p.bb[p.turn][kPawn]&bit(int(m.from)) != 0 || p.all()&bit(int(m.to)) != 0
}

// search looks at most depth moves ahead from p for a proof that the winner
// cannot mate: every move must lead to such a position. check asks for the
// static analysis of p (it was reached by an irreversible move).
func (d *decider) search(p spos, depth int, check bool) verdict {
	if d.proven[p] {
		return proven
	}
	if tried, ok := d.failed[p]; ok && tried >= depth {
		if tried == matesDepth {
			return mates
		}
		return unknown
	}
	d.nodes++
	if d.nodes > d.limit {
		return unknown
	}
	moves := p.legal(d.buf[depth][:0])
	if len(moves) == 0 {
		if d.mated(&p) {
			d.failed[p] = matesDepth
			return mates
		}
		d.proven[p] = true // stalemate, or the winner is mated
		return proven
	}
	if check && d.deadEnd(&p) {
		d.proven[p] = true
		return proven
	}
	if depth == 0 {
		d.failed[p] = 0
		return unknown
	}
	for _, m := range moves {
		if v := d.search(p.make(m), depth-1, p.irreversible(m)); v != proven {
			if v == mates {
				d.failed[p] = matesDepth
			} else {
				d.failed[p] = depth
			}
			return v
		}
	}
	d.proven[p] = true
	return proven
}
