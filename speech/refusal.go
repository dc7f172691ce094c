package speech

import (
	"errors"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Refused is why err refused a line in game g (which may be nil), as an
// event: a reading error (*moveParseError), a move the rules refuse
// (*rules.MoveError) or the game's end (rules.ErrGameOver), each its own
// key with the squares and pieces it names. It says what Why says.
func Refused(err error, g *rules.Game) words.Event {
	var pe *moveParseError
	var me *rules.MoveError
	switch {
	case errors.As(err, &pe):
		return parseRefusal(pe)
	case errors.As(err, &me):
		return moveRefusal(me)
	case errors.Is(err, rules.ErrGameOver) && g != nil:
		return refusalKey(msgGameIsOver).With(words.Result(g.Outcome().Result))
	}
	return refusalKey(msgNoDestination).Event()
}

// OfferRefused is why err refused an offer or a claim of a draw, as an
// event (drawRefused's words).
func OfferRefused(err error) words.Event {
	for _, d := range drawRefusals {
		if errors.Is(err, d.err) {
			return refusalKey(d.m).Event()
		}
	}
	return refusalKey(msgGameIsOver).With(words.Result(rules.Ongoing))
}

// refusalKey is the key of the refusal's sentence m (declared in
// refusalKeys).
func refusalKey(m msg) words.Key { return words.Key(m) }

// refusalKeys are the refusals' keys, declared (words.Declare) with the
// kinds of their arguments.
var refusalKeys = func() []words.Key {
	sq, pc := words.SquareKind, words.PieceKind
	var out []words.Key
	for m, kinds := range map[msg][]words.Kind{
		msgNoDestination: nil, msgGameIsOver: {words.OutcomeKind},
		msgUnknownWord: {words.TextKind}, msgAmbiguousWord: {words.TextKind, words.ListOf(words.TextKind)},
		msgIncompleteSquare: {sq}, msgTwoPieces: nil, msgTooManySquares: nil, msgCastlingSide: nil, msgMixedCastling: nil,
		msgCannotReach: {pc, sq, sq}, msgNoSuchPiece: {pc}, msgWhichPiece: {pc, words.ListOf(sq)}, msgEmptyFrom: {sq},
		msgOpponentsPiece: {pc, sq}, msgWrongPiece: {pc, sq, pc}, msgOwnPiece: {pc, sq}, msgExposesKing: nil,
		msgKingIntoCheck: {sq}, msgStillInCheck: nil, msgPromotionNeedsPiece: nil, msgBadPromotion: nil,
		msgNoPromotion: nil, msgNothingToCapture: {sq}, msgNotEnPassant: nil, msgNotCheck: nil,
		msgNotMateButCheck: nil, msgNotMate: nil, msgCastleKingMoved: nil, msgCastleRookMoved: nil,
		msgCastleRightLost: nil, msgCastleBlocked: {words.ListOf(sq)}, msgCastlePathBlocked: {words.ListOf(sq)},
		msgCastleInCheck: nil, msgCastleThrough: {sq}, msgCastleInto: {sq},
		msgNoOffer: nil, msgOwnOffer: nil, msgTooEarly: nil, msgOfferExists: nil, msgNotYourTurn: nil,
	} {
		out = append(out, words.Declare(words.Key(m), kinds...))
	}
	return out
}()

func parseRefusal(e *moveParseError) words.Event {
	switch e.Kind {
	case unknownWord:
		return refusalKey(msgUnknownWord).With(words.Text(e.Word))
	case ambiguousWord:
		return refusalKey(msgAmbiguousWord).With(words.Text(e.Word), words.Texts(e.Options))
	case incompleteSquare:
		switch {
		case e.File != rules.NoFile:
			return refusalKey(msgIncompleteSquare).With(words.File(e.File))
		case e.Rank != rules.NoRank:
			return refusalKey(msgIncompleteSquare).With(words.Rank(e.Rank))
		}
	case twoPieces:
		return refusalKey(msgTwoPieces).Event()
	case tooManySquares:
		return refusalKey(msgTooManySquares).Event()
	case castlingSide:
		return refusalKey(msgCastlingSide).Event()
	case mixedCastling:
		return refusalKey(msgMixedCastling).Event()
	}
	return refusalKey(msgNoDestination).Event()
}

// moveRefusal is a move the rules refused, in the order moveError says
// them.
func moveRefusal(e *rules.MoveError) words.Event {
	pc, at := words.Piece(e.Piece), words.Square(e.Square)
	with := func(m msg, args ...words.Arg) words.Event {
		return refusalKey(m).With(args...)
	}
	switch e.Kind {
	case rules.CannotReach:
		from := words.Square(e.Query.From())
		switch {
		case e.Query.From() != rules.NoSquare:
		case e.Query.FromFile != rules.NoFile:
			from = words.File(e.Query.FromFile)
		case e.Query.FromRank != rules.NoRank:
			from = words.Rank(e.Query.FromRank)
		}
		return with(msgCannotReach, pc, from, at)
	case rules.NoSuchPiece:
		return with(msgNoSuchPiece, pc)
	case rules.Ambiguous:
		return with(msgWhichPiece, pc, words.Squares(e.Candidates))
	case rules.EmptyFromSquare:
		return with(msgEmptyFrom, at)
	case rules.OpponentsPiece:
		return with(msgOpponentsPiece, pc, at)
	case rules.WrongPieceOnSquare:
		return with(msgWrongPiece, pc, at, words.Piece(e.Found))
	case rules.OwnPieceOnTarget:
		return with(msgOwnPiece, words.Piece(e.Found), at)
	case rules.ExposesKing:
		return with(msgExposesKing)
	case rules.KingIntoCheck:
		return with(msgKingIntoCheck, at)
	case rules.StillInCheck:
		return with(msgStillInCheck)
	case rules.PromotionNeedsPiece:
		return with(msgPromotionNeedsPiece)
	case rules.BadPromotionPiece:
		return with(msgBadPromotion)
	case rules.NoPromotion:
		return with(msgNoPromotion)
	case rules.NothingToCapture:
		return with(msgNothingToCapture, at)
	case rules.NotEnPassant:
		return with(msgNotEnPassant)
	case rules.NotCheck:
		return with(msgNotCheck)
	case rules.NotMate:
		if e.Check {
			return with(msgNotMateButCheck)
		}
		return with(msgNotMate)
	case rules.CastlingRightLost:
		switch {
		case e.KingMoved:
			return with(msgCastleKingMoved)
		case e.RookMoved:
			return with(msgCastleRookMoved)
		}
		return with(msgCastleRightLost)
	case rules.CastlingBlocked:
		return with(msgCastleBlocked, words.Squares(e.Candidates))
	case rules.CastlingPathBlocked:
		return with(msgCastlePathBlocked, words.Squares(e.Candidates))
	case rules.CastlingInCheck:
		return with(msgCastleInCheck)
	case rules.CastlingThroughCheck:
		return with(msgCastleThrough, at)
	case rules.CastlingIntoCheck:
		return with(msgCastleInto, at)
	}
	return with(msgNoDestination)
}
