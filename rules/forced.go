package rules

// In positions where the units have many squares to go to, the decider
// follows forced lines only: a proof that every line ends, within a few
// moves, in a position that is over or that the static analysis proves.

// Values of the forced search's table: the depth a position was tried to,
// or one of these.
const (
	tProven = 1 << 20 // the winner cannot mate from here
	tMates  = 1 << 21 // a line to the winner's mate exists
)

// forced searches at growing depths for a proof that the winner cannot
// mate from p.
func (d *decider) forced(p spos) verdict {
	d.limit = forcedLimit
	for depth := 1; depth <= forcedDepth && d.nodes < d.limit; depth++ {
		if v := d.search(p, depth, false); v != unknown {
			return v
		}
	}
	return unknown
}

// search looks at most depth moves ahead from p for a proof that the winner
// cannot mate: every move must lead to such a position. check asks for the
// static analysis of p (it was reached by an irreversible move).
func (d *decider) search(p spos, depth int, check bool) verdict {
	seen := &d.mem.seen
	k := p.key()
	if v, ok := seen.get(&k); ok {
		switch {
		case v == tProven:
			return proven
		case v == tMates:
			return mates
		case int(v) >= depth:
			return unknown
		}
	}
	d.nodes++
	if d.nodes > d.limit {
		return unknown
	}
	var buf [256]smove
	moves := p.legal(buf[:0])
	if len(moves) == 0 {
		if int(p.turn) != d.winner && p.inCheck() {
			seen.set(&k, tMates)
			return mates
		}
		seen.set(&k, tProven) // stalemate, or the winner is mated
		return proven
	}
	if check && d.deadEnd(&p) {
		seen.set(&k, tProven)
		return proven
	}
	if depth == 0 {
		seen.set(&k, 0)
		return unknown
	}
	for _, m := range moves {
		if v := d.search(p.make(m), depth-1, p.irreversible(m)); v != proven {
			if v == mates {
				seen.set(&k, tMates)
			} else {
				seen.set(&k, int32(depth))
			}
			return v
		}
	}
	seen.set(&k, tProven)
	return proven
}

// reversibleLine reports whether a line of depth reversible moves leads
// from p through positions that are not over. Then a forced search of that
// depth proves nothing either, but by way of a position it has proven
// already on another line: the positions on such a line are never
// analysed, and the last one is left unknown. canCheckmate then answers
// "can mate" at once, which is always safe (on CHA's vectors it finds as
// many proofs with this shortcut as without). It gives up (false) after
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
