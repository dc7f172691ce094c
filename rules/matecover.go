package rules

// canMate decides, on the blockade of a position, whether the colour index
// w could ever checkmate: whether some square the losing king may reach can
// be attacked by one of w's units while every square around it is either
// attacked too or holds one of the loser's own units. Each unit stands on
// one square at a time (a loser's unit blocks one flight square at most),
// and w's king never next to the other king: this is what tells king and
// knight, or king and bishops of one colour, from a mating force. The
// answer errs only towards "can mate".
func (b *blockade) canMate(w int) bool {
	if b.wild {
		return true
	}
	l := 1 - w
	checks := b.attack[w]
	candidates := b.kings[l] & checks
	if candidates == 0 {
		return false
	}
	units := b.blockers(l, b.mateUnits(w))
	// Squares always covered: attacked by w's fixed units, or held by the
	// loser's.
	base := b.fixedAtt[w] | b.fixed&b.p.occ(l)&^b.p.bb[l][kKing]
	retro := b.onlyKingMoves(l)
	for c := candidates; c != 0; c &= c - 1 {
		k := lowest(c)
		around := kingAttacks[k]
		near := around | bit(k)
		if retro {
			near |= b.retroBarred(w, k)
		}
		if coverable(units, bit(k)|around, base, near) {
			return true
		}
	}
	return false
}

// onlyKingMoves reports whether the king is the only unit of colour index
// l that ever moves, and whether the position is one a game can reach in
// that respect (the kings apart), which the retrograde rule needs.
func (b *blockade) onlyKingMoves(l int) bool {
	if kingAttacks[b.p.kingSq(0)]&b.p.bb[1][kKing] != 0 {
		return false
	}
	for _, u := range b.units {
		if u.color == l && u.kind != kKing {
			return false
		}
	}
	return true
}

// retroBarred is where w's king cannot stand when the loser's king is
// mated on k, the loser's king being its only unit that moves. w's king
// stood at the mate where it stood before w's mating move, unless that
// move was its own, which gives check only by uncovering one: then it came
// from a square x next to its own and on a line from k. Before w's move
// came the loser's, a king move to k from some square k' of its region
// next to k, and before that the kings stood apart: w's king was two
// steps or more from k'. So w's king may stand at the mate only two steps
// or more from some k', or next to such an x. Or the loser made no move
// before the mate: the position analysed has w to move with the loser's
// king on k, and w's king stands where it stands now, or next to it if
// that is on a line from k.
func (b *blockade) retroBarred(w, k int) bitboard {
	l := 1 - w
	lines := b.checkLines(w, k)
	var allowed bitboard
	if int(b.p.turn) == w && b.p.kingSq(l) == k {
		// The mate may be the next move.
		now := b.p.bb[w][kKing]
		allowed = now
		if now&lines != 0 {
			allowed |= kingFill(now)
		}
	}
	from := b.kings[l] & kingAttacks[k] &^ (b.fixed & b.p.all())
	if from == 0 {
		return ^allowed
	}
	// Squares next to (or on) every k': two steps or more from none.
	close := ^bitboard(0)
	for f := from; f != 0; f &= f - 1 {
		close &= kingAttacks[lowest(f)] | f&-f
	}
	allowed |= ^close
	for x := b.kings[w] & lines; x != 0; x &= x - 1 {
		sq := lowest(x)
		if from&^(kingAttacks[sq]|bit(sq)) != 0 {
			allowed |= kingAttacks[sq]
		}
	}
	return ^allowed
}

// checkLines are the squares on the lines from k along which one of w's
// moving units could give check: the diagonals for a bishop, the files and
// ranks for a rook, both for a queen or a pawn that may promote.
func (b *blockade) checkLines(w, k int) bitboard {
	var diag, orth bool
	for _, u := range b.units {
		if u.color != w {
			continue
		}
		switch u.kind {
		case kBishop:
			diag = true
		case kRook:
			orth = true
		case kQueen, kSuper:
			diag, orth = true, true
		}
	}
	// Fixed sliders check along their lines too.
	p := &b.p
	if b.fixed&(p.bb[w][kBishop]|p.bb[w][kQueen]) != 0 {
		diag = true
	}
	if b.fixed&(p.bb[w][kRook]|p.bb[w][kQueen]) != 0 {
		orth = true
	}
	var out bitboard
	if diag {
		out |= rays[dirNE][k] | rays[dirNW][k] | rays[dirSE][k] | rays[dirSW][k]
	}
	if orth {
		out |= rays[dirN][k] | rays[dirS][k] | rays[dirE][k] | rays[dirW][k]
	}
	return out
}

// blockers appends to out the loser's moving units other than the king,
// each covering the one square it stands on.
func (b *blockade) blockers(l int, out []mateUnit) []mateUnit {
	c := &b.cover
	for _, u := range b.units {
		if u.color != l || u.kind == kKing {
			continue
		}
		first := len(c.squares)
		for r := u.reach; r != 0; r &= r - 1 {
			sq := lowest(r)
			c.squares = append(c.squares, int8(sq))
			c.attacks = append(c.attacks, bit(sq))
		}
		out = append(out, mateUnit{squares: c.squares[first:], attacks: c.attacks[first:]})
	}
	return out
}

// mateUnit is a unit of the mating side with the squares it may attack from
// each square it may stand on.
type mateUnit struct {
	king    bool
	squares []int8
	attacks []bitboard
}

// coverBuf is canMate's working memory, kept with the blockade so that an
// analysis allocates nothing.
type coverBuf struct {
	units    []mateUnit
	squares  []int8
	attacks  []bitboard
	unitBuf  [48]mateUnit
	squareBf [1024]int8
	attackBf [1024]bitboard
}

// mateUnits starts the cover memory afresh and puts in it w's units, each
// with what it attacks from every square it may stand on.
func (b *blockade) mateUnits(w int) []mateUnit {
	c := &b.cover
	c.units, c.squares, c.attacks = c.unitBuf[:0], c.squareBf[:0], c.attackBf[:0]
	out := c.units
	for _, u := range b.units {
		if u.color != w {
			continue
		}
		first := len(c.squares)
		for r := u.reach; r != 0; r &= r - 1 {
			sq := lowest(r)
			c.squares = append(c.squares, int8(sq))
			c.attacks = append(c.attacks, attackFill(u.kind, w, bit(sq), b.fixed))
		}
		out = append(out, mateUnit{king: u.kind == kKing, squares: c.squares[first:], attacks: c.attacks[first:]})
	}
	return out
}

// coverable reports whether the units, each on one of its squares, can
// attack every square of target together with the fixed pawns' attacks
// (base). The king may not stand on a square of near (next to the mated
// king, or on it). Target has at most nine squares, so the squares covered
// so far fit in nine bits and the search runs over at most 512 states.
func coverable(units []mateUnit, target, base, near bitboard) bool {
	var sqs [9]bitboard
	n := 0
	for t := target; t != 0; t &= t - 1 {
		sqs[n] = t & -t
		n++
	}
	compress := func(m bitboard) uint16 {
		var v uint16
		for i := range n {
			if m&sqs[i] != 0 {
				v |= 1 << i
			}
		}
		return v
	}
	// Every unit stands somewhere, the king on a square outside near, even
	// when the others cover the target without it.
	for _, u := range units {
		if !u.king {
			continue
		}
		somewhere := false
		for _, sq := range u.squares {
			somewhere = somewhere || bit(int(sq))&near == 0
		}
		if !somewhere {
			return false
		}
	}
	full := uint16(1)<<n - 1
	// seen and have are sets of 9-bit values, 512 bits each.
	var seen, have [8]uint64
	var stateBuf, nextBuf, maskBuf [512]uint16
	states := append(stateBuf[:0], compress(base))
	if states[0] == full {
		return true
	}
	masks, next := maskBuf[:0], nextBuf[:0]
	for _, u := range units {
		masks = masks[:0]
		have = [8]uint64{}
		for i, a := range u.attacks {
			if u.king && bit(int(u.squares[i]))&near != 0 {
				continue
			}
			if v := compress(a); have[v>>6]&(1<<(v&63)) == 0 {
				have[v>>6] |= 1 << (v & 63)
				masks = append(masks, v)
			}
		}
		if len(masks) == 0 {
			return false // the king has nowhere to stand
		}
		seen = [8]uint64{}
		next = next[:0]
		for _, s := range states {
			for _, m := range masks {
				v := s | m
				if v == full {
					return true
				}
				if seen[v>>6]&(1<<(v&63)) == 0 {
					seen[v>>6] |= 1 << (v & 63)
					next = append(next, v)
				}
			}
		}
		states, next = next, states
	}
	return false
}

// captureStalemates reports whether the enemy king, taking the fixed unit
// of colour index ci on s (nothing else of the enemy's can), leaves ci
// without a legal move and not in check: stalemate, and the game is over
// (5.2.1). Then that capture leads to no mate, and the unit may be held
// fixed. It is so when ci's king is the only unit of ci's that moves (the
// others are fixed, and stay so with the enemy king on s: a fixed unit that
// attacked s would have kept it from the capture), and no square of its
// region clear of the enemy king on s has a neighbour in it to step to.
// Nor may ci be in check, which after a king's move is a check uncovered:
// along a clear line from a square x the king may have come from to ci's
// king.
func (b *blockade) captureStalemates(ci, s int) bool {
	for _, u := range b.units {
		if u.color == ci && u.kind != kKing {
			return false
		}
	}
	region := b.kings[ci] &^ (kingAttacks[s] | bit(s))
	// Where ci's king may step once the enemy king stands on s: not only
	// its region, which leaves out the enemy's fixed units (one held so
	// because taking it stalemates the enemy, say: the two holds would
	// prove each other) and the squares around the enemy king's old
	// square; only ci's own units, what fixed enemy units attack, and the
	// enemy king's new neighbours bar a square.
	barred := b.p.occ(ci)&^b.p.bb[ci][kKing] | b.fixedAtt[1-ci] | kingAttacks[s] | bit(s)
	for r := region; r != 0; r &= r - 1 {
		q := lowest(r)
		if kingAttacks[q]&(region|^barred) != 0 {
			return false
		}
		if bit(q)&b.attack[1-ci] == 0 {
			continue
		}
		for x := kingAttacks[s] & b.kings[1-ci] & b.checkLines(1-ci, q); x != 0; x &= x - 1 {
			if between[lowest(x)][q]&b.fixed == 0 {
				return false
			}
		}
	}
	return true
}
