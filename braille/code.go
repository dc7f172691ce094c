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
	// White's on its line (1.2: the print's three dots).
	blackMove = Dots(3, 6)

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
	var l Line
	check := p.Check && !p.Mate
	switch p.Castle {
	case rules.KingSide, rules.QueenSide:
		if check {
			l = append(l, checkSign)
		}
		if p.Castle == rules.KingSide {
			l = append(l, shortSide...)
		} else {
			l = append(l, longSide...)
		}
		if p.Mate {
			l = append(l, mateSign...)
		}
		return l
	}
	capture := p.Captured != rules.NoPieceType
	if p.Piece != rules.Pawn {
		l = append(l, pieceSigns[p.Piece])
	}
	if p.ShowFile || p.Piece == rules.Pawn && capture {
		l = append(l, files[p.Move.From.File()])
	}
	if p.ShowRank {
		l = append(l, lowerDigits[int(p.Move.From.Rank())+1])
	}
	switch {
	case capture && check:
		l = append(l, captureCheckSign)
	case capture:
		l = append(l, captureSign)
	case check:
		l = append(l, checkSign)
	}
	l = append(l, Square(p.Move.To)...)
	if p.Move.Promo != rules.NoPieceType {
		l = append(l, pieceSigns[p.Move.Promo])
	}
	if p.EnPassant {
		l = append(l, enPassant...)
	}
	if p.Mate {
		l = append(l, mateSign...)
	}
	return l
}
