package lichess

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"
)

// TestRetryWaitGrowsSmoothly: whatever the jitter, each wait is at least
// the one before until the cap (then 45 s to a minute), at most twice
// what it could be before, the first is a second and none is more than a
// minute.
func TestRetryWaitGrowsSmoothly(t *testing.T) {
	lo := func(n int) time.Duration { return retryWait(n, 0.999999) }
	hi := func(n int) time.Duration { return retryWait(n, 0) }
	if lo(0) != time.Second || hi(0) != time.Second {
		t.Errorf("the first wait is %v to %v, want 1s", lo(0), hi(0))
	}
	for n := 0; n < 20; n++ {
		if hi(n) > retryCap {
			t.Errorf("wait %d: up to %v, more than %v", n, hi(n), retryCap)
		}
		if lo(n+1) < hi(n) && hi(n) < retryCap {
			t.Errorf("wait %d can be %v and wait %d %v: a wait shorter than the one before", n, hi(n), n+1, lo(n+1))
		}
		if hi(n+1) > 2*hi(n) {
			t.Errorf("wait %d is at most %v and wait %d %v: more than doubled", n, hi(n), n+1, hi(n+1))
		}
		if r := rand.Float64(); retryWait(n, r)%time.Second != 0 {
			t.Errorf("wait %d is %v: not whole seconds, as it is said", n, retryWait(n, r))
		}
	}
	if lo(6) != 45*time.Second || hi(6) != retryCap {
		t.Errorf("the capped wait is %v to %v, want 45s to 1m", lo(6), hi(6))
	}
}

// clockAt is a clock the test moves.
type clockAt struct{ t time.Time }

func (c *clockAt) now() time.Time { return c.t }

// fail and reach call the link, keeping the notice told.
func fail(l *link, stream string) (time.Duration, Notice) {
	var n Notice
	wait := l.failed(stream, errDown, func(told Notice) { n = told })
	return wait, n
}

func reach(l *link, stream string) Notice {
	var n Notice
	l.reached(stream, func(told Notice) { n = told })
	return n
}

func newTestLink() (*link, *clockAt) {
	c := &clockAt{t: time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)}
	return newLink(c.now, rand.Float64), c
}

var errDown = errors.New("lichess: no network: the connection failed")

// TestLinkOneScheduleOneLine: two streams and a held move fail at every
// attempt for ten minutes: they try again together (one wait per attempt,
// growing as retryWait does, capped at a minute), the player hears one
// line when lichess is lost and then at most one a minute, and one when
// it is back. The outage of issue 33 (events and game, each on its own
// schedule) said "trying again in 16 seconds" four times.
func TestLinkOneScheduleOneLine(t *testing.T) {
	l, clock := newTestLink()
	start := clock.t
	var said []Notice
	var saidAt []time.Duration
	var waits []time.Duration
	for clock.t.Sub(start) < 10*time.Minute {
		var round time.Duration
		var attempt time.Time
		for i, stream := range []string{"events", "game", "request"} {
			wait, n := fail(l, stream)
			if !n.Quiet {
				said = append(said, n)
				saidAt = append(saidAt, clock.t.Sub(start))
			}
			if i == 0 {
				round, attempt = wait, clock.t.Add(wait)
			} else if !clock.t.Add(wait).Equal(attempt) {
				t.Fatalf("at %v %s tries again at %v, events at %v: not one attempt", clock.t.Sub(start), stream, clock.t.Add(wait), attempt)
			}
			clock.t = clock.t.Add(5 * time.Millisecond) // the next one fails a moment later
		}
		waits = append(waits, round)
		clock.t = attempt
	}
	for i := 1; i < len(waits); i++ {
		if waits[i] < waits[i-1] && waits[i-1] < 45*time.Second {
			t.Errorf("waits %v: the %dth is shorter than the one before", waits, i)
		}
		if waits[i] > time.Minute {
			t.Errorf("wait %v, more than a minute", waits[i])
		}
	}
	if len(said) == 0 || said[0].Again || said[0].Wait != time.Second {
		t.Fatalf("said %+v: want first lichess lost, trying again in 1 second", said)
	}
	for i := 1; i < len(said); i++ {
		if gap := saidAt[i] - saidAt[i-1]; gap < sayEvery || !said[i].Again {
			t.Errorf("lines at %v: %v apart, %+v", saidAt, gap, said[i])
		}
	}
	if len(said) > 11 || len(said) < 5 {
		t.Errorf("%d lines in ten minutes (%v), want one, then about one a minute", len(said), saidAt)
	}
	if n := reach(l, "game"); n.Quiet || n.Kind != StreamBack {
		t.Errorf("lichess back: %+v, want it said", n)
	}
	if n := reach(l, "events"); !n.Quiet {
		t.Errorf("back a second time: %+v, want it quiet", n)
	}
	t.Logf("waits %v; lines at %v", waits, saidAt)
}

// TestLinkFlapping: lichess reached and lost again at once: the waits go on
// growing (no 1 s again until lichess has stayed reachable 30 s), and a
// new loss within a minute of the last line is not said, nor its end.
func TestLinkFlapping(t *testing.T) {
	l, clock := newTestLink()
	w1, n1 := fail(l, "game")
	clock.t = clock.t.Add(w1)
	if b := reach(l, "game"); b.Quiet || n1.Quiet {
		t.Fatalf("the first loss and its end: %+v %+v, want both said", n1, b)
	}
	clock.t = clock.t.Add(2 * time.Second)
	w2, n2 := fail(l, "game")
	if !n2.Quiet || w2 <= w1 {
		t.Errorf("lost again 2 s later: %+v (wait %v after %v), want quiet and a longer wait", n2, w2, w1)
	}
	clock.t = clock.t.Add(w2)
	if b := reach(l, "game"); !b.Quiet {
		t.Errorf("back from an unsaid loss: %+v, want quiet", b)
	}
	clock.t = clock.t.Add(upAWhile + sayEvery)
	w3, n3 := fail(l, "events")
	if n3.Quiet || w3 != time.Second {
		t.Errorf("a new trouble after a quiet while: %+v, wait %v; want said, 1 second", n3, w3)
	}
}
