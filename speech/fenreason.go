package speech

import (
	"strconv"

	"github.com/anna-chess/anna/rules"
)

// The sentences of the FEN reader's reasons.
const (
	cliFENFields            CLIText = "cli-fen-fields"
	cliFENRanks             CLIText = "cli-fen-ranks"
	cliFENRankLetter        CLIText = "cli-fen-rank-letter"
	cliFENRankSquares       CLIText = "cli-fen-rank-squares"
	cliFENTurn              CLIText = "cli-fen-turn"
	cliFENHalfmove          CLIText = "cli-fen-halfmove"
	cliFENMoveNumber        CLIText = "cli-fen-move-number"
	cliFENPawnOnEdge        CLIText = "cli-fen-pawn-on-edge"
	cliFENKings             CLIText = "cli-fen-kings"
	cliFENPawns             CLIText = "cli-fen-pawns"
	cliFENPieces            CLIText = "cli-fen-pieces"
	cliFENOpponentInCheck   CLIText = "cli-fen-opponent-in-check"
	cliFENTooManyCheckers   CLIText = "cli-fen-too-many-checkers"
	cliFENCastlingLetters   CLIText = "cli-fen-castling-letters"
	cliFENCastlingKingRook  CLIText = "cli-fen-castling-king-rook"
	cliFENCastlingLetter    CLIText = "cli-fen-castling-letter"
	cliFENCastlingKingRank  CLIText = "cli-fen-castling-king-rank"
	cliFENCastlingNoRook    CLIText = "cli-fen-castling-no-rook"
	cliFENCastlingRookOn    CLIText = "cli-fen-castling-rook-on"
	cliFENCastlingTwoRooks  CLIText = "cli-fen-castling-two-rooks"
	cliFENCastlingKingFiles CLIText = "cli-fen-castling-king-files"
	cliFENEnPassantSquare   CLIText = "cli-fen-en-passant-square"
	cliFENEnPassantStep     CLIText = "cli-fen-en-passant-step"
	cliFENPromotions        CLIText = "cli-fen-promotions"
	cliFENPawnCaptures      CLIText = "cli-fen-pawn-captures"
	cliFENShutInBishop      CLIText = "cli-fen-shut-in-bishop"
	cliFENDoubleCheck       CLIText = "cli-fen-double-check"
	cliFENDoubleStepCheck   CLIText = "cli-fen-double-step-check"
)

// fenReasons are the sentences of the FEN reader's reasons, one for each
// rules.FENProblem; their slots are filled by fenArgs.
var fenReasons = map[rules.FENProblem]CLIText{
	rules.FENFields:            cliFENFields,
	rules.FENRanks:             cliFENRanks,
	rules.FENRankLetter:        cliFENRankLetter,
	rules.FENRankSquares:       cliFENRankSquares,
	rules.FENTurn:              cliFENTurn,
	rules.FENHalfmove:          cliFENHalfmove,
	rules.FENMoveNumber:        cliFENMoveNumber,
	rules.FENPawnOnEdge:        cliFENPawnOnEdge,
	rules.FENKings:             cliFENKings,
	rules.FENPawns:             cliFENPawns,
	rules.FENPieces:            cliFENPieces,
	rules.FENOpponentInCheck:   cliFENOpponentInCheck,
	rules.FENTooManyCheckers:   cliFENTooManyCheckers,
	rules.FENCastlingLetters:   cliFENCastlingLetters,
	rules.FENCastlingKingRook:  cliFENCastlingKingRook,
	rules.FENCastlingLetter:    cliFENCastlingLetter,
	rules.FENCastlingKingRank:  cliFENCastlingKingRank,
	rules.FENCastlingNoRook:    cliFENCastlingNoRook,
	rules.FENCastlingRookOn:    cliFENCastlingRookOn,
	rules.FENCastlingTwoRooks:  cliFENCastlingTwoRooks,
	rules.FENCastlingKingFiles: cliFENCastlingKingFiles,
	rules.FENEnPassantSquare:   cliFENEnPassantSquare,
	rules.FENEnPassantStep:     cliFENEnPassantStep,
	rules.FENPromotions:        cliFENPromotions,
	rules.FENPawnCaptures:      cliFENPawnCaptures,
	rules.FENShutInBishop:      cliFENShutInBishop,
	rules.FENDoubleCheck:       cliFENDoubleCheck,
	rules.FENDoubleStepCheck:   cliFENDoubleStepCheck,
}

// FENReason is why a FEN cannot be used, in the book's language: the
// same slots for every problem, {1} the side (White, Schwarz), {2} the
// other side, {3} and {4} the numbers, {5} the text as written (quoted),
// {6} to {8} the squares. A sentence with plural forms takes the form of
// {3} ("1 piece more", "2 pieces more"); the sentences say {4} so that
// any number fits. A problem without a sentence gets rules' English.
func (b Phrasebook) FENReason(e *rules.FENError) string {
	t, ok := fenReasons[e.Problem]
	if !ok {
		return e.Reason()
	}
	sq := func(i int) string {
		if e.Squares[i] == rules.NoSquare || (e.Squares[i] == 0 && i > 0 && e.Squares[0] == 0) {
			return ""
		}
		return e.Squares[i].String()
	}
	return fillSlots(b.template(msg(t)).form(b.Lang.data(), e.N, false), []string{b.Color(e.Side).Text(), b.Color(e.Side.Other()).Text(),
		strconv.Itoa(e.N), strconv.Itoa(e.M), strconv.Quote(e.Text), sq(0), sq(1), sq(2)})
}
