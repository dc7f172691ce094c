package host

import (
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// reason is why a login, a connection or a terminal was refused. The
// host's screen says it in the host's language, the client refused a
// terminal hears it in its own; the log has it in English, one language
// whatever the host speaks, as a record to search and to send with a
// report (as sshd's is).
type reason struct {
	why words.Key // one of the refused-… keys below
	n   int       // the limit, or the grace time's seconds
	key string    // the fingerprint of the key the client proved, if any
}

func (r reason) in(book speech.Phrasebook) speech.Phrase { return book.Say(r.event()) }

// event is the reason said: the limit as written, the grace time as a
// time; the key's fingerprint after it.
func (r reason) event() words.Event {
	n := words.Text(strconv.Itoa(r.n))
	if r.why == keyRefusedNoTerminal {
		n = words.Duration(time.Duration(r.n) * time.Second)
	}
	e := r.why.With(n)
	if r.key != "" {
		e = keyRefusedKey.With(words.Said(e), words.Text(r.key))
	}
	return e
}

// Why the host refused a connection, a login or a terminal, or closed a
// connection: said on the host's screen (summed up), to the SSH client
// whose terminal was refused, and in the host's log (keys of the
// phrasebook's printed sentences; hostsOwn).
const (
	keyRefusedCode          words.Key = "refused-code"            // a join code of no seat
	keyRefusedCodesAddress  words.Key = "refused-codes-address"   // the limiter: wrong codes from the address
	keyRefusedCodesAll      words.Key = "refused-codes-all"       // wrong codes from every address
	keyRefusedCodesNew      words.Key = "refused-codes-new"       // too many new addresses trying codes
	keyRefusedNoKeyExchange words.Key = "refused-no-key-exchange" // closed for a newer one: it never began to log in
	keyRefusedWaitingAt     words.Key = "refused-waiting-address" // too many connections waiting from the address
	keyRefusedWaiting       words.Key = "refused-waiting"         // too many connections waiting
	keyRefusedNoTerminal    words.Key = "refused-no-terminal"     // no terminal within the grace time (n seconds)
	keyRefusedTerminals     words.Key = "refused-terminals"       // n terminals on one connection, the most
	keyRefusedHostFull      words.Key = "refused-host-full"       // n terminals on the host, the most
	keyRefusedKey           words.Key = "refused-key"             // a reason, and the key the client proved
	keyLoginRefused         words.Key = "login-refused"           // the host's screen's line for a refused login
)

// logged is the reason as the log has it.
func (r reason) logged() string { return r.in(speech.Phrasebook{Lang: speech.EN}).Text() }

// refusals sums up refused logins, so that a flood of them neither buries
// the host's screen (read aloud by a screen reader) nor fills the disk: on
// the screen at most one line a minute ("12 refused logins in the last
// minute"), in the log at most one line per address a minute.
type refusals struct {
	mu     sync.Mutex
	now    func() time.Time
	log    func(string)
	notice func(string)
	book   func() speech.Phrasebook // the host's words, for its screen

	screenNext  time.Time // when the screen may have its next line
	screenCount int       // refusals since its last line
	addrs       map[string]*addrRefusals
	others      addrRefusals // addresses beyond maxAddrs, together

	stop chan struct{}
	done chan struct{}
}

type addrRefusals struct {
	next   time.Time // when the log may have this address's next line
	count  int       // refusals since its last line
	reason reason    // the latest one's
}

// sumEvery is the time over which refusals are summed up.
const sumEvery = time.Minute

// maxAddrs bounds the addresses remembered one by one.
const maxAddrs = 10000

func newRefusals(log, notice func(string), book func() speech.Phrasebook) *refusals {
	r := &refusals{now: time.Now, log: log, notice: notice, book: book, addrs: map[string]*addrRefusals{},
		stop: make(chan struct{}), done: make(chan struct{})}
	go r.run(5 * time.Second)
	return r
}

// add records a refused login from an address.
func (r *refusals) add(addr string, why reason) {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.now()
	a, ok := r.addrs[addr]
	if !ok {
		if len(r.addrs) >= maxAddrs {
			addr, a = "other addresses", &r.others
		} else {
			a = &addrRefusals{}
			r.addrs[addr] = a
		}
	}
	if !now.Before(a.next) {
		r.log(fmt.Sprintf("refused %s: %s", addr, why.logged()))
		a.next, a.count = now.Add(sumEvery), 0
	} else {
		a.count++
		a.reason = why
	}
	if !now.Before(r.screenNext) {
		book := r.book()
		r.notice(book.Say(keyLoginRefused.With(words.Text(addr), words.Said(why.event()))).Text())
		r.screenNext, r.screenCount = now.Add(sumEvery), 0
	} else {
		r.screenCount++
	}
}

// run writes the sums as their minutes end, until close.
func (r *refusals) run(every time.Duration) {
	defer close(r.done)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			r.flush(false)
		case <-r.stop:
			r.flush(true)
			return
		}
	}
}

// flush writes the sums whose minute has ended (all of them at the end).
func (r *refusals) flush(all bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.now()
	sum := func(addr string, a *addrRefusals) {
		if a.count > 0 && (all || !now.Before(a.next)) {
			r.log(fmt.Sprintf("refused %s: %d more in the last minute, the latest: %s", addr, a.count, a.reason.logged()))
			a.next, a.count = now.Add(sumEvery), 0
		}
	}
	for addr, a := range r.addrs {
		sum(addr, a)
		if a.count == 0 && !now.Before(a.next) {
			delete(r.addrs, addr)
		}
	}
	sum("other addresses", &r.others)
	if r.screenCount > 0 && (all || !now.Before(r.screenNext)) {
		r.notice(r.book().Say(keyLoginsRefused.With(words.Number(r.screenCount))).Text())
		r.screenNext, r.screenCount = now.Add(sumEvery), 0
	}
}

// close writes what is left and stops.
func (r *refusals) close() {
	select {
	case <-r.stop:
	default:
		close(r.stop)
	}
	<-r.done
}
