package rules

import (
	"fmt"
	"strings"
)

// spos is a position as the move generator sees it: piece bitboards, the
// side to move, castling rights and the en passant square. The game's
// positions (Position) and the unwinnability search both stand on it. It is
// a value; making a move returns a new one. It is comparable, so it keys
// maps directly.
type spos struct {
	bb     [2][6]bitboard // by colour index (0 White, 1 Black) and kind
	turn   int8           // colour index of the side to move
	castle uint16         // castling rights, one per rook (castling.go)
	ep     int8           // en passant target square, or -1
}

// Piece kinds of spos, in order of promotion choice.
const (
	kPawn = iota
	kKnight
	kBishop
	kRook
	kQueen
	kKing
)

// smove is a move of spos: from, to, the kind of the unit that moves, the
// kind of the one it takes (plus one; 0 for none), the promotion kind (0
// for none) and flags for the moves that touch more than two squares.
type smove struct {
	from, to int8
	piece    int8 // kPawn..kKing
	capt     int8 // kind taken + 1, or 0
	promo    int8 // kKnight..kQueen, or 0
	flag     int8 // 0, flagEP, flagCastle (then to is the rook's square)
}

const (
	flagEP int8 = 1 + iota
	flagCastle
)

func (m smove) String() string {
	s := Square(m.from).String() + Square(m.to).String()
	if m.promo != 0 {
		s += string(" nbrq"[m.promo])
	}
	return s
}

// kindOfType and typeOfKind translate between the generator's kinds and
// the piece types of the rest of the package.
var (
	kindOfType = [...]int{NoPieceType: -1, King: kKing, Queen: kQueen, Rook: kRook, Bishop: kBishop, Knight: kKnight, Pawn: kPawn}
	typeOfKind = [...]PieceType{kPawn: Pawn, kKnight: Knight, kBishop: Bishop, kRook: Rook, kQueen: Queen, kKing: King}
)

// parseSpos reads the first four FEN fields (pieces, side, castling, en
// passant; missing ones mean "none"). It checks only what the search needs:
// one king each. Test positions from other programs may be ones no game can
// reach, and the decider still answers for them.
func parseSpos(fen string) (spos, error) {
	f := strings.Fields(fen)
	if len(f) == 0 {
		return spos{}, fmt.Errorf("rules: empty FEN")
	}
	for len(f) < 4 {
		f = append(f, "-")
	}
	p := spos{ep: -1}
	rank, file := 7, 0
	for _, c := range f[0] {
		switch {
		case c == '/':
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
		default:
			i := strings.IndexRune("PNBRQKpnbrqk", c)
			if i < 0 || rank < 0 || file > 7 {
				return spos{}, fmt.Errorf("rules: bad FEN %q", fen)
			}
			p.bb[i/6][i%6] |= bit(rank*8 + file)
			file++
		}
	}
	if popCount(p.bb[0][kKing]) != 1 || popCount(p.bb[1][kKing]) != 1 {
		return spos{}, fmt.Errorf("rules: FEN %q needs one king each", fen)
	}
	if f[1] == "b" {
		p.turn = 1
	}
	// A right the position cannot have (no king or rook for it) is left out.
	p.castle, _ = p.readCastling(f[2])
	if sq := ParseSquare(f[3]); sq != NoSquare {
		p.ep = int8(sq)
	}
	return p, nil
}

func (p *spos) occ(ci int) bitboard {
	b := p.bb[ci]
	return b[0] | b[1] | b[2] | b[3] | b[4] | b[5]
}

func (p *spos) all() bitboard { return p.occ(0) | p.occ(1) }

func (p *spos) kingSq(ci int) int { return lowest(p.bb[ci][kKing]) }

// attacked reports whether colour index by attacks sq.
func (p *spos) attacked(sq, by int, occ bitboard) bool {
	b := &p.bb[by]
	if pawnAttacks[1-by][sq]&b[kPawn] != 0 || knightAttacks[sq]&b[kKnight] != 0 || kingAttacks[sq]&b[kKing] != 0 {
		return true
	}
	if bishopAttacks(sq, occ)&(b[kBishop]|b[kQueen]) != 0 {
		return true
	}
	return rookAttacks(sq, occ)&(b[kRook]|b[kQueen]) != 0
}

// inCheck reports whether the side to move is in check.
func (p *spos) inCheck() bool {
	ci := int(p.turn)
	return p.attacked(p.kingSq(ci), 1-ci, p.all())
}

// kindAt is the kind of the piece of colour index ci on sq, or -1.
func (p *spos) kindAt(ci, sq int) int {
	b := bit(sq)
	for k := kPawn; k <= kKing; k++ {
		if p.bb[ci][k]&b != 0 {
			return k
		}
	}
	return -1
}

// make plays a legal move and returns the new position. The en passant
// square is kept only when an enemy pawn could take there, so that
// positions that differ in nothing else are one.
func (p spos) make(m smove) spos {
	us, them := int(p.turn), 1-int(p.turn)
	from, to := int(m.from), int(m.to)
	fb, tb := bit(from), bit(to)
	switch {
	case m.flag == flagCastle:
		kingTo, rookTo := castleTargets(from, to)
		p.bb[us][kKing] = bit(kingTo)
		p.bb[us][kRook] = p.bb[us][kRook]&^tb | bit(rookTo)
	case m.flag == flagEP:
		p.bb[them][kPawn] &^= bit(to - 8 + 16*us)
		p.bb[us][kPawn] ^= fb | tb
	default:
		if m.capt != 0 {
			p.bb[them][m.capt-1] &^= tb
		}
		p.bb[us][m.piece] ^= fb | tb
	}
	if m.promo != 0 {
		p.bb[us][kPawn] &^= tb
		p.bb[us][m.promo] |= tb
	}
	p.ep = -1
	if m.piece == kPawn && (to-from == 16 || from-to == 16) && pawnAttacks[us][(from+to)/2]&p.bb[them][kPawn] != 0 {
		p.ep = int8((from + to) / 2)
	}
	p.castle = castleAfter(p.castle, m, us)
	p.turn = int8(them)
	return p
}
