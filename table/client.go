package table

import (
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// push queues an event for the client; it never blocks.
func (c *Client) push(e Event) {
	c.mu.Lock()
	if !c.gone {
		c.queue = append(c.queue, e)
		c.ended = c.ended || e.Quit
	}
	c.mu.Unlock()
	select {
	case c.notify <- struct{}{}:
	default:
	}
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
	c.queue = nil
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

// Standing is where the game stands, said to this client's seat when it
// missed more than can be said again (session.Session.Standing).
func (c *Client) Standing() []session.Event {
	c.t.mu.Lock()
	defer c.t.mu.Unlock()
	return c.t.sess.Standing(c.seat)
}
