package lichess

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// ChallengeSpec is a challenge to a player.
type ChallengeSpec struct {
	User  string
	Clock Clock
	Rated bool
	Color string // "", white, black or random
}

// ChallengeDone is how a challenge kept open ended, as the server says
// ({"done": "accepted"}): accepted, declined or canceled.
type ChallengeDone string

// Challenge challenges a player (/api/challenge/{username}) and keeps the
// challenge open (keepAliveStream) until the player answers or ctx ends
// (the challenge is then withdrawn). created hears the challenge as the
// server made it. A game that starts is told on the event stream.
func (c *Client) Challenge(ctx context.Context, s ChallengeSpec, created func(Challenge)) (ChallengeDone, error) {
	if err := s.Clock.CheckChallenge(); err != nil {
		return "", err
	}
	form := url.Values{"rated": {strconv.FormatBool(s.Rated)}, "variant": {"standard"}, "keepAliveStream": {"true"}}
	if s.Color != "" {
		form.Set("color", s.Color)
	}
	if s.Clock.Days > 0 {
		form.Set("days", strconv.Itoa(s.Clock.Days))
	} else {
		form.Set("clock.limit", strconv.Itoa(int(s.Clock.Limit/time.Second)))
		form.Set("clock.increment", strconv.Itoa(int(s.Clock.Increment/time.Second)))
	}
	var done ChallengeDone
	err := c.stream(ctx, streamSpec{name: "challenge", method: http.MethodPost, path: "/api/challenge/" + url.PathEscape(s.User),
		form: form, idle: eventsIdle, once: true,
		handle: func(line []byte) error {
			var msg struct {
				Done string `json:"done"`
				ID   string `json:"id"`
			}
			if json.Unmarshal(line, &msg) != nil {
				return nil
			}
			if msg.Done != "" {
				done = ChallengeDone(msg.Done)
				return nil
			}
			var ch Challenge
			if msg.ID != "" && json.Unmarshal(line, &ch) == nil && created != nil {
				created(ch)
			}
			return nil
		}})
	return done, err
}

// AcceptChallenge accepts a challenge; the game starts on the event stream.
func (c *Client) AcceptChallenge(ctx context.Context, id string) error {
	return c.post(ctx, "/api/challenge/"+url.PathEscape(id)+"/accept", nil)
}

// DeclineChallenge declines a challenge, with a reason lichess translates
// for the challenger (generic, later, tooFast, tooSlow, timeControl, rated,
// casual, ...); "" for generic.
func (c *Client) DeclineChallenge(ctx context.Context, id, reason string) error {
	var form url.Values
	if reason != "" {
		form = url.Values{"reason": {reason}}
	}
	return c.post(ctx, "/api/challenge/"+url.PathEscape(id)+"/decline", form)
}

// CancelChallenge withdraws a challenge of one's own.
func (c *Client) CancelChallenge(ctx context.Context, id string) error {
	return c.post(ctx, "/api/challenge/"+url.PathEscape(id)+"/cancel", nil)
}

// AISpec is a game against lichess's own AI, Stockfish at a level from
// 1 to 8. Such a game is never rated.
type AISpec struct {
	Level int
	Clock Clock  // Days for correspondence; the zero Clock is unlimited
	Color string // "", white, black or random
}

// AIGame is the game lichess started against its AI (the answer of
// /api/challenge/ai): its id, and the player's colour.
type AIGame struct {
	ID     string `json:"id"`
	Player string `json:"player"`
	Speed  string `json:"speed"`
	Rated  bool   `json:"rated"`
}

// ErrAILevel: lichess's AI plays at levels 1 to 8.
var ErrAILevel = errors.New("lichess: the AI's level is 1 to 8")

// ChallengeAI starts a game against lichess's AI (POST
// /api/challenge/ai). The game starts at once; it is told on the event
// stream like any other.
func (c *Client) ChallengeAI(ctx context.Context, s AISpec) (AIGame, error) {
	if s.Level < 1 || s.Level > 8 {
		return AIGame{}, ErrAILevel
	}
	form := url.Values{"level": {strconv.Itoa(s.Level)}, "variant": {"standard"}}
	if s.Color != "" {
		form.Set("color", s.Color)
	}
	switch {
	case s.Clock.Days > 0:
		form.Set("days", strconv.Itoa(s.Clock.Days))
	case s.Clock.Limit > 0 || s.Clock.Increment > 0:
		if err := s.Clock.CheckChallenge(); err != nil {
			return AIGame{}, err
		}
		form.Set("clock.limit", strconv.Itoa(int(s.Clock.Limit/time.Second)))
		form.Set("clock.increment", strconv.Itoa(int(s.Clock.Increment/time.Second)))
	}
	var g AIGame
	err := c.postJSON(ctx, "/api/challenge/ai", form, &g)
	return g, err
}
