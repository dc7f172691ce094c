package rules

import (
	"errors"
	"fmt"
	"strings"

	"github.com/corentings/chess/v2"
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

// ParseFEN reads a position and checks that it could arise in a game (3.10.3):
// one king each, no pawns on the first or last rank, the side not to move not
// in check, castling rights that match the kings and rooks, and an en passant
// square that a double pawn step could have made. A FEN of four fields gets
// "0 1" for the move counters.
func ParseFEN(fen string) (*chess.Position, error) {
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
	if err := checkPlacement(fields[0]); err != nil {
		return nil, bad("%s", err)
	}
	var pos chess.Position
	if err := pos.UnmarshalText([]byte(strings.Join(fields, " "))); err != nil {
		return nil, bad("%s", strings.TrimPrefix(err.Error(), "chess: "))
	}
	if reason := illegalPosition(&pos); reason != "" {
		return nil, bad("%s", reason)
	}
	return &pos, nil
}

// checkPlacement checks the first FEN field before the chess library sees it,
// so that every mistake gets a precise reason.
func checkPlacement(field string) error {
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return fmt.Errorf("the pieces field needs 8 ranks separated by '/', it has %d", len(ranks))
	}
	for i, rank := range ranks {
		n := 0
		for _, c := range rank {
			switch {
			case c >= '1' && c <= '8':
				n += int(c - '0')
			case strings.ContainsRune("KQRBNPkqrbnp", c):
				n++
			default:
				return fmt.Errorf("rank %d has %q, which is neither a piece letter (KQRBNP, kqrbnp) nor a count of empty squares", 8-i, c)
			}
		}
		if n != 8 {
			return fmt.Errorf("rank %d has %d squares instead of 8", 8-i, n)
		}
	}
	return nil
}

// illegalPosition returns why a position cannot arise in a game, or "".
func illegalPosition(pos *chess.Position) string {
	b := pos.Board()
	var kings, pawns, pieces [2]int
	for sq := Square(0); sq < 64; sq++ {
		p := b.Piece(sq)
		if p == NoPiece {
			continue
		}
		c := colorIndex(p.Color())
		pieces[c]++
		switch p.Type() {
		case King:
			kings[c]++
		case Pawn:
			pawns[c]++
			if sq.Rank() == chess.Rank1 || sq.Rank() == chess.Rank8 {
				return fmt.Sprintf("a pawn stands on %s, but pawns never stand on the first or last rank", sq)
			}
		}
	}
	for _, c := range []Color{White, Black} {
		i := colorIndex(c)
		if kings[i] != 1 {
			return fmt.Sprintf("%s has %d kings, there must be exactly one", ColorName(c), kings[i])
		}
		if pawns[i] > 8 {
			return fmt.Sprintf("%s has %d pawns, at most 8 are possible", ColorName(c), pawns[i])
		}
		if pieces[i] > 16 {
			return fmt.Sprintf("%s has %d pieces, at most 16 are possible", ColorName(c), pieces[i])
		}
	}
	mover := pos.Turn()
	other := mover.Other()
	if IsAttacked(b, kingSquare(b, other), mover) {
		return fmt.Sprintf("%s is in check but it is %s's move", ColorName(other), ColorName(mover))
	}
	if n := len(Attackers(b, kingSquare(b, mover), other)); n > 2 {
		return fmt.Sprintf("%s's king is attacked by %d pieces, no move can give more than a double check", ColorName(mover), n)
	}
	if reason := badCastlingRights(pos); reason != "" {
		return reason
	}
	return badEnPassant(pos)
}

func badCastlingRights(pos *chess.Position) string {
	b := pos.Board()
	rights := pos.CastleRights()
	type right struct {
		color      Color
		side       chess.Side
		letter     string
		king, rook Square
	}
	for _, r := range []right{
		{White, chess.KingSide, "K", chess.E1, chess.H1},
		{White, chess.QueenSide, "Q", chess.E1, chess.A1},
		{Black, chess.KingSide, "k", chess.E8, chess.H8},
		{Black, chess.QueenSide, "q", chess.E8, chess.A8},
	} {
		if !rights.CanCastle(r.color, r.side) {
			continue
		}
		if b.Piece(r.king) != chess.NewPiece(King, r.color) || b.Piece(r.rook) != chess.NewPiece(Rook, r.color) {
			return fmt.Sprintf("castling right %s needs the %s king on %s and a rook on %s", r.letter, strings.ToLower(ColorName(r.color)), r.king, r.rook)
		}
	}
	return ""
}

func badEnPassant(pos *chess.Position) string {
	ep := pos.EnPassantSquare()
	if ep == NoSquare {
		return ""
	}
	mover := pos.Turn()
	wantRank, pawnStep := chess.Rank6, -1
	if mover == Black {
		wantRank, pawnStep = chess.Rank3, 1
	}
	b := pos.Board()
	pawnSq, _ := offset(ep, 0, pawnStep)
	startSq, _ := offset(ep, 0, -pawnStep)
	if ep.Rank() != wantRank || b.Piece(pawnSq) != chess.NewPiece(Pawn, mover.Other()) ||
		b.Piece(ep) != NoPiece || b.Piece(startSq) != NoPiece {
		return fmt.Sprintf("the en passant square %s does not follow a double step of a %s pawn", ep, strings.ToLower(ColorName(mover.Other())))
	}
	return ""
}

func colorIndex(c Color) int {
	if c == Black {
		return 1
	}
	return 0
}
