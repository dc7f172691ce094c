package rules

// Dead positions (5.2.2) and what a side can still mate with (6.9).
//
// Only material decides here. Positions that are dead because of a locked
// pawn structure are rare and are left to the players' claim under III.5.

type material struct {
	pieces [2][7]int // per colour index, per piece type
	// bishops on light and dark squares, per colour index
	lightBishops, darkBishops [2]int
}

func countMaterial(b boardReader) material {
	var m material
	for sq := Square(0); sq < 64; sq++ {
		p := b.Piece(sq)
		if p == NoPiece {
			continue
		}
		c := colorIndex(p.Color())
		m.pieces[c][p.Type()]++
		if p.Type() == Bishop {
			if IsLight(sq) {
				m.lightBishops[c]++
			} else {
				m.darkBishops[c]++
			}
		}
	}
	return m
}

// besidesKing counts a side's pieces other than its king.
func (m material) besidesKing(c int) int {
	n := 0
	for t := Queen; t <= Pawn; t++ {
		n += m.pieces[c][t]
	}
	return n
}

// IsDeadPosition reports whether neither player can checkmate by any series of
// legal moves, judged by material (5.2.2): bare kings; king and one knight or
// one bishop against a bare king; kings and any number of bishops all on
// squares of one colour.
func IsDeadPosition(b boardReader) bool {
	m := countMaterial(b)
	return !canMateWith(m, 0) && !canMateWith(m, 1)
}

// CanMate reports whether colour c could checkmate by some series of legal
// moves, judged by material (6.9, 7.5.5, III.3: a flag fall or a second
// illegal move is a draw when the opponent cannot mate).
func CanMate(b boardReader, c Color) bool {
	return canMateWith(countMaterial(b), colorIndex(c))
}

// canMateWith: a side with a pawn, rook or queen can always be helped to mate.
// With minor pieces only: two or more knights can mate; a knight can mate if
// the other side has anything that can block a flight square; bishops can
// mate if there are bishops on both colours on the board, or the other side
// has a knight or a pawn (or a piece that can be captured into a block).
func canMateWith(m material, me int) bool {
	them := 1 - me
	if m.pieces[me][Pawn] > 0 || m.pieces[me][Rook] > 0 || m.pieces[me][Queen] > 0 {
		return true
	}
	knights, bishops := m.pieces[me][Knight], m.pieces[me][Bishop]
	switch {
	case knights == 0 && bishops == 0:
		return false
	case knights >= 2, knights >= 1 && bishops >= 1:
		return true
	case knights == 1:
		// K+N mates only with the help of an enemy piece that blocks the
		// king's flight (for example K on a8, enemy piece on b8 or a7).
		return m.besidesKing(them) > 0
	}
	// Only bishops. All on one colour with the opponent's bishops on the same
	// colour and nothing else: the king can never be hemmed in.
	lightOnBoard := m.lightBishops[0] + m.lightBishops[1]
	darkOnBoard := m.darkBishops[0] + m.darkBishops[1]
	if lightOnBoard > 0 && darkOnBoard > 0 {
		return true
	}
	// The opponent has a pawn, knight, rook or queen that can block a flight
	// square of its own king.
	return m.besidesKing(them) > m.pieces[them][Bishop]
}
