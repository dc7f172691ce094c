package brailletest

import (
	"fmt"

	"github.com/anna-chess/anna/rules"
)

// spec is what a move written in the chess code says.
type spec struct {
	castle               rules.Side
	piece                rules.PieceType // NoPieceType for a pawn
	fromFile             int             // -1 when not written
	fromRank             int
	to                   rules.Square
	promo                rules.PieceType
	capture, check, mate bool
	ep                   bool
}

func (s spec) matches(p rules.Ply) bool {
	if s.castle != rules.NoCastle || p.Castle != rules.NoCastle {
		return s.castle == p.Castle
	}
	piece := s.piece
	if piece == rules.NoPieceType {
		piece = rules.Pawn
	}
	return p.Piece == piece && p.Move.To == s.to && p.Move.Promo == s.promo &&
		(s.fromFile < 0 || int(p.Move.From.File()) == s.fromFile) &&
		(s.fromRank < 0 || int(p.Move.From.Rank()) == s.fromRank)
}

// read reads a move: [check] 0-0 or 0-0-0 [mate]; or [piece] [file]
// [rank] [capture, check or both] file rank [promotion piece] [ep] [mate].
func read(tok []cell) (spec, error) {
	s := spec{fromFile: -1, fromRank: -1}
	bad := fmt.Errorf("%v is not a move of the code", tok)
	// The abbreviations after the move (2.2).
	for {
		n := len(tok)
		switch {
		case n >= 2 && tok[n-2] == abbreviation && tok[n-1] == mateLetter:
			s.mate, tok = true, tok[:n-2]
			continue
		case n >= 3 && tok[n-3] == abbreviation && tok[n-2] == dots(1, 5) && tok[n-1] == dots(1, 2, 3, 4):
			s.ep, tok = true, tok[:n-3]
			continue
		}
		break
	}
	if len(tok) > 0 && tok[0] == check {
		if c := castling(tok[1:]); c != rules.NoCastle {
			s.castle, s.check = c, true
			return s, nil
		}
	}
	if c := castling(tok); c != rules.NoCastle {
		s.castle = c
		return s, nil
	}
	if n := len(tok); n > 0 {
		if p, ok := pieceOf[tok[n-1]]; ok {
			s.promo, tok = p, tok[:n-1]
		}
	}
	n := len(tok)
	if n < 2 {
		return s, bad
	}
	f, okF := fileOf[tok[n-2]]
	r, okR := digitOf[tok[n-1]]
	if !okF || !okR || r < 1 || r > 8 {
		return s, bad
	}
	s.to = rules.SquareAt(rules.File(f), rules.Rank(r-1))
	tok = tok[:n-2]
	if n := len(tok); n > 0 {
		switch tok[n-1] {
		case capture:
			s.capture, tok = true, tok[:n-1]
		case check:
			s.check, tok = true, tok[:n-1]
		case captureCheck:
			s.capture, s.check, tok = true, true, tok[:n-1]
		}
	}
	if len(tok) > 0 {
		if p, ok := pieceOf[tok[0]]; ok {
			s.piece, tok = p, tok[1:]
		}
	}
	if len(tok) > 0 {
		if f, ok := fileOf[tok[0]]; ok {
			s.fromFile, tok = f, tok[1:]
		}
	}
	if len(tok) > 0 {
		if r, ok := digitOf[tok[0]]; ok && r >= 1 && r <= 8 {
			s.fromRank, tok = r-1, tok[1:]
		}
	}
	if len(tok) > 0 {
		return s, bad
	}
	return s, nil
}

func castling(tok []cell) rules.Side {
	zero := dots(3, 5, 6)
	switch {
	case len(tok) == 3 && tok[0] == zero && tok[1] == hyphen && tok[2] == zero:
		return rules.KingSide
	case len(tok) == 5 && tok[0] == zero && tok[1] == hyphen && tok[2] == zero && tok[3] == hyphen && tok[4] == zero:
		return rules.QueenSide
	}
	return rules.NoCastle
}
