package lichess

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// How long a stream may stay silent before it is taken for dropped. The
// event stream sends an empty line every 7 seconds; the game stream sends
// one too, less often.
const (
	eventsIdle = 30 * time.Second
	gameIdle   = 90 * time.Second
)

// Events reads the event stream (/api/stream/event) until ctx ends or the
// token is refused, handing each message to handle; a dropped stream is
// reopened, and on opening the server sends every challenge and game
// running, so nothing is missed.
func (c *Client) Events(ctx context.Context, handle func(Event)) error {
	return c.stream(ctx, streamSpec{name: "events", method: http.MethodGet, path: "/api/stream/event", idle: eventsIdle,
		handle: func(line []byte) error {
			var e Event
			if json.Unmarshal(line, &e) != nil {
				return nil // not a message anna knows: passed over
			}
			handle(e)
			return nil
		}})
}

// GameMessage is one message of a game's stream: exactly one field is set.
type GameMessage struct {
	Full  *GameFull
	State *GameState
	Chat  *ChatLine
	Gone  *OpponentGone
	// Notice is no message of the server's but the stream's own news (lost,
	// back), in its place among the messages: the moves the stream resyncs
	// come after "back", never before it.
	Notice *Notice
}

// Game reads a game's stream (/api/board/game/stream/{id}) until the game
// is over (ended, asked when the server closes the stream), ctx ends, or
// the game is not found. A stream that drops is reopened; its first
// message is again the whole game (gameFull), from which the caller
// resyncs. The stream lost and back are handed to handle too (Notice), in
// order with the messages, not to Config.Notify.
func (c *Client) Game(ctx context.Context, id string, handle func(GameMessage), ended func() bool) error {
	return c.stream(ctx, streamSpec{name: "game", method: http.MethodGet, path: "/api/board/game/stream/" + url.PathEscape(id),
		idle: gameIdle, ended: ended, notice: func(n Notice) { handle(GameMessage{Notice: &n}) },
		handle: func(line []byte) error {
			var head struct {
				Type string `json:"type"`
			}
			if json.Unmarshal(line, &head) != nil {
				return nil
			}
			var m GameMessage
			var v any
			switch head.Type {
			case TypeGameFull:
				m.Full = new(GameFull)
				v = m.Full
			case TypeGameState:
				m.State = new(GameState)
				v = m.State
			case TypeChatLine:
				m.Chat = new(ChatLine)
				v = m.Chat
			case TypeOpponentGone:
				m.Gone = new(OpponentGone)
				v = m.Gone
			default:
				return nil
			}
			if json.Unmarshal(line, v) != nil {
				return nil
			}
			handle(m)
			return nil
		}})
}

func gamePath(id, action string) string {
	return "/api/board/game/" + url.PathEscape(id) + "/" + action
}

// Move plays a move in UCI (e2e4, e7e8q; castling e1g1 or, in Chess960,
// king takes rook e1h1), offering or accepting a draw with it when
// offeringDraw.
func (c *Client) Move(ctx context.Context, id, uci string, offeringDraw bool) error {
	path := gamePath(id, "move/"+url.PathEscape(uci))
	if offeringDraw {
		path += "?offeringDraw=true"
	}
	return c.post(ctx, path, nil)
}

func yesNo(yes bool) string {
	if yes {
		return "yes"
	}
	return "no"
}

// Draw offers a draw or accepts the opponent's offer (yes), or declines it.
func (c *Client) Draw(ctx context.Context, id string, yes bool) error {
	return c.post(ctx, gamePath(id, "draw/"+yesNo(yes)), nil)
}

// Takeback proposes a takeback or accepts the opponent's (yes), or
// declines it.
func (c *Client) Takeback(ctx context.Context, id string, yes bool) error {
	return c.post(ctx, gamePath(id, "takeback/"+yesNo(yes)), nil)
}

// Resign resigns the game.
func (c *Client) Resign(ctx context.Context, id string) error {
	return c.post(ctx, gamePath(id, "resign"), nil)
}

// Abort aborts the game (before both players have moved).
func (c *Client) Abort(ctx context.Context, id string) error {
	return c.post(ctx, gamePath(id, "abort"), nil)
}

// ClaimVictory claims the win when the opponent has left long enough.
func (c *Client) ClaimVictory(ctx context.Context, id string) error {
	return c.post(ctx, gamePath(id, "claim-victory"), nil)
}

// ClaimDraw claims a draw when the opponent has left long enough.
func (c *Client) ClaimDraw(ctx context.Context, id string) error {
	return c.post(ctx, gamePath(id, "claim-draw"), nil)
}

// Chat writes a line in the game's chat: room "player" (the opponent) or
// "spectator".
func (c *Client) Chat(ctx context.Context, id, room, text string) error {
	return c.post(ctx, gamePath(id, "chat"), url.Values{"room": {room}, "text": {text}})
}

// Seek is a public seek: a game with a random opponent.
type Seek struct {
	Clock Clock
	Rated bool
	Color string // "", white, black or random
}

// ErrNotSeekable: the Board API seeks rapid, classical and correspondence
// games only.
var ErrNotSeekable = fmt.Errorf("%w: the Board API seeks rapid, classical and correspondence games only", ErrClock)

// Seek posts a seek (/api/board/seek). A real-time seek stays open while
// it waits: Seek returns when the server closes it (an opponent was found,
// or it expired; the event stream says which) or ctx ends (the seek is
// withdrawn). A correspondence seek returns at once with its id.
func (c *Client) Seek(ctx context.Context, s Seek) (string, error) {
	if !s.Clock.Seekable() {
		return "", fmt.Errorf("%w (%s is %s)", ErrNotSeekable, s.Clock, s.Clock.Speed())
	}
	form := url.Values{"rated": {strconv.FormatBool(s.Rated)}, "variant": {"standard"}}
	if s.Color != "" {
		form.Set("color", s.Color)
	}
	if s.Clock.Days > 0 {
		form.Set("days", strconv.Itoa(s.Clock.Days))
		var out struct {
			ID string `json:"id"`
		}
		err := c.postJSON(ctx, "/api/board/seek", form, &out)
		return out.ID, err
	}
	form.Set("time", strconv.FormatFloat(s.Clock.Limit.Minutes(), 'f', -1, 64))
	form.Set("increment", strconv.Itoa(int(s.Clock.Increment/time.Second)))
	err := c.stream(ctx, streamSpec{name: "seek", method: http.MethodPost, path: "/api/board/seek", form: form,
		idle: eventsIdle, once: true, handle: func([]byte) error { return nil }})
	return "", err
}

// postJSON makes a POST and decodes its JSON answer, at most a megabyte,
// into v (a server that answered without end took anna lichess to 6 GB in
// 20 s).
func (c *Client) postJSON(ctx context.Context, path string, form url.Values, v any) error {
	return c.requestJSON(ctx, http.MethodPost, path, formBody(form), v)
}
