package rules

import ()

// What a static look at a position can tell about whether it could arise
// in a game (3.10.3), beyond illegalPosition's counts and checks: pieces
// that only promotions could add, pawns that only captures could bring to
// their files, checks that no last move could give, and bishops shut in
// where they never started. Each answer names the reason; a position is
// refused only when it is sure.

// CheckArises refuses a FEN of variant v that ParseVariantFEN reads but
// that cannot arise in a game as far as a static look can tell (3.10.3),
// with the reason as a *FENError. ParseVariantFEN itself stays lenient
// here: the test positions of move generators (perft's "position 4") are
// often such positions.
func CheckArises(v Variant, fen string) error {
	pos, err := ParseVariantFEN(v, fen)
	if err != nil {
		return err
	}
	reason := impossiblePosition(v, &pos.s)
	if reason == nil {
		reason = impossibleDoubleStep(&pos.s, int(pos.epFEN))
	}
	if reason != nil {
		reason.FEN = fen
		return reason
	}
	return nil
}

// impossiblePosition returns why p cannot arise in a game of variant v,
// or "".
func impossiblePosition(v Variant, p *spos) *FENError {
	for ci, c := range []Color{White, Black} {
		if reason := promotionsNeeded(p, ci, c); reason != nil {
			return reason
		}
		if reason := pawnCaptures(p, ci, c); reason != nil {
			return reason
		}
		if v == StandardChess {
			if reason := shutInBishop(p, ci, c); reason != nil {
				return reason
			}
		}
	}
	return impossibleCheck(p)
}

// promotionsNeeded: every piece beyond the starting set (a queen, two
// rooks, a bishop on each colour, two knights) is a promoted pawn, so
// there are at most 8 less the pawns still on the board.
func promotionsNeeded(p *spos, ci int, c Color) *FENError {
	b := &p.bb[ci]
	extra := max(0, popCount(b[kQueen])-1) + max(0, popCount(b[kRook])-2) + max(0, popCount(b[kKnight])-2) +
		max(0, popCount(b[kBishop]&lightSquares)-1) + max(0, popCount(b[kBishop]&^lightSquares)-1)
	if pawns := popCount(b[kPawn]); extra > 8-pawns {
		return &FENError{Problem: FENPromotions, Side: c, N: extra, M: pawns}
	}
	return nil
}

// pawnCaptures: a pawn leaves its file only by capturing, so the pawns'
// files need at least as many captures as the fewest file changes from
// distinct starting files; each took one of the opponent's pieces.
func pawnCaptures(p *spos, ci int, c Color) *FENError {
	var files []int
	for f := range 8 {
		for n := popCount(p.bb[ci][kPawn] & (fileA << f)); n > 0; n-- {
			files = append(files, f)
		}
	}
	need := fewestFileChanges(files)
	taken := 16 - popCount(p.occ(1-ci))
	if need > taken {
		return &FENError{Problem: FENPawnCaptures, Side: c, N: need, M: 16 - taken}
	}
	return nil
}

// fewestFileChanges is the least total of file steps that brings pawns
// from distinct files a to h to the files given, in increasing order
// (matching in order is best on a line).
func fewestFileChanges(files []int) int {
	const far = 1 << 20
	n := len(files)
	// best[i][j]: the first i pawns from the first j starting files.
	best := make([][9]int, n+1)
	for i := 1; i <= n; i++ {
		for j := range 9 {
			best[i][j] = far
		}
	}
	for i := 1; i <= n; i++ {
		for j := i; j <= 8; j++ {
			d := files[i-1] - (j - 1)
			best[i][j] = min(best[i][j-1], best[i-1][j-1]+max(d, -d))
		}
	}
	return best[n][8]
}

// shutInBishop: in standard chess a bishop on its own first rank's corner
// (a1 or h1 for White) with its own pawn on the square diagonally in front
// (b2 or g2) cannot have got there: that pawn never moved, the corner is
// no bishop's starting square, and no pawn promotes on its own first rank.
func shutInBishop(p *spos, ci int, c Color) *FENError {
	b := &p.bb[ci]
	first, second := 0, 1
	if ci == 1 {
		first, second = 7, 6
	}
	for _, files := range [][2]int{{0, 1}, {7, 6}} {
		corner, front := first*8+files[0], second*8+files[1]
		if b[kBishop]&bit(corner) != 0 && b[kPawn]&bit(front) != 0 {
			return &FENError{Problem: FENShutInBishop, Side: c, Squares: [3]Square{Square(corner), Square(front)}}
		}
	}
	return nil
}

// impossibleCheck: the side to move in check by two pieces was checked by
// one move, the piece that moved and a line it opened. A knight or a pawn
// is never the line opened, so two of them cannot check together; nor can
// two bishops or two rooks, as a bishop (rook) that moves off another's
// line cannot reach a second line of its kind through the king, unless it
// is a pawn just promoted that stepped off the other's line.
func impossibleCheck(p *spos) *FENError {
	us, them := int(p.turn), 1-int(p.turn)
	k := p.kingSq(us)
	occ := p.all()
	checkers := p.attackers(k, them, occ)
	if popCount(checkers) != 2 {
		return nil
	}
	b := &p.bb[them]
	leapers := checkers & (b[kPawn] | b[kKnight])
	sameKind := checkers&b[kBishop] == checkers || checkers&b[kRook] == checkers
	if popCount(leapers) == 2 || sameKind && !promotedOffLine(p, checkers, k, them, occ) {
		return &FENError{Problem: FENDoubleCheck, Side: colorOf(int8(us))}
	}
	return nil
}

// promotedOffLine reports whether one of the two checkers can be a pawn
// of colour index them just promoted, which stepped from a square on the
// other checker's line to the king.
func promotedOffLine(p *spos, checkers bitboard, k, them int, occ bitboard) bool {
	last, back := 7, -8
	if them == 1 {
		last, back = 0, 8
	}
	for c := checkers; c != 0; c &= c - 1 {
		sq := lowest(c)
		other := checkers &^ bit(sq)
		if sq/8 != last {
			continue
		}
		for _, df := range []int{-1, 0, 1} {
			f := sq%8 + df
			if f < 0 || f > 7 {
				continue
			}
			from := sq + back + df
			if occ&bit(from) == 0 && p.attackers(k, them, occ|bit(from))&other == 0 {
				return true
			}
		}
	}
	return false
}

// impossibleDoubleStep: an en passant square says the last move was a
// pawn's double step, so a check on the side to move is that pawn's, or a
// line it opened when it left its square.
func impossibleDoubleStep(p *spos, ep int) *FENError {
	if ep < 0 {
		return nil
	}
	us, them := int(p.turn), 1-int(p.turn)
	step := 8 // the pawn stands below the square for White to move
	if us == 1 {
		step = -8
	}
	pawn, from := ep-step, ep+step
	occ := p.all()
	checkers := p.attackers(p.kingSq(us), them, occ) &^ bit(pawn)
	if checkers == 0 || p.attackers(p.kingSq(us), them, occ|bit(from))&checkers == 0 {
		return nil
	}
	return &FENError{Problem: FENDoubleStepCheck, Side: colorOf(int8(us)), Squares: [3]Square{Square(ep), Square(from), Square(pawn)}}
}
