package rules

import "fmt"

// How a game ends other than by a move: a flag falls, a player resigns, a
// draw is offered and accepted.

// FlagFall ends the game because c's time ran out (6.9): c loses, unless
// the opponent cannot checkmate by any series of legal moves; then it is a
// draw.
func (g *Game) FlagFall(c Color) (Outcome, error) {
	if g.outcome.Over() {
		return g.outcome, ErrGameOver
	}
	if g.CanCheckmate(c.Other()) {
		g.outcome = winFor(c.Other(), FlagFall)
	} else {
		g.outcome = draw(FlagFallNoMate)
	}
	g.offerBy = NoColor
	return g.outcome, nil
}

// BothFlags ends the game drawn: both flags down in the last period with the
// order unknown (III.3.1).
func (g *Game) BothFlags() error {
	if g.outcome.Over() {
		return ErrGameOver
	}
	g.outcome = draw(BothFlags)
	g.offerBy = NoColor
	return nil
}

// Resign ends the game: c resigns (5.1.2). Under the 2023 text the game
// is drawn when the opponent cannot checkmate c's king by any possible
// series of legal moves; under the 2017 text c loses whatever stands on
// the board.
func (g *Game) Resign(c Color) error {
	if g.outcome.Over() {
		return ErrGameOver
	}
	g.outcome = g.lostUnlessNoMate(c, Resignation, g.laws.ResignationCanDraw())
	g.offerBy = NoColor
	return nil
}

// lostUnlessNoMate is the outcome of a game c loses for why, or a draw
// when drawIfNoMate and the opponent cannot checkmate by any series of
// legal moves (6.9, 7.5.5, and 5.1.2 of the 2023 text).
func (g *Game) lostUnlessNoMate(c Color, why Reason, drawIfNoMate bool) Outcome {
	o := winFor(c.Other(), why)
	if drawIfNoMate && !g.CanCheckmate(c.Other()) {
		o = draw(why)
	}
	o.By = c
	return o
}

// Declare ends the game by the arbiter's decision that c has lost it: a
// second completed illegal move (7.5.5; a draw when the opponent cannot
// checkmate), a penalty (12.9.6), or not coming to the board in time
// (6.7.1). Other reasons are refused.
func (g *Game) Declare(c Color, why Reason) error {
	switch {
	case g.outcome.Over():
		return ErrGameOver
	case why != SecondIllegalMove && why != ArbiterForfeit && why != Absence:
		return fmt.Errorf("rules: the arbiter does not declare a game lost for %s", why)
	}
	g.outcome = g.lostUnlessNoMate(c, why, why == SecondIllegalMove)
	g.offerBy = NoColor
	return nil
}

// DrawByArbiter ends the game drawn by the arbiter's decision on by's
// claim (why: NormalMeansClaim, Guidelines III.5).
func (g *Game) DrawByArbiter(why Reason, by Color) error {
	switch {
	case g.outcome.Over():
		return ErrGameOver
	case why != NormalMeansClaim:
		return fmt.Errorf("rules: the arbiter does not declare a draw for %s", why)
	}
	g.outcome = draw(why)
	g.outcome.By = by
	g.offerBy = NoColor
	return nil
}

// OfferDraw records that c offers a draw (9.1.2). The offer stands until the
// opponent accepts it or declines it by moving.
func (g *Game) OfferDraw(c Color) error {
	if err := g.CanOfferDraw(c); err != nil {
		return err
	}
	g.offerBy = c
	// An offer made after one's own move (the usual way, 9.1.2.1) is
	// written with that move; one made before moving, with the next.
	if n := len(g.plies); n > 0 && c != g.Turn() && g.plies[n-1].Color == c {
		g.plies[n-1].DrawOffered = true
	}
	return nil
}

// CanOfferDraw says whether c may offer a draw now, without offering it
// (for a question before the offer): nil, or the error OfferDraw would give.
func (g *Game) CanOfferDraw(c Color) error {
	switch {
	case g.outcome.Over():
		return ErrGameOver
	case g.offerBy == c:
		return ErrOfferExists
	}
	return nil
}

// AcceptDraw ends the game in a draw by agreement if the opponent of c has a
// standing offer (5.2.3).
func (g *Game) AcceptDraw(c Color) error {
	if err := g.CanAcceptDraw(c); err != nil {
		return err
	}
	g.outcome = draw(Agreement)
	g.offerBy = NoColor
	return nil
}

// CanAcceptDraw says whether c may accept a draw now, without accepting it
// (for a question before the acceptance): nil, or the error AcceptDraw
// would give.
func (g *Game) CanAcceptDraw(c Color) error {
	switch {
	case g.outcome.Over():
		return ErrGameOver
	case g.offerBy == NoColor:
		return ErrNoOffer
	case g.offerBy == c:
		return ErrOwnOffer
	case !g.bothHaveMoved():
		return ErrTooEarly
	}
	return nil
}

// bothHaveMoved reports whether each player has made at least one move (5.2.3).
func (g *Game) bothHaveMoved() bool {
	var white, black bool
	for _, p := range g.plies {
		white = white || p.Color == White
		black = black || p.Color == Black
	}
	return white && black
}

// Record ends the game as an authority outside the board decided it: the
// server of an online game (its result and reason, whatever the position
// says). A game over already is not changed.
func (g *Game) Record(o Outcome) error {
	switch {
	case g.outcome.Over():
		return ErrGameOver
	case !o.Over():
		return fmt.Errorf("rules: %s is no result", o)
	}
	g.outcome = o
	g.offerBy = NoColor
	return nil
}

// PlayOn takes back an end the Laws impose by themselves (a dead
// position, fivefold repetition, 75 moves) for a game whose end a server
// decides (an online game: lichess plays on where anna sees a dead
// position it does not); checkmate, stalemate and every other end stand.
func (g *Game) PlayOn() {
	switch g.outcome.Reason {
	case DeadPosition, FivefoldRepetition, SeventyFiveMoves:
		g.outcome = Outcome{}
	}
}
