package host

import (
	"fmt"
	"testing"
	"time"

	"github.com/anna-chess/anna/speech"
)

// clock is a limiter's time, moved by its waits.
type clock struct{ t time.Time }

func fakeLimiter() (*limiter, *clock) {
	c := &clock{time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	l := newLimiter()
	l.now = func() time.Time { return c.t }
	l.sleep = func(d time.Duration) { c.t = c.t.Add(d) }
	l.filled = c.t
	return l, c
}

// TestBudgetQueue: tries from addresses that gave no wrong code take the
// budget in turn: when it is spent, each waits for its place (two seconds
// apart at 30 a minute), and one that would wait past mostHeld is refused
// saying when to try again. A right code gives its place back.
func TestBudgetQueue(t *testing.T) {
	l, c := fakeLimiter()
	l.tokens = 1
	done, no := l.admit("192.0.2.1")
	if no.why != notLimited {
		t.Fatalf("the first try was refused: %v", no)
	}
	done(true) // the right code: its place comes back
	start := c.t
	for i := 0; i < 3; i++ {
		done, no := l.admit(fmt.Sprintf("192.0.2.%d", 10+i))
		if no.why != notLimited {
			t.Fatalf("try %d was refused", i+1)
		}
		done(false)
	}
	if waited := c.t.Sub(start); waited < 4*time.Second || waited > 5*time.Second {
		t.Errorf("three tries on a budget of one waited %s, want 4 s (2 s each after the first)", waited)
	}
	l.tokens, l.filled = -20, c.t // twenty tries queued
	_, no = l.admit("192.0.2.50")
	for _, c := range []struct {
		book speech.Phrasebook
		want string
	}{
		{speech.Phrasebook{Lang: speech.EN}, "too many people are trying join codes; try again in 42 seconds."},
		{speech.Phrasebook{Lang: speech.HR}, "previše ljudi upravo upisuje kodove; pokušajte ponovno. Vrijeme čekanja: 42 sekunde."},
	} {
		if no.why != crowdLimited || no.sentence(c.book) != c.want {
			t.Errorf("a try behind twenty: got %v %q, want %q", no.why, no.sentence(c.book), c.want)
		}
	}
}

// TestGuessingTakesMonths: an attacker with a new address for every try,
// trying as fast as the limiter lets, for a day: the codes compared, at
// that pace, take about half a year to find the code (docs/host.md).
func TestGuessingTakesMonths(t *testing.T) {
	l, c := fakeLimiter()
	start := c.t
	tried := 0
	for i := 0; c.t.Sub(start) < 24*time.Hour; i++ {
		done, no := l.admit(fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255))
		if no.why != notLimited {
			c.t = c.t.Add(no.after)
			continue
		}
		done(false)
		tried++
	}
	perDay := float64(tried) / c.t.Sub(start).Hours() * 24
	days := float64(codeSpace()) / 2 / perDay
	if days < 180 || days > 200 {
		t.Errorf("%d codes compared in a day: the code is found in %.0f days, want about 194", tried, days)
	}
}

// TestAddressesForgotten: an address's wrong codes are forgotten ten
// minutes after its last one; the addresses remembered are bounded.
func TestAddressesForgotten(t *testing.T) {
	l, c := fakeLimiter()
	done, _ := l.admit("192.0.2.1")
	done(false)
	if _, no := l.admit("192.0.2.1"); no.why != notLimited || l.guesser("192.0.2.1", c.t) == nil {
		t.Fatal("the address's wrong code is not remembered")
	}
	c.t = c.t.Add(forgetAfter + time.Second)
	if g := l.guesser("192.0.2.1", c.t); g != nil {
		t.Errorf("remembered after %s: %+v", forgetAfter, g)
	}
	l.tokens, l.burst = 1e9, 1e9
	for i := 0; i < maxTracked+100; i++ {
		done, no := l.admit(fmt.Sprintf("10.0.%d.%d", i>>8, i&255))
		if no.why == notLimited {
			done(false)
		}
	}
	if len(l.addrs) > maxTracked {
		t.Errorf("%d addresses remembered, want at most %d", len(l.addrs), maxTracked)
	}
	if l.others.wrong == 0 {
		t.Error("the addresses past the limit are not remembered together")
	}
}
