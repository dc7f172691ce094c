package speech

import (
	"errors"

	"github.com/anna-chess/anna/rules"
)

// sayWhy answers a line that could not be played as a move: a *moveParseError, a
// *rules.MoveError or rules.ErrGameOver, in a sentence of the language with
// pieces and squares in the style. It never shows a Go error string.
func (b Phrasebook) sayWhy(err error, g *rules.Game) Phrase {
	return b.moveRefused(lineRefusalOf(err, g))
}

// lineRefusal is why a line could not be played as a move, as a value that can
// be written and read (an event's argument, sent to anna join): the
// reading or move error, or the game's end.
type lineRefusal struct {
	Parse *moveParseError  `json:",omitempty"`
	Move  *rules.MoveError `json:",omitempty"`
	// Over is the game's result when the game is over (rules.Ongoing: it is not).
	Over rules.Result `json:",omitempty"`
}

// lineRefusalOf is why err refused a line in game g (which may be nil).
func lineRefusalOf(err error, g *rules.Game) lineRefusal {
	var pe *moveParseError
	var me *rules.MoveError
	switch {
	case errors.As(err, &pe):
		return lineRefusal{Parse: pe}
	case errors.As(err, &me):
		return lineRefusal{Move: me}
	case errors.Is(err, rules.ErrGameOver) && g != nil:
		return lineRefusal{Over: g.Outcome().Result}
	}
	return lineRefusal{}
}

// moveRefused says the refusal r (Why, once the error is a value).
func (b Phrasebook) moveRefused(r lineRefusal) Phrase {
	switch {
	case r.Parse != nil:
		return b.parseError(r.Parse)
	case r.Move != nil:
		return b.moveError(r.Move)
	case r.Over != rules.Ongoing:
		return b.gameIsOver(r.Over)
	}
	return b.say(msgNoDestination)
}

func (b Phrasebook) parseError(e *moveParseError) Phrase {
	switch e.Kind {
	case unknownWord:
		return b.say(msgUnknownWord, b.quoted(e.Word))
	case ambiguousWord:
		return b.say(msgAmbiguousWord, b.quoted(e.Word), b.orList(b.meanings(e.Options)))
	case incompleteSquare:
		switch {
		case e.File != rules.NoFile:
			return b.say(msgIncompleteSquare, b.file(e.File))
		case e.Rank != rules.NoRank:
			return b.say(msgIncompleteSquare, b.rank(e.Rank))
		}
	case twoPieces:
		return b.say(msgTwoPieces)
	case tooManySquares:
		return b.say(msgTooManySquares)
	case castlingSide:
		return b.say(msgCastlingSide, b.castling(rules.KingSide), b.castling(rules.QueenSide))
	case mixedCastling:
		return b.say(msgMixedCastling, b.castling(rules.KingSide), b.castling(rules.QueenSide))
	}
	return b.say(msgNoDestination)
}

// lineTooLong answers a typed line longer than the line editor takes
// (lineedit.MaxLine, four thousand characters): it was not sent.
func (b Phrasebook) lineTooLong() Phrase { return b.say(msgLineTooLong) }

// quoted prints a typed word in quotes and spells it out letter by letter,
// so that the player hears exactly what was typed.
func (b Phrasebook) quoted(w string) Phrase {
	return phrase(Word{Text: `"` + w + `"`, Clips: b.Lang.spellClips(w)})
}

func (b Phrasebook) castling(s rules.Side) Phrase {
	if s == rules.KingSide {
		return phrase(b.notation().words(b).short)
	}
	return phrase(b.notation().words(b).long)
}

// meanings names, once each, what the spellings of an ambiguous prefix mean.
func (b Phrasebook) meanings(spellings []string) []Phrase {
	var out []Phrase
	seen := map[meaning]bool{}
	for _, s := range spellings {
		m := lexicon()[s]
		if seen[m] {
			continue
		}
		seen[m] = true
		if p, ok := b.meaningPhrase(m); ok {
			out = append(out, p)
		}
	}
	return out
}

func (b Phrasebook) meaningPhrase(m meaning) (Phrase, bool) {
	switch m.kind {
	case tokPiece:
		return b.piece(m.piece), true
	case tokFile:
		return b.file(m.file), true
	case tokRank:
		return b.rank(m.rank), true
	case tokCapture:
		return phrase(b.notation().words(b).capture), true
	case tokCastleShort, tokShortWord:
		return b.castling(rules.KingSide), true
	case tokCastleLong, tokLongWord:
		return b.castling(rules.QueenSide), true
	case tokCheck:
		return phrase(b.notation().words(b).check), true
	case tokMate:
		return phrase(b.notation().words(b).mate), true
	case tokEnPassant:
		return phrase(b.names().enPassant), true
	}
	return Phrase{}, false
}

// pieceWithFrom names the piece a query meant, with the file or rank it
// named: "Springer Cesar".
func (b Phrasebook) pieceWithFrom(t rules.PieceType, q rules.Query) Phrase {
	p := b.piece(t)
	switch {
	case q.From() != rules.NoSquare:
		return phrase(p, b.saySquare(q.From()))
	case q.FromFile != rules.NoFile:
		return phrase(p, b.file(q.FromFile))
	case q.FromRank != rules.NoRank:
		return phrase(p, b.rank(q.FromRank))
	}
	return p
}

func (b Phrasebook) moveError(e *rules.MoveError) Phrase {
	switch e.Kind {
	case rules.CannotReach:
		return b.say(msgCannotReach, b.pieceWithFrom(e.Piece, e.Query), b.saySquare(e.Square))
	case rules.NoSuchPiece:
		return b.say(msgNoSuchPiece, b.piece(e.Piece))
	case rules.Ambiguous:
		return b.say(msgWhichPiece, b.piece(e.Piece), b.orList(b.squares(e.Candidates)))
	case rules.EmptyFromSquare:
		return b.say(msgEmptyFrom, b.saySquare(e.Square))
	case rules.OpponentsPiece:
		return b.say(msgOpponentsPiece, b.piece(e.Piece), b.saySquare(e.Square))
	case rules.WrongPieceOnSquare:
		return b.say(msgWrongPiece, b.piece(e.Piece), b.saySquare(e.Square), b.piece(e.Found))
	case rules.OwnPieceOnTarget:
		return b.say(msgOwnPiece, b.piece(e.Found), b.saySquare(e.Square))
	case rules.ExposesKing:
		return b.say(msgExposesKing)
	case rules.KingIntoCheck:
		return b.say(msgKingIntoCheck, b.saySquare(e.Square))
	case rules.StillInCheck:
		return b.say(msgStillInCheck)
	case rules.PromotionNeedsPiece:
		return b.say(msgPromotionNeedsPiece, b.promotionPieces())
	case rules.BadPromotionPiece:
		return b.say(msgBadPromotion, b.promotionPieces())
	case rules.NoPromotion:
		return b.say(msgNoPromotion)
	case rules.NothingToCapture:
		return b.say(msgNothingToCapture, b.saySquare(e.Square))
	case rules.NotEnPassant:
		return b.say(msgNotEnPassant)
	case rules.NotCheck:
		return b.say(msgNotCheck)
	case rules.NotMate:
		if e.Check {
			return b.say(msgNotMateButCheck)
		}
		return b.say(msgNotMate)
	case rules.CastlingRightLost:
		switch {
		case e.KingMoved:
			return b.say(msgCastleKingMoved)
		case e.RookMoved:
			return b.say(msgCastleRookMoved)
		}
		return b.say(msgCastleRightLost)
	case rules.CastlingBlocked:
		return b.say(msgCastleBlocked, b.list(b.squares(e.Candidates), msgAnd))
	case rules.CastlingPathBlocked:
		return b.say(msgCastlePathBlocked, b.list(b.squares(e.Candidates), msgAnd))
	case rules.CastlingInCheck:
		return b.say(msgCastleInCheck)
	case rules.CastlingThroughCheck:
		return b.say(msgCastleThrough, b.saySquare(e.Square))
	case rules.CastlingIntoCheck:
		return b.say(msgCastleInto, b.saySquare(e.Square))
	}
	return b.say(msgNoDestination)
}

func (b Phrasebook) promotionPieces() Phrase {
	var ps []Phrase
	for _, t := range rules.PromotionPieces() {
		ps = append(ps, b.piece(t))
	}
	return b.orList(ps)
}
