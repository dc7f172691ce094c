package rules

import "github.com/corentings/chess/v2"

// castlingSquares are the squares a castling uses, by colour and side.
type castlingSquares struct {
	king, rook     Square
	between        []Square // squares between king and rook, which must be empty
	kingPath       Square   // the square the king crosses
	kingTo, rookTo Square
}

func castlingFor(c Color, side Side) castlingSquares {
	r := chess.Rank1
	if c == Black {
		r = chess.Rank8
	}
	sq := func(f File) Square { return SquareAt(f, r) }
	if side == KingSide {
		return castlingSquares{king: sq(chess.FileE), rook: sq(chess.FileH),
			between: []Square{sq(chess.FileF), sq(chess.FileG)}, kingPath: sq(chess.FileF),
			kingTo: sq(chess.FileG), rookTo: sq(chess.FileF)}
	}
	return castlingSquares{king: sq(chess.FileE), rook: sq(chess.FileA),
		between: []Square{sq(chess.FileD), sq(chess.FileC), sq(chess.FileB)}, kingPath: sq(chess.FileD),
		kingTo: sq(chess.FileC), rookTo: sq(chess.FileD)}
}

// resolveCastling finds the castling the query names, or says why it is not
// possible (3.8.2).
func (g *Game) resolveCastling(q Query) (Move, error) {
	pos := g.current()
	me := pos.Turn()
	cs := castlingFor(me, q.Castle)
	tag := chess.KingSideCastle
	if q.Castle == QueenSide {
		tag = chess.QueenSideCastle
	}
	for _, cm := range pos.ValidMovesUnsafe() {
		if cm.HasTag(tag) {
			return g.checkAssertions(q, cm)
		}
	}
	return Move{}, g.whyNoCastling(q, cs)
}

// whyNoCastling names the first condition of 3.8.2 that the castling breaks.
func (g *Game) whyNoCastling(q Query, cs castlingSquares) *MoveError {
	pos := g.current()
	me := pos.Turn()
	fail := func(kind MoveErrorKind) *MoveError {
		return &MoveError{Kind: kind, Query: q, Castle: q.Castle, Piece: King}
	}
	side := chess.KingSide
	if q.Castle == QueenSide {
		side = chess.QueenSide
	}
	if !pos.CastleRights().CanCastle(me, side) {
		e := fail(CastlingRightLost)
		e.KingMoved, e.RookMoved = g.castlingPiecesMoved(me, cs)
		return e
	}
	b := pos.Board()
	var blocked []Square
	for _, sq := range cs.between {
		if b.Piece(sq) != NoPiece {
			blocked = append(blocked, sq)
		}
	}
	if len(blocked) > 0 {
		e := fail(CastlingBlocked)
		e.Candidates = blocked
		return e
	}
	them := me.Other()
	switch {
	case IsAttacked(b, cs.king, them):
		return fail(CastlingInCheck)
	case IsAttacked(b, cs.kingPath, them):
		e := fail(CastlingThroughCheck)
		e.Square = cs.kingPath
		return e
	default:
		e := fail(CastlingIntoCheck)
		e.Square = cs.kingTo
		return e
	}
}

// castlingPiecesMoved looks through this game's moves for a move of the king
// or of the castling rook from its square.
func (g *Game) castlingPiecesMoved(c Color, cs castlingSquares) (king, rook bool) {
	for _, p := range g.plies {
		if p.Color != c {
			continue
		}
		king = king || p.Move.From == cs.king
		rook = rook || p.Move.From == cs.rook
	}
	if !rook {
		// A rook captured on its square loses the right too (3.8.2.1).
		for _, p := range g.plies {
			rook = rook || (p.Color != c && p.Move.To == cs.rook)
		}
	}
	return king, rook
}
