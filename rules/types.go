package rules

import (
	"fmt"

	"github.com/corentings/chess/v2"
)

// The board vocabulary is chess/v2's own, re-exported so that callers of rules
// need not import the move generator.
type (
	Color     = chess.Color
	Square    = chess.Square
	File      = chess.File
	Rank      = chess.Rank
	PieceType = chess.PieceType
	Piece     = chess.Piece
)

const (
	White   = chess.White
	Black   = chess.Black
	NoColor = chess.NoColor

	NoSquare = chess.NoSquare
	NoPiece  = chess.NoPiece

	NoPieceType = chess.NoPieceType
	King        = chess.King
	Queen       = chess.Queen
	Rook        = chess.Rook
	Bishop      = chess.Bishop
	Knight      = chess.Knight
	Pawn        = chess.Pawn
)

// NoFile and NoRank mark a file or rank that a query leaves open.
const (
	NoFile File = -1
	NoRank Rank = -1
)

// Side is a castling side.
type Side int8

const (
	NoCastle Side = iota
	KingSide
	QueenSide
)

func (s Side) String() string {
	switch s {
	case KingSide:
		return "O-O"
	case QueenSide:
		return "O-O-O"
	}
	return ""
}

// Move is a move as the board sees it: from, to and the promotion piece.
// It prints itself in UCI form (e2e4, b7b8q).
type Move struct {
	From, To Square
	Promo    PieceType
}

func (m Move) String() string {
	s := m.From.String() + m.To.String()
	if m.Promo != NoPieceType {
		s += m.Promo.String()
	}
	return s
}

func moveOf(cm chess.Move) Move {
	return Move{From: cm.S1(), To: cm.S2(), Promo: cm.Promo()}
}

// SquareAt returns the square on file f and rank r.
func SquareAt(f File, r Rank) Square { return chess.NewSquare(f, r) }

// ParseSquare reads "e4"; it returns NoSquare for anything else.
func ParseSquare(s string) Square {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare
	}
	return SquareAt(File(s[0]-'a'), Rank(s[1]-'1'))
}

// IsLight tells whether a square is a light square (h1 is light).
func IsLight(sq Square) bool { return (int(sq.File())+int(sq.Rank()))%2 == 1 }

// PieceTypes lists the piece types from king to pawn, the order in which
// pieces are listed in a position (kings, queens, rooks, bishops, knights, pawns).
func PieceTypes() []PieceType { return []PieceType{King, Queen, Rook, Bishop, Knight, Pawn} }

// PromotionPieces are the pieces a pawn may become (3.7.5.1).
func PromotionPieces() []PieceType { return []PieceType{Queen, Rook, Bishop, Knight} }

// ColorName is "White" or "Black".
func ColorName(c Color) string {
	switch c {
	case White:
		return "White"
	case Black:
		return "Black"
	}
	return fmt.Sprintf("Color(%d)", c)
}

// NewPiece is the piece of type t and colour c.
func NewPiece(t PieceType, c Color) Piece { return chess.NewPiece(t, c) }

// ParseUCI reads a move in UCI form: e2e4, e7e8q.
func ParseUCI(s string) (Move, error) {
	bad := fmt.Errorf("rules: %q is not a UCI move", s)
	if len(s) != 4 && len(s) != 5 {
		return Move{}, bad
	}
	m := Move{From: ParseSquare(s[:2]), To: ParseSquare(s[2:4])}
	if m.From == NoSquare || m.To == NoSquare {
		return Move{}, bad
	}
	if len(s) == 5 {
		m.Promo = map[byte]PieceType{'q': Queen, 'r': Rook, 'b': Bishop, 'n': Knight}[s[4]]
		if m.Promo == NoPieceType {
			return Move{}, bad
		}
	}
	return m, nil
}
