package session

import (
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Reading a typed line: who typed it, in which language, and what it asks.

// A typedLine is one line typed at a terminal, while it is read and
// answered: who typed it (its seat), what that terminal may do (its
// roles), the terminal's phrasebook (its command words are read in that
// language; "lang" and "brief" change it) and the line itself, as typed
// and with its command words in English. Handle and HandleIn make one for
// each line and pass it to the command table's handlers and to every
// function that answers the line; what happens without a line (a clock
// tick, the engine's answer, a seat taken) has none.
type typedLine struct {
	seat   Seat              // who typed it (at the one terminal: the seat it names, or the one asked)
	roles  Roles             // what the terminal that typed it may do
	book   speech.Phrasebook // the phrasebook of the terminal that typed it
	shared bool              // typed at the one terminal acting for everybody (book is the session's)
	term   Seat              // the seat of the terminal that typed it (NoSeat: the one terminal)
	// guarded: typed at a terminal whose arbiter's powers are behind the
	// arbiter's code (arbitercode.go), and read without them; byCode: the
	// arbiter typed the code for it, and it is the arbiter's.
	guarded, byCode bool
	// line is the line as the player typed it, canonical the same with
	// the language's command words put in English ("pomoć sat" is read as
	// "help clock"). A move is read from what was typed, so that a word
	// anna does not know is named as typed ("ne" when there is no
	// question to answer).
	line, canonical string
}

// Handle reads one typed line at one terminal acting for everybody: it
// holds every role, the arbiter's too. A line may start with the seat
// that types it ("white:", "black:", "assistant:", "arbiter:"); it then
// acts as that seat does, and keeps the terminal's arbiter powers.
// Commands may be typed in the language of the phrasebook as well as in
// English ("pomoć sat" is "help clock" in Croatian).
// The clock is looked at first: a flag that fell before the line was typed
// ends the game before the line is read.
func (s *Session) Handle(line string) []Output {
	if out, ok := s.codeTyped(s.book, NoSeat, Everybody, true, line); ok {
		return out
	}
	in := s.read(line, s.book, NoSeat, Everybody, true)
	out := s.checkFlag()
	seat, rest, err := parseSeat(in.canonical)
	in.seat = seat
	if seat != NoSeat {
		in.roles = seat.Roles() | ArbiterRole
	}
	s.guard(in)
	if seat == NoSeat && s.asker != NoSeat && !s.me(in).waiting() && s.stateOf(s.asker).waiting() {
		// One terminal acting for both: a line without a seat answers the
		// question anna last asked, whoever it was put to.
		in.seat = s.asker
	}
	s.stateOf(in.seat) // the seat that typed has a state: announcements reach it
	switch {
	case err != nil:
		out = append(out, s.said(in, keyUnknownSeat.Event()))
	case seat == AssistantSeat && !s.helper:
		out = append(out, s.said(in, keyNoAssistant.Event()))
	default:
		out = append(out, s.handle(in, rest)...)
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
	if out, ok := s.codeTyped(book, seat, roles, false, line); ok {
		return out
	}
	in := s.read(line, book, seat, roles, false)
	s.guard(in)
	s.stateOf(seat) // the seat that typed has a state: announcements reach it
	out := s.checkFlag()
	named, rest, err := parseSeat(in.canonical)
	switch {
	case err != nil || named != NoSeat && named != seat:
		out = append(out, s.said(in, keyOwnSeatOnly.With(words.Flag(seat == SpectatorSeat))))
	default:
		out = append(out, s.handle(in, rest)...)
	}
	s.stopClockIfOver()
	return out
}

// read makes the typedLine for a line typed at a terminal with the
// phrasebook book, its command words put in English.
func (s *Session) read(line string, book speech.Phrasebook, seat Seat, roles Roles, shared bool) *typedLine {
	return &typedLine{seat: seat, term: seat, roles: roles, book: book, shared: shared, line: line, canonical: book.Canonical(line)}
}

// firstWord is a line's first word, in lower case.
func firstWord(line string) string {
	word, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(line)), " ")
	return word
}

func (s *Session) handle(in *typedLine, line string) []Output {
	line = strings.TrimSpace(line)
	if line == "" {
		if me := s.me(in); me.mode != nil && me.confirm == nil {
			out, _ := me.mode.handle(s, in, line) // an empty line is "next" in a review
			return out
		}
		return nil
	}
	if out, ok := s.askCode(in, line); ok {
		return out
	}
	if out, ok := s.tuned(in, line); ok {
		return out
	}
	if out, refused := s.refused(in, line); refused {
		return out
	}
	if out, ok := s.choosingLine(in, line); ok {
		return out
	}
	if out, ok := s.awaitingLine(in, line); ok {
		return out
	}
	if out, ok := s.sealing(in, line); ok {
		return out
	}
	if out, ok := s.adjournedLine(in, line); ok {
		return out
	}
	me := s.me(in)
	if c := me.confirm; c != nil {
		me.confirm = nil
		switch strings.ToLower(line) {
		case "yes", "y", "ja", "j":
			return c.yes(in)
		case "no", "n", "nein":
			return []Output{s.said(in, c.cancelled)}
		}
		if cancels(line) && !c.another {
			return []Output{s.said(in, c.cancelled)}
		}
		if c.another {
			return s.handle(in, line)
		}
		return append([]Output{s.said(in, c.cancelled)}, s.handle(in, line)...)
	}
	if me.mode != nil {
		if out, ok := me.mode.handle(s, in, line); ok {
			return out
		}
	}
	if q := me.question; q != nil {
		me.question = nil
		if out, ok := s.answer(in, q, line); ok {
			return out
		}
		if cancels(line) {
			return s.reply(in, keyQuestionCancelled.Event())
		}
	}
	if out, ok := s.runCommand(in, line); ok {
		return out
	}
	return s.move(in, line)
}

// asTyped is the line as typed, for a line that is the one being read (or
// the part of it after the seat's name).
func (s *Session) asTyped(in *typedLine, line string) string {
	t := in
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

// The events said here.
var (
	keyNoAssistant       = words.Declare("no-assistant")
	keyQuestionCancelled = words.Declare("question-cancelled")
	keyUnknownSeat       = words.Declare("unknown-seat")
)

// typedMove is the legal move on g that a line typed at in names, or why
// it names none (a puzzle's answer, a retried move: refused with the
// reason, nothing changed).
func (s *Session) typedMove(in *typedLine, line string, g *rules.Game) (rules.Move, Event, bool) {
	q, err := speech.ParseMove(s.asTyped(in, line))
	if err != nil {
		return rules.Move{}, why(err, g), false
	}
	m, err := g.Resolve(q)
	if err != nil {
		return rules.Move{}, why(err, g), false
	}
	return m, Event{}, true
}
