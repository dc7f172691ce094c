package online

import (
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/session"
)

// The opponent gone: lichess says when the player may claim the win (or a
// draw); anna says so, and the seconds as they pass.

// claimEvery is how often the seconds left before a claim are said.
const claimEvery = 10 * time.Second

// claimClock counts down to the moment a claim is allowed.
type claimClock struct {
	at    time.Time // when the claim is allowed
	timer *time.Timer
}

// opponentGone takes lichess's word that the opponent has left (and when
// a claim is allowed), or is back.
func (p *Player) opponentGone(g lichess.OpponentGone) {
	if !g.Gone {
		p.stopCountdown()
		p.t.Act(func(s *session.Session) []session.Output { return s.ServerGone(false, 0, false) })
		return
	}
	if g.ClaimWinInSeconds == nil {
		p.t.Act(func(s *session.Session) []session.Output { return s.ServerGone(true, 0, false) })
		return
	}
	left := time.Duration(*g.ClaimWinInSeconds) * time.Second
	again := p.gone != nil
	p.stopCountdown()
	if left > 0 {
		p.gone = &claimClock{at: time.Now().Add(left), timer: time.NewTimer(untilNextSaid(left))}
	}
	if again && left > 0 {
		return // the same absence, told again: the countdown goes on
	}
	p.t.Act(func(s *session.Session) []session.Output { return s.ServerGone(true, left, true) })
}

// countdown says the seconds left before a claim, or that it is allowed.
func (p *Player) countdown() {
	left := time.Until(p.gone.at).Round(time.Second)
	if left <= 0 {
		p.gone = nil
	} else {
		p.gone.timer.Reset(untilNextSaid(left))
	}
	p.t.Act(func(s *session.Session) []session.Output { return s.ServerGone(true, max(left, 0), true) })
}

// untilNextSaid is how long until the next moment the seconds are said:
// a whole number of claimEvery before the claim, or the claim itself.
func untilNextSaid(left time.Duration) time.Duration {
	next := (left - 1) / claimEvery * claimEvery
	return left - next
}

func (p *Player) stopCountdown() {
	if p.gone != nil {
		p.gone.timer.Stop()
		p.gone = nil
	}
}
