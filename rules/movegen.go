package rules

// The move generator, the game's and the unwinnability decider's: legal
// moves straight away, from the checking pieces and the pinned ones, so
// that a move is made only when the search wants the position after it.
// Only king moves and en passant are tried on the board. It is checked
// against stockfish's perft on every Chess960 start position and on the
// usual test positions (perft_test.go).

var (
	// between[a][b] are the squares strictly between a and b on a rank,
	// file or diagonal (none if they share no line).
	between [64][64]bitboard
	// line[a][b] is the whole line through a and b, both included (none
	// if they share no line).
	line [64][64]bitboard
)

func init() {
	for a := range 64 {
		for d := range 8 {
			for r := rays[d][a]; r != 0; r &= r - 1 {
				b := lowest(r)
				between[a][b] = rays[d][a] &^ rays[d][b] &^ bit(b)
				back := (d + 4) % 8
				line[a][b] = rays[d][a] | rays[back][a] | bit(a)
			}
		}
	}
}

// attackers are the units of colour index by that attack sq, with the
// squares in occ occupied.
func (p *spos) attackers(sq, by int, occ bitboard) bitboard {
	b := &p.bb[by]
	a := pawnAttacks[1-by][sq]&b[kPawn] | knightAttacks[sq]&b[kKnight] | kingAttacks[sq]&b[kKing]
	a |= bishopAttacks(sq, occ) & (b[kBishop] | b[kQueen])
	return a | rookAttacks(sq, occ)&(b[kRook]|b[kQueen])
}

// attackMap is every square the units of colour index by attack, with the
// squares in occ occupied.
func (p *spos) attackMap(by int, occ bitboard) bitboard {
	b := &p.bb[by]
	a := pawnFill(b[kPawn], by) | knightFill(b[kKnight]) | kingAttacks[lowest(b[kKing])]
	for s := b[kBishop] | b[kQueen]; s != 0; s &= s - 1 {
		a |= bishopAttacks(lowest(s), occ)
	}
	for s := b[kRook] | b[kQueen]; s != 0; s &= s - 1 {
		a |= rookAttacks(lowest(s), occ)
	}
	return a
}

// pinned are the units of the side to move that stand alone between their
// king and an enemy slider on the same line.
func (p *spos) pinned(k, us int, occ bitboard) bitboard {
	them := &p.bb[1-us]
	own := p.occ(us)
	var out bitboard
	snipers := rookAttacks(k, 0)&(them[kRook]|them[kQueen]) | bishopAttacks(k, 0)&(them[kBishop]|them[kQueen])
	for ; snipers != 0; snipers &= snipers - 1 {
		s := lowest(snipers)
		if b := between[k][s] & occ; b != 0 && b&(b-1) == 0 && b&own != 0 {
			out |= b
		}
	}
	return out
}

// legal appends the legal moves of the position to buf.
func (p *spos) legal(buf []smove) []smove {
	us, them := int(p.turn), 1-int(p.turn)
	own, opp := p.occ(us), p.occ(them)
	occ := own | opp
	k := p.kingSq(us)
	// The king: to squares no enemy attacks once it has left its own.
	buf = p.addMoves(buf, kKing, k, kingAttacks[k]&^own&^p.attackMap(them, occ&^bit(k)), opp)
	checkers := p.attackers(k, them, occ)
	if checkers&(checkers-1) != 0 {
		return buf // double check: only the king moves
	}
	target := ^own
	if checkers != 0 {
		target = between[k][lowest(checkers)] | checkers
	}
	pinned := p.pinned(k, us, occ)
	for kind := kKnight; kind <= kQueen; kind++ {
		for b := p.bb[us][kind]; b != 0; b &= b - 1 {
			sq := lowest(b)
			// Inline rather than pieceAttacks: the hot loop of perft and
			// of the decider's searches (10% faster, measured).
			var t bitboard
			switch kind {
			case kKnight:
				if pinned&bit(sq) != 0 {
					continue // a pinned knight never moves
				}
				t = knightAttacks[sq]
			case kBishop:
				t = bishopAttacks(sq, occ)
			case kRook:
				t = rookAttacks(sq, occ)
			case kQueen:
				t = bishopAttacks(sq, occ) | rookAttacks(sq, occ)
			}
			t &= target
			if pinned&bit(sq) != 0 {
				t &= line[k][sq]
			}
			buf = p.addMoves(buf, kind, sq, t, opp)
		}
	}
	buf = p.pawnMoves(buf, occ, opp, target, pinned, k)
	if checkers == 0 && p.castle&rightsOf(us) != 0 {
		buf = p.castling(buf, occ)
	}
	return buf
}

// pieceAttacks are the squares a piece of kind (knight to king) on sq
// attacks, with the squares in occ occupied.
func pieceAttacks(kind, sq int, occ bitboard) bitboard {
	switch kind {
	case kKnight:
		return knightAttacks[sq]
	case kBishop:
		return bishopAttacks(sq, occ)
	case kRook:
		return rookAttacks(sq, occ)
	case kQueen:
		return bishopAttacks(sq, occ) | rookAttacks(sq, occ)
	case kKing:
		return kingAttacks[sq]
	}
	return 0
}

// addMoves appends the moves of the unit of kind on from to the squares of
// targets; opp are the enemy's units.
func (p *spos) addMoves(buf []smove, kind, from int, targets, opp bitboard) []smove {
	for t := targets &^ opp; t != 0; t &= t - 1 {
		buf = append(buf, smove{from: int8(from), to: int8(lowest(t)), piece: int8(kind)})
	}
	them := 1 - int(p.turn)
	for t := targets & opp; t != 0; t &= t - 1 {
		to := lowest(t)
		buf = append(buf, smove{from: int8(from), to: int8(to), piece: int8(kind), capt: int8(p.kindAt(them, to) + 1)})
	}
	return buf
}

// captured is the kind plus one of the unit of colour index them on sq,
// or 0 if the square is empty.
func (p *spos) captured(them, sq int, opp bitboard) int8 {
	if opp&bit(sq) == 0 {
		return 0
	}
	return int8(p.kindAt(them, sq) + 1)
}

// pawnMoves appends the legal pawn moves: target holds the squares that
// answer a check (or every square not our own), pinned pawns keep to
// their line. En passant is tried on the board: it empties two squares of
// one rank.
func (p *spos) pawnMoves(buf []smove, occ, opp, target, pinned bitboard, k int) []smove {
	us := int(p.turn)
	step, last, start := 8, rank8, bitboard(0xff00)
	if us == 1 {
		step, last, start = -8, rank1, 0xff000000000000
	}
	push := func(from, to int, capt int8) {
		if pinned&bit(from) != 0 && line[k][from]&bit(to) == 0 {
			return
		}
		if bit(to)&last != 0 {
			for kind := kQueen; kind >= kKnight; kind-- {
				buf = append(buf, smove{from: int8(from), to: int8(to), promo: int8(kind), capt: capt})
			}
			return
		}
		buf = append(buf, smove{from: int8(from), to: int8(to), capt: capt})
	}
	for b := p.bb[us][kPawn]; b != 0; b &= b - 1 {
		sq := lowest(b)
		one := sq + step
		if occ&bit(one) == 0 {
			if target&bit(one) != 0 {
				push(sq, one, 0)
			}
			if two := one + step; bit(sq)&start != 0 && occ&bit(two) == 0 && target&bit(two) != 0 {
				push(sq, two, 0)
			}
		}
		for t := pawnAttacks[us][sq] & opp & target; t != 0; t &= t - 1 {
			to := lowest(t)
			push(sq, to, p.captured(1-us, to, opp))
		}
		if p.ep >= 0 && pawnAttacks[us][sq]&bit(int(p.ep)) != 0 {
			m := smove{from: int8(sq), to: p.ep, flag: flagEP, capt: kPawn + 1}
			if c := p.make(m); !c.attacked(k, 1-us, c.all()) {
				buf = append(buf, m)
			}
		}
	}
	return buf
}

// hasLegal reports whether the side to move has a legal move.
func (p *spos) hasLegal() bool {
	var buf [256]smove
	return len(p.legal(buf[:0])) > 0
}

// pseudoLegal appends every move the pieces could make if their own king
// did not matter (castling aside), for saying why a move that the player
// named is illegal: it would leave or put the king in check.
func (p *spos) pseudoLegal(buf []smove) []smove {
	us, them := int(p.turn), 1-int(p.turn)
	own, opp := p.occ(us), p.occ(them)
	occ := own | opp
	for kind := kKnight; kind <= kKing; kind++ {
		for b := p.bb[us][kind]; b != 0; b &= b - 1 {
			sq := lowest(b)
			buf = p.addMoves(buf, kind, sq, pieceAttacks(kind, sq, occ)&^own, opp)
		}
	}
	// Pawns as if none were pinned and no check were given; en passant
	// only when it would not be legal anyway is left to legal's own test.
	noEP := *p
	noEP.ep = -1
	buf = noEP.pawnMoves(buf, occ, opp, ^own, 0, p.kingSq(us))
	if p.ep >= 0 {
		for b := p.bb[us][kPawn] & pawnAttacks[them][int(p.ep)]; b != 0; b &= b - 1 {
			buf = append(buf, smove{from: int8(lowest(b)), to: p.ep, flag: flagEP, capt: kPawn + 1})
		}
	}
	return buf
}
