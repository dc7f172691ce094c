package braille

import "github.com/anna-chess/anna/rules"

// The signs of the braille chess code (docs/braille.md has each with its
// section of the UKAAF code and how sure we are of it).
var (
	// Files are the letters a to h.
	files = [8]Cell{Dots(1), Dots(1, 2), Dots(1, 4), Dots(1, 4, 5), Dots(1, 5), Dots(1, 2, 4), Dots(1, 2, 4, 5), Dots(1, 2, 5)}
	// lowerDigits are 0 to 9 in the lower part of the cell, written
	// without a number sign: ranks and move numbers (1.3).
	lowerDigits = [10]Cell{Dots(3, 5, 6), Dots(2), Dots(2, 3), Dots(2, 5), Dots(2, 5, 6), Dots(2, 6), Dots(2, 3, 5), Dots(2, 3, 5, 6), Dots(2, 3, 6), Dots(3, 5)}
	// upperDigits are 0 to 9 as the letters j, a to i, after a number
	// sign: the page numbers, as literary braille writes numbers.
	upperDigits = [10]Cell{Dots(2, 4, 5), Dots(1), Dots(1, 2), Dots(1, 4), Dots(1, 4, 5), Dots(1, 5), Dots(1, 2, 4), Dots(1, 2, 4, 5), Dots(1, 2, 5), Dots(2, 4)}
	numberSign  = Dots(3, 4, 5, 6)

	// pieceSigns are the pieces (2.1): k, q, r, l for the bishop, s for
	// the knight, p.
	pieceSigns = map[rules.PieceType]Cell{
		rules.King: Dots(1, 3), rules.Queen: Dots(1, 2, 3, 4, 5), rules.Rook: Dots(1, 2, 3, 5),
		rules.Bishop: Dots(1, 2, 3), rules.Knight: Dots(2, 3, 4), rules.Pawn: Dots(1, 2, 3, 4),
	}
	// blackMark is added to a piece of Black's in a diagram (5.1).
	blackMark = Dots(6)

	// Before the square a move goes to: a capture, a check, or both (3.4).
	captureSign      = Dots(5, 6)
	checkSign        = Dots(4, 5)
	captureCheckSign = Dots(4, 5, 6)
	// abbreviation opens the signs of 2.2 written after a move: mate,
	// en passant.
	abbreviation = Dots(3, 4, 5)
	mateSign     = Line{abbreviation, Dots(1, 3, 4)}                // m
	enPassant    = Line{abbreviation, Dots(1, 5), Dots(1, 2, 3, 4)} // ep
	// Castling is 0-0 and 0-0-0 in lower zeros with hyphens.
	hyphen    = Dots(3, 6)
	shortSide = Line{lowerDigits[0], hyphen, lowerDigits[0]}
	longSide  = Line{lowerDigits[0], hyphen, lowerDigits[0], hyphen, lowerDigits[0]}
	// blackMove stands before a move of Black's that does not follow
	// White's on its line (1.2: the print's three dots), and before a move
	// of Black's in a note; whiteMove before a move of White's in a note
	// (1.2); nameSign before a square or a move in a note whose colour the
	// note does not say (1.1).
	blackMove = Dots(3, 6)
	whiteMove = Dots(4, 6)
	nameSign  = Dots(5, 6)
	// separator stands between a move or a square in a note and the
	// punctuation right after it, a bracket excepted (1.4).
	separator = Dots(3, 4, 5)

	// Empty squares in a diagram: light and dark.
	lightSquare = Dots(3)
	darkSquare  = Dots(3, 6)
)

// LowerNumber is n in lower digits, without a number sign.
func LowerNumber(n int) Line { return digits(n, lowerDigits) }

// upperNumber is n as literary braille writes it: a number sign and the
// upper digits.
func upperNumber(n int) Line { return append(Line{numberSign}, digits(n, upperDigits)...) }

func digits(n int, set [10]Cell) Line {
	if n < 0 {
		n = 0
	}
	if n < 10 {
		return Line{set[n]}
	}
	return append(digits(n/10, set), set[n%10])
}

// Square is a square: its file letter and its rank in a lower digit.
func Square(sq rules.Square) Line {
	return Line{files[sq.File()], lowerDigits[int(sq.Rank())+1]}
}

// Move writes a move as a game score has it: the piece (none for a pawn),
// the file or rank or square it comes from when another piece of the kind
// could go there too (and a pawn's file when it captures), the capture and
// check sign, the square it goes to, the piece a pawn becomes, and mate
// and en passant after it. Castling is 0-0 or 0-0-0, a check before it.
func Move(p rules.Ply) Line {
	w := written{piece: p.Piece, castle: p.Castle, fromFile: -1, fromRank: -1,
		capture: p.Captured != rules.NoPieceType, check: p.Check && !p.Mate, mate: p.Mate, ep: p.EnPassant,
		to: p.Move.To, promo: p.Move.Promo}
	if p.ShowFile || p.Piece == rules.Pawn && w.capture {
		w.fromFile = int(p.Move.From.File())
	}
	if p.ShowRank {
		w.fromRank = int(p.Move.From.Rank())
	}
	return w.cells()
}

// written is a move as the code writes it, whether it comes from the
// rules (a move of the game) or from print (a move in a note).
type written struct {
	piece              rules.PieceType
	castle             rules.Side
	fromFile, fromRank int // -1: not written
	capture, check     bool
	mate, ep           bool
	to                 rules.Square
	promo              rules.PieceType
}

func (w written) cells() Line {
	var l Line
	if w.castle == rules.KingSide || w.castle == rules.QueenSide {
		if w.check {
			l = append(l, checkSign)
		}
		if w.castle == rules.KingSide {
			l = append(l, shortSide...)
		} else {
			l = append(l, longSide...)
		}
		if w.mate {
			l = append(l, mateSign...)
		}
		return l
	}
	if w.piece != rules.Pawn {
		l = append(l, pieceSigns[w.piece])
	}
	if w.fromFile >= 0 {
		l = append(l, files[w.fromFile])
	}
	if w.fromRank >= 0 {
		l = append(l, lowerDigits[w.fromRank+1])
	}
	switch {
	case w.capture && w.check:
		l = append(l, captureCheckSign)
	case w.capture:
		l = append(l, captureSign)
	case w.check:
		l = append(l, checkSign)
	}
	l = append(l, Square(w.to)...)
	if w.promo != rules.NoPieceType {
		l = append(l, pieceSigns[w.promo])
	}
	if w.ep {
		l = append(l, enPassant...)
	}
	if w.mate {
		l = append(l, mateSign...)
	}
	return l
}
