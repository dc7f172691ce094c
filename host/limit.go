package host

import (
	"sync"
	"time"
)

// The limits on wrong join codes: so many a minute from one address, and
// so many a minute from all addresses together (an attacker may have
// many). At the global limit, trying half the codes takes about 194 days.
const (
	addressTries = 5
	globalTries  = 30
	tryWindow    = time.Minute
)

// limiter refuses join codes from an address that has used up its wrong
// tries for the last minute, and from everybody while all addresses
// together have. A player who has sat once comes back by the SSH key used
// then, which the limiter does not stop.
type limiter struct {
	mu     sync.Mutex
	fails  map[string][]time.Time
	all    []time.Time
	max    int // per address
	global int // all addresses together
	window time.Duration
	now    func() time.Time
}

func newLimiter(max, global int, window time.Duration) *limiter {
	return &limiter{fails: map[string][]time.Time{}, max: max, global: global, window: window, now: time.Now}
}

// Why an attempt is refused before its code is looked at.
type limitReason int8

const (
	notLimited limitReason = iota
	addressLimited
	globallyLimited
)

// blocked reports whether a try from the address is refused unseen, and why.
func (l *limiter) blocked(addr string) limitReason {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case len(l.recent(addr)) >= l.max:
		return addressLimited
	case len(l.recentAll()) >= l.global:
		return globallyLimited
	}
	return notLimited
}

// fail records a wrong code from the address.
func (l *limiter) fail(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if len(l.fails) > 4*l.global {
		for a := range l.fails {
			l.recent(a) // forget the addresses whose failures are old
		}
	}
	l.fails[addr] = append(l.recent(addr), now)
	l.all = append(l.recentAll(), now)
}

// recent keeps the address's failures inside the window; l.mu is held.
func (l *limiter) recent(addr string) []time.Time {
	kept := l.inside(l.fails[addr])
	if len(kept) == 0 {
		delete(l.fails, addr)
		return nil
	}
	l.fails[addr] = kept
	return kept
}

// recentAll keeps all failures inside the window; l.mu is held.
func (l *limiter) recentAll() []time.Time {
	l.all = l.inside(l.all)
	return l.all
}

// inside drops the times before the window (they are in order).
func (l *limiter) inside(times []time.Time) []time.Time {
	cut := l.now().Add(-l.window)
	i := 0
	for i < len(times) && !times[i].After(cut) {
		i++
	}
	return times[i:]
}
