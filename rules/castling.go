package rules

import (
	"math/bits"
)

// Castling as 3.8.2 and, for Chess960, Guidelines II.3 say: the king and a
// rook that have not moved go to the usual squares, the king to g1 and the
// rook to f1 (kingside), or the king to c1 and the rook to d1 (queenside),
// whatever squares they start from. Every square between the king and its
// target and between the rook and its target must be empty but for those
// two pieces, and the king may not stand on, cross or reach an attacked
// square. In standard chess this is the familiar castling from e1.
//
// A castling right is kept per rook: bit f of spos.castle is White's right
// with the rook on file f of the first rank, bit 8+f Black's with the rook
// on file f of the eighth. A right is set only while that rook and its king
// have not moved, so the rook stands on its square and the king on its
// back rank. A castling move is written king takes rook (from the king's
// square to the rook's), as UCI does for Chess960: there the king may not
// move at all (Kg1 with a rook on h1) or one square only, so its target
// alone does not tell a castling from a king's move.

// rightsOf are all castling rights of colour index ci.
func rightsOf(ci int) uint16 { return 0xff << (8 * ci) }

// rightBit is the castling right that belongs to a rook on sq: one of the
// first or last rank's squares, none elsewhere.
func rightBit(sq int) uint16 {
	switch {
	case sq < 8:
		return 1 << sq
	case sq >= 56:
		return 1 << (sq - 48)
	}
	return 0
}

// rookOfRight is the square of the rook that right bit i belongs to.
func rookOfRight(i int) int {
	if i < 8 {
		return i
	}
	return 48 + i
}

// castleTargets are the squares the king on king and the rook on rook end
// on when they castle.
func castleTargets(king, rook int) (kingTo, rookTo int) {
	first := king &^ 7
	if rook > king {
		return first + 6, first + 5
	}
	return first + 2, first + 3
}

// castleAfter are the rights left after m: a move from or to a rook's
// square ends its right (the rook moved or was taken), a king's move
// ends both of its side.
func castleAfter(castle uint16, m smove, us int) uint16 {
	castle &^= rightBit(int(m.from)) | rightBit(int(m.to))
	if m.piece == kKing {
		castle &^= rightsOf(us)
	}
	return castle
}

// span are the squares from a to b on one line, both included.
func span(a, b int) bitboard { return between[a][b] | bit(a) | bit(b) }

// castlePath are the squares a castling needs empty (but for the king and
// the rook) and those the king must find unattacked.
func castlePath(king, rook int) (empty, kingPath bitboard) {
	kingTo, rookTo := castleTargets(king, rook)
	kingPath = span(king, kingTo)
	return (kingPath | span(rook, rookTo)) &^ (bit(king) | bit(rook)), kingPath
}

// castling appends the castling moves of the side to move, which is not in
// check.
func (p *spos) castling(buf []smove, occ bitboard) []smove {
	us := int(p.turn)
	k := p.kingSq(us)
	for r := p.castle & rightsOf(us); r != 0; r &= r - 1 {
		rook := rookOfRight(bits.TrailingZeros16(r))
		if p.bb[us][kRook]&bit(rook) == 0 || k&^7 != rook&^7 {
			continue // not a right a game can have (parseSpos keeps what it is given)
		}
		empty, kingPath := castlePath(k, rook)
		if occ&empty != 0 {
			continue
		}
		// The king and the rook are off the board while the king goes:
		// the rook may shield its target along the rank before, not after.
		others := occ &^ (bit(k) | bit(rook))
		safe := true
		for s := kingPath; s != 0 && safe; s &= s - 1 {
			safe = !p.attacked(lowest(s), 1-us, others)
		}
		if safe {
			buf = append(buf, smove{from: int8(k), to: int8(rook), piece: kKing, flag: flagCastle})
		}
	}
	return buf
}

// readCastling reads a FEN's castling field: KQkq, where K and Q stand for
// the outermost rook on that side of the king (X-FEN), or the files of the
// rooks (HAha, Shredder-FEN; also mixed, as X-FEN writes an inner rook),
// or "-". It returns the rights and, for a right the position cannot have,
// the reason; the rights it could read are returned all the same.
func (p *spos) readCastling(field string) (uint16, *FENError) {
	if field == "-" {
		return 0, nil
	}
	var rights uint16
	for _, c := range field {
		ci, letter := 0, c
		if c >= 'a' && c <= 'z' {
			ci, letter = 1, c-'a'+'A'
		}
		first := 56 * ci
		var rook int
		switch {
		case letter == 'K' || letter == 'Q':
			rook = p.outermostRook(ci, letter == 'K')
		case letter >= 'A' && letter <= 'H':
			rook = first + int(letter-'A')
		default:
			return rights, &FENError{Problem: FENCastlingLetter, Text: string(c)}
		}
		if reason := p.castlingRightReason(ci, rook, string(c)); reason != nil {
			return rights, reason
		}
		rights |= rightBit(rook)
	}
	return rights, nil
}

// outermostRook is the rook of colour index ci farthest from its king on
// the king's side (kingSide) or the other, or -1.
func (p *spos) outermostRook(ci int, kingSide bool) int {
	k := p.kingSq(ci)
	rooks := p.bb[ci][kRook] & (rank1 << (k &^ 7))
	if kingSide {
		if r := rooks &^ (bit(k+1) - 1); r != 0 {
			return 63 - bits.LeadingZeros64(r)
		}
	} else if r := rooks & (bit(k) - 1); r != 0 {
		return lowest(r)
	}
	return -1
}

// castlingRightReason says why colour index ci cannot have the castling
// right with a rook on rook, or nil.
func (p *spos) castlingRightReason(ci, rook int, letter string) *FENError {
	color := [2]Color{White, Black}[ci]
	k := p.kingSq(ci)
	back := [2]int{0, 56}[ci]
	switch {
	case k&^7 != back:
		return &FENError{Problem: FENCastlingKingRank, Text: letter, Side: color}
	case rook < 0:
		return &FENError{Problem: FENCastlingNoRook, Text: letter, Side: color}
	case p.bb[ci][kRook]&bit(rook) == 0 || rook == k:
		return &FENError{Problem: FENCastlingRookOn, Text: letter, Side: color, Squares: [3]Square{Square(rook)}}
	}
	return nil
}
