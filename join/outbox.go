package join

import (
	"io"
	"sync"

	"github.com/anna-chess/anna/internal/wire"
)

// outbox numbers the lines typed at the joiner (wire.Typed) and keeps
// each until the host has carried it out: a line typed while the
// connection is down waits for the next one, and a line written into a
// connection that died before its answer came is sent again, unless the
// host says, on seating the joiner again, that it carried it out. Nothing
// typed is lost, and nothing is done twice.
type outbox struct {
	mu   sync.Mutex
	next int       // the number of the last line typed
	kept []pending // typed and not known carried out, in order
	w    io.Writer // the connection's, once seated; nil while down
	at   string    // the stream the connection sends
}

// pending is a line kept: where it was written ("" while not yet).
type pending struct {
	wire.Typed
	stream string
}

// add numbers a line typed and sends it, if a connection is open; it
// reports whether it was sent (else it is kept for the next one).
func (o *outbox) add(text string) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.next++
	o.kept = append(o.kept, pending{Typed: wire.Typed{N: o.next, Text: text}})
	return o.send(&o.kept[len(o.kept)-1])
}

// send writes a kept line into the open connection; o.mu is held.
func (o *outbox) send(p *pending) bool {
	if o.w == nil {
		return false
	}
	if _, err := io.WriteString(o.w, p.Line()); err != nil {
		o.w = nil // the connection is gone: what follows waits for the next
		return false
	}
	p.stream = o.at
	return true
}

// open takes the connection seated in stream, whose host carried out the
// lines up to done in it: those are kept no more, and the others are sent
// in order. A line written into another stream (the host started again,
// or forgot it) may or may not have been carried out: it is not sent
// again, and returned, to be named to the player.
func (o *outbox) open(w io.Writer, stream string, done int) (unsure []string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.w, o.at = w, stream
	if done > o.next { // a stream typed into before this anna joined it: its numbers go on from done
		o.next = done
		for i := range o.kept {
			if o.kept[i].stream == "" {
				o.next++
				o.kept[i].N = o.next
			}
		}
	}
	var still []pending
	for _, p := range o.kept {
		switch {
		case p.stream == stream && p.N <= done:
		case p.stream != "" && p.stream != stream:
			unsure = append(unsure, p.Text)
		default:
			still = append(still, p)
		}
	}
	o.kept = still
	for i := range o.kept {
		if !o.send(&o.kept[i]) {
			break
		}
	}
	return unsure
}

// answered: the host carried out the lines up to n.
func (o *outbox) answered(n int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	i := 0
	for i < len(o.kept) && o.kept[i].N <= n && o.kept[i].stream == o.at && o.kept[i].stream != "" {
		i++
	}
	o.kept = o.kept[i:]
}

// close: the connection is gone.
func (o *outbox) close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.w = nil
}

// left are the lines typed that the host is not known to have carried out.
func (o *outbox) left() []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []string
	for _, p := range o.kept {
		out = append(out, p.Text)
	}
	return out
}
