package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// StartFEN is the initial position (2.3).
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// ErrBadFEN is wrapped by every error ParseFEN returns.
var ErrBadFEN = errors.New("rules: bad FEN")

// FENError says what is wrong with a FEN, in words a player understands.
type FENError struct {
	FEN    string
	Reason string
}

func (e *FENError) Error() string { return fmt.Sprintf("rules: bad FEN %q: %s", e.FEN, e.Reason) }
func (e *FENError) Unwrap() error { return ErrBadFEN }

// ParseFEN reads a position of standard chess and checks that it could
// arise in a game (3.10.3): one king each, no pawns on the first or last
// rank, the side not to move not in check, castling rights that match the
// kings and rooks, and an en passant square that a double pawn step could
// have made. A FEN of four fields gets "0 1" for the move counters.
func ParseFEN(fen string) (*Position, error) { return ParseVariantFEN(StandardChess, fen) }

// ParseVariantFEN reads a position of the variant. For Chess960 the
// castling rights may be written in X-FEN (KQkq for the outermost rook,
// a file letter for another) or Shredder-FEN (the rooks' files: HAha).
func ParseVariantFEN(v Variant, fen string) (*Position, error) {
	fields := strings.Fields(fen)
	if len(fields) == 4 {
		fields = append(fields, "0", "1")
	}
	bad := func(reason string, args ...any) error {
		return &FENError{FEN: fen, Reason: fmt.Sprintf(reason, args...)}
	}
	if len(fields) != 6 {
		return nil, bad("a FEN has six fields separated by spaces (pieces, side to move, castling, en passant, halfmove clock, move number), this has %d", len(fields))
	}
	pos := &Position{s: spos{ep: -1}, epFEN: -1}
	if err := readPlacement(fields[0], &pos.s); err != nil {
		return nil, bad("%s", err)
	}
	switch fields[1] {
	case "w":
	case "b":
		pos.s.turn = 1
	default:
		return nil, bad("the side to move (turn) is %q, it must be w or b", fields[1])
	}
	var err error
	if pos.halfmove, err = strconv.Atoi(fields[4]); err != nil || pos.halfmove < 0 {
		return nil, bad("the half move clock is %q, it must be a number of moves (0 or more)", fields[4])
	}
	if pos.fullmove, err = strconv.Atoi(fields[5]); err != nil || pos.fullmove < 1 {
		return nil, bad("the move number is %q, it must be 1 or more", fields[5])
	}
	if reason := illegalPosition(&pos.s); reason != "" {
		return nil, bad("%s", reason)
	}
	if reason := pos.readRights(v, fields[2]); reason != "" {
		return nil, bad("%s", reason)
	}
	if reason := pos.readEnPassant(fields[3]); reason != "" {
		return nil, bad("%s", reason)
	}
	return pos, nil
}

// readPlacement reads the first FEN field into the generator's position.
func readPlacement(field string, p *spos) error {
	b, err := ParsePlacement(field)
	if err != nil {
		return err
	}
	for sq, pc := range b {
		if pc != NoPiece {
			p.bb[colorIndex(pc.Color())][kindOfType[pc.Type()]] |= bit(sq)
		}
	}
	return nil
}

// illegalPosition returns why a position's pieces cannot stand so in a
// game, or "".
func illegalPosition(p *spos) string {
	for ci, c := range []Color{White, Black} {
		b := &p.bb[ci]
		if pawns := b[kPawn] & (rank1 | rank8); pawns != 0 {
			return fmt.Sprintf("a pawn stands on %s, but pawns never stand on the first or last rank", Square(lowest(pawns)))
		}
		if n := popCount(b[kKing]); n != 1 {
			return fmt.Sprintf("%s has %d kings, there must be exactly one", ColorName(c), n)
		}
		if n := popCount(b[kPawn]); n > 8 {
			return fmt.Sprintf("%s has %d pawns, at most 8 are possible", ColorName(c), n)
		}
		if n := popCount(p.occ(ci)); n > 16 {
			return fmt.Sprintf("%s has %d pieces, at most 16 are possible", ColorName(c), n)
		}
	}
	us, them := int(p.turn), 1-int(p.turn)
	occ := p.all()
	if p.attacked(p.kingSq(them), us, occ) {
		return fmt.Sprintf("%s is in check but it is %s's move", ColorName(colorOf(int8(them))), ColorName(colorOf(int8(us))))
	}
	if n := popCount(p.attackers(p.kingSq(us), them, occ)); n > 2 {
		return fmt.Sprintf("%s's king is attacked by %d pieces, no move can give more than a double check", ColorName(colorOf(int8(us))), n)
	}
	return ""
}

// readRights reads the castling field. In standard chess a right needs the
// king on e1 (e8) and the rook on a1 or h1 (a8 or h8); in Chess960 a king
// on its first rank between two rooks it may castle with, and the same
// files for both sides, as the start position gives them (II.1).
func (pos *Position) readRights(v Variant, field string) string {
	if v == StandardChess {
		if reason := pos.s.standardRights(field); reason != "" {
			return reason
		}
	}
	rights, reason := pos.s.readCastling(field)
	if reason != "" {
		return reason
	}
	for ci, c := range []Color{White, Black} {
		k := pos.s.kingSq(ci)
		var sides [2]int
		for r := rights & rightsOf(ci); r != 0; r &= r - 1 {
			sides[boolIndex(rookOfRight(lowest(bitboard(r))) > k)]++
		}
		if sides[0] > 1 || sides[1] > 1 {
			return fmt.Sprintf("castling rights %q give %s two rooks to castle with on one side", field, strings.ToLower(ColorName(c)))
		}
	}
	if w, b := rights&0xff, rights>>8; w != 0 && b != 0 && pos.s.kingSq(0)%8 != pos.s.kingSq(1)%8 {
		return "both sides keep castling rights, so both kings stand where they started, on the same file; here they do not"
	}
	pos.s.castle = rights
	return ""
}

// standardRights checks a castling field of standard chess: K, Q, k and q
// at most once each, each with the king on e1 (e8) and the rook on h1 or
// a1 (h8 or a8).
func (p *spos) standardRights(field string) string {
	if field == "-" {
		return ""
	}
	for i, c := range field {
		j := strings.IndexRune("KQkq", c)
		if j < 0 || strings.IndexRune(field, c) != i {
			return fmt.Sprintf("the castling field %q must be - or hold K, Q, k and q at most once each (file letters are for Chess960)", field)
		}
		ci := j / 2
		king, rook := SquareAt(FileE, Rank(7*ci)), SquareAt(File(7*(1-j%2)), Rank(7*ci))
		if p.kingSq(ci) != int(king) || p.bb[ci][kRook]&bit(int(rook)) == 0 {
			return fmt.Sprintf("castling right %c needs the %s king on %s and a rook on %s", c, strings.ToLower(ColorName(colorOf(int8(ci)))), king, rook)
		}
	}
	return ""
}

// readEnPassant reads the en passant field: "-", or the square behind a
// pawn of the side not to move that could just have stepped two squares.
func (pos *Position) readEnPassant(field string) string {
	if field == "-" {
		return ""
	}
	sq := ParseSquare(field)
	if sq == NoSquare {
		return fmt.Sprintf("the en passant square is %q, it must be a square (e3) or -", field)
	}
	p := &pos.s
	us, them := int(p.turn), 1-int(p.turn)
	wantRank, step := 5, 8 // the pawn that stepped stands below the square for White to move
	if us == 1 {
		wantRank, step = 2, -8
	}
	s := int(sq)
	occ := p.all()
	if s/8 != wantRank || p.bb[them][kPawn]&bit(s-step) == 0 || occ&bit(s) != 0 || occ&bit(s+step) != 0 {
		return fmt.Sprintf("the en passant square %s does not follow a double step of a %s pawn", sq, strings.ToLower(ColorName(colorOf(int8(them)))))
	}
	pos.epFEN = int8(s)
	if pawnAttacks[them][s]&p.bb[us][kPawn] != 0 {
		p.ep = int8(s)
	}
	return ""
}
