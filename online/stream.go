// Package online is the lichess opponent at the table: it sits at the
// opponent's seat, as package engine's Player sits at the engine's, and
// carries a game of the lichess Board API to the session and back. The
// opponent's moves, the clocks, the offers and the result come from the
// game's stream and are brought to the session (session.ServerState);
// the player's moves and what the player asks of the server (draw,
// takeback, resign, abort, claim, chat) are read from the session after
// every event at the table and sent. The server decides: anna says what
// it decided.
package online

import (
	"context"
	"errors"
	"sync"

	"github.com/anna-chess/anna/lichess"
)

// Server is the lichess Board API as one game uses it (*lichess.Client).
type Server interface {
	// Hold makes a request until the server takes or refuses it, waiting
	// while the server cannot be reached (held is called before the first
	// wait).
	Hold(ctx context.Context, do func(context.Context) error, held func()) error
	Game(ctx context.Context, id string, handle func(lichess.GameMessage), ended func() bool) error
	Move(ctx context.Context, id, uci string, offeringDraw bool) error
	Draw(ctx context.Context, id string, yes bool) error
	Takeback(ctx context.Context, id string, yes bool) error
	Resign(ctx context.Context, id string) error
	Abort(ctx context.Context, id string) error
	ClaimVictory(ctx context.Context, id string) error
	ClaimDraw(ctx context.Context, id string) error
	Chat(ctx context.Context, id, room, text string) error
}

// Stream is a game's stream, open: its first message (the whole game),
// and the messages after it, queued as they come so that the stream is
// never held up.
type Stream struct {
	ID   string
	Full lichess.GameFull

	cancel context.CancelFunc
	ready  chan struct{} // signalled when messages wait
	room   chan struct{} // signalled when they are taken: push waits for it past maxQueued
	ended  chan struct{} // closed when the stream has ended for good
	err    error         // why it ended (nil: the game is over, or Close)

	mu    sync.Mutex
	queue []lichess.GameMessage
	over  bool // the server said the game is over
}

// ErrNoGame: the stream ended before its first message.
var ErrNoGame = errors.New("online: the game's stream ended before the game was sent")

// Open opens the game's stream and waits for its first message (gameFull).
// The stream is reopened by the client when it drops; each reopening
// starts with gameFull again, which the player resyncs from. The stream's
// notices (lost, back) before its first message go to early (nil: none
// said); those after it are said at the table in their place among the
// messages.
func Open(ctx context.Context, srv Server, id string, early func(lichess.Notice)) (*Stream, error) {
	ctx, cancel := context.WithCancel(ctx)
	s := &Stream{ID: id, cancel: cancel, ready: make(chan struct{}, 1), room: make(chan struct{}, 1), ended: make(chan struct{})}
	first := make(chan lichess.GameFull, 1)
	go func() {
		got := false
		err := srv.Game(ctx, id, func(m lichess.GameMessage) {
			if m.Notice != nil && !got {
				if early != nil {
					early(*m.Notice)
				}
				return
			}
			if m.Full != nil && !got {
				got = true
				s.mu.Lock()
				s.over = lichess.Over(m.Full.State.Status)
				s.mu.Unlock()
				first <- *m.Full
				return
			}
			s.push(ctx, m)
		}, s.isOver)
		s.mu.Lock()
		if ctx.Err() == nil {
			s.err = err
		}
		s.mu.Unlock()
		close(s.ended)
	}()
	select {
	case f := <-first:
		s.Full = f
		return s, nil
	case <-s.ended:
		cancel()
		if s.err != nil {
			return nil, s.err
		}
		return nil, ErrNoGame
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// maxQueued bounds the messages waiting for the player: past it the
// stream is read no further until they are taken (the server waits), as
// when the table is behind (Player.run). A hostile server's endless draw
// offers and chat lines took anna lichess to 700 MB in 30 s.
const maxQueued = 64

// push queues a message of the stream's, waiting while maxQueued wait.
func (s *Stream) push(ctx context.Context, m lichess.GameMessage) {
	s.mu.Lock()
	for len(s.queue) >= maxQueued {
		s.mu.Unlock()
		select {
		case <-s.room:
		case <-ctx.Done():
			return
		}
		s.mu.Lock()
	}
	s.mu.Unlock()
	s.add(m)
}

// add queues a message at once (a notice told elsewhere: a few at most); a
// state that ends the game marks the stream over, so that the server
// closing it is its end, not a drop.
func (s *Stream) add(m lichess.GameMessage) {
	s.mu.Lock()
	s.queue = append(s.queue, m)
	switch {
	case m.State != nil:
		s.over = lichess.Over(m.State.Status)
	case m.Full != nil:
		s.over = lichess.Over(m.Full.State.Status)
	}
	s.mu.Unlock()
	s.signal()
}

// signal says that messages may wait.
func (s *Stream) signal() {
	select {
	case s.ready <- struct{}{}:
	default:
	}
}

func (s *Stream) isOver() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.over
}

// take returns the messages waiting, in order.
func (s *Stream) take() []lichess.GameMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	q := s.queue
	s.queue = nil
	select {
	case s.room <- struct{}{}:
	default:
	}
	return q
}

// Err is why the stream ended, once it has (nil for a game over).
func (s *Stream) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Close ends the stream.
func (s *Stream) Close() {
	s.cancel()
	<-s.ended
}
