package rules

// Touch is what Article 4.3 binds the player on move to after touching
// pieces with the intention of moving or capturing them: to move the
// piece on Move, to capture the piece on Capture, or both (capture the
// piece on Capture with the piece on Move, 4.3.3). With NoSquare in both
// it binds to nothing: no piece touched, or none of them can be moved or
// captured (4.5, any legal move). With Rook, the king on Move must castle
// with the rook on Rook (4.4.1).
type Touch struct {
	Move    Square // the own piece to be moved, or NoSquare
	Capture Square // the opponent's piece to be captured, or NoSquare
	Rook    Square // the rook the king must castle with, or NoSquare
}

// Bound reports whether the touch binds the move at all.
func (t Touch) Bound() bool { return t.Move != NoSquare || t.Capture != NoSquare }

// Allows reports whether move m keeps to the touch.
func (t Touch) Allows(g *Game, m Move) bool {
	if t.Rook != NoSquare {
		castling, ok := g.castlingWith(t.Rook)
		return ok && m == castling
	}
	if t.Move != NoSquare && m.From != t.Move {
		return false
	}
	return t.Capture == NoSquare || captures(g.Board(), m, t.Capture)
}

// captures reports whether m takes the piece on sq: a move to sq with an
// opponent's piece there, or an en passant capture of the pawn on sq.
func captures(b Board, m Move, sq Square) bool {
	mover, target := b[m.From], b[sq]
	if target == NoPiece || mover == NoPiece || target.Color() == mover.Color() {
		return false
	}
	if m.To == sq {
		return true
	}
	return mover.Type() == Pawn && b[m.To] == NoPiece && m.From.File() != m.To.File() &&
		SquareAt(m.To.File(), m.From.Rank()) == sq
}

// castlingWith is the legal castling of the player on move with the rook
// on rook, in the game's own form, if there is one.
func (g *Game) castlingWith(rook Square) (Move, bool) {
	for _, m := range g.current().legal() {
		if m.flag == flagCastle && Square(m.to) == rook {
			return publicMove(m, g.variant), true
		}
	}
	return Move{}, false
}

// kingThenRook is 4.4.1 and 4.4.3: the king touched first of the own
// pieces and a rook of the same side after it. Castling with that rook
// when it is legal; else a move of the king when it has one; else any
// legal move (ok false: the touch binds nothing).
func (g *Game) kingThenRook(touched []Square) (t Touch, applies, ok bool) {
	b, turn := g.Board(), g.Turn()
	king := NoSquare
	for _, sq := range touched {
		p := b[sq]
		if p == NoPiece || p.Color() != turn {
			continue
		}
		switch {
		case king == NoSquare && p.Type() != King:
			return Touch{}, false, false // another own piece first: 4.3.1 (4.4.2)
		case king == NoSquare:
			king = sq
		case p.Type() == Rook:
			if _, ok := g.castlingWith(sq); ok {
				return Touch{Move: king, Capture: NoSquare, Rook: sq}, true, true
			}
			for _, m := range g.LegalMoves() {
				if m.From == king {
					return Touch{Move: king, Capture: NoSquare, Rook: NoSquare}, true, true
				}
			}
			return Touch{}, true, false
		default:
			return Touch{}, false, false
		}
	}
	return Touch{}, false, false
}

// TouchOf is what touching the pieces on touched, in that order, binds
// the player on move to (4.3): with pieces of both colours touched, the
// capture of the first opponent's piece touched with the first own piece
// touched when that is legal (4.3.3); else the first piece touched that
// can be moved (an own piece, 4.3.1) or captured (the opponent's, 4.3.2).
// Empty squares are passed over. When no piece touched can be moved or
// captured the player may make any legal move (4.5). The king and then a
// rook touched bind to castling with that rook when it is legal (4.4.1),
// else to a move of the king (4.4.3).
func (g *Game) TouchOf(touched []Square) Touch {
	none := Touch{Move: NoSquare, Capture: NoSquare, Rook: NoSquare}
	if t, applies, ok := g.kingThenRook(touched); applies && ok {
		return t
	} else if applies {
		return none
	}
	b, turn, legal := g.Board(), g.Turn(), g.LegalMoves()
	var firstOwn, firstOpp = NoSquare, NoSquare
	for _, sq := range touched {
		switch p := b[sq]; {
		case p == NoPiece:
		case p.Color() == turn && firstOwn == NoSquare:
			firstOwn = sq
		case p.Color() != turn && firstOpp == NoSquare:
			firstOpp = sq
		}
	}
	allowed := func(t Touch) bool {
		for _, m := range legal {
			if t.Allows(g, m) {
				return true
			}
		}
		return false
	}
	if firstOwn != NoSquare && firstOpp != NoSquare {
		if t := (Touch{Move: firstOwn, Capture: firstOpp, Rook: NoSquare}); allowed(t) {
			return t
		}
	}
	for _, sq := range touched {
		var t Touch
		switch p := b[sq]; {
		case p == NoPiece:
			continue
		case p.Color() == turn:
			t = Touch{Move: sq, Capture: NoSquare, Rook: NoSquare}
		default:
			t = Touch{Move: NoSquare, Capture: sq, Rook: NoSquare}
		}
		if allowed(t) {
			return t
		}
	}
	return none
}
