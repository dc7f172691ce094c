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
	return t.sit(book, seat, roles, false)
}

// SitAdviser seats a program that watches from a spectator's seat to
// advise (the engine that answers eval at anna analyze FILE): it is
// nobody, so nobody hears it come or go, and the spectators' count,
// which says who watches, leaves it out.
func (t *Table) SitAdviser() (*Client, error) {
	return t.sit(t.book, session.SpectatorSeat, session.SpectatorSeat.Roles(), true)
}

func (t *Table) sit(book speech.Phrasebook, seat session.Seat, roles session.Roles, adviser bool) (*Client, error) {
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
	c := &Client{t: t, seat: seat, roles: roles, book: book, adviser: adviser, notify: make(chan struct{}, 1), pictured: -1, awayFrom: -1}
	t.clients[c] = struct{}{}
	if t.left[seat] {
		c.awayFrom = t.leftAt[seat]
		delete(t.left, seat)
		delete(t.leftAt, seat)
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
		t.broadcast(nil, []session.Output{presence(keySeatBack.With(words.Text(seat.String())).As(words.Answer))}, c)
	} else {
		c.push(Event{Picture: t.sess.PictureIn(book, seat, t.now())})
		switch {
		case oneAtATime(seat):
			t.broadcast(nil, []session.Output{presence(keySeatJoined.With(words.Text(seat.String())))}, c)
		case seat == session.SpectatorSeat && !adviser:
			t.broadcast(nil, []session.Output{t.spectators()}, c)
		}
	}
	t.seated()
	return c, nil
}

// presence is who came or went, said to everybody at the board (not the
// spectators), briefly (an answer: a key silences it); a terminal that
// turned arrivals off hears nothing of it, and it is not kept for a seat
// away.
func presence(e session.Event) session.Output {
	return session.Output{Kind: session.Say, Event: e.As(words.Answer), To: session.Sitting}
}

// isPresence reports whether an event says who came or went: none is
// kept for a seat away.
func isPresence(e session.Event) bool {
	return e.Is(keySeatJoined) || e.Is(keySeatLeft) || e.Is(keySeatBack) || e.Is(keySpectators)
}

// spectators says how many spectators watch now. t.mu is held.
func (t *Table) spectators() session.Output {
	n := 0
	for c := range t.clients {
		if c.seat == session.SpectatorSeat && !c.adviser {
			n++
		}
	}
	return presence(keySpectators.With(words.Number(n)))
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
	keySeatBack   = words.Declare("seat-back", words.TextKind)
	keySeatJoined = words.Declare("seat-joined", words.TextKind)
	keySpectators = words.Declare("spectators-watching", words.NumberKind)
	keyWhileAway  = words.Declare("while-away", words.NumberKind)
)
