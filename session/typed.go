package session

import (
	"strings"

	"github.com/anna-chess/anna/speech"
)

// Reading a typed line: who typed it, in which language, and what it asks.

// Handle reads one typed line at one terminal acting for everybody: it
// holds every role, the arbiter's too. A line may start with the seat
// that types it ("white:", "black:", "assistant:", "arbiter:"); it then
// acts as that seat does, and keeps the terminal's arbiter powers.
// Commands may be typed in the language of the phrasebook as well as in
// English ("pomoć sat" is "help clock" in Croatian).
// The clock is looked at first: a flag that fell before the line was typed
// ends the game before the line is read.
func (s *Session) Handle(line string) []Output {
	s.actor, s.roles = NoSeat, Everybody
	line = s.canonical(line, s.book, true)
	out := s.checkFlag()
	seat, rest, err := parseSeat(line)
	s.actor = seat
	if seat != NoSeat {
		s.roles = seat.Roles() | ArbiterRole
	}
	if seat == NoSeat && s.asker != NoSeat && !s.me().waiting() && s.stateOf(s.asker).waiting() {
		// One terminal acting for both: a line without a seat answers the
		// question anna last asked, whoever it was put to.
		s.actor = s.asker
	}
	switch {
	case err != nil:
		out = append(out, s.said(ev(speech.Phrasebook.UnknownSeat)))
	case seat == AssistantSeat && !s.helper:
		out = append(out, s.said(ev(speech.Phrasebook.NoAssistant)))
	default:
		out = append(out, s.handle(rest)...)
	}
	s.stopClockIfOver()
	return out
}

// HandleAs reads a line typed at a seat's own terminal, with the seat's
// own roles.
func (s *Session) HandleAs(seat Seat, line string) []Output {
	return s.HandleWith(seat, seat.Roles(), line)
}

// HandleWith reads a line typed at a terminal that sits at seat and holds
// roles (the host's own terminal: its player's seat and, by default, the
// arbiter's powers). A line may not speak for another seat; what the
// roles do not allow is answered with who may.
func (s *Session) HandleWith(seat Seat, roles Roles, line string) []Output {
	return s.HandleIn(s.book, seat, roles, line)
}

// HandleIn reads a line typed at a terminal whose phrasebook is book: its
// commands are read in that language, and what "lang" or "brief" changes
// comes back as an Own output for the terminal to keep.
func (s *Session) HandleIn(book speech.Phrasebook, seat Seat, roles Roles, line string) []Output {
	if seat == NoSeat || s.forBoth(seat) {
		return s.Handle(line) // one terminal for both (the engine switched off)
	}
	s.actor, s.roles = seat, roles
	line = s.canonical(line, book, false)
	out := s.checkFlag()
	named, rest, err := parseSeat(line)
	switch {
	case err != nil || named != NoSeat && named != seat:
		out = append(out, s.said(ev1(speech.Phrasebook.OwnSeatOnly, seat == SpectatorSeat)))
	default:
		out = append(out, s.handle(rest)...)
	}
	s.stopClockIfOver()
	return out
}

// firstWord is a line's first word, in lower case.
func firstWord(line string) string {
	word, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(line)), " ")
	return word
}

func (s *Session) handle(line string) []Output {
	line = strings.TrimSpace(line)
	if line == "" {
		if me := s.me(); me.mode != nil && me.confirm == nil {
			out, _ := me.mode.handle(s, line) // an empty line is "next" in a review
			return out
		}
		return nil
	}
	if out, ok := s.tuned(line); ok {
		return out
	}
	if out, refused := s.refused(line); refused {
		return out
	}
	if out, ok := s.awaitingLine(line); ok {
		return out
	}
	if out, ok := s.sealing(line); ok {
		return out
	}
	if out, ok := s.adjournedLine(line); ok {
		return out
	}
	me := s.me()
	if c := me.confirm; c != nil {
		me.confirm = nil
		switch strings.ToLower(line) {
		case "yes", "y", "ja", "j":
			return c.yes()
		case "no", "n", "nein":
			return []Output{s.said(c.cancelled)}
		}
		if cancels(line) && !c.another {
			return []Output{s.said(c.cancelled)}
		}
		if c.another {
			return s.handle(line)
		}
		return append([]Output{s.said(c.cancelled)}, s.handle(line)...)
	}
	if me.mode != nil {
		if out, ok := me.mode.handle(s, line); ok {
			return out
		}
	}
	if q := me.question; q != nil {
		me.question = nil
		if out, ok := s.answer(q, line); ok {
			return out
		}
		if cancels(line) {
			return s.reply(ev(speech.Phrasebook.QuestionCancelled))
		}
	}
	if out, ok := s.runCommand(line); ok {
		return out
	}
	return s.move(line)
}

// typed is the line being read as the player typed it and with the
// language's command words put in English ("pomoć sat" is read as "help
// clock"). A move is read from what was typed, so that a word anna does
// not know is named as typed ("ne" when there is no question to answer).
type typed struct {
	line, canonical string
	book            speech.Phrasebook // the phrasebook of the terminal that typed it
	shared          bool              // typed at the one terminal acting for everybody (book is the session's)
}

// canonical puts a typed line's command words in English, in the language
// of the terminal that typed it, and remembers the line as typed.
func (s *Session) canonical(line string, book speech.Phrasebook, shared bool) string {
	c := book.Canonical(line)
	s.typed = typed{line: line, canonical: c, book: book, shared: shared}
	return c
}

// asTyped is the line as typed, for a line that is the one being read (or
// the part of it after the seat's name).
func (s *Session) asTyped(line string) string {
	t := s.typed
	if t.line == t.canonical {
		return line
	}
	if strings.TrimSpace(line) == strings.TrimSpace(t.canonical) {
		return t.line
	}
	if _, rest, ok := strings.Cut(t.canonical, ":"); ok && strings.TrimSpace(line) == strings.TrimSpace(rest) {
		if _, typedRest, ok := strings.Cut(t.line, ":"); ok {
			return typedRest
		}
	}
	return line
}
