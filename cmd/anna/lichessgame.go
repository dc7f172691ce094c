package main

import (
	"context"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/rules"
)

// playGame plays a lichess game at this terminal. It opens the game's
// stream and announces the game from its first message (gameFull): the
// opponent, rated or casual, the clock, the player's colour.
func (l *lobby) playGame(ctx context.Context, g lichess.GameInfo, rest []byte) ([]byte, bool) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	full := make(chan lichess.GameFull, 1)
	go l.client.Game(ctx, g.GameID, func(m lichess.GameMessage) {
		if m.Full != nil {
			select {
			case full <- *m.Full:
			default:
			}
			cancel()
		}
	}, func() bool { return true })
	select {
	case f := <-full:
		l.announceGame(f)
		l.say(l.book.LichessPlayThere(l.client.GameURL(g.GameID))) // stage 2 of issue 22 plays it here
	case <-ctx.Done():
	}
	return rest, false
}

// announceGame says the game that starts: "Game against Aaron (1776),
// rated, 15+10: you play White."
func (l *lobby) announceGame(f lichess.GameFull) {
	you, opp := rules.White, f.Black
	if f.Black.ID == l.me.ID {
		you, opp = rules.Black, f.White
	}
	limit, inc := time.Duration(0), time.Duration(0)
	if f.Clock != nil {
		limit, inc = time.Duration(f.Clock.Initial)*time.Millisecond, time.Duration(f.Clock.Increment)*time.Millisecond
	}
	clock := l.book.LichessClock(limit, inc, f.DaysPerTurn)
	l.say(l.book.LichessGameStarts(l.book.LichessPlayer(opp.Name, opp.Rating), f.Rated, clock, l.book.Color(you)))
}
