package rules

import "strings"

// sanOf writes a described move in standard algebraic notation (Appendix
// C): the piece's letter, the part of the from-square that tells it apart,
// x for a capture, the target, the promotion piece, and + or #. A pawn's
// capture names its file; castling is O-O or O-O-O, in Chess960 too.
func sanOf(p Ply, m smove) string {
	var sb strings.Builder
	switch {
	case p.Castle != NoCastle:
		sb.WriteString(p.Castle.String())
	case p.Piece == Pawn:
		if p.Captured != NoPieceType {
			sb.WriteString(Square(m.from).File().String() + "x")
		}
		sb.WriteString(Square(m.to).String())
		if p.Move.Promo != NoPieceType {
			sb.WriteString("=" + strings.ToUpper(p.Move.Promo.String()))
		}
	default:
		sb.WriteString(strings.ToUpper(p.Piece.String()))
		if p.ShowFile {
			sb.WriteString(Square(m.from).File().String())
		}
		if p.ShowRank {
			sb.WriteString(Square(m.from).Rank().String())
		}
		if p.Captured != NoPieceType {
			sb.WriteString("x")
		}
		sb.WriteString(Square(m.to).String())
	}
	switch {
	case p.Mate:
		sb.WriteString("#")
	case p.Check:
		sb.WriteString("+")
	}
	return sb.String()
}
