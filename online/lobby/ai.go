package lobby

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/words"
)

// challengeAI starts a game against lichess's own AI, Stockfish at level
// 1 to 8 (never rated): the game starts at once, and comes on the event
// stream like any other. Its start may come before lichess's answer has
// named the game: the AI games that start meanwhile wait (aiSeen) and are
// taken again once the answer is in.
func (l *lobby) challengeAI(ctx context.Context, level int, clock lichess.Clock, color string) {
	l.say(l.book.Say(keyChallengingAI.With(words.Number(level), words.Said(l.clockOf(clock)))))
	l.aiPending = true
	go func() {
		g, err := l.client.ChallengeAI(ctx, lichess.AISpec{Level: level, Clock: clock, Color: color})
		l.results <- func() {
			l.aiPending = false
			if err != nil && ctx.Err() == nil {
				l.say(l.problem(err))
			} else if err == nil {
				l.expect[g.ID] = true
			}
			seen := l.aiSeen
			l.aiSeen = nil
			for _, g := range seen {
				go func() {
					select {
					case l.events <- lichess.Event{Type: lichess.GameStart, Game: &g}:
					case <-ctx.Done():
					}
				}()
			}
		}
	}()
}

// aiWaits keeps an AI game's start while lichess has not yet answered
// which game is the one asked for; it reports whether it kept it.
func (l *lobby) aiWaits(g lichess.GameInfo) bool {
	if !l.aiPending || g.Source != "ai" {
		return false
	}
	l.aiSeen = append(l.aiSeen, g)
	return true
}

// aiCommand is the lobby's ai LEVEL [TIME CONTROL] [white|black|random]:
// the flags' time control (or 15+10) and colour when none is given.
func (l *lobby) aiCommand(ctx context.Context, args []string) {
	level := 0
	if len(args) > 0 {
		level, _ = strconv.Atoi(args[0])
	}
	if level < 1 || level > 8 {
		l.say(l.book.Say(keyAIUsage.Event()))
		return
	}
	color := l.cfg.Color
	var rest []string
	for _, a := range args[1:] {
		switch w := strings.ToLower(a); w {
		case "white", "black", "random":
			color = w
		case "rated":
			l.say(l.book.Say(keyAIUsage.Event()))
			return
		default:
			rest = append(rest, a)
		}
	}
	if clock, _, ok := l.clockArgs(rest); ok {
		l.challengeAI(ctx, level, clock, color)
	}
}

// defaultClock is the flags' time control (--seek), or 15+10.
func (l *lobby) defaultClock() lichess.Clock {
	clock := lichess.Clock{Limit: 15 * time.Minute, Increment: 10 * time.Second}
	if l.cfg.Seek != "" {
		clock, _ = lichess.ParseClock(l.cfg.Seek)
	}
	return clock
}
