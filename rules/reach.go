package rules

// Where a unit of the blockade analysis may go, and what it may attack
// from there: over-approximations on bitboards, many squares at once.

// flood is every square a piece of kind k may reach from start through the
// passable squares. Moving through empty squares, a slider makes one step at
// a time in its directions, so its reach is the set of squares joined to
// start by such steps: a queen's is a king's, a rook's goes by files and
// ranks, a bishop's by diagonals.
func flood(k int, start, passable, walls bitboard) bitboard {
	reach := start
	for {
		next := reach | steps(k, reach)&passable
		if next == reach {
			return reach
		}
		reach = next
	}
}

// steps is every square one step (a knight's jump for a knight) from a
// square of from in the directions of kind k.
func steps(k int, from bitboard) bitboard {
	switch k {
	case kKnight:
		return knightFill(from)
	case kBishop:
		return northEast(from) | northWest(from) | southEast(from) | southWest(from)
	case kRook:
		return north(from) | south(from) | east(from) | west(from)
	case kQueen, kKing:
		return kingFill(from)
	case kSuper:
		return kingFill(from) | knightFill(from)
	}
	return 0
}

// regionAttacks is every square a unit of kind k attacks from some square
// of reach, a set of squares closed under its moves: for a slider, the
// squares of reach and the walls one step beyond.
func regionAttacks(k, ci int, reach bitboard) bitboard {
	switch k {
	case kPawn:
		return pawnFill(reach, ci)
	case kBishop, kRook, kQueen, kSuper:
		return reach | steps(k, reach)
	}
	return steps(k, reach)
}

// attackFill is every square a unit of kind k (colour index ci) attacks
// from any square of from, with the walls stopping sliders.
func attackFill(k, ci int, from, walls bitboard) bitboard {
	switch k {
	case kPawn:
		return pawnFill(from, ci)
	case kKnight:
		return knightFill(from)
	case kBishop:
		return slideFill(from, walls, diagonalDirs)
	case kRook:
		return slideFill(from, walls, orthogonalDirs)
	case kQueen:
		return slideFill(from, walls, diagonalDirs) | slideFill(from, walls, orthogonalDirs)
	case kKing:
		return kingFill(from)
	case kSuper:
		return knightFill(from) | slideFill(from, walls, diagonalDirs) | slideFill(from, walls, orthogonalDirs)
	}
	return 0
}

// forward moves a set of squares one rank towards colour index ci's
// promotion (surelyWild: where the enemy's pawns can step).
func forward(b bitboard, ci int) bitboard {
	if ci == 0 {
		return north(b)
	}
	return south(b)
}
