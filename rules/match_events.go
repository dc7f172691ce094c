package rules

// Events that concern the game rather than one board — an offer, a claim,
// a resignation, a flag, a note for the arbiter — are written on both
// scoresheets alike.

// Outcome is the match's result: both scoresheets carry the same.
func (m *Match) Outcome() Outcome {
	if o := m.sheets[0].Outcome(); o.Over() {
		return o
	}
	return m.sheets[1].Outcome()
}

// DrawOfferBy is the colour whose draw offer stands, or NoColor.
func (m *Match) DrawOfferBy() Color { return m.sheets[0].DrawOfferBy() }

// both runs f on both scoresheets: first on White's, and on Black's only
// if it succeeded there.
func (m *Match) both(f func(*Game) error) error {
	if err := f(m.sheets[0]); err != nil {
		return err
	}
	return f(m.sheets[1])
}

// Resign: c resigns (5.1.2).
func (m *Match) Resign(c Color) error { return m.both(func(g *Game) error { return g.Resign(c) }) }

// OfferDraw: c offers a draw (9.1.2).
func (m *Match) OfferDraw(c Color) error {
	return m.both(func(g *Game) error { return g.OfferDraw(c) })
}

// AcceptDraw: c accepts the standing offer (5.2.3).
func (m *Match) AcceptDraw(c Color) error {
	return m.both(func(g *Game) error { return g.AcceptDraw(c) })
}

// Claim is c's draw claim (9.2, 9.3), judged on the scoresheets, which must
// agree (no move may wait to be repeated). A move written with the claim is
// played on both boards.
func (m *Match) Claim(c Color, with *Move) (ClaimResult, error) {
	if m.pending != nil {
		if !m.pending.completed {
			return ClaimResult{}, ErrPressFirst
		}
		return ClaimResult{}, ErrRepeatFirst
	}
	res, err := m.sheets[0].Claim(c, with)
	if err != nil {
		return res, err
	}
	m.sheets[1].Claim(c, with) // the same scoresheet: the same answer
	m.boards = [2]*[64]Piece{}
	return res, nil
}

// FlagFall ends the match on c's time (6.9).
func (m *Match) FlagFall(c Color) (Outcome, error) {
	var o Outcome
	err := m.both(func(g *Game) error {
		var err error
		o, err = g.FlagFall(c)
		return err
	})
	return o, err
}

// BothFlags ends the match drawn with both flags down (III.3.1).
func (m *Match) BothFlags() error { return m.both((*Game).BothFlags) }

// Comment writes a note for the arbiter on both scoresheets.
func (m *Match) Comment(text string) {
	for _, g := range m.sheets {
		g.Comment(text)
	}
}

// Laws is the text of the Laws of Chess the match is played by.
func (m *Match) Laws() Laws { return m.sheets[0].laws }

// SetLaws plays the match by the text l of the Laws from now on.
func (m *Match) SetLaws(l Laws) {
	for _, g := range m.sheets {
		g.SetLaws(l)
	}
}

// Declare ends the match by the arbiter's decision that c has lost it
// (7.5.5, 12.9.6, 6.7.1).
func (m *Match) Declare(c Color, why Reason) error {
	return m.both(func(g *Game) error { return g.Declare(c, why) })
}

// DrawByArbiter ends the match drawn by the arbiter's decision on by's
// claim (Guidelines III.5).
func (m *Match) DrawByArbiter(why Reason, by Color) error {
	return m.both(func(g *Game) error { return g.DrawByArbiter(why, by) })
}

// Record ends the match as an online server decided it (Game.Record).
func (m *Match) Record(o Outcome) error {
	return m.both(func(g *Game) error { return g.Record(o) })
}

// PlayOn takes back an end the Laws impose by themselves on both
// scoresheets, for a game a server ends (Game.PlayOn).
func (m *Match) PlayOn() {
	for _, g := range m.sheets {
		g.PlayOn()
	}
}
