package session

import "github.com/anna-chess/anna/speech"

// Each seat at a table of its own terminals (a hosted match) hears in the
// verbosity it chose: "brief" typed by a spectator changes what that
// spectator's seat hears, never what the players hear. At one terminal
// acting for everybody there is one verbosity.

// ownVerbosity is the state of the choices: the seats' own, and the
// common one while a seat's own is lent to the book for its answers.
type ownVerbosity struct {
	seats  map[Seat]speech.Verbosity
	common *speech.Verbosity // set while HandleAs answers in a seat's own
}

// lendVerbosity renders the answers to a line typed at a seat's own
// terminal in the seat's own verbosity; the function returned gives the
// book its common one back.
func (s *Session) lendVerbosity(seat Seat) func() {
	common := s.book.Verbosity
	s.own.common = &common
	if v, ok := s.own.seats[seat]; ok {
		s.book.Verbosity = v
	}
	return func() {
		s.book.Verbosity = common
		s.own.common = nil
	}
}

// setOwnVerbosity keeps "brief", "normal" or "full" typed at a seat's own
// terminal (HandleAs) as that seat's own: lendVerbosity then gives the
// book its common one back. At one terminal it does nothing.
func (s *Session) setOwnVerbosity(v speech.Verbosity) {
	if s.own.common == nil {
		return
	}
	if s.own.seats == nil {
		s.own.seats = map[Seat]speech.Verbosity{}
	}
	s.own.seats[s.actor] = v
}

// verbosityOf is what a seat hears in.
func (s *Session) verbosityOf(seat Seat) speech.Verbosity {
	if v, ok := s.own.seats[seat]; ok {
		return v
	}
	if s.own.common != nil {
		return *s.own.common
	}
	return s.book.Verbosity
}

// announcedEach announces to everybody what build says, in each seat's
// verbosity: one line for the seats that hear alike.
func (s *Session) announcedEach(build func(speech.Phrasebook) speech.Phrase) []Output {
	seats := []Seat{WhiteSeat, BlackSeat, AssistantSeat, SpectatorSeat, ArbiterSeat}
	groups := map[speech.Verbosity]Audience{}
	var order []speech.Verbosity
	for _, seat := range seats {
		v := s.verbosityOf(seat)
		if _, ok := groups[v]; !ok {
			order = append(order, v)
		}
		groups[v] |= seat.audience()
	}
	book := s.book
	if len(order) == 1 {
		book.Verbosity = order[0]
		return []Output{s.announced(build(book))}
	}
	var out []Output
	for _, v := range order {
		book.Verbosity = v
		p := build(book)
		for _, seat := range seats {
			if s.verbosityOf(seat) == v {
				s.stateOf(seat).last = p
			}
		}
		out = append(out, Output{Kind: Say, Phrase: p, To: groups[v]})
	}
	return out
}
