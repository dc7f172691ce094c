package rules

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
	analyses int // static analyses made, each worth analysisCost positions
	mem      *searchMem
	// scratch and order are ordered's working space, keys fresh's.
	scratch [256]smove
	order   [256]uint32
	keys    [128]skey
}

// analysisCost is what a static analysis costs, counted in positions.
const analysisCost = 4

// orderedNodes is how many positions the search orders the moves of: the
// order finds a mate soon where there is one, and is only a cost where
// every position must be visited.
const orderedNodes = 2000

// deadEnd reports whether c, reached by an irreversible move, is shown
// unable to lead to the winner's mate by the static analysis. Positions
// reached by other moves keep the pawns and the material, and so the
// answer, of the position before.
//
// A search meets the same pawns and pieces with the kings on many squares,
// and the analysis of one of them seldom differs from another's: each
// arrangement is analysed once, the first time it is met (the kings left
// out of the key, analysed), and taken for unproven afterwards. That can
// only leave a position unproven, and so cost positions, never give a
// wrong proof.
func (d *decider) deadEnd(c *spos) bool {
	if !materialCanMate(c, d.winner) {
		return true
	}
	if surelyWild(c) {
		return false
	}
	k := c.key()
	kings := c.bb[0][kKing] | c.bb[1][kKing]
	k.occ &^= kings
	k.white &^= kings
	k.k0 &^= kings
	k.k2 &^= kings
	if !d.mem.analysed.add(&k) {
		return false
	}
	d.analyses++
	b := &d.mem.blk
	b.analyse(c)
	return !b.canMate(d.winner)
}

// mated reports whether the side to move in p is mated by the winner.
func (d *decider) mated(p *spos) bool {
	return int(p.turn) != d.winner && p.inCheck() && !p.hasLegal()
}

// frame is a position on the search's current line and its moves, a
// stretch of the arena that grows and shrinks with the stack.
type frame struct {
	key              skey
	first, next, end int32
}

// exhaust visits every position that can follow root, up to limit of them
// (a static analysis counting as analysisCost), and looks for the winner's
// mate. Positions the static analysis proves are not followed further. It
// goes depth first, each position once, trying first the moves that bring
// the winner's units and the loser's king together, so that a mate, where
// there is one, is met early. Visiting every position that is not over nor
// proven, and meeting no mate, proves that there is none: a mate reachable
// from a position is reachable by a line that meets no position twice.
//
// A position is put in the set of those met when the move to it is first
// generated (fresh), and its moves are generated when the search comes to
// it; each is then followed once.
func (d *decider) exhaust(root spos, limit int) verdict {
	if d.mated(&root) {
		return mates
	}
	seen := &d.mem.seen
	k := root.key()
	seen.add(&k)
	arena := d.moves(&root, d.mem.arena[:0])
	arena = d.fresh(&root, k, arena, 0, noMove)
	stack := append(d.mem.frames[:0], frame{key: k, end: int32(len(arena))})
	defer func() { d.mem.arena, d.mem.frames = arena[:0], stack[:0] }()
	// cur is the position of the frame on top of the stack.
	cur, top := root, 1
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.next == f.end {
			arena = arena[:f.first]
			stack = stack[:len(stack)-1]
			continue
		}
		if seen.n+analysisCost*d.analyses > limit {
			return unknown
		}
		if top != len(stack) {
			cur, top = f.key.pos(), len(stack)
		}
		m := arena[f.next]
		f.next++
		k := cur.childKey(f.key, m)
		c := cur.make(m)
		first := int32(len(arena))
		arena = d.moves(&c, arena)
		if int32(len(arena)) == first {
			if int(c.turn) != d.winner && c.inCheck() {
				return mates
			}
			continue // stalemate, or the winner mated
		}
		if cur.irreversible(m) && d.deadEnd(&c) {
			arena = arena[:first]
			continue
		}
		back := noMove
		if !cur.irreversible(m) {
			// The move back leads to cur, met already.
			back = smove{from: m.to, to: m.from, piece: m.piece}
		}
		arena = d.fresh(&c, k, arena, first, back)
		if int32(len(arena)) == first {
			continue // every position it leads to is met already
		}
		stack = append(stack, frame{key: k, first: first, next: first, end: int32(len(arena))})
		cur, top = c, len(stack)
	}
	return proven
}

// noMove is no move at all.
var noMove = smove{piece: -1}

// fresh keeps of the moves of p in arena[first:] (k is p's key) those to
// positions not met before, and puts those positions in the set of met
// ones; back, a move known to lead to a position met, is left out at once.
// It works in two rounds, the keys first and then the set, so that the
// processor fetches the slots of all the moves at once.
func (d *decider) fresh(p *spos, k skey, arena []smove, first int32, back smove) []smove {
	moves := arena[first:]
	if back.piece >= 0 {
		for i, m := range moves {
			if m == back {
				moves = append(moves[:i], moves[i+1:]...)
				arena = arena[:len(arena)-1]
				break
			}
		}
	}
	keys := d.keys[:min(len(moves), len(d.keys))]
	var hashes [len(d.keys)]uint64
	seen := &d.mem.seen
	for i := range keys {
		keys[i] = p.childKey(k, moves[i])
		hashes[i] = keys[i].hash()
	}
	seen.touch(hashes[:len(keys)])
	out := arena[:first]
	for i, m := range moves {
		if i < len(keys) {
			if seen.addHashed(&keys[i], hashes[i]) {
				out = append(out, m)
			}
			continue
		}
		ck := p.childKey(k, m) // more moves than any game has
		if seen.add(&ck) {
			out = append(out, m)
		}
	}
	return out
}

// moves appends the legal moves of p to out, in the order that brings a
// mate soonest while the search is young (ordered), then as they come.
func (d *decider) moves(p *spos, out []smove) []smove {
	if d.mem.seen.n <= orderedNodes {
		return d.ordered(p, out)
	}
	return p.legal(out)
}

// ordered appends the legal moves of p to out, best first for a mate by
// the winner: the loser's king driven to a corner, every other unit drawn
// to it (the winner's to attack it, the loser's to block its flight
// squares), the winner's pawns on their way to promotion, the winner's
// queens won and the loser's lost.
func (d *decider) ordered(p *spos, out []smove) []smove {
	moves := p.legal(d.scratch[:0])
	order := &d.order
	k := p.kingSq(1 - d.winner)
	base := d.score(p, k, 0)
	for i, m := range moves[:min(len(moves), len(order))] {
		s := d.after(p, m, k, base)
		// The score above the move's index: sorting these sorts the moves,
		// and equal scores keep their order.
		order[i] = uint32(s+1<<16)<<8 | uint32(i)
	}
	if len(moves) > len(order) {
		return append(out, moves...) // more moves than any game has: unsorted
	}
	// Insertion sort: the lists are short.
	for i := 1; i < len(moves); i++ {
		o := order[i]
		j := i
		for ; j > 0 && order[j-1] > o; j-- {
			order[j] = order[j-1]
		}
		order[j] = o
	}
	for _, o := range order[:len(moves)] {
		out = append(out, moves[o&0xff])
	}
	return out
}

// Weights of ordered's score, lower is better.
const (
	wCorner = 3  // per step of the loser's king from the nearest corner
	wQueenW = 50 // a queen of the winner's (counts against the score)
	wQueenL = 20 // a queen of the loser's
)

// score is ordered's measure of p with the loser's king on k and the
// units on the squares of gone taken away: the king's steps from a corner,
// every other unit's steps from it, the winner's pawns' steps from
// promotion, and the queens.
func (d *decider) score(p *spos, k int, gone bitboard) int32 {
	w, l := d.winner, 1-d.winner
	s := wCorner * int32(toEdge[k])
	// A unit r+1 steps or more from k lies outside the box of the squares
	// up to r steps from it: counting those for every r sums the steps.
	units := p.all() &^ p.bb[l][kKing] &^ gone
	for r := range 7 {
		s += int32(popCount(units &^ kingBox[k][r]))
	}
	for b := p.bb[w][kPawn] &^ gone; b != 0; b &= b - 1 {
		s += int32(toPromotion[w][lowest(b)])
	}
	return s - wQueenW*int32(popCount(p.bb[w][kQueen]&^gone)) + wQueenL*int32(popCount(p.bb[l][kQueen]&^gone))
}

// after is the score of the position after m, where p's is base and the
// loser's king is on k.
func (d *decider) after(p *spos, m smove, k int, base int32) int32 {
	us := int(p.turn)
	w := d.winner
	from, to := int(m.from), int(m.to)
	rookFrom, rookTo := 0, 0
	if m.flag == flagCastle {
		rookFrom = to
		to, rookTo = castleTargets(from, rookFrom)
	}
	if from == k {
		if m.flag == flagCastle {
			return d.score(p, to, 0) + int32(kingDist[rookTo][to]) - int32(kingDist[rookFrom][to])
		}
		return d.score(p, to, bit(to))
	}
	s := base + int32(kingDist[to][k]) - int32(kingDist[from][k])
	if m.capt != 0 {
		gone, kind := to, int(m.capt-1)
		if m.flag == flagEP {
			gone = to - 8 + 16*us
		}
		s -= int32(kingDist[gone][k])
		switch {
		case kind == kPawn && us != w:
			s -= int32(toPromotion[w][gone])
		case kind == kQueen && us != w:
			s += wQueenW
		case kind == kQueen:
			s -= wQueenL
		}
	}
	switch {
	case m.piece == kPawn && us == w:
		s -= int32(toPromotion[w][from])
		if m.promo == 0 {
			s += int32(toPromotion[w][to])
		} else if m.promo == kQueen {
			s -= wQueenW
		}
	case m.promo == kQueen:
		s += wQueenL
	case m.flag == flagCastle:
		s += int32(kingDist[rookTo][k]) - int32(kingDist[rookFrom][k])
	}
	return s
}

// kingBox[k][r] are the squares at most r king's steps from k.
var kingBox = func() (t [64][7]bitboard) {
	for k := range 64 {
		for sq := range 64 {
			for r := int(kingDist[k][sq]); r < 7; r++ {
				t[k][r] |= bit(sq)
			}
		}
	}
	return
}()

// toPromotion[ci][sq] is how many steps a pawn of colour index ci on sq is
// from promotion.
var toPromotion = func() (t [2][64]int8) {
	for sq := range 64 {
		t[0][sq], t[1][sq] = int8(7-sq/8), int8(sq/8)
	}
	return
}()

// kingDist[a][b] is the king's distance between a and b; toEdge[a] that
// from a to the nearest edge.
var kingDist, toEdge = func() (d [64][64]int8, e [64]int8) {
	for a := range 64 {
		for b := range 64 {
			d[a][b] = int8(max(abs(a%8-b%8), abs(a/8-b/8)))
		}
		f, r := a%8, a/8
		e[a] = int8(min(f, 7-f) + min(r, 7-r))
	}
	return
}()

// irreversible reports whether m changes what the static analysis sees:
// the pawns or the material, the castling rights, or an en passant capture
// open in p, which lapses with any move (the analysis of p could prove
// nothing while it was open, that of the position after m may).
func (p *spos) irreversible(m smove) bool {
	return m.piece == kPawn || m.capt != 0 || m.flag != 0 || p.ep >= 0 ||
		p.castle != 0 && castleAfter(p.castle, m, int(p.turn)) != p.castle
}
