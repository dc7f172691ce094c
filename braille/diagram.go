package braille

import "github.com/anna-chess/anna/rules"

// Board is what a diagram needs of a position: the piece on each square.
type Board interface {
	Piece(sq rules.Square) rules.Piece
}

// Diagram draws the board a rank a line, the 8th rank first as print
// diagrams have it: each line starts with the rank's lower digit and a
// blank, then one cell a square from a to h: the piece's sign (a piece of
// Black's with dot 6 added, 5.1), or an empty light or dark square. The
// last line names the files under their squares.
func Diagram(b Board) []Line {
	lines := make([]Line, 0, 9)
	for r := 7; r >= 0; r-- {
		l := Line{lowerDigits[r+1], 0}
		for f := 0; f < 8; f++ {
			sq := rules.SquareAt(rules.File(f), rules.Rank(r))
			l = append(l, squareCell(sq, b.Piece(sq)))
		}
		lines = append(lines, l)
	}
	return append(lines, append(Line{0, 0}, files[:]...))
}

func squareCell(sq rules.Square, p rules.Piece) Cell {
	if p == rules.NoPiece {
		if rules.IsLight(sq) {
			return lightSquare
		}
		return darkSquare
	}
	c := pieceSigns[p.Type()]
	if p.Color() == rules.Black {
		c |= blackMark
	}
	return c
}
