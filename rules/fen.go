package rules

import (
	"errors"
	"strconv"
	"strings"
)

// StartFEN is the initial position (2.3).
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// ErrBadFEN is wrapped by every error ParseFEN returns.
var ErrBadFEN = errors.New("rules: bad FEN")

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
	bad := func(e *FENError) error {
		e.FEN = fen
		return e
	}
	if len(fields) != 6 {
		return nil, bad(&FENError{Problem: FENFields, N: len(fields)})
	}
	pos := &Position{s: spos{ep: -1}, epFEN: -1}
	if err := readPlacement(fields[0], &pos.s); err != nil {
		return nil, bad(err)
	}
	switch fields[1] {
	case "w":
	case "b":
		pos.s.turn = 1
	default:
		return nil, bad(&FENError{Problem: FENTurn, Text: fields[1]})
	}
	var err error
	if pos.halfmove, err = strconv.Atoi(fields[4]); err != nil || pos.halfmove < 0 {
		return nil, bad(&FENError{Problem: FENHalfmove, Text: fields[4]})
	}
	if pos.fullmove, err = strconv.Atoi(fields[5]); err != nil || pos.fullmove < 1 {
		return nil, bad(&FENError{Problem: FENMoveNumber, Text: fields[5]})
	}
	if reason := illegalPosition(&pos.s); reason != nil {
		return nil, bad(reason)
	}
	if reason := pos.readRights(v, fields[2]); reason != nil {
		return nil, bad(reason)
	}
	if reason := pos.readEnPassant(fields[3]); reason != nil {
		return nil, bad(reason)
	}
	return pos, nil
}

// readPlacement reads the first FEN field into the generator's position.
func readPlacement(field string, p *spos) *FENError {
	b, err := parsePlacement(field)
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
// game, or nil.
func illegalPosition(p *spos) *FENError {
	for ci, c := range []Color{White, Black} {
		b := &p.bb[ci]
		if pawns := b[kPawn] & (rank1 | rank8); pawns != 0 {
			return &FENError{Problem: FENPawnOnEdge, Squares: [3]Square{Square(lowest(pawns))}}
		}
		if n := popCount(b[kKing]); n != 1 {
			return &FENError{Problem: FENKings, Side: c, N: n}
		}
		if n := popCount(b[kPawn]); n > 8 {
			return &FENError{Problem: FENPawns, Side: c, N: n}
		}
		if n := popCount(p.occ(ci)); n > 16 {
			return &FENError{Problem: FENPieces, Side: c, N: n}
		}
	}
	us, them := int(p.turn), 1-int(p.turn)
	occ := p.all()
	if p.attacked(p.kingSq(them), us, occ) {
		return &FENError{Problem: FENOpponentInCheck, Side: colorOf(int8(them))}
	}
	if n := popCount(p.attackers(p.kingSq(us), them, occ)); n > 2 {
		return &FENError{Problem: FENTooManyCheckers, Side: colorOf(int8(us)), N: n}
	}
	return nil
}

// readRights reads the castling field. In standard chess a right needs the
// king on e1 (e8) and the rook on a1 or h1 (a8 or h8); in Chess960 a king
// on its first rank between two rooks it may castle with, and the same
// files for both sides, as the start position gives them (II.1).
func (pos *Position) readRights(v Variant, field string) *FENError {
	if v == StandardChess {
		if reason := pos.s.standardRights(field); reason != nil {
			return reason
		}
	}
	rights, reason := pos.s.readCastling(field)
	if reason != nil {
		return reason
	}
	for ci, c := range []Color{White, Black} {
		k := pos.s.kingSq(ci)
		var sides [2]int
		for r := rights & rightsOf(ci); r != 0; r &= r - 1 {
			sides[boolIndex(rookOfRight(lowest(bitboard(r))) > k)]++
		}
		if sides[0] > 1 || sides[1] > 1 {
			return &FENError{Problem: FENCastlingTwoRooks, Text: field, Side: c}
		}
	}
	if w, b := rights&0xff, rights>>8; w != 0 && b != 0 && pos.s.kingSq(0)%8 != pos.s.kingSq(1)%8 {
		return &FENError{Problem: FENCastlingKingFiles}
	}
	pos.s.castle = rights
	return nil
}

// standardRights checks a castling field of standard chess: K, Q, k and q
// at most once each, each with the king on e1 (e8) and the rook on h1 or
// a1 (h8 or a8).
func (p *spos) standardRights(field string) *FENError {
	if field == "-" {
		return nil
	}
	for i, c := range field {
		j := strings.IndexRune("KQkq", c)
		if j < 0 || strings.IndexRune(field, c) != i {
			return &FENError{Problem: FENCastlingLetters, Text: field}
		}
		ci := j / 2
		king, rook := SquareAt(FileE, Rank(7*ci)), SquareAt(File(7*(1-j%2)), Rank(7*ci))
		if p.kingSq(ci) != int(king) || p.bb[ci][kRook]&bit(int(rook)) == 0 {
			return &FENError{Problem: FENCastlingKingRook, Text: string(c), Side: colorOf(int8(ci)), Squares: [3]Square{king, rook}}
		}
	}
	return nil
}

// readEnPassant reads the en passant field: "-", or the square behind a
// pawn of the side not to move that could just have stepped two squares.
func (pos *Position) readEnPassant(field string) *FENError {
	if field == "-" {
		return nil
	}
	sq := ParseSquare(field)
	if sq == NoSquare {
		return &FENError{Problem: FENEnPassantSquare, Text: field}
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
		return &FENError{Problem: FENEnPassantStep, Squares: [3]Square{sq}, Side: colorOf(int8(them))}
	}
	pos.epFEN = int8(s)
	if pawnAttacks[them][s]&p.bb[us][kPawn] != 0 {
		p.ep = int8(s)
	}
	return nil
}
