package rules

// castlingRook is the square of the rook that colour index ci may castle
// with on side, by the rights of p, or -1.
func (p *spos) castlingRook(ci int, side Side) int {
	k := p.kingSq(ci)
	for r := p.castle & rightsOf(ci); r != 0; r &= r - 1 {
		if rook := rookOfRight(lowest(bitboard(r))); (rook > k) == (side == KingSide) {
			return rook
		}
	}
	return -1
}

// resolveCastling finds the castling the query names, or says why it is not
// possible (3.8.2, II.3).
func (g *Game) resolveCastling(q Query) (Move, error) {
	for _, m := range g.current().legal() {
		if m.flag == flagCastle && (m.to > m.from) == (q.Castle == KingSide) {
			return g.checkAssertions(q, m)
		}
	}
	return Move{}, g.whyNoCastling(q)
}

// whyNoCastling names the first condition of 3.8.2 (II.3) that the
// castling breaks.
func (g *Game) whyNoCastling(q Query) *MoveError {
	p := &g.current().s
	us := int(p.turn)
	fail := func(kind MoveErrorKind) *MoveError {
		return &MoveError{Kind: kind, Query: q, Castle: q.Castle, Piece: King}
	}
	k := p.kingSq(us)
	rook := p.castlingRook(us, q.Castle)
	if rook < 0 {
		e := fail(CastlingRightLost)
		e.KingMoved, e.RookMoved = g.castlingPiecesMoved(us, q.Castle)
		return e
	}
	empty, kingPath := castlePath(k, rook)
	occ := p.all()
	if blocked := occ & empty; blocked != 0 {
		e := fail(CastlingBlocked)
		if blocked&^between[k][rook] != 0 {
			e.Kind = CastlingPathBlocked // Chess960: beyond the rook, or the king's target past it
		}
		// Named from the king outwards, as the eye goes along the rank.
		for d := 1; d < 8; d++ {
			for _, sq := range []int{k + d, k - d} {
				if sq>>3 == k>>3 && blocked&bit(sq) != 0 {
					e.Candidates = append(e.Candidates, Square(sq))
				}
			}
		}
		return e
	}
	others := occ &^ (bit(k) | bit(rook))
	if p.attacked(k, 1-us, occ) {
		return fail(CastlingInCheck)
	}
	kingTo, _ := castleTargets(k, rook)
	// The squares the king crosses, nearest first.
	for sq, step := k, sign(kingTo-k); sq != kingTo; {
		sq += step
		if sq != kingTo && kingPath&bit(sq) != 0 && p.attacked(sq, 1-us, others) {
			e := fail(CastlingThroughCheck)
			e.Square = Square(sq)
			return e
		}
	}
	e := fail(CastlingIntoCheck)
	e.Square = Square(kingTo)
	return e
}

// castlingPiecesMoved looks through this game's moves for a move of the king
// or of the castling rook from the squares they started on, for colour
// index ci castling on side. Both are false when the game started without
// that right.
func (g *Game) castlingPiecesMoved(ci int, side Side) (king, rook bool) {
	start := &g.positions[0].s
	rookSq := start.castlingRook(ci, side)
	if rookSq < 0 {
		return false, false
	}
	kingSq, c := Square(start.kingSq(ci)), colorOf(int8(ci))
	for _, p := range g.plies {
		if p.Color != c {
			continue
		}
		king = king || p.Move.From == kingSq
		rook = rook || p.Move.From == Square(rookSq)
	}
	if !rook {
		// A rook captured on its square loses the right too (3.8.2.1).
		for _, p := range g.plies {
			rook = rook || (p.Color != c && p.Move.To == Square(rookSq))
		}
	}
	return king, rook
}
