package rules

import (
	"fmt"
	"strings"

	"github.com/corentings/chess/v2"
)

// spos is a position for the unwinnability search: piece bitboards, the side
// to move, castling rights and the en passant square. It is a value; making a
// move returns a new one. It is comparable, so it keys maps directly.
type spos struct {
	bb     [2][6]bitboard // by colour index (0 White, 1 Black) and kind
	turn   int8           // colour index of the side to move
	castle uint8          // castleWK | castleWQ | castleBK | castleBQ
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

const (
	castleWK uint8 = 1 << iota
	castleWQ
	castleBK
	castleBQ
)

// smove is a move of spos: from, to, the promotion kind (0 for none) and
// flags for the moves that touch more than two squares.
type smove struct {
	from, to int8
	promo    int8 // kKnight..kQueen, or 0
	flag     int8 // 0, flagEP, flagCastle
}

const (
	flagEP int8 = 1 + iota
	flagCastle
)

func (m smove) String() string {
	s := chess.Square(m.from).String() + chess.Square(m.to).String()
	if m.promo != 0 {
		s += string("  nbrq"[m.promo])
	}
	return s
}

var kindOf = map[PieceType]int{Pawn: kPawn, Knight: kKnight, Bishop: kBishop, Rook: kRook, Queen: kQueen, King: kKing}

// sposOf copies a chess/v2 position.
func sposOf(pos *chess.Position) spos {
	p := spos{turn: int8(colorIndex(pos.Turn())), ep: -1}
	b := pos.Board()
	for sq := Square(0); sq < 64; sq++ {
		pc := b.Piece(sq)
		if pc == NoPiece {
			continue
		}
		p.bb[colorIndex(pc.Color())][kindOf[pc.Type()]] |= bit(int(sq))
	}
	cr := pos.CastleRights()
	for i, r := range []struct {
		c Color
		s chess.Side
	}{{White, chess.KingSide}, {White, chess.QueenSide}, {Black, chess.KingSide}, {Black, chess.QueenSide}} {
		if cr.CanCastle(r.c, r.s) {
			p.castle |= 1 << i
		}
	}
	if ep := pos.EnPassantSquare(); ep != NoSquare {
		p.ep = int8(ep)
	}
	return p
}

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
	for i, c := range "KQkq" {
		if strings.ContainsRune(f[2], c) {
			p.castle |= 1 << i
		}
	}
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

// make plays a pseudo-legal move and returns the new position.
func (p spos) make(m smove) spos {
	us, them := int(p.turn), 1-int(p.turn)
	from, to := int(m.from), int(m.to)
	k := p.kindAt(us, from)
	fb, tb := bit(from), bit(to)
	if ck := p.kindAt(them, to); ck >= 0 {
		p.bb[them][ck] &^= tb
	}
	p.bb[us][k] ^= fb | tb
	switch m.flag {
	case flagEP:
		p.bb[them][kPawn] &^= bit(to - 8 + 16*us)
	case flagCastle:
		rf, rt := to+1, to-1 // king side: h-file rook to the f-file
		if to < from {
			rf, rt = to-2, to+1
		}
		p.bb[us][kRook] ^= bit(rf) | bit(rt)
	}
	if m.promo != 0 {
		p.bb[us][kPawn] &^= tb
		p.bb[us][m.promo] |= tb
	}
	p.ep = -1
	if k == kPawn && (to-from == 16 || from-to == 16) {
		p.ep = int8((from + to) / 2)
	}
	for _, sq := range [2]int{from, to} {
		switch sq {
		case 4:
			p.castle &^= castleWK | castleWQ
		case 0:
			p.castle &^= castleWQ
		case 7:
			p.castle &^= castleWK
		case 60:
			p.castle &^= castleBK | castleBQ
		case 56:
			p.castle &^= castleBQ
		case 63:
			p.castle &^= castleBK
		}
	}
	p.turn = int8(them)
	return p
}

// legal appends the legal moves of the position to buf.
func (p *spos) legal(buf []smove) []smove {
	start := len(buf)
	buf = p.pseudo(buf)
	us := int(p.turn)
	out := buf[:start]
	for _, m := range buf[start:] {
		n := p.make(m)
		if !n.attacked(n.kingSq(us), 1-us, n.all()) {
			out = append(out, m)
		}
	}
	return out
}

// hasLegal reports whether the side to move has a legal move.
func (p *spos) hasLegal() bool {
	var buf [256]smove
	ms := p.pseudo(buf[:0])
	us := int(p.turn)
	for _, m := range ms {
		n := p.make(m)
		if !n.attacked(n.kingSq(us), 1-us, n.all()) {
			return true
		}
	}
	return false
}

// pseudo appends the moves that obey how the pieces move, whether or not
// they leave the king in check; castling is checked in full.
func (p *spos) pseudo(buf []smove) []smove {
	us, them := int(p.turn), 1-int(p.turn)
	own, opp := p.occ(us), p.occ(them)
	occ := own | opp
	add := func(from int, targets bitboard) {
		for targets != 0 {
			to := lowest(targets)
			targets &= targets - 1
			buf = append(buf, smove{from: int8(from), to: int8(to)})
		}
	}
	for k := kKnight; k <= kKing; k++ {
		for b := p.bb[us][k]; b != 0; b &= b - 1 {
			sq := lowest(b)
			var t bitboard
			switch k {
			case kKnight:
				t = knightAttacks[sq]
			case kBishop:
				t = bishopAttacks(sq, occ)
			case kRook:
				t = rookAttacks(sq, occ)
			case kQueen:
				t = bishopAttacks(sq, occ) | rookAttacks(sq, occ)
			case kKing:
				t = kingAttacks[sq]
			}
			add(sq, t&^own)
		}
	}
	buf = p.pawnMoves(buf, occ, opp)
	return p.castling(buf, occ)
}

func (p *spos) pawnMoves(buf []smove, occ, opp bitboard) []smove {
	us := int(p.turn)
	step, last := 8, rank8
	if us == 1 {
		step, last = -8, rank1
	}
	push := func(from, to int) {
		if bit(to)&last != 0 {
			for k := kQueen; k >= kKnight; k-- {
				buf = append(buf, smove{from: int8(from), to: int8(to), promo: int8(k)})
			}
			return
		}
		buf = append(buf, smove{from: int8(from), to: int8(to)})
	}
	for b := p.bb[us][kPawn]; b != 0; b &= b - 1 {
		sq := lowest(b)
		one := sq + step
		if occ&bit(one) == 0 {
			push(sq, one)
			r := sq / 8
			if (us == 0 && r == 1 || us == 1 && r == 6) && occ&bit(one+step) == 0 {
				buf = append(buf, smove{from: int8(sq), to: int8(one + step)})
			}
		}
		for t := pawnAttacks[us][sq] & opp; t != 0; t &= t - 1 {
			push(sq, lowest(t))
		}
		if p.ep >= 0 && pawnAttacks[us][sq]&bit(int(p.ep)) != 0 {
			buf = append(buf, smove{from: int8(sq), to: p.ep, flag: flagEP})
		}
	}
	return buf
}

func (p *spos) castling(buf []smove, occ bitboard) []smove {
	us := int(p.turn)
	type right struct {
		flag            uint8
		king, to, rook  int
		empty, safePath bitboard
	}
	rs := [2][2]right{
		{{castleWK, 4, 6, 7, bit(5) | bit(6), bit(4) | bit(5) | bit(6)}, {castleWQ, 4, 2, 0, bit(1) | bit(2) | bit(3), bit(2) | bit(3) | bit(4)}},
		{{castleBK, 60, 62, 63, bit(61) | bit(62), bit(60) | bit(61) | bit(62)}, {castleBQ, 60, 58, 56, bit(57) | bit(58) | bit(59), bit(58) | bit(59) | bit(60)}},
	}
	for _, r := range rs[us] {
		if p.castle&r.flag == 0 || occ&r.empty != 0 || p.bb[us][kKing]&bit(r.king) == 0 || p.bb[us][kRook]&bit(r.rook) == 0 {
			continue
		}
		safe := true
		for s := r.safePath; s != 0 && safe; s &= s - 1 {
			safe = !p.attacked(lowest(s), 1-us, occ)
		}
		if safe {
			buf = append(buf, smove{from: int8(r.king), to: int8(r.to), flag: flagCastle})
		}
	}
	return buf
}
