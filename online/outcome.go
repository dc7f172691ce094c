package online

import (
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/rules"
)

// ending is what the server's status of a game over means, as anna says
// it: its result and reason. The server decided; anna does not judge.
type ending struct {
	status    string
	winner    rules.Color // NoColor: no winner
	toMove    rules.Color // the side to move when the game ended
	opponent  rules.Color // the server's side
	offered   bool        // a draw offer stood before the end
	drewClaim bool        // the player claimed a draw (the opponent gone)
}

// outcome is the end the status gives.
func (e ending) outcome() rules.Outcome {
	won := func(why rules.Reason, by rules.Color) rules.Outcome {
		o := rules.Outcome{Result: rules.WhiteWins, Reason: why, By: by}
		if e.winner == rules.Black {
			o.Result = rules.BlackWins
		}
		return o
	}
	drawn := func(why rules.Reason, by rules.Color) rules.Outcome {
		return rules.Outcome{Result: rules.Drawn, Reason: why, By: by}
	}
	switch e.status {
	case lichess.StatusAborted, lichess.StatusNoStart:
		return rules.Outcome{Result: rules.NoResult, Reason: rules.Aborted}
	case lichess.StatusMate:
		return won(rules.Checkmate, rules.NoColor)
	case lichess.StatusResign:
		if e.winner == rules.NoColor {
			return drawn(rules.ServerEnded, rules.NoColor)
		}
		return won(rules.Resignation, e.winner.Other())
	case lichess.StatusStalemate:
		return drawn(rules.Stalemate, rules.NoColor)
	case lichess.StatusOutOfTime:
		if e.winner == rules.NoColor {
			return drawn(rules.FlagFallNoMate, e.toMove)
		}
		return won(rules.FlagFall, e.winner.Other())
	case lichess.StatusTimeout:
		if e.winner == rules.NoColor {
			return drawn(rules.OpponentLeft, e.opponent)
		}
		return won(rules.OpponentLeft, e.winner.Other())
	case lichess.StatusDraw:
		switch {
		case e.drewClaim:
			return drawn(rules.OpponentLeft, e.opponent)
		case e.offered:
			return drawn(rules.Agreement, rules.NoColor)
		}
		return drawn(rules.ServerEnded, rules.NoColor)
	case lichess.StatusInsuffMat:
		return drawn(rules.DeadPosition, rules.NoColor)
	}
	if e.winner == rules.NoColor {
		return drawn(rules.ServerEnded, rules.NoColor)
	}
	return won(rules.ServerEnded, rules.NoColor)
}
