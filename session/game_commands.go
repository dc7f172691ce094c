package session

import (
	"fmt"
	"strconv"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// cmdLast says the last move of each side (during a review, the last
// ones before the position reviewed).
func (s *Session) cmdLast(in *typedLine, _ string) []Output {
	return []Output{s.said(in, keyLastMoves.With(words.Plies(s.view(in).Plies())))}
}

// cmdRepeat says the last thing again to the seat that asked only: the
// others at the table heard it once.
func (s *Session) cmdRepeat(in *typedLine, _ string) []Output {
	e := s.me(in).last
	if e.IsZero() {
		e = keyNothingToRepeat.Event()
	}
	return []Output{{Kind: Say, Event: e, To: in.seat.audience(), Reply: true}}
}

func (s *Session) cmdMoves(in *typedLine, arg string) []Output {
	plies := s.game(in).Plies()
	if arg == "" {
		return []Output{s.said(in, keyMoves.With(words.Plies(plies)))}
	}
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 {
		return []Output{s.said(in, keyBadMoveNumber.With(words.Number(max(1, s.game(in).MoveNumber())), words.Number(1)))}
	}
	return []Output{s.said(in, keyMoveNumber.With(words.Number(n), words.Plies(plies)))}
}

func (s *Session) cmdTurn(in *typedLine, _ string) []Output {
	out := []Output{s.said(in, s.prompt(in.seat))}
	if by := s.game(in).DrawOfferBy(); by != rules.NoColor && by != s.game(in).Turn() && !s.game(in).Outcome().Over() {
		offer := keyOffers.With(words.Colour(by))
		if s.actsFor(in, by.Other()) {
			offer = keyOfferStands.With(words.Colour(by)) // how to answer it, to whom it is made
		}
		out = append(out, s.said(in, offer))
	}
	return out
}

// cmdDraw: the player on move offers a draw (9.1.2); it is recorded with
// their next move. With confirmation on, anna asks first.
func (s *Session) cmdDraw(in *typedLine, _ string) []Output {
	if err := s.game(in).CanOfferDraw(s.side(in)); err != nil {
		return []Output{s.said(in, s.drawError(in, err))}
	}
	c := s.side(in)
	offer := func(in *typedLine) []Output { return s.drawNow(in, c) }
	if s.confirmDraws {
		return s.ask(in, keyDrawConfirm.Event(), keyDrawCancelled.Event(), offer)
	}
	return offer(in)
}

func (s *Session) drawNow(in *typedLine, c rules.Color) []Output {
	if err := s.match.OfferDraw(c); err != nil {
		return []Output{s.said(in, s.drawError(in, err))}
	}
	return []Output{{Kind: Save}, s.announced(keyOffers.With(words.Colour(c)))} // the offer stands in the state (found by FuzzLines)
}

// cmdAccept: the player on move accepts the opponent's draw offer (5.2.3).
// With confirmation on, anna asks first.
func (s *Session) cmdAccept(in *typedLine, _ string) []Output {
	c := s.side(in)
	if err := s.game(in).CanAcceptDraw(c); err != nil {
		return []Output{s.said(in, s.drawError(in, err))}
	}
	accept := func(in *typedLine) []Output { return s.acceptNow(in, c) }
	if s.confirmDraws {
		return s.ask(in, keyAcceptConfirm.Event(), keyAcceptCancelled.Event(), accept)
	}
	return accept(in)
}

func (s *Session) acceptNow(in *typedLine, c rules.Color) []Output {
	if err := s.match.AcceptDraw(c); err != nil {
		return []Output{s.said(in, s.drawError(in, err))}
	}
	return []Output{{Kind: Save}, s.announced(keyOutcome.With(words.Outcome(s.match.Outcome())))}
}

// cmdClaim: the player on move claims a draw by 9.2 or 9.3, for the
// position on the board or, with a move, for the one the move makes.
func (s *Session) cmdClaim(in *typedLine, arg string) []Output {
	c := s.side(in)
	if arg == "" && s.claimWaiting() != nil {
		return s.reply(in, keyClaimWaits.Event())
	}
	if _, waitPress, waitRepeat := s.match.Pending(); arg == "" && !waitPress && !waitRepeat && s.mayClaimNormalMeans(in, c) {
		return s.claimNormalMeans(in, c) // Guidelines III.5, not 9.2 or 9.3
	}
	var with *rules.Move
	if arg != "" {
		q, err := speech.ParseMove(arg)
		if err != nil {
			return []Output{s.said(in, why(err, s.game(in)))}
		}
		m, err := s.game(in).Resolve(q)
		if err != nil {
			return []Output{s.said(in, why(err, s.game(in)))}
		}
		with = &m
	}
	offerBefore := s.game(in).DrawOfferBy()
	res, err := s.match.Claim(c, with)
	if err != nil {
		return []Output{s.said(in, s.drawError(in, err))}
	}
	if res.Correct {
		// Decided before any move written with it is made (9.2.1.1, 9.3.1).
		claimed := keyClaimedDraw.With(words.Outcome(s.match.Outcome()), words.Colour(c))
		if res.Written != nil {
			claimed = keyClaimedDrawWith.With(words.Outcome(s.match.Outcome()), words.Colour(c), words.Ply(*res.Written))
		}
		return []Output{{Kind: Save}, s.announced(claimed)}
	}
	// A wrong claim stands as a draw offer and gives the opponent time:
	// both are saved (found by FuzzLines), with the move written, if any.
	// The one save writes everything: the table saves after the line is
	// read.
	out := []Output{{Kind: Save}}
	if res.Played != nil {
		s.completed(c)
		played := *res.Played
		out = append(out, s.announced(keyMove.With(words.Ply(played))))
		if s.match.Outcome().Over() {
			return append(out, s.afterMove(played, offerBefore)...)
		}
	}
	out = append(out, s.announced(keyClaimRejected.With(words.Number(res.Occurrences), words.Number(res.Halfmoves))))
	return append(out, s.penalize(c.Other())...)
}

func (s *Session) cmdResign(in *typedLine, _ string) []Output {
	if o := s.game(in).Outcome(); o.Over() {
		return []Output{s.said(in, keyGameIsOver.With(words.Result(o.Result)))}
	}
	c := s.side(in)
	return s.ask(in, keyResignConfirm.Event(), keyResignCancelled.Event(), func(in *typedLine) []Output { return s.resignNow(in, c) })
}

func (s *Session) resignNow(in *typedLine, c rules.Color) []Output {
	if err := s.match.Resign(c); err != nil {
		return []Output{s.said(in, s.drawError(in, err))}
	}
	return []Output{{Kind: Save}, s.announced(keyOutcome.With(words.Outcome(s.match.Outcome())))}
}

// cmdHelp answers help with the topics, and help TOPIC with the topic's
// lines, each a short line of its own.
func (s *Session) cmdHelp(in *typedLine, topic string) []Output {
	if topic == "" {
		return []Output{s.said(in, keyHelp.Event())}
	}
	var out []Output
	for i := range s.book.HelpTopic(topic) { // as many lines in every language
		out = append(out, s.said(in, keyHelpLine.With(words.Text(topic), words.Number(i))))
	}
	return out
}

// cmdQuit leaves: the game is saved as it stands, whatever question was
// open (a sealing is called off; a player who comes back plays on).
func (s *Session) cmdQuit(in *typedLine, _ string) []Output {
	switch {
	case s.engine != nil && s.engine.analysisOnly:
		return []Output{s.said(in, keyAnalysisLeft.Event()), {Kind: Quit}} // anna analyze saves nothing
	case in.seat == SpectatorSeat:
		return []Output{s.said(in, keyGoodbye.Event()), {Kind: Quit}} // a spectator leaves; the game goes on
	}
	var out []Output
	if s.sealer != rules.NoColor && s.actsFor(in, s.sealer) {
		out = s.sealOff()
	}
	if s.online != nil { // back to the lichess lobby: the game may go on there
		return append(out, Output{Kind: Save}, s.said(in, keyOnlineLeft.With(words.Flag(!s.match.Outcome().Over()))), Output{Kind: Quit})
	}
	return append(out, Output{Kind: Save}, s.said(in, keyGoodbye.Event()), Output{Kind: Quit})
}

// cmdCancel answers cancel when no question waits for the line (a question
// that does is left where it is asked).
func (s *Session) cmdCancel(in *typedLine, _ string) []Output {
	return s.reply(in, keyNothingToCancel.Event())
}

// cmdCodes asks the table for the join codes the terminal may hand out.
func (s *Session) cmdCodes(in *typedLine, _ string) []Output {
	return []Output{{Kind: Codes, To: in.seat.audience(), Reply: true}}
}

// cmdFree is the arbiter's "free black": the table takes the player at the
// seat away (a frozen connection holds it); they may join again.
func (s *Session) cmdFree(in *typedLine, arg string) []Output {
	seat, ok := ParseSeat(arg)
	if !ok || seat == NoSeat || seat == SpectatorSeat {
		return s.reply(in, keyFreeHow.Event())
	}
	return []Output{{Kind: Free, Seat: seat, To: in.seat.audience(), Reply: true}}
}

// Freed notes on the scoresheet that the arbiter's free took the person
// at seat from the table (the table carries free out, and knows whether
// anybody sat there). The Laws have no article for a terminal that holds
// a seat; the arbiter acts on the duty to keep a good playing environment
// (12.2.3).
func (s *Session) Freed(seat Seat) {
	s.note(fmt.Sprintf("The arbiter freed the %s seat at the table; its player may take it again (12.2.3)", seat))
}

func (s *Session) drawError(in *typedLine, err error) Event {
	if o := s.game(in).Outcome(); o.Over() {
		return keyGameIsOver.With(words.Result(o.Result))
	}
	return speech.OfferRefused(err)
}

// The events said here.
var (
	keyAcceptCancelled = words.Declare("accept-cancelled")
	keyAcceptConfirm   = words.Declare("accept-confirm")
	keyBadMoveNumber   = words.Declare("bad-number", words.NumberKind, words.NumberKind)
	keyClaimRejected   = words.Declare("claim-rejected", words.NumberKind, words.NumberKind)
	keyClaimedDraw     = words.Declare("claimed-draw", words.OutcomeKind, words.ColourKind)
	keyClaimedDrawWith = words.Declare("claimed-draw-with", words.OutcomeKind, words.ColourKind, words.PlyKind)
	keyDrawCancelled   = words.Declare("draw-cancelled")
	keyDrawConfirm     = words.Declare("draw-confirm")
	keyFreeHow         = words.Declare("free-how")
	keyGoodbye         = words.Declare("goodbye")
	keyHelpLine        = words.Declare("help-line", words.TextKind, words.NumberKind)
	keyLastMoves       = words.Declare("last-moves", words.ListOf(words.PlyKind))
	keyMove            = words.Declare("move", words.PlyKind)
	keyMoveNumber      = words.Declare("move-number", words.NumberKind, words.ListOf(words.PlyKind))
	keyMoves           = words.Declare("moves", words.ListOf(words.PlyKind))
	keyNothingToCancel = words.Declare("nothing-to-cancel")
	keyNothingToRepeat = words.Declare("nothing-to-repeat")
	keyOfferStands     = words.Declare("offer-stands", words.ColourKind)
	keyOffers          = words.Declare("offers", words.ColourKind)
	keyOnlineLeft      = words.Declare("online-left", words.FlagKind)
	keyResignCancelled = words.Declare("resign-cancelled")
	keyResignConfirm   = words.Declare("resign-confirm")
)
