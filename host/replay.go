package host

import (
	"crypto/rand"
	"encoding/hex"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/session"
)

// keptBatches and keptBytes bound what the host keeps of a seat's stream
// for a joiner that rejoins: the last 256 batches (a batch is what one
// table event said: a move, an answer, a clock warning), about a hundred
// moves of both sides (~1 KB a batch), and no more than 1 MB of them (a
// scoresheet is one long batch), but always the last batch.
const (
	keptBatches = 256
	keptBytes   = 1 << 20
)

// keptStreams bounds the streams kept for one seat that nobody sends now
// (spectators joining and leaving): the oldest beyond it are forgotten.
const keptStreams = 8

// streams are, per seat of one table, what the host sent anna join there,
// numbered and kept (keptBatches), so that a joiner whose connection died
// before the host noticed hears, on rejoining, what was sent into the dead
// connection: nothing lost, nothing twice (wire.Mark).
type streams struct {
	mu      sync.Mutex
	streams map[string]*stream // by id
	made    int
}

// stream is one seat's: its secret name, the number of the last batch
// sent, the batches kept (kept[i] is batch last-len(kept)+1+i), the
// number of the last typed line carried out (wire.Typed), and the
// connection sending now (its end: kicked by a rejoin that names the
// stream, while the host has not yet noticed the old one dead).
type stream struct {
	id    string
	seat  session.Seat
	made  int // the order streams were made in
	last  int
	kept  []string
	bytes int
	typed int
	kick  func()
	done  chan struct{}
}

// resume finds the seat's stream a hello names, ending the connection
// that still holds it (the same joiner, its network gone), or starts a
// new stream. It returns the stream and what to replay: the batches after
// the hello's mark, each ended by its mark; missed reports a mark older
// than what is kept (the table's own "while you were away" and the
// position follow).
func (ss *streams) resume(seat session.Seat, h wire.Mark) (st *stream, replay string, missed bool) {
	ss.mu.Lock()
	st = ss.streams[h.Stream]
	if st == nil || st.seat != seat {
		ss.mu.Unlock()
		return nil, "", false
	}
	kick, done := st.kick, st.done
	ss.mu.Unlock()
	if kick != nil {
		kick()
		select { // the old connection's leftovers are kept before the replay
		case <-done:
		case <-time.After(5 * time.Second):
		}
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	first := st.last - len(st.kept) + 1
	switch {
	case h.N > st.last:
		return nil, "", false // not this stream's number: a new one
	case h.N+1 < first:
		return st, "", true
	}
	var b strings.Builder
	for n := h.N + 1; n <= st.last; n++ {
		b.WriteString(st.kept[n-first])
	}
	return st, b.String(), false
}

// open makes st (or a new stream, when st is nil) the seat's, sent by the
// connection that kick ends; the connection calls the func returned when
// it ends.
func (ss *streams) open(seat session.Seat, st *stream, kick func()) (*stream, func()) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if st == nil {
		if ss.streams == nil {
			ss.streams = map[string]*stream{}
		}
		ss.made++
		st = &stream{id: streamID(), seat: seat, made: ss.made}
		ss.streams[st.id] = st
		ss.forget(seat)
	}
	done := make(chan struct{})
	st.kick, st.done = kick, done
	return st, func() {
		ss.mu.Lock()
		defer ss.mu.Unlock()
		if st.done == done {
			st.kick, st.done = nil, nil
		}
		close(done)
	}
}

// at is the number of the stream's last batch and of the last typed line
// carried out in it.
func (ss *streams) at(st *stream) (batch, typed int) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return st.last, st.typed
}

// carry reports whether typed line n is to be carried out: it comes after
// the last one carried out in the stream (a joiner joining again resends
// only those after it; one sent twice all the same is done once).
func (ss *streams) carry(st *stream, n int) bool {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if n <= st.typed {
		return false
	}
	st.typed = n
	return true
}

// add numbers a batch, keeps it, and returns it ended by its mark.
func (ss *streams) add(st *stream, batch string) string {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	st.last++
	batch += wire.MarkLine(st.last)
	st.kept = append(st.kept, batch)
	st.bytes += len(batch)
	drop := 0
	for len(st.kept)-drop > 1 && (len(st.kept)-drop > keptBatches || st.bytes > keptBytes) {
		st.bytes -= len(st.kept[drop])
		drop++
	}
	if drop > 0 {
		st.kept = append(st.kept[:0:0], st.kept[drop:]...)
	}
	return batch
}

// drop forgets a stream whose connection the table let go (it did not
// read): what waited for it is gone, so a joiner naming it hears where
// the game stands instead of a replay with a gap.
func (ss *streams) drop(st *stream) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	delete(ss.streams, st.id)
}

// forget drops the oldest streams of a seat that nobody sends now, beyond
// keptStreams. ss.mu is held.
func (ss *streams) forget(seat session.Seat) {
	var idle []*stream
	for _, st := range ss.streams {
		if st.seat == seat && st.kick == nil {
			idle = append(idle, st)
		}
	}
	slices.SortFunc(idle, func(a, b *stream) int { return a.made - b.made })
	for len(idle) > keptStreams {
		delete(ss.streams, idle[0].id)
		idle = idle[1:]
	}
}

// streamID is a stream's name: random, so that only the joiner it was
// given to can resume it.
func streamID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}
