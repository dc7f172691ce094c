package rules

// materialCanMate is the first, cheapest test of the unwinnability
// decider: what the material alone says about colour index w's chances to
// mate. It answers false only when no placement of these pieces is a mate
// by w: a bare king; a king and one knight against a king with nothing
// but queens (or nothing at all); kings and bishops all on squares of one
// colour, when the loser has nothing but bishops. Everything else is left
// to the search.
func materialCanMate(p *spos, w int) bool {
	mine, theirs := &p.bb[w], &p.bb[1-w]
	if mine[kPawn]|mine[kRook]|mine[kQueen] != 0 {
		return true
	}
	knights, bishops := popCount(mine[kKnight]), mine[kBishop]
	switch {
	case knights == 0 && bishops == 0:
		return false
	case knights >= 2, knights == 1 && bishops != 0:
		return true
	case knights == 1:
		// K+N mates only with the help of a loser's unit that blocks a
		// flight square of its own king. Queens, however many, are no such
		// help. Say the knight checks from k+(1,2) (the other seven are
		// this one turned or mirrored). The squares k+(0,1) and k+(1,1)
		// touch both the king and the knight: a queen there would take the
		// knight, so they are empty, and the mating king must cover both
		// without touching k: it stands on k+(0,2). Then k+(1,0), on the
		// board since the knight's file and the king's rank are, is
		// covered by neither king nor knight, so a queen must stand there,
		// and it takes the knight along the file through the empty
		// k+(1,1). With no sliders the knight's side pins nothing.
		// TestKnightAgainstQueens tries every placement.
		return theirs[kPawn]|theirs[kKnight]|theirs[kBishop]|theirs[kRook] != 0
	}
	// Only bishops, all on one colour. Their checks come along a diagonal,
	// and the squares of the other colour around the king (its file and
	// rank neighbours) must be covered by the mating king, which can cover
	// at most one of them, or blocked by the loser's units. A rook or queen
	// blocking there stands next to the first square of any checking
	// diagonal (or the one the checking bishop stands on), so it can
	// interpose or capture; it cannot be pinned (no diagonal runs through
	// it and its king), and two bishops of one colour never give double
	// check. So only a pawn, a knight or a bishop of the other colour can
	// help such a mate.
	all := bishops | theirs[kBishop]
	if all&lightSquares != 0 && all&^lightSquares != 0 {
		return true
	}
	return theirs[kPawn]|theirs[kKnight] != 0
}
