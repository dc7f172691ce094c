package table

import (
	"slices"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// MaxWaiting bounds what waits for a client that does not read (Bound):
// about a megabyte of lines. A client that reads takes what the table
// says as it comes, a few kilobytes at most (a long game's scoresheet).
const MaxWaiting = 1 << 20

// push queues an event for the client; it never blocks. Only the newest
// picture waits: a client that does not read is sent the latest picture,
// not every one (the lines are all kept). It reports whether a bounded
// client is now past MaxWaiting: the table lets it go (letGoSlow), and
// all that waits for it is its why (TooSlow) and the end of its terminal.
func (c *Client) push(e Event) (slow bool) {
	c.mu.Lock()
	if !c.gone {
		if e.Picture.Prompt != "" {
			c.dropPicture()
			c.pictured = len(c.queue)
		}
		c.queue = append(c.queue, e)
		c.waiting += e.Weight()
		c.ended = c.ended || e.Quit
		if slow = c.letGo != nil && c.waiting > MaxWaiting && !c.ended; slow {
			why := Event{Notices: []string{c.book.Say(words.Key("too-slow").Event()).Text()}, Quit: true}
			c.queue, c.waiting, c.pictured, c.ended = []Event{why}, why.Weight(), -1, true
			close(c.letGo)
		}
	}
	c.mu.Unlock()
	select {
	case c.notify <- struct{}{}:
	default:
	}
	return slow
}

// dropPicture takes the picture from the event waiting with one: a newer
// one comes. An event left with nothing to say goes. c.mu is held.
func (c *Client) dropPicture() {
	if c.pictured < 0 {
		return
	}
	e := &c.queue[c.pictured]
	c.waiting -= e.Weight()
	e.Picture = session.Picture{}
	if len(e.Lines)+len(e.Said)+len(e.Notices)+len(e.Voice) == 0 && !e.Quit {
		c.queue = slices.Delete(c.queue, c.pictured, c.pictured+1)
	} else {
		c.waiting += e.Weight()
	}
	c.pictured = -1
}

// Weight is about what an event takes in memory, in bytes: what
// MaxWaiting counts here, and anna join the events waiting for its view
// (join.Seat).
func (e Event) Weight() int {
	n := 256
	for _, p := range e.Lines {
		n += 48
		for _, w := range p.Words {
			n += 64 + len(w.Text) + 16*len(w.Clips)
		}
	}
	n += 128 * len(e.Said)
	for _, t := range e.Notices {
		n += 16 + len(t)
	}
	if e.Picture.Prompt != "" {
		n += 256 + len(e.Picture.Prompt)
		for _, m := range e.Picture.Moves {
			n += 16 + len(m)
		}
	}
	return n
}

// Behind reports whether a client still at the table has more than
// MaxWaiting waiting (one that is not let go: the host's own terminal, a
// program): what brings the table events it cannot be told to slow down,
// a server's stream, waits until it has taken them (online.Player). A
// hostile lichess server's draw offers, on and off without end, took anna
// lichess to 370 MB in 20 s, waiting for its terminal.
func (t *Table) Behind() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	for c := range t.clients {
		c.mu.Lock()
		behind := c.waiting > MaxWaiting && !c.gone
		c.mu.Unlock()
		if behind {
			return true
		}
	}
	return false
}

// give queues an event for a client, noting one past its bound. t.mu is
// held.
func (t *Table) give(c *Client, e Event) {
	if c.push(e) {
		t.slow = append(t.slow, c)
	}
}

// letGoSlow takes from the table the clients past their bound: each
// leaves as if its connection had dropped (a player's seat is theirs to
// take back). t.mu is held.
func (t *Table) letGoSlow() {
	for len(t.slow) > 0 {
		c := t.slow[0]
		t.slow = t.slow[1:]
		t.leave(c) // its leaving said to the others may let go another
	}
}

// Bound has the table let the client go when more than MaxWaiting waits
// for it (a terminal over the network that does not read): it is told
// why, in its own words, and leaves the table. The channel returned is
// closed when the table lets it go; the terminal's connection may then
// be ended, for a client that does not read will not take its why. The
// host's own terminal and the programs at the table are not bounded.
func (c *Client) Bound() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.letGo == nil {
		c.letGo = make(chan struct{})
	}
	return c.letGo
}

func (c *Client) close() {
	c.mu.Lock()
	c.gone = true
	c.mu.Unlock()
	select {
	case c.notify <- struct{}{}:
	default:
	}
}

// Ended reports whether the client has been told to close its terminal
// (an event with Quit is queued or taken): a line typed after that is not
// the table's, a view that reads ahead hands it back.
func (c *Client) Ended() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ended
}

// Ready is signalled when events wait; Take collects them.
func (c *Client) Ready() <-chan struct{} { return c.notify }

// Take returns the events waiting for the client, in order.
func (c *Client) Take() []Event {
	c.mu.Lock()
	defer c.mu.Unlock()
	q := c.queue
	c.queue, c.waiting, c.pictured = nil, 0, -1
	return q
}

// Next waits for the client's next events (or until it is gone).
func (c *Client) Next() ([]Event, bool) {
	for {
		if q := c.Take(); len(q) > 0 {
			return q, true
		}
		c.mu.Lock()
		gone := c.gone
		c.mu.Unlock()
		if gone {
			return nil, false
		}
		<-c.notify
	}
}

// OnBook has f told the client's words each time lang, brief, normal or
// full typed at its terminal changes them. f is called with the table's
// lock held: it must not block, nor call the table.
func (c *Client) OnBook(f func(speech.Phrasebook)) {
	c.t.mu.Lock()
	defer c.t.mu.Unlock()
	c.onBook = f
}

// Unheard is what the client's seat missed of the moves, at a host
// started again, when it heard heard plies before (session.Unheard): up
// to where the table's "While you were away" takes over.
func (c *Client) Unheard(heard int) []session.Event {
	c.t.mu.Lock()
	defer c.t.mu.Unlock()
	return c.t.sess.Unheard(c.seat, heard, c.awayFrom)
}

// Standing is where the game stands, said to this client's seat when it
// missed more than can be said again (session.Session.Standing).
func (c *Client) Standing() []session.Event {
	c.t.mu.Lock()
	defer c.t.mu.Unlock()
	return c.t.sess.Standing(c.seat)
}
