package table

import (
	"slices"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/words"
)

// hears is an output of a line typed at from as a client hears it, and
// whether it hears it: an answer (said to the seat that asked) goes to the
// terminal that asked only, not to every spectator; everything else to the
// seats it is for, and what is said to the arbiter to every terminal with
// the arbiter's powers; the others hear its aside, if it has one.
func hears(c, from *Client, o session.Output) (session.Output, bool) {
	if from != nil && o.Reply {
		return o, c == from
	}
	return o.At(c.seat, c.roles)
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

// oneAtATime reports whether a seat holds one person at a time: a
// player's, the assistant's, the arbiter's.
func oneAtATime(seat session.Seat) bool {
	switch seat {
	case session.WhiteSeat, session.BlackSeat, session.AssistantSeat, session.ArbiterSeat:
		return true
	}
	return false
}

// free takes the person at a seat from the table, as if they had left
// (the arbiter's "free black": a frozen connection holds the seat); the
// seat is theirs to take back, and everybody hears that they left. The
// answer goes to the terminal that asked. t.mu is held.
func (t *Table) free(from *Client, o session.Output) []session.Output {
	for c := range t.clients {
		if c.seat == o.Seat && c != from {
			c.push(Event{Notices: []string{c.book.Say(words.Key("seat-freed").Event()).Text()}, Quit: true}) // in its own words
			t.mu.Unlock()
			c.Leave()
			t.mu.Lock()
			t.sess.Freed(o.Seat) // the scoresheet notes the arbiter's action
			return t.save()
		}
	}
	name := o.Seat.String()
	o.Kind, o.Event = session.Say, keyNotAtTable.With(words.Text(name))
	return []session.Output{o}
}

// The events said here.
var (
	keyNotAtTable = words.Declare("not-at-table", words.TextKind)
)
