package session

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/anna-chess/anna/internal/passcode"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// The arbiter's code: in a game for rating at one keyboard, the players
// type at the terminal that holds the arbiter's powers, so the powers are
// kept behind a code the arbiter chooses before the game starts (typed
// twice, never shown). A line that needs the arbiter's powers (adjust,
// penalty, declare, grant, or any line typed as "arbiter:" that is more
// than a question) is held while the terminal asks for the code, without
// echo; the right code carries the line out as the arbiter's, a wrong one
// changes nothing and is noted on the scoresheet. The players' own lines
// (a request to the arbiter, a claim) go to the arbiter as at a hosted
// table. A casual game keeps every power at the keyboard.

// minCode is the fewest characters an arbiter's code has.
const minCode = 4

// arbiterCode is the code's state in a match.
type arbiterCode struct {
	guard    bool           // the keyboard's arbiter powers are behind the code (Config.ArbiterCode)
	hash     *passcode.Hash // the code chosen, as its hash; nil until chosen
	choosing bool           // the game waits for the arbiter to choose it (Start)
	first    string         // the code typed once while choosing, until it is typed again
	ask      *codeAsk       // a line that waits for the code
}

// codeAsk is a line held until the arbiter's code is typed at the
// terminal that typed it.
type codeAsk struct {
	in   typedLine // as it will be read: with the arbiter's powers
	line string    // its text after the seat's name
}

// ArbiterCodeState is the code as the state file keeps it: present when
// the keyboard's arbiter powers are behind a code, with its hash once the
// arbiter has chosen it.
type ArbiterCodeState struct {
	Hash *passcode.Hash `json:"hash,omitempty"`
}

func (c *arbiterCode) state() *ArbiterCodeState {
	if !c.guard {
		return nil
	}
	return &ArbiterCodeState{Hash: c.hash}
}

// guardedTerminal reports whether a terminal holding roles keeps its
// arbiter's powers behind the code: one that holds them with a player's
// (the one keyboard); never the arbiter's own seat.
func (s *Session) guardedTerminal(roles Roles, shared bool) bool {
	return s.code.guard && roles.Has(ArbiterRole) && (shared || roles.Has(Playing))
}

// guard takes the arbiter's powers from a line typed at a guarded
// terminal once the code is set: the line acts for its seat alone, and
// typed as "arbiter:" it may only ask, until the code is given.
func (s *Session) guard(in *typedLine) {
	if s.code.hash == nil || !s.guardedTerminal(in.roles, in.shared) {
		return
	}
	in.guarded = true
	if in.seat == ArbiterSeat {
		in.roles = SpectatorRole
		return
	}
	in.roles &^= ArbiterRole
}

// needsCode reports whether a guarded line needs the arbiter's powers: a
// command its seat may not run but the arbiter may, or a command typed as
// the arbiter that does more than ask.
func needsCode(in *typedLine, line string) bool {
	c, arg, ok := lookup(line)
	if !in.guarded || !ok || c.isMove(arg) || asks(line) || quits(line) || cancels(line) {
		return false
	}
	return in.seat == ArbiterSeat || !in.roles.Has(c.May) && (in.roles|ArbiterRole).Has(c.May)
}

// askCode holds a guarded line that needs the arbiter's powers and asks
// for the code.
func (s *Session) askCode(in *typedLine, line string) ([]Output, bool) {
	if !needsCode(in, line) {
		return nil, false
	}
	held := *in
	held.guarded, held.byCode = false, true
	if held.seat == ArbiterSeat {
		held.roles = ArbiterRole
	} else {
		held.roles |= ArbiterRole
	}
	s.code.ask = &codeAsk{in: held, line: line}
	c, _, _ := lookup(line)
	return []Output{s.said(in, keyArbiterCodeAsk.With(words.Text(c.Name)))}, true
}

// codeTyped takes the line typed at a terminal while the game waits for
// the arbiter to choose the code, or while a line of this terminal waits
// for it: the line is the code, never read as anything else, never
// shown. quit still quits; cancel leaves the question.
func (s *Session) codeTyped(book speech.Phrasebook, term Seat, roles Roles, shared bool, line string) ([]Output, bool) {
	canonical := book.Canonical(line)
	if s.code.choosing && s.guardedTerminal(roles, shared) {
		if quits(canonical) {
			return nil, false
		}
		return s.chooseCode(s.read(line, book, term, roles, shared), cancels(canonical)), true
	}
	a := s.code.ask
	if a == nil || a.in.shared != shared || !shared && a.in.term != term {
		return nil, false
	}
	s.code.ask = nil
	in := a.in
	switch {
	case quits(canonical):
		return nil, false // read as usual: this terminal leaves
	case cancels(canonical):
		return s.reply(&in, keyArbiterCodeCancelled.Event()), true
	case !s.code.hash.Matches(strings.TrimSpace(line)):
		c, _, _ := lookup(a.line)
		s.note(fmt.Sprintf("A wrong arbiter's code was typed for %s; nothing was done", c.Name))
		return []Output{{Kind: Save}, s.said(&in, keyArbiterCodeWrong.Event())}, true
	}
	out := s.checkFlag()
	out = append(out, s.handle(&in, a.line)...)
	s.stopClockIfOver()
	return out, true
}

// chooseCode takes the arbiter's code before the game starts: typed once,
// then again; the game starts once both agree.
func (s *Session) chooseCode(in *typedLine, cancel bool) []Output {
	code := strings.TrimSpace(in.line)
	switch {
	case cancel:
		s.code.first = ""
		return s.reply(in, keyArbiterCodeChoose.Event())
	case s.code.first == "" && utf8.RuneCountInString(code) < minCode:
		return s.reply(in, keyArbiterCodeShort.Event())
	case s.code.first == "":
		s.code.first = code
		return s.reply(in, keyArbiterCodeAgain.Event())
	case code != s.code.first:
		s.code.first = ""
		return s.reply(in, keyArbiterCodesDiffer.Event())
	}
	h, err := passcode.New(code)
	if err != nil {
		s.code.first = ""
		return s.reply(in, keyArbiterCodesDiffer.Event())
	}
	s.code.hash, s.code.first, s.code.choosing = &h, "", false
	out := []Output{{Kind: Save}, s.announced(keyArbiterCodeSet.Event())}
	return append(out, s.begin()...)
}

// choosingLine answers a line from a terminal that is not the arbiter's
// while the arbiter chooses the code: questions and quit pass; the game
// has not started.
func (s *Session) choosingLine(in *typedLine, line string) ([]Output, bool) {
	if !s.code.choosing || asks(line) || quits(line) {
		return nil, false
	}
	return s.reply(in, keyArbiterCodeChoose.Event()), true
}

// codePrompt is the prompt of a terminal that is to type the code: while
// the arbiter chooses it, or when a line of this terminal waits for it.
func (s *Session) codePrompt(seat Seat) (Event, bool) {
	switch {
	case s.code.choosing:
		return keyArbiterCodePrompt.With(words.Flag(s.code.first != "")), true
	case s.codeAsked(seat):
		return keyArbiterCodePrompt.With(words.Flag(false)), true
	}
	return Event{}, false
}

// codeAsked reports whether the terminal at seat is to type the code for
// a line it holds (at the one keyboard, any seat's picture is its own).
func (s *Session) codeAsked(seat Seat) bool {
	a := s.code.ask
	return a != nil && (a.in.shared || a.in.term == seat)
}

// hiddenInput reports whether the line seat types next is the arbiter's
// code: no view shows it, not even while it is typed.
func (s *Session) hiddenInput(seat Seat) bool {
	return s.code.choosing && seat != ArbiterSeat && seat != SpectatorSeat || s.codeAsked(seat)
}

// The events said here.
var (
	keyArbiterCodeAgain     = words.Declare("arbiter-code-again")
	keyArbiterCodeAsk       = words.Declare("arbiter-code-ask", words.TextKind)
	keyArbiterCodeCancelled = words.Declare("arbiter-code-cancelled")
	keyArbiterCodeChoose    = words.Declare("arbiter-code-choose")
	keyArbiterCodePrompt    = words.Declare("arbiter-code-prompt", words.FlagKind)
	keyArbiterCodeSet       = words.Declare("arbiter-code-set")
	keyArbiterCodeShort     = words.Declare("arbiter-code-short")
	keyArbiterCodeWrong     = words.Declare("arbiter-code-wrong")
	keyArbiterCodesDiffer   = words.Declare("arbiter-codes-differ")
)
