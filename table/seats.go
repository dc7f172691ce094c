package table

import (
	"slices"
	"strings"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// hears reports whether a client hears an output of a line typed at from:
// an answer (said to the seat that asked) goes to the terminal that asked
// only, not to every spectator; everything else to the seats it is for.
func hears(c, from *Client, o session.Output) bool {
	if from != nil && o.Reply {
		return c == from
	}
	return o.To.Hears(c.seat)
}

// await says whom the game waits for, when that has changed: a spectator
// coming or going changes nothing a player needs to hear. t.mu is held.
func (t *Table) await(missing []session.Seat) {
	if slices.Equal(missing, t.waitedFor) {
		return
	}
	t.waitedFor = slices.Clone(missing)
	t.carryOut(nil, t.sess.Await(missing))
}

// SetHost marks the host's own terminal: it may free a seat ("free black")
// whose player cannot leave it themselves (a frozen connection).
func (c *Client) SetHost() {
	c.t.mu.Lock()
	defer c.t.mu.Unlock()
	c.host = true
}

// freeing reads the host's "free black" (German "frei schwarz").
func freeing(c *Client, line string) (session.Seat, bool) {
	if !c.host {
		return session.NoSeat, false
	}
	word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	if w := strings.ToLower(word); w != "free" && w != "frei" {
		return session.NoSeat, false
	}
	seat, ok := session.ParseSeat(rest)
	if !ok || seat == session.NoSeat || seat == session.SpectatorSeat {
		return session.NoSeat, false
	}
	return seat, true
}

// free takes the player at a seat from the table, as if they had left: the
// seat is theirs to take back, and everybody hears that they left. t.mu is
// held.
func (t *Table) free(host *Client, seat session.Seat) {
	for c := range t.clients {
		if c.seat == seat && c != host {
			c.push(Event{Notices: []string{"The host has freed your seat; join again to take it back."}, Quit: true})
			t.mu.Unlock()
			c.Leave()
			t.mu.Lock()
			return
		}
	}
	p := t.book.NotAtTable(seat.String())
	host.push(Event{Lines: []speech.Phrase{p}, Picture: t.sess.PictureFor(host.seat, t.now())})
}
