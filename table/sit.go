package table

import (
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Sitting down at the table and the seats still free.

// Sit seats a client with its seat's own roles. A seat of one person
// (White, Black, the assistant, the arbiter) holds one client at a time;
// spectators and NoSeat (a terminal that acts for everybody) may be many.
// A player coming back hears what they missed.
func (t *Table) Sit(seat session.Seat) (*Client, error) { return t.SitWith(seat, seat.Roles()) }

// SitWith seats a client at seat with the roles given: the host's own
// terminal holds its player's seat and, unless the arbiter sits elsewhere,
// the arbiter's powers.
func (t *Table) SitWith(seat session.Seat, roles session.Roles) (*Client, error) {
	return t.SitIn(t.book, seat, roles)
}

// SitIn seats a client that reads and hears in its own phrasebook: its
// language, names, notation and verbosity (the table's own, but for the
// match's engine and online flags, which the table keeps).
func (t *Table) SitIn(book speech.Phrasebook, seat session.Seat, roles session.Roles) (*Client, error) {
	book.Engine, book.Online = t.book.Engine, t.book.Online
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return nil, ErrClosed
	}
	if seat == session.AssistantSeat && !t.sess.HasAssistant() {
		return nil, ErrNoSeat
	}
	if oneAtATime(seat) {
		for c := range t.clients {
			if c.seat == seat {
				return nil, ErrTaken
			}
		}
	}
	c := &Client{t: t, seat: seat, roles: roles, book: book, notify: make(chan struct{}, 1), pictured: -1}
	t.clients[c] = struct{}{}
	if t.left[seat] {
		delete(t.left, seat)
		missed := t.missed[seat]
		delete(t.missed, seat)
		said := []session.Output{{Kind: session.Say, Event: keyWhileAway.With(words.Number(len(missed)))}}
		for _, e := range missed {
			said = append(said, session.Output{Kind: session.Say, Event: e})
		}
		var lines []speech.Phrase
		for _, o := range said {
			lines = append(lines, o.In(book)...)
		}
		c.push(Event{Lines: lines, Said: said, Picture: t.sess.PictureIn(book, seat, t.now())})
		name := seat.String()
		back := keySeatBack.With(words.Text(name))
		t.broadcast(nil, []session.Output{{Kind: session.Say, Event: back, To: session.Everyone}}, c)
	} else {
		c.push(Event{Picture: t.sess.PictureIn(book, seat, t.now())})
	}
	t.seated()
	return c, nil
}

// Free lists the seats a newcomer may take: White, Black and, when the
// match has one, the assistant's, if nobody sits there.
func (t *Table) Free() []session.Seat {
	t.mu.Lock()
	defer t.mu.Unlock()
	seats := []session.Seat{session.WhiteSeat, session.BlackSeat}
	if t.sess.HasAssistant() {
		seats = append(seats, session.AssistantSeat)
	}
	var free []session.Seat
	for _, seat := range seats {
		taken := false
		for c := range t.clients {
			taken = taken || c.seat == seat
		}
		if !taken {
			free = append(free, seat)
		}
	}
	return free
}

// The events said here.
var (
	keySeatBack  = words.Declare("seat-back", words.TextKind)
	keyWhileAway = words.Declare("while-away", words.NumberKind)
)
