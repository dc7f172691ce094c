package rules

// PieceType is a kind of piece, whatever its colour.
type PieceType int8

const (
	NoPieceType PieceType = iota
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn
)

// String is the type's lower-case letter: "k", "q", "r", "b", "n", "p".
func (t PieceType) String() string {
	if t < King || t > Pawn {
		return ""
	}
	return string("kqrbnp"[t-1])
}

// PieceTypes lists the piece types from king to pawn, the order in which
// pieces are listed in a position (kings, queens, rooks, bishops, knights, pawns).
func PieceTypes() []PieceType { return []PieceType{King, Queen, Rook, Bishop, Knight, Pawn} }

// PromotionPieces are the pieces a pawn may become (3.7.5.1).
func PromotionPieces() []PieceType { return []PieceType{Queen, Rook, Bishop, Knight} }

// Piece is a piece of one colour: White's king (1) to Black's pawn (12).
type Piece int8

// NoPiece is an empty square.
const NoPiece Piece = 0

// NewPiece is the piece of type t and colour c (NoPiece for neither).
func NewPiece(t PieceType, c Color) Piece {
	if t < King || t > Pawn || (c != White && c != Black) {
		return NoPiece
	}
	return Piece(int8(t) + 6*int8(c-White))
}

// Type is the piece's type.
func (p Piece) Type() PieceType {
	if p < 1 || p > 12 {
		return NoPieceType
	}
	return PieceType((p-1)%6 + 1)
}

// Color is the piece's colour.
func (p Piece) Color() Color {
	switch {
	case p >= 1 && p <= 6:
		return White
	case p >= 7 && p <= 12:
		return Black
	}
	return NoColor
}

// String is the piece's FEN letter: "N" for White's knight, "n" for
// Black's ("-" for none).
func (p Piece) String() string {
	if p < 1 || p > 12 {
		return "-"
	}
	return string("KQRBNPkqrbnp"[p-1])
}

// pieceOfLetter reads a FEN piece letter (NoPiece for anything else).
func pieceOfLetter(c byte) Piece {
	for i := range 12 {
		if "KQRBNPkqrbnp"[i] == c {
			return Piece(i + 1)
		}
	}
	return NoPiece
}
