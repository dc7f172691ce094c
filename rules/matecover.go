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
	units := append(b.mateUnits(w), b.blockers(l)...)
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

// blockers are the loser's moving units other than the king, each covering
// the one square it stands on.
func (b *blockade) blockers(l int) []mateUnit {
	out := make([]mateUnit, 0, 16)
	n := 0
	for _, u := range b.units {
		if u.color == l && u.kind != kKing {
			n += popCount(u.reach)
		}
	}
	squares, attacks := make([]int, 0, n), make([]bitboard, 0, n)
	for _, u := range b.units {
		if u.color != l || u.kind == kKing {
			continue
		}
		first := len(squares)
		for r := u.reach; r != 0; r &= r - 1 {
			sq := lowest(r)
			squares = append(squares, sq)
			attacks = append(attacks, bit(sq))
		}
		out = append(out, mateUnit{squares: squares[first:], attacks: attacks[first:]})
	}
	return out
}

// mateUnit is a unit of the mating side with the squares it may attack from
// each square it may stand on.
type mateUnit struct {
	king    bool
	squares []int
	attacks []bitboard
}

func (b *blockade) mateUnits(w int) []mateUnit {
	out := make([]mateUnit, 0, 16)
	n := 0
	for _, u := range b.units {
		if u.color == w {
			n += popCount(u.reach)
		}
	}
	// One backing array for all units' squares and attacks.
	squares, attacks := make([]int, 0, n), make([]bitboard, 0, n)
	for _, u := range b.units {
		if u.color != w {
			continue
		}
		first := len(squares)
		for r := u.reach; r != 0; r &= r - 1 {
			sq := lowest(r)
			squares = append(squares, sq)
			attacks = append(attacks, attackFill(u.kind, w, bit(sq), b.fixed))
		}
		out = append(out, mateUnit{king: u.kind == kKing, squares: squares[first:], attacks: attacks[first:]})
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
	var seen [512]bool
	states := []uint16{compress(base)}
	if states[0] == full {
		return true
	}
	var masks, next []uint16
	for _, u := range units {
		masks = masks[:0]
		var have [512]bool
		for i, a := range u.attacks {
			if u.king && bit(u.squares[i])&near != 0 {
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
