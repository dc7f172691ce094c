package host

import (
	"math"
	"sync"
	"time"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// The limits on join codes. Wrong codes slow the addresses that send
// them; all addresses together have a budget of codes compared, so that
// guessing stays infeasible however many addresses an attacker has; and an
// address that has given no wrong code is never refused while wrong codes
// come from others: they may slow it, never lock it out.
const (
	// An address that has given a wrong code waits before its next try:
	// one second after the first, twice as long after each further one,
	// a minute at most; it is forgotten ten minutes after its last wrong
	// code. A try that would wait longer than mostHeld is refused at
	// once, saying when to try again.
	firstWait   = time.Second
	mostWait    = time.Minute
	forgetAfter = 10 * time.Minute
	mostHeld    = 20 * time.Second
	// The budget of all addresses: codesPerMinute codes compared a minute,
	// codeBurst at once; a right code costs nothing. Addresses that have
	// given a wrong code may use only what is above cleanShare: that is
	// kept for addresses that have not. At codesPerMinute, trying half of
	// the codes (expected to find the code) takes about 194 days.
	codesPerMinute = 30
	codeBurst      = 100
	cleanShare     = 20
	// maxTracked bounds the addresses remembered one by one; past it, new
	// ones share one entry (and its wait).
	maxTracked = 10000
)

// limiter holds tries of the join code to the pace above.
type limiter struct {
	mu     sync.Mutex
	now    func() time.Time
	sleep  func(time.Duration)
	addrs  map[string]*guesser
	others guesser // addresses past maxTracked, together
	tokens float64 // the budget; below zero: tries of clean addresses waiting for it
	filled time.Time

	firstWait, mostWait, forgetAfter, mostHeld time.Duration
	perMinute, burst, cleanShare               float64
}

// guesser is an address that has given wrong codes.
type guesser struct {
	wrong int       // wrong codes remembered
	last  time.Time // the latest
	next  time.Time // when its next try may be compared
}

func newLimiter() *limiter {
	return &limiter{now: time.Now, sleep: time.Sleep, addrs: map[string]*guesser{},
		tokens: codeBurst, filled: time.Now(),
		firstWait: firstWait, mostWait: mostWait, forgetAfter: forgetAfter, mostHeld: mostHeld,
		perMinute: codesPerMinute, burst: codeBurst, cleanShare: cleanShare}
}

// Why a try is refused before its code is looked at.
type limitReason int8

const (
	notLimited      limitReason = iota
	addressLimited              // its address has given too many wrong codes
	globallyLimited             // wrong codes from everywhere: for addresses that gave one
	crowdLimited                // so many tries from new addresses that the budget is spent
)

// refusal says why a try is refused and when to try again.
type refusal struct {
	why   limitReason
	after time.Duration
}

// admit holds a try from addr until it may be compared (its address's
// wait, then the budget), and gives the function to call with the result;
// or refuses it at once when it would be held longer than mostHeld.
func (l *limiter) admit(addr string) (done func(right bool), no refusal) {
	l.mu.Lock()
	now := l.now()
	wait, no := l.decide(addr, now)
	if no.why != notLimited {
		l.mu.Unlock()
		return nil, no
	}
	if g := l.guesser(addr, now); g != nil {
		g.next = now.Add(wait + l.wait(g.wrong)) // the address's tries, one after another
	}
	l.tokens-- // below zero it is a place in the queue
	l.mu.Unlock()
	if wait > 0 {
		l.sleep(wait)
	}
	return func(right bool) { l.result(addr, right) }, refusal{}
}

// refusing says whether a try from addr would be refused now (before the
// code is asked for), without taking a place.
func (l *limiter) refusing(addr string) refusal {
	l.mu.Lock()
	defer l.mu.Unlock()
	_, no := l.decide(addr, l.now())
	return no
}

// decide is how long a try from addr would wait, or why it is refused;
// l.mu is held.
func (l *limiter) decide(addr string, now time.Time) (time.Duration, refusal) {
	l.fill(now)
	g := l.guesser(addr, now)
	if g == nil { // an address with no wrong code: the queue for the budget
		wait := l.until(1)
		if wait > l.mostHeld {
			return 0, refusal{crowdLimited, wait}
		}
		return wait, refusal{}
	}
	wait := max(0, g.next.Sub(now))
	switch {
	case wait > l.mostHeld:
		return 0, refusal{addressLimited, wait}
	case l.tokens-1 < l.cleanShare: // what is left is for clean addresses
		return 0, refusal{globallyLimited, l.until(l.cleanShare + 1)}
	}
	return wait, refusal{}
}

// result notes what a try gave: a right code gives its place in the
// budget back, a wrong one slows its address.
func (l *limiter) result(addr string, right bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if right {
		l.tokens = min(l.tokens+1, l.burst)
		return
	}
	now := l.now()
	g := l.guesser(addr, now)
	if g == nil {
		g = &guesser{}
		if len(l.addrs) >= maxTracked {
			l.forget(now)
		}
		if len(l.addrs) < maxTracked {
			l.addrs[addr] = g
		} else {
			g = &l.others
		}
	}
	g.wrong++
	g.last = now
	if next := now.Add(l.wait(g.wrong)); next.After(g.next) {
		g.next = next
	}
}

// guesser is the address's record of wrong codes, nil if it has none;
// l.mu is held.
func (l *limiter) guesser(addr string, now time.Time) *guesser {
	g, ok := l.addrs[addr]
	if !ok && len(l.addrs) >= maxTracked && l.others.wrong > 0 {
		g, ok = &l.others, true
	}
	if ok && now.Sub(g.last) > l.forgetAfter {
		if g == &l.others {
			l.others = guesser{}
		}
		delete(l.addrs, addr)
		return nil
	}
	return g
}

// forget drops the addresses whose wrong codes are old; l.mu is held.
func (l *limiter) forget(now time.Time) {
	for a, g := range l.addrs {
		if now.Sub(g.last) > l.forgetAfter {
			delete(l.addrs, a)
		}
	}
}

// wait is how long an address waits after its n-th wrong code.
func (l *limiter) wait(n int) time.Duration {
	if n <= 0 {
		return 0
	}
	w := l.firstWait << min(n-1, 30)
	return min(w, l.mostWait)
}

// fill refills the budget for the time passed; l.mu is held.
func (l *limiter) fill(now time.Time) {
	if d := now.Sub(l.filled); d > 0 {
		l.tokens = min(l.burst, l.tokens+d.Minutes()*l.perMinute)
	}
	l.filled = now
}

// until is how long until the budget holds n; l.mu is held.
func (l *limiter) until(n float64) time.Duration {
	if l.tokens >= n {
		return 0
	}
	return time.Duration(math.Ceil((n - l.tokens) / l.perMinute * float64(time.Minute)))
}

// sentence says a refusal to the one refused, in the host's language,
// with the whole seconds until the next try.
func (r refusal) sentence(book speech.Phrasebook) string {
	wait := time.Duration(math.Ceil(r.after.Seconds())) * time.Second
	switch r.why {
	case addressLimited:
		return book.Say(keyCodesFromYou.With(words.Duration(wait))).Text()
	case globallyLimited:
		return book.Say(keyCodesFromAll.With(words.Duration(wait))).Text()
	}
	return book.Say(keyCodesCrowded.With(words.Duration(wait))).Text()
}

// reason is the refusal as the host's screen and its log say it, for the
// key fp ("" without one).
func (r refusal) reason(fp string) reason {
	switch r.why {
	case addressLimited:
		return reason{why: keyRefusedCodesAddress, key: fp}
	case globallyLimited:
		return reason{why: keyRefusedCodesAll, key: fp}
	}
	return reason{why: keyRefusedCodesNew, key: fp}
}
