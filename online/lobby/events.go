package lobby

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"time"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/online"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// challenge challenges a player and keeps the challenge open until they
// answer, or the player withdraws it.
func (l *lobby) challenge(user string, clock lichess.Clock, rated bool) {
	l.challenges.stop()
	ctx, cancel := context.WithCancel(context.Background())
	s := &searching{cancel: cancel, since: time.Now(), clock: clock, rated: rated, user: user}
	l.challenges = s
	challenged := player(user, 0)
	l.say(l.book.Say(keyChallenging.With(words.Said(challenged), words.Flag(rated), words.Said(l.clockOf(clock)))))
	go func() {
		done, err := l.client.Challenge(ctx, lichess.ChallengeSpec{User: user, Clock: clock, Rated: rated, Color: l.cfg.Color},
			func(ch lichess.Challenge) {
				l.results <- func() { l.expect[ch.ID] = true }
			})
		l.results <- func() {
			if l.challenges != s {
				return
			}
			l.challenges = nil
			switch {
			case errors.Is(err, context.Canceled):
			case err != nil:
				l.say(l.problemWith(challenged, err))
			case done == "declined":
				l.saidOnce(s.user, l.book.Say(keyDeclined.With(words.Said(challenged))))
			}
		}
	}()
}

func (l *lobby) problemWith(player words.Event, err error) speech.Phrase {
	var api *lichess.APIError
	switch {
	case errors.Is(err, lichess.ErrNotFound):
		return l.book.Say(keyChallengeFailed.With(words.Said(player), words.Text("no such player")))
	case errors.As(err, &api):
		return l.book.Say(keyChallengeFailed.With(words.Said(player), words.Text(api.Message)))
	}
	return l.book.Say(keyChallengeFailed.With(words.Said(player), words.Text(strings.TrimPrefix(err.Error(), "lichess: "))))
}

// saidOnce says p unless it was said for key already (an answer comes
// both on the challenge's stream and on the event stream).
func (l *lobby) saidOnce(key string, p speech.Phrase) {
	if l.told[key] {
		return
	}
	l.told[key] = true
	l.say(p)
}

// answer accepts or declines a challenge: the one named, or the latest.
func (l *lobby) answer(ctx context.Context, accept bool, args []string) {
	i := len(l.incoming) - 1
	if len(args) > 0 {
		for j, ch := range l.incoming {
			if strings.EqualFold(ch.Challenger.Name, args[0]) || ch.ID == args[0] {
				i = j
			}
		}
	}
	if i < 0 {
		l.say(l.book.Say(keyNoChallenge.Event()))
		return
	}
	ch := l.incoming[i]
	l.incoming = append(l.incoming[:i], l.incoming[i+1:]...)
	if accept {
		l.expect[ch.ID] = true
	}
	go func() {
		var err error
		if accept {
			err = l.client.AcceptChallenge(ctx, ch.ID)
		} else {
			err = l.client.DeclineChallenge(ctx, ch.ID, "")
		}
		if err != nil && ctx.Err() == nil {
			l.results <- func() { l.say(l.problem(err)) }
		}
	}()
}

// resume plays a game that was running: the one against the player named,
// or the first.
func (l *lobby) resume(ctx context.Context, args []string) bool {
	for id, g := range l.running {
		if len(args) == 0 || g.Opponent != nil && strings.EqualFold(g.Opponent.Username, args[0]) {
			delete(l.running, id)
			return l.startGame(ctx, g)
		}
	}
	l.say(l.book.Say(keyNoGame.Event()))
	return false
}

// event takes a message of the event stream; it reports whether the
// player left anna during a game that started.
func (l *lobby) event(ctx context.Context, e lichess.Event) bool {
	switch e.Type {
	case lichess.ChallengeIn:
		ch := e.Challenge
		if ch == nil || strings.EqualFold(ch.Challenger.ID, l.me.ID) {
			return false // the player's own challenge
		}
		for _, c := range l.incoming {
			if c.ID == ch.ID {
				return false // said already (the stream was opened again)
			}
		}
		l.incoming = append(l.incoming, *ch)
		tc := ch.TimeControl
		clock := clockOf(time.Duration(tc.Limit)*time.Second, time.Duration(tc.Increment)*time.Second, tc.DaysPerTurn)
		l.say(l.book.Say(keyChallengeFrom.With(words.Said(player(ch.Challenger.Name, ch.Challenger.Rating)), words.Flag(ch.Rated), words.Said(clock))))
	case lichess.ChallengeCanceled:
		for i, c := range l.incoming {
			if e.Challenge != nil && c.ID == e.Challenge.ID {
				l.incoming = append(l.incoming[:i], l.incoming[i+1:]...)
				l.say(l.book.Say(keyWithdrawn.With(words.Said(player(c.Challenger.Name, 0)))))
				break
			}
		}
	case lichess.ChallengeDeclined:
		if ch := e.Challenge; ch != nil && ch.DestUser != nil && l.challenges != nil && strings.EqualFold(ch.DestUser.Name, l.challenges.user) {
			l.saidOnce(l.challenges.user, l.book.Say(keyDeclined.With(words.Said(player(ch.DestUser.Name, 0)))))
		}
	case lichess.GameStart:
		if e.Game == nil {
			return false
		}
		g := *e.Game
		if l.expect[g.GameID] || l.seekFound(g) || l.challenged(g) {
			delete(l.expect, g.GameID)
			return l.startGame(ctx, g)
		}
		if l.aiWaits(g) {
			return false
		}
		if _, known := l.running[g.GameID]; !known {
			l.running[g.GameID] = g
			l.say(l.book.Say(keyGameRunning.With(words.Said(opponentOf(g)))))
		}
	case lichess.GameFinish:
		if e.Game != nil {
			delete(l.running, e.Game.GameID)
		}
	}
	return false
}

// seekFound reports whether g is the game the player's seek found: a new
// game from the lobby, not one running already, which lichess sends again
// whenever the event stream opens (anna started with --seek while a game
// runs, or the stream opened anew while the seek waits).
func (l *lobby) seekFound(g lichess.GameInfo) bool {
	_, running := l.running[g.GameID]
	return l.seeking != nil && g.Source == "lobby" && !running && g.LastMove == ""
}

// challenged reports whether g is the game of the player's open
// challenge: its start can come on the event stream before the challenge's
// own stream has named the challenge (and so the game) to expect.
func (l *lobby) challenged(g lichess.GameInfo) bool {
	return l.challenges != nil && g.Opponent != nil && strings.EqualFold(g.Opponent.Username, l.challenges.user)
}

// opponentOf is the opponent of a game in the event stream as said:
// lichess's Stockfish by its level in the player's words (lichess names it
// in English), anyone else by name and rating.
func opponentOf(g lichess.GameInfo) words.Event {
	switch {
	case g.Opponent == nil:
		return player("?", 0)
	case g.Opponent.AI > 0:
		return keyAIPlayer.With(words.Number(g.Opponent.AI))
	}
	return player(g.Opponent.Username, g.Opponent.Rating)
}

// notice says what happens on the way: a wait asked for by lichess,
// lichess lost (at most once a minute) and back, as a game says it.
func (l *lobby) notice(n lichess.Notice) {
	if e, ok := online.NoticeSaid(n); ok {
		l.say(l.book.Say(e))
	}
}

// startGame plays a game that has started: what is under way is
// withdrawn, the game is announced and played; then the lobby goes on. It
// reports whether the player left anna.
func (l *lobby) startGame(ctx context.Context, g lichess.GameInfo) bool {
	l.seeking.stop()
	l.challenges.stop()
	l.seeking, l.challenges = nil, nil
	rest := l.feed.stop()
	l.aheadUnseen = false
	left, quit := l.play(ctx, g, rest)
	l.feed = l.newFeed(left, l.aheadUnseen)
	if i := bytes.LastIndexByte(left, '\n'); l.aheadUnseen && !l.echo {
		l.begun = cleantext.Line(string(left[i+1:])) // typed on at the prompt
	}
	if !quit {
		l.say(l.book.Say(keyLobbyHelp.Event()))
	}
	return quit
}
