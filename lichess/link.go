package lichess

import (
	"math/rand/v2"
	"sync"
	"time"
)

// The link: the client's one account of whether lichess can be reached.
// Every stream that drops and every request held for want of the network
// (Hold) tells it, and it answers each with the time of the next attempt:
// one schedule for them all, so that the event stream, the game's stream
// and a move waiting try again together, and the waits grow as one (issue
// 33: two streams, each with its own schedule, made the waits jump 2, 1,
// 2, 4, 4, 8 and said "trying again in 16 seconds" four times). It also
// decides what is said: one line when lichess is lost, then at most one a
// minute while it stays lost, one when it is back.

const (
	// retryFirst is the first wait; each attempt that fails doubles it, up
	// to retryCap.
	retryFirst = time.Second
	retryCap   = time.Minute
	// upAWhile: lichess reached and kept this long ends a trouble; the
	// next one starts its waits again from retryFirst. Sooner, the waits
	// go on growing (a connection that drops as soon as it opens).
	upAWhile = 30 * time.Second
	// sayEvery: while lichess cannot be reached, a line at most this often.
	sayEvery = time.Minute
)

// retryWait is the wait before trying again after n attempts have failed:
// retryFirst doubled n times, at most retryCap, less up to a quarter at
// random (jitter, so that many clients do not all come back at one
// moment), in whole seconds as it is said: 1, 2, 3–4, 6–8, 12–16, 24–32,
// then 45–60 seconds. Each wait is at least the one before (the ranges
// touch, never cross); r is in [0, 1).
func retryWait(n int, r float64) time.Duration {
	d := retryCap
	if n < 6 {
		d = min(retryCap, retryFirst<<n)
	}
	d -= time.Duration(r * float64(d) / 4)
	return max(time.Second, d.Round(time.Second))
}

// link is whether lichess can be reached, and when it is tried again.
type link struct {
	now  func() time.Time
	rand func() float64

	mu    sync.Mutex
	down  bool
	quiet bool      // this trouble's first line was not said (too soon after the last): nor is its end
	tries int       // attempts that failed in this trouble (and the troubles just before it)
	next  time.Time // the next attempt, while down
	said  time.Time // when the last line of a trouble (lost, or still lost) was said
	up    time.Time // when lichess was reached after the last trouble
}

func newLink(now func() time.Time, random func() float64) *link {
	if now == nil {
		now = time.Now
	}
	if random == nil {
		random = rand.Float64
	}
	return &link{now: now, rand: random}
}

// failed takes a stream's or a held request's failure to reach lichess
// (err) and returns how long it waits before trying again; tell hears the
// notice of it, before any other notice of the link's (it must not
// block), so that what is said comes in the order it happened. A failure
// while an attempt is planned joins it: every stream and request tries
// again at the same moment. The notice is Quiet when it is not to be
// said: lichess was said lost already and no minute has passed since, or
// a new trouble began within a minute of the last line.
func (l *link) failed(stream string, err error, tell func(Notice)) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	n := Notice{Kind: StreamLost, Stream: stream, Err: err}
	switch {
	case !l.down:
		if now.Sub(l.up) >= upAWhile {
			l.tries = 0
		}
		l.down = true
		l.quiet = !l.said.IsZero() && now.Sub(l.said) < sayEvery
		n.Quiet = l.quiet
		l.plan(now)
	case now.Before(l.next):
		n.Quiet = true // the attempt planned is said already
	default:
		l.plan(now)
		n.Again = true
		n.Quiet = now.Sub(l.said) < sayEvery
		if !n.Quiet {
			l.quiet = false // said: its end will be too
		}
	}
	if !n.Quiet {
		l.said = now
	}
	n.Wait = l.next.Sub(now)
	tell(n)
	return n.Wait
}

// plan sets the next attempt. l.mu is held.
func (l *link) plan(now time.Time) {
	l.next = now.Add(retryWait(l.tries, l.rand()))
	l.tries++
}

// reached takes a stream opened, or a request answered: lichess can be
// reached. tell hears its notice as failed's does; it is Quiet unless it
// ends a trouble that was said.
func (l *link) reached(stream string, tell func(Notice)) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := Notice{Kind: StreamBack, Stream: stream, Quiet: !l.down || l.quiet}
	if l.down {
		l.down = false
		l.up = l.now()
	}
	tell(n)
}
