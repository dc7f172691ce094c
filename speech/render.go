package speech

import (
	"errors"

	"github.com/anna-chess/anna/rules"
)

// Phrasebook renders moves, answers and events as phrases in one output
// style and one language. It is a small value; copy it freely.
type Phrasebook struct {
	Style     Style
	Lang      Lang
	Verbosity Verbosity
	Names     Names // the arbiter's choice of names for the Appendix D notations (D.2.1)
	// Engine: the game has an engine (issue 13), so help names its topic.
	Engine bool
	// Online: the game is played on lichess (issue 22), so help names its
	// topic, and not those of the board (boards, adjourn, arbiter).
	Online bool
	// NoArrivals: this terminal does not hear who joins and leaves the
	// table (arrivals off, --arrivals off): those sentences say nothing.
	NoArrivals bool
}

// saySquare names a square in the style: "Eva vier", "e4", "echo four". No
// square (an event from a host may hold a file alone where a square is
// said) is said as nothing.
func (b Phrasebook) saySquare(sq rules.Square) Phrase {
	if sq < 0 || sq > 63 {
		return Phrase{}
	}
	return unit(b.notation().square(b, sq))
}

// File names a file alone: "Eva", "e", "echo"; no file, nothing.
func (b Phrasebook) file(f rules.File) Phrase {
	if f < rules.FileA || f > rules.FileH {
		return Phrase{}
	}
	return b.notation().file(b, f)
}

// Rank names a rank alone: "vier", "4"; no rank, nothing.
func (b Phrasebook) rank(r rules.Rank) Phrase {
	if r < rules.Rank1 || r > rules.Rank8 {
		return Phrase{}
	}
	return b.notation().rank(b, r)
}

// Piece names a kind of piece: "Springer", "knight".
func (b Phrasebook) piece(t rules.PieceType) Phrase {
	return phrase(b.notation().words(b).pieces[t])
}

// Color names a side in the language: "White", "Schwarz".
func (b Phrasebook) Color(c rules.Color) Phrase {
	if c == rules.Black {
		return b.say(msgBlack)
	}
	return b.say(msgWhite)
}

// orList joins phrases as "a, b or c".
func (b Phrasebook) orList(items []Phrase) Phrase {
	return b.list(items, msgOr)
}

func (b Phrasebook) list(items []Phrase, last msg) Phrase {
	switch len(items) {
	case 0:
		return b.say(msgNone)
	case 1:
		return items[0]
	}
	head := join(items[:len(items)-1], ",")
	return phrase(head, b.say(last), items[len(items)-1])
}

func (b Phrasebook) squares(sqs []rules.Square) []Phrase {
	out := make([]Phrase, len(sqs))
	for i, sq := range sqs {
		out[i] = b.saySquare(sq)
	}
	return out
}

// sayResult names a result: "1-0", spoken "one, zero".
func (b Phrasebook) sayResult(r rules.Result) Phrase {
	switch r {
	case rules.WhiteWins:
		return b.say(msgResultWhite)
	case rules.BlackWins:
		return b.say(msgResultBlack)
	case rules.Drawn:
		return b.say(msgResultDraw)
	case rules.NoResult:
		return b.say(msgResultAborted)
	}
	return b.say(msgResultNone)
}

// wins names the winner of a game won: "White wins", "Black wins".
func (b Phrasebook) wins(o rules.Outcome) Phrase {
	if o.Winner() == rules.Black {
		return b.say(msgBlackWins)
	}
	return b.say(msgWhiteWins)
}

// Outcome announces the end of a game and its result.
func (b Phrasebook) Outcome(o rules.Outcome) Phrase {
	res := b.sayResult(o.Result)
	winner := b.wins(o)
	drawWord := b.say(msgDraw)
	switch o.Reason {
	case rules.Checkmate:
		return b.say(msgCheckmate, winner, res)
	case rules.Resignation:
		if o.Result == rules.Drawn && o.By != rules.NoColor {
			return b.resignedNoMate(o)
		}
		return b.say(msgResigns, b.Color(o.Winner().Other()), winner, res)
	case rules.Stalemate:
		return b.say(msgStalemate, drawWord, res)
	case rules.DeadPosition:
		return b.say(msgDeadPosition, drawWord, res)
	case rules.Agreement:
		return b.say(msgAgreement, res)
	case rules.FivefoldRepetition:
		return b.say(msgFivefold, res)
	case rules.SeventyFiveMoves:
		return b.say(msgSeventyFive, res)
	case rules.NormalMeansClaim:
		if o.By != rules.NoColor {
			return b.normalMeansGranted(o)
		}
	case rules.SecondIllegalMove, rules.ArbiterForfeit, rules.Absence:
		return b.declared(o)
	}
	if p, ok := b.onlineOutcome(o); ok {
		return p
	}
	return b.say(msgGameIsOver, res)
}

// claimedDraw announces a correct claim by c.
func (b Phrasebook) claimedDraw(o rules.Outcome, c rules.Color) Phrase {
	if o.Reason == rules.FiftyMoveClaim {
		return b.say(msgFiftyClaim, b.Color(c), b.sayResult(o.Result))
	}
	return b.say(msgThreefoldClaim, b.Color(c), b.sayResult(o.Result))
}

// claimRejected answers a wrong claim (9.5.3: play goes on).
func (b Phrasebook) claimRejected(r rules.ClaimResult) Phrase {
	n := func(x int) Phrase { return phrase(b.Lang.number(x)) }
	return b.say(msgClaimRejected, n(r.Occurrences), n(r.Halfmoves), n(3), n(100))
}

// Prompt is the line that says who is to move: "12. Black to move".
func (b Phrasebook) Prompt(moveNumber int, c rules.Color) Phrase {
	return b.say(msgPrompt, phrase(b.Lang.number(moveNumber)), b.Color(c))
}

// gameOverPrompt replaces the prompt when the game has ended.
func (b Phrasebook) gameOverPrompt(r rules.Result) Phrase {
	return b.say(msgGameOverPrompt, b.sayResult(r))
}

// gameOverAnalyzePrompt replaces the prompt when a game with an engine has
// ended, for a seat that may ask for its analysis: it names analyze first.
func (b Phrasebook) gameOverAnalyzePrompt(r rules.Result) Phrase {
	return b.say(msgGameOverEngine, b.sayResult(r))
}

// NewGame opens a game.
func (b Phrasebook) NewGame(fromPosition bool, prompt Phrase) Phrase {
	if fromPosition {
		return b.say(msgFromPosition, prompt)
	}
	return b.say(msgNewGame, prompt)
}

// chess960Start opens a game of Chess960 from start position n: its number
// and the first rank, piece by piece from the a-file to the h-file (Black's
// pieces stand opposite White's, II.2.3), so that a tactile board can be
// set up from it.
func (b Phrasebook) chess960Start(n int, rank [8]rules.PieceType, prompt Phrase) Phrase {
	pieces := make([]Phrase, len(rank))
	for f, t := range rank {
		pieces[f] = phrase(b.piece(t), b.file(rules.File(f)))
	}
	return b.say(msgChess960Start, b.num(rules.Chess960Count), b.num(n), join(pieces, ","), prompt)
}

// chess960FromPosition opens a game of Chess960 from a set position.
func (b Phrasebook) chess960FromPosition(prompt Phrase) Phrase {
	return b.say(msgChess960Position, b.num(rules.Chess960Count), prompt)
}

// offers announces a draw offer by c; Stands reminds the opponent of it.
func (b Phrasebook) offers(c rules.Color) Phrase      { return b.say(msgOffers, b.Color(c)) }
func (b Phrasebook) offerStands(c rules.Color) Phrase { return b.say(msgOfferStands, b.Color(c)) }
func (b Phrasebook) offerDeclined() Phrase            { return b.say(msgOfferDeclined) }

// drawError answers an offer, acceptance or claim that the rules refuse.
func (b Phrasebook) drawError(err error) Phrase { return b.drawRefused(drawRefusalOf(err)) }

// drawRefusal is why a draw offer or claim was refused, as a value that can
// be written and read (an event's argument).
type drawRefusal int8

// The draw refusals: rules.ErrNoOffer, ErrOwnOffer, ErrTooEarly,
// ErrOfferExists, ErrNotYourTurn, and the game over.
const (
	drawGameOver drawRefusal = iota
	drawNoOffer
	drawOwnOffer
	drawTooEarly
	drawOfferExists
	drawNotYourTurn
)

var drawRefusals = []struct {
	err error
	r   drawRefusal
	m   msg
}{
	{rules.ErrNoOffer, drawNoOffer, msgNoOffer}, {rules.ErrOwnOffer, drawOwnOffer, msgOwnOffer},
	{rules.ErrTooEarly, drawTooEarly, msgTooEarly}, {rules.ErrOfferExists, drawOfferExists, msgOfferExists},
	{rules.ErrNotYourTurn, drawNotYourTurn, msgNotYourTurn},
}

// drawRefusalOf is the refusal err stands for.
func drawRefusalOf(err error) drawRefusal {
	for _, d := range drawRefusals {
		if errors.Is(err, d.err) {
			return d.r
		}
	}
	return drawGameOver
}

// drawRefused says the refusal r (drawError, once the error is a value).
func (b Phrasebook) drawRefused(r drawRefusal) Phrase {
	for _, d := range drawRefusals {
		if d.r == r {
			return b.say(d.m)
		}
	}
	return b.say(msgGameIsOver, b.sayResult(rules.Ongoing))
}

// gameIsOver answers a move or offer after the end.
func (b Phrasebook) gameIsOver(r rules.Result) Phrase { return b.say(msgGameIsOver, b.sayResult(r)) }

func (b Phrasebook) resignConfirm() Phrase   { return b.say(msgResignConfirm) }
func (b Phrasebook) resignCancelled() Phrase { return b.say(msgResignCancelled) }
func (b Phrasebook) nothingToRepeat() Phrase { return b.say(msgNothingToRepeat) }

func (b Phrasebook) goodbye() Phrase    { return b.say(msgGoodbye) }
func (b Phrasebook) saveFailed() Phrase { return b.say(msgSaveFailed) }
func (b Phrasebook) noMoveYet() Phrase  { return b.say(msgNoMoveYet) }

// savedNow: a save that failed has succeeded since.
func (b Phrasebook) savedNow() Phrase { return b.say(msgSavedNow) }

// goodbyeUnsaved ends a game whose last save failed.
func (b Phrasebook) goodbyeUnsaved() Phrase { return b.say(msgGoodbyeUnsaved) }

// lastMove: "Last move, Black: Bauer Eva fuenf".
func (b Phrasebook) lastMove(p rules.Ply) Phrase {
	return b.say(msgLastMove, b.Color(p.Color), b.move(p))
}

// sayMoves reads back the scoresheet: "Moves: 1. Bauer Eva vier, Bauer Eva
// fuenf. 2. Springer Felix drei".
func (b Phrasebook) sayMoves(plies []rules.Ply) Phrase {
	if len(plies) == 0 {
		return b.noMoveYet()
	}
	return b.say(msgMoves, b.moveList(plies))
}

// sayMoveNumber reads back one move of the scoresheet: "Move 12: ...".
func (b Phrasebook) sayMoveNumber(n int, plies []rules.Ply) Phrase {
	var these []rules.Ply
	for _, p := range plies {
		if p.Number == n {
			these = append(these, p)
		}
	}
	if len(these) == 0 {
		return b.say(msgNoSuchMoveNumber, phrase(b.Lang.number(n)))
	}
	return b.say(msgMoveN, phrase(b.Lang.number(n)), b.plyPair(these))
}

// badMoveNumber answers "moves" with something that is not a move number.
func (b Phrasebook) badMoveNumber(max int) Phrase {
	return b.say(msgBadNumber, phrase(b.Lang.number(max)), phrase(b.Lang.number(1)))
}

func (b Phrasebook) moveList(plies []rules.Ply) Phrase {
	var groups []Phrase
	for i := 0; i < len(plies); {
		j := i + 1
		if plies[i].Color == rules.White && j < len(plies) && plies[j].Number == plies[i].Number {
			j++
		}
		number := b.Lang.number(plies[i].Number).withPunct(".")
		number.Keep = true // with its move
		groups = append(groups, phrase(number, b.plyPair(plies[i:j])))
		i = j
	}
	return join(groups, ".")
}

// plyPair reads one or two plies of one move number; a lone Black move is
// said with its colour.
func (b Phrasebook) plyPair(plies []rules.Ply) Phrase {
	if len(plies) == 1 && plies[0].Color == rules.Black {
		return phrase(b.Color(rules.Black).punct(":"), b.move(plies[0]))
	}
	parts := make([]Phrase, len(plies))
	for i, p := range plies {
		parts[i] = b.move(p)
	}
	return join(parts, ",")
}

func (w Word) withPunct(s string) Word {
	w.Text += s
	return withPause(w)
}
