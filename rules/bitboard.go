package rules

import "math/bits"

// The unwinnability decider (winnable.go) works on bitboards of its own: it
// visits thousands of positions per question and needs moves and attack sets
// in nanoseconds. A bitboard has bit sq set for square sq (a1 = 0, h8 = 63),
// the numbering chess/v2 uses.
type bitboard = uint64

const (
	fileA bitboard = 0x0101010101010101
	fileH bitboard = fileA << 7
	rank1 bitboard = 0xff
	rank8 bitboard = rank1 << 56
	// lightSquares are the light squares (h1 is light).
	lightSquares bitboard = 0x55aa55aa55aa55aa
)

func bit(sq int) bitboard { return 1 << uint(sq) }

// Shifts by one step in a direction, dropping what falls off the board.
func north(b bitboard) bitboard     { return b << 8 }
func south(b bitboard) bitboard     { return b >> 8 }
func east(b bitboard) bitboard      { return (b &^ fileH) << 1 }
func west(b bitboard) bitboard      { return (b &^ fileA) >> 1 }
func northEast(b bitboard) bitboard { return (b &^ fileH) << 9 }
func northWest(b bitboard) bitboard { return (b &^ fileA) << 7 }
func southEast(b bitboard) bitboard { return (b &^ fileH) >> 7 }
func southWest(b bitboard) bitboard { return (b &^ fileA) >> 9 }

var (
	knightAttacks [64]bitboard
	kingAttacks   [64]bitboard
	pawnAttacks   [2][64]bitboard // by colour index: the squares a pawn there attacks
	// rays[d][sq] are the squares from sq in direction d, sq excluded.
	rays [8][64]bitboard
)

// Directions for rays: the first four increase the square number.
const (
	dirN = iota
	dirE
	dirNE
	dirNW
	dirS
	dirW
	dirSW
	dirSE
)

var rayStep = [8]func(bitboard) bitboard{north, east, northEast, northWest, south, west, southWest, southEast}

func init() {
	for sq := range 64 {
		b := bit(sq)
		k := north(b) | south(b) | east(b) | west(b) | northEast(b) | northWest(b) | southEast(b) | southWest(b)
		kingAttacks[sq] = k
		n := north(north(east(b))) | north(north(west(b))) | south(south(east(b))) | south(south(west(b))) |
			east(east(north(b))) | east(east(south(b))) | west(west(north(b))) | west(west(south(b)))
		knightAttacks[sq] = n
		pawnAttacks[0][sq] = northEast(b) | northWest(b)
		pawnAttacks[1][sq] = southEast(b) | southWest(b)
		for d, step := range rayStep {
			r := bitboard(0)
			for s := step(b); s != 0; s = step(s) {
				r |= s
			}
			rays[d][sq] = r
		}
	}
}

// rayAttacks are the squares a slider on sq attacks in direction d when the
// squares in occ are occupied: up to and including the first occupied one.
func rayAttacks(d, sq int, occ bitboard) bitboard {
	r := rays[d][sq]
	if blockers := r & occ; blockers != 0 {
		var first int
		if d < dirS {
			first = bits.TrailingZeros64(blockers)
		} else {
			first = 63 - bits.LeadingZeros64(blockers)
		}
		r &^= rays[d][first]
	}
	return r
}

func bishopAttacks(sq int, occ bitboard) bitboard {
	return rayAttacks(dirNE, sq, occ) | rayAttacks(dirNW, sq, occ) | rayAttacks(dirSE, sq, occ) | rayAttacks(dirSW, sq, occ)
}

func rookAttacks(sq int, occ bitboard) bitboard {
	return rayAttacks(dirN, sq, occ) | rayAttacks(dirS, sq, occ) | rayAttacks(dirE, sq, occ) | rayAttacks(dirW, sq, occ)
}

// slideFill is every square a slider standing anywhere in from attacks along
// the given directions, where the squares in occ stop it (and are attacked).
// It works on many sources at once, step by step.
func slideFill(from, occ bitboard, dirs []int) bitboard {
	var out bitboard
	for _, d := range dirs {
		step := rayStep[d]
		s := from
		for s != 0 {
			s = step(s)
			out |= s
			s &^= occ
		}
	}
	return out
}

var (
	diagonalDirs   = []int{dirNE, dirNW, dirSE, dirSW}
	orthogonalDirs = []int{dirN, dirS, dirE, dirW}
)

// kingFill is every square next to a square of from.
func kingFill(from bitboard) bitboard {
	vertical := north(from) | south(from)
	row := from | vertical
	return east(row) | west(row) | vertical
}

// knightFill is every square a knight on a square of from attacks.
func knightFill(from bitboard) bitboard {
	e1, w1 := east(from), west(from)
	e2, w2 := east(e1), west(w1)
	return north(north(e1|w1)) | south(south(e1|w1)) | north(e2|w2) | south(e2|w2)
}

// pawnFill is every square a pawn of colour index ci on a square of from attacks.
func pawnFill(from bitboard, ci int) bitboard {
	if ci == 0 {
		return northEast(from) | northWest(from)
	}
	return southEast(from) | southWest(from)
}

func popCount(b bitboard) int { return bits.OnesCount64(b) }

// lowest returns the lowest square in b; b must not be empty.
func lowest(b bitboard) int { return bits.TrailingZeros64(b) }
