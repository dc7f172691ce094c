package lichess

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"sync/atomic"
	"time"
)

// NoticeKind is what happened on the way to the server.
type NoticeKind int8

const (
	// RateLimited: the server answered 429; the client waits Notice.Wait
	// before it tries again.
	RateLimited NoticeKind = iota
	// StreamLost: a stream dropped (or could not be opened), or a held
	// request could not reach lichess; it is tried again in Notice.Wait.
	StreamLost
	// StreamBack: a stream lost before is open again, or a held request
	// reached lichess.
	StreamBack
)

// Notice tells the caller what happens on the way: the client goes on by
// itself, and the player hears why they wait. The client's link (link.go)
// says which notices are lines for the player: one when lichess is lost,
// at most one a minute while it stays lost (Again), one when it is back;
// the others are Quiet. Only the game's stream hands on its Quiet ones
// (its own loss and return, which the game follows); Config.Notify hears
// the lines alone.
type Notice struct {
	Kind   NoticeKind
	Stream string        // "events", "game", "seek" or "request": what it concerns
	Wait   time.Duration // RateLimited, StreamLost: how long until the next try
	Err    error         // StreamLost: why (ErrNoNetwork, an *APIError for 5xx, io.ErrUnexpectedEOF)
	Quiet  bool          // not a line to say: lichess was said lost (or back) already
	Again  bool          // StreamLost: lichess is still lost, tried again and again
}

// maxLine is the longest NDJSON line read: a game's full state is a few
// kilobytes; anything far longer is no message of the API.
const maxLine = 1 << 20

// errIdle: nothing, not even a keep-alive line, came for too long.
var errIdle = errors.New("lichess: the stream went silent")

// errLineTooLong: a line longer than maxLine.
var errLineTooLong = errors.New("lichess: a stream line is too long")

// streamSpec is one NDJSON stream: where, how long it may stay silent, and
// what to do with its lines.
type streamSpec struct {
	name   string // for notices
	method string
	path   string
	form   url.Values
	idle   time.Duration
	// handle takes one non-empty line; an error ends the stream for good.
	handle func(line []byte) error
	// ended reports, when the server closes the stream, whether that was
	// its end (a game over) rather than a drop to reopen; nil: never.
	ended func() bool
	// once: the stream is not reopened when the server closes it (a seek).
	once bool
	// notice, when set, hears the stream lost and back in place of
	// Config.Notify, on the stream's own goroutine, Quiet ones too.
	notice func(Notice)
}

// stream runs an NDJSON stream until ctx ends, the server ends it (ended),
// or it fails for good (401, 404, 4xx, a handler's error). A stream that
// drops, or cannot be opened for want of network or a server's fault
// (5xx), is reopened when the link tries again (link.go), and Notify
// hears what the link says of it.
func (c *Client) stream(ctx context.Context, s streamSpec) error {
	lost := false
	tell := func(n Notice) {
		switch {
		case s.notice != nil && (lost || !n.Quiet):
			s.notice(n) // the stream's own loss and return, said or not
		case s.notice == nil && !n.Quiet:
			c.notify(n)
		}
	}
	for {
		err := c.runOnce(ctx, s, func() {
			c.link.reached(s.name, tell) // opened: lichess can be reached
			lost = false
		})
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err == nil {
			if s.once || s.ended != nil && s.ended() {
				return nil
			}
			err = io.ErrUnexpectedEOF // closed by the server mid-game: a drop
		}
		if !retryable(err) {
			return err
		}
		lost = true
		wait := c.link.failed(s.name, err, tell)
		if err := c.cfg.Sleep(ctx, wait); err != nil {
			return err
		}
	}
}

// retryable: a drop, no network, a silent stream or the server's own fault.
func retryable(err error) bool {
	var api *APIError
	switch {
	case errors.Is(err, ErrUnauthorized), errors.Is(err, ErrNotFound), errors.Is(err, errLineTooLong):
		return false
	case errors.As(err, &api):
		return api.Status >= 500
	case errors.Is(err, context.Canceled):
		return false
	}
	return true
}

// runOnce opens the stream once and reads it to its end; opened is
// called when it opens.
func (c *Client) runOnce(ctx context.Context, s streamSpec, opened func()) error {
	conn, cancel := context.WithCancel(ctx)
	defer cancel()
	resp, err := c.send(conn, s.method, s.path, s.form)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	opened()
	watch := newWatchdog(s.idle, cancel)
	defer watch.stop()
	err = readLines(resp.Body, func(line []byte) error {
		watch.kick()
		if len(bytes.TrimSpace(line)) == 0 {
			return nil // keep-alive
		}
		return s.handle(line)
	})
	switch {
	case watch.fired.Load():
		return errIdle
	case err != nil && ctx.Err() == nil && !errors.Is(err, errLineTooLong) && !isHandlerError(err):
		return fmt.Errorf("%w: %v", io.ErrUnexpectedEOF, err)
	}
	return err
}

// handlerError marks an error returned by a stream's handler.
type handlerError struct{ err error }

func (e handlerError) Error() string { return e.err.Error() }
func (e handlerError) Unwrap() error { return e.err }

func isHandlerError(err error) bool {
	var h handlerError
	return errors.As(err, &h)
}

// readLines calls f with each line of r (without its newline) until EOF
// (nil) or an error.
func readLines(r io.Reader, f func([]byte) error) error {
	br := bufio.NewReaderSize(r, 16<<10)
	var long []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			long = append(long, chunk...)
			if len(long) > maxLine {
				return errLineTooLong
			}
			continue
		}
		line := chunk
		if long != nil {
			line = append(long, chunk...)
			long = nil
		}
		if len(line) > 0 {
			if ferr := f(bytes.TrimRight(line, "\r\n")); ferr != nil {
				return handlerError{ferr}
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// watchdog cancels a connection that stays silent longer than idle (0:
// never).
type watchdog struct {
	t     *time.Timer
	idle  time.Duration
	fired atomic.Bool
}

func newWatchdog(idle time.Duration, cancel context.CancelFunc) *watchdog {
	w := &watchdog{idle: idle}
	if idle > 0 {
		w.t = time.AfterFunc(idle, func() {
			w.fired.Store(true)
			cancel()
		})
	}
	return w
}

func (w *watchdog) kick() {
	if w.t != nil {
		w.t.Reset(w.idle)
	}
}

func (w *watchdog) stop() {
	if w.t != nil {
		w.t.Stop()
	}
}
