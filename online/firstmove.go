package online

import (
	"strings"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// The first move: lichess aborts a game whose player does not make their
// first move in time (the state's expiration). anna says how long the
// player has, when it is their first move, and the seconds as they pass,
// as it counts down to a claim.

// firstMove takes a state's expiration: it starts the countdown when the
// player's first move is awaited, and stops it when it is not.
func (p *Player) firstMove(st lichess.GameState) {
	n := len(strings.Fields(st.Moves))
	waits := st.Expiration != nil && !lichess.Over(st.Status) && n < 2 && p.turnAfter(n) == p.me
	if !waits {
		p.stopFirstMove()
		return
	}
	if p.first != nil {
		return // the same wait, told again: the countdown goes on
	}
	left := time.Duration(st.Expiration.MillisToMove-st.Expiration.IdleMillis) * time.Millisecond
	if left < time.Second {
		return
	}
	left = left.Round(time.Second)
	p.first = &claimClock{at: time.Now().Add(left), timer: time.NewTimer(untilNextSaid(left))}
	p.say(keyOnlineFirstMove.With(words.Duration(left)))
}

// firstMoveTick says the seconds left for the first move.
func (p *Player) firstMoveTick() {
	left := time.Until(p.first.at).Round(time.Second)
	if left <= 0 {
		p.first = nil // lichess aborts the game, and says so
		return
	}
	p.first.timer.Reset(untilNextSaid(left))
	p.say(keyOnlineFirstMove.With(words.Duration(left)))
}

func (p *Player) stopFirstMove() {
	if p.first != nil {
		p.first.timer.Stop()
		p.first = nil
	}
}

// turnAfter is the side to move after n plies of the server's list.
func (p *Player) turnAfter(n int) rules.Color {
	turn := rules.White
	if n%2 == 1 {
		turn = rules.Black
	}
	if start, err := lichess.NewGame(p.stream.Full); err == nil && start.Turn() == rules.Black {
		turn = turn.Other()
	}
	return turn
}

// The events said here.
var (
	keyOnlineFirstMove = words.Declare("online-first-move", words.DurationKind)
)
