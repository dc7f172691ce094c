package rules

import "fmt"

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
// It prints itself in UCI form (e2e4, b7b8q). Castling is the king's move
// to its target (e1g1) in standard chess, and king takes rook (e1h1) in
// Chess960, as UCI writes them; a game takes either form where it is
// unambiguous (Game.Find).
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

// publicMove writes a generator move as a Move of the variant.
func publicMove(m smove, v Variant) Move {
	mv := Move{From: Square(m.from), To: Square(m.to)}
	if m.flag == flagCastle && v == StandardChess {
		kingTo, _ := castleTargets(int(m.from), int(m.to))
		mv.To = Square(kingTo)
	}
	mv.Promo = m.promoType()
	return mv
}

// names reports whether mv names the generator move m (see namedBy).
func names(mv Move, m smove) bool {
	return int(mv.From) == int(m.from) && m.namedBy(mv.To) && mv.Promo == m.promoType()
}

// namedBy reports whether a move of m's piece to the square to names m:
// its own target, or for castling king takes rook or the king's move to
// its target when the king goes two squares or more (no king's move but
// castling does).
func (m smove) namedBy(to Square) bool {
	if m.flag != flagCastle {
		return int(to) == int(m.to)
	}
	kingTo, _ := castleTargets(int(m.from), int(m.to))
	return int(to) == int(m.to) || (int(to) == kingTo && abs(kingTo-int(m.from)) >= 2)
}

// promoType is the piece a pawn becomes, or NoPieceType.
func (m smove) promoType() PieceType {
	if m.promo == 0 {
		return NoPieceType
	}
	return typeOfKind[m.promo]
}
