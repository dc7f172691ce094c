package rules

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoMove is wrapped by every *MoveError.
var ErrNoMove = errors.New("rules: no such move")

// MoveErrorKind is why a query names no legal move.
type MoveErrorKind int8

const (
	CannotReach          MoveErrorKind = iota // no piece of that kind can reach the square
	NoSuchPiece                               // the player has no piece of that kind
	Ambiguous                                 // more than one piece can: Candidates
	EmptyFromSquare                           // nothing stands on the from-square
	OpponentsPiece                            // the from-square holds the opponent's piece
	WrongPieceOnSquare                        // the from-square holds Found, not Piece
	OwnPieceOnTarget                          // the target holds the player's own Found
	ExposesKing                               // the move would leave the king in check (pinned piece)
	KingIntoCheck                             // the king would move into check
	StillInCheck                              // the king is in check and the move does not end it
	PromotionNeedsPiece                       // 3.7.5.1: a pawn on the last rank must become a piece
	BadPromotionPiece                         // promotion to a king or pawn
	NoPromotion                               // a piece was named for a move that is no promotion
	NothingToCapture                          // "takes", but the square is empty
	NotEnPassant                              // "en passant", but the move is not
	NotCheck                                  // "check", but the move gives none
	NotMate                                   // "mate", but the move does not mate (Check: it checks)
	CastlingRightLost                         // 3.8.2.1: the king or the rook has moved
	CastlingBlocked                           // 3.8.2.2: pieces between king and rook (Candidates)
	CastlingInCheck                           // 3.8.2.2: the king is in check
	CastlingThroughCheck                      // the king would cross an attacked Square
	CastlingIntoCheck                         // the king would land on an attacked Square
	CastlingPathBlocked                       // II.3: a piece on the king's or the rook's way that is not between them (Candidates)
)

var moveErrorKindNames = []string{
	"cannot reach", "no such piece", "ambiguous", "empty from-square", "opponent's piece",
	"wrong piece on square", "own piece on target", "exposes king", "king into check",
	"still in check", "promotion needs piece", "bad promotion piece", "no promotion",
	"nothing to capture", "not en passant", "not check", "not mate", "castling right lost",
	"castling blocked", "castling in check", "castling through check", "castling into check",
	"castling path blocked",
}

func (k MoveErrorKind) String() string {
	if int(k) < len(moveErrorKindNames) {
		return moveErrorKindNames[k]
	}
	return fmt.Sprintf("MoveErrorKind(%d)", k)
}

// MoveError says why a query names no legal move. Speech turns it into a
// sentence; its Error text is for logs and tests.
type MoveError struct {
	Kind       MoveErrorKind
	Query      Query
	Square     Square    // the square the reason is about
	Piece      PieceType // the piece named or moved
	Found      PieceType // the piece actually found, where that matters
	Candidates []Square  // Ambiguous: the pieces' squares; CastlingBlocked: the blocking squares
	Castle     Side
	Check      bool // NotMate: the move does give check
	// KingMoved and RookMoved say, for CastlingRightLost, which piece moved
	// in this game; both false means the right was already gone at the start.
	KingMoved, RookMoved bool
}

func (e *MoveError) Unwrap() error { return ErrNoMove }

func (e *MoveError) Error() string {
	var detail string
	switch e.Kind {
	case Ambiguous:
		detail = fmt.Sprintf("%s from %s", e.Piece, squareList(e.Candidates))
	case CastlingBlocked, CastlingPathBlocked:
		detail = squareList(e.Candidates)
	case WrongPieceOnSquare, OwnPieceOnTarget:
		detail = fmt.Sprintf("%s on %s", e.Found, e.Square)
	default:
		detail = fmt.Sprintf("%s %s", e.Piece, e.Square)
	}
	return fmt.Sprintf("rules: %s: %s", e.Kind, detail)
}

func squareList(sqs []Square) string {
	s := make([]string, len(sqs))
	for i, sq := range sqs {
		s[i] = sq.String()
	}
	return strings.Join(s, ", ")
}
