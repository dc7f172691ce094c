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
	for c := candidates; c != 0; c &= c - 1 {
		k := lowest(c)
		around := kingAttacks[k]
		if coverable(units, bit(k)|around, base, around|bit(k)) {
			return true
		}
	}
	return false
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
	full := uint16(1)<<n - 1
	var seen, have [512]bool
	var stateBuf, nextBuf, maskBuf [512]uint16
	states := append(stateBuf[:0], compress(base))
	if states[0] == full {
		return true
	}
	masks, next := maskBuf[:0], nextBuf[:0]
	for _, u := range units {
		masks = masks[:0]
		have = [512]bool{}
		for i, a := range u.attacks {
			if u.king && bit(int(u.squares[i]))&near != 0 {
				continue
			}
			if v := compress(a); !have[v] {
				have[v] = true
				masks = append(masks, v)
			}
		}
		if len(masks) == 0 {
			return false // the king has nowhere to stand
		}
		seen = [512]bool{}
		next = next[:0]
		for _, s := range states {
			for _, m := range masks {
				v := s | m
				if v == full {
					return true
				}
				if !seen[v] {
					seen[v] = true
					next = append(next, v)
				}
			}
		}
		states, next = next, states
	}
	return false
}
