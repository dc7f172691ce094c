package rules

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

// Resign ends the game: c resigns (5.1.2).
func (g *Game) Resign(c Color) error {
	if g.outcome.Over() {
		return ErrGameOver
	}
	g.outcome = winFor(c.Other(), Resignation)
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
