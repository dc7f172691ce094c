package rules

import (
	"fmt"
	"strings"
)

// FENProblem is what is wrong with a FEN: each kind of reason the FEN
// reader gives, so a caller can say it in the player's language from the
// FENError's fields (Error is the English, for logs and tests).
type FENProblem int8

// The FEN reader's reasons; the fields of FENError each one fills.
const (
	FENFields            FENProblem           = iota + 1 // N: the fields there are
	FENRanks                                             // N: the ranks there are
	FENRankLetter                                        // N: the rank; Text: the letter
	FENRankSquares                                       // N: the rank; M: its squares
	FENTurn                                              // Text: the side to move as written
	FENHalfmove                                          // Text: the half move clock as written
	FENMoveNumber                                        // Text: the move number as written
	FENPawnOnEdge                                        // Squares[0]: the pawn's square
	FENKings                                             // Side; N: its kings
	FENPawns                                             // Side; N: its pawns
	FENPieces                                            // Side; N: its pieces
	FENOpponentInCheck                                   // Side: the side in check (not to move)
	FENTooManyCheckers                                   // Side: the side to move; N: the checkers
	FENCastlingLetters                                   // Text: the castling field
	FENCastlingKingRook                                  // Text: the right; Side; Squares[0] king, [1] rook
	FENCastlingLetter                                    // Text: the letter that is no right
	FENCastlingKingRank                                  // Text: the right; Side
	FENCastlingNoRook                                    // Text: the right; Side
	FENCastlingRookOn                                    // Text: the right; Side; Squares[0]: the rook's square
	FENCastlingTwoRooks                                  // Text: the castling field; Side
	FENCastlingKingFiles                                 // both sides keep rights, kings on different files
	FENEnPassantSquare                                   // Text: the en passant field as written
	FENEnPassantStep                                     // Squares[0]: the square; Side: the pawn's
	FENPromotions                                        // Side; N: pieces beyond the start; M: its pawns
	FENPawnCaptures                                      // Side; N: captures needed; M: the other's pieces
	FENShutInBishop                                      // Side; Squares[0]: the bishop, [1]: the pawn
	FENDoubleCheck                                       // Side: the side to move
	FENDoubleStepCheck                                   // Squares: the ep square, from, to; Side: the side to move
	FENProblems          = FENDoubleStepCheck            // the last one
)

// FENError says what is wrong with a FEN: the problem and the numbers,
// squares and text it is about.
type FENError struct {
	FEN     string
	Problem FENProblem
	Side    Color
	N, M    int
	Squares [3]Square
	Text    string // a field or letter of the FEN as written
}

func (e *FENError) Error() string {
	if e.FEN == "" {
		return "rules: bad FEN: " + e.Reason()
	}
	return fmt.Sprintf("rules: bad FEN %q: %s", e.FEN, e.Reason())
}

func (e *FENError) Unwrap() error { return ErrBadFEN }

// Reason is the problem in English.
func (e *FENError) Reason() string {
	side, other := ColorName(e.Side), ColorName(e.Side.Other())
	lower := strings.ToLower(side)
	sq := e.Squares
	switch e.Problem {
	case FENFields:
		return fmt.Sprintf("a FEN has six fields separated by spaces (pieces, side to move, castling, en passant, halfmove clock, move number), this has %d", e.N)
	case FENRanks:
		return fmt.Sprintf("the pieces field needs 8 ranks separated by '/', it has %d", e.N)
	case FENRankLetter:
		return fmt.Sprintf("rank %d has %q, which is neither a piece letter (KQRBNP, kqrbnp) nor a count of empty squares", e.N, []rune(e.Text + " ")[0])
	case FENRankSquares:
		return fmt.Sprintf("rank %d needs 8 squares, it has %d", e.N, e.M)
	case FENTurn:
		return fmt.Sprintf("the side to move (turn) is %q, it must be w or b", e.Text)
	case FENHalfmove:
		return fmt.Sprintf("the half move clock is %q, it must be a number of moves (0 or more)", e.Text)
	case FENMoveNumber:
		return fmt.Sprintf("the move number is %q, it must be 1 or more", e.Text)
	case FENPawnOnEdge:
		return fmt.Sprintf("a pawn stands on %s, but pawns never stand on the first or last rank", sq[0])
	case FENKings:
		return fmt.Sprintf("%s has %d kings, there must be exactly one", side, e.N)
	case FENPawns:
		return fmt.Sprintf("%s has %d pawns, at most 8 are possible", side, e.N)
	case FENPieces:
		return fmt.Sprintf("%s has %d pieces, at most 16 are possible", side, e.N)
	case FENOpponentInCheck:
		return fmt.Sprintf("%s is in check but it is %s's move", side, other)
	case FENTooManyCheckers:
		return fmt.Sprintf("%s's king is attacked by %d pieces, no move can give more than a double check", side, e.N)
	case FENCastlingLetters:
		return fmt.Sprintf("the castling field %q must be - or hold K, Q, k and q at most once each (file letters are for Chess960)", e.Text)
	case FENCastlingKingRook:
		return fmt.Sprintf("castling right %s needs the %s king on %s and a rook on %s", e.Text, lower, sq[0], sq[1])
	case FENCastlingLetter:
		return "the castling field holds " + e.Text + ", which is neither K, Q, k, q nor a file letter (A-H, a-h)"
	case FENCastlingKingRank:
		return "castling right " + e.Text + " needs the " + lower + " king on its first rank"
	case FENCastlingNoRook:
		return "castling right " + e.Text + " needs a " + lower + " rook on that side of the king"
	case FENCastlingRookOn:
		return "castling right " + e.Text + " needs a " + lower + " rook on " + sq[0].String()
	case FENCastlingTwoRooks:
		return fmt.Sprintf("castling rights %q give %s two rooks to castle with on one side", e.Text, lower)
	case FENCastlingKingFiles:
		return "both sides keep castling rights, so both kings stand where they started, on the same file; here they do not"
	case FENEnPassantSquare:
		return fmt.Sprintf("the en passant square is %q, it must be a square (e3) or -", e.Text)
	case FENEnPassantStep:
		return fmt.Sprintf("the en passant square %s does not follow a double step of a %s pawn", sq[0], lower)
	case FENPromotions:
		if e.N == 1 {
			return fmt.Sprintf("%s has 1 piece more than the starting set, which only a promotion gives, but %s still has %d of its 8 pawns on the board", side, side, e.M)
		}
		return fmt.Sprintf("%s has %d pieces more than the starting set, which only promotions give, but %s still has %d of its 8 pawns on the board", side, e.N, side, e.M)
	case FENPawnCaptures:
		if e.N == 1 {
			return fmt.Sprintf("%s's pawns stand on their files only after 1 capture of a piece, but %s still has %d of its 16 pieces", side, other, e.M)
		}
		return fmt.Sprintf("%s's pawns stand on their files only after %d captures of a piece, but %s still has %d of its 16 pieces", side, e.N, other, e.M)
	case FENShutInBishop:
		return fmt.Sprintf("the %s bishop on %s cannot have got there: the %s pawn on %s has never moved, and it is the only way in", lower, sq[0], lower, sq[1])
	case FENDoubleCheck:
		return fmt.Sprintf("%s's king is in a double check that no move can give", side)
	case FENDoubleStepCheck:
		return fmt.Sprintf("the en passant square %s says a %s pawn just stepped from %s to %s, but that move cannot have given the check on %s's king",
			sq[0], strings.ToLower(other), sq[1], sq[2], lower)
	}
	return fmt.Sprintf("FENProblem(%d)", e.Problem)
}
