package host

import (
	"sync"
	"time"
)

// limiter refuses an address for a while after too many wrong join codes.
type limiter struct {
	mu     sync.Mutex
	fails  map[string][]time.Time
	max    int
	window time.Duration
	now    func() time.Time
}

func newLimiter(max int, window time.Duration) *limiter {
	return &limiter{fails: map[string][]time.Time{}, max: max, window: window, now: time.Now}
}

// blocked reports whether the address has used up its tries.
func (l *limiter) blocked(addr string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.recent(addr)) >= l.max
}

// fail records a wrong code from the address.
func (l *limiter) fail(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.fails[addr] = append(l.recent(addr), l.now())
}

// recent keeps the failures inside the window; l.mu is held.
func (l *limiter) recent(addr string) []time.Time {
	cut := l.now().Add(-l.window)
	kept := l.fails[addr][:0]
	for _, t := range l.fails[addr] {
		if t.After(cut) {
			kept = append(kept, t)
		}
	}
	if len(kept) == 0 {
		delete(l.fails, addr)
		return nil
	}
	l.fails[addr] = kept
	return kept
}
