package session

import (
	"fmt"
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// What the session says and to whom: its outputs, and how a seat reads them.

// Kind is what the driver does with an Output.
type Kind int8

const (
	// Say prints the phrase as one line and speaks it.
	Say Kind = iota
	// Save writes the scoresheet (Session.PGN) before anything after it is
	// said: a completed move is on disk before it is announced.
	Save
	// Quit ends the program once everything before it is done.
	Quit
	// Free takes the player at Output.Seat from the table, as if they had
	// left (the arbiter's "free black": a frozen connection holds the
	// seat); the table says whether anybody sat there.
	Free
	// Voice asks the voice of the terminal that typed the line for
	// Output.Change (faster, slower, louder, softer); the view carries it
	// out and says the new setting.
	Voice
	// Codes asks the table for the join codes the terminal that typed the
	// line may hand out (codes); the host knows them, the session not.
	Codes
	// Own asks the terminal that typed the line to change its own
	// phrasebook by Output.Own (its language, its verbosity); the answer
	// after it is said in the changed one.
	Own
)

// Output is one thing the driver must do, in order.
type Output struct {
	Kind Kind
	// Event is what is said (Say): each terminal renders it in its own
	// phrasebook (In).
	Event Event
	// To says who hears it: everybody, or only some seats (the one who
	// asked a question, for example). A single terminal shows everything.
	To Audience
	// Aside, when set, is what every terminal outside To hears instead of
	// Event: what happened, where Event tells the seats in To what to do
	// (At). A terminal acting for everybody is in every audience.
	Aside Event
	// Reply: said to the terminal that typed the line only (an answer to
	// a spectator is not said to every spectator).
	Reply  bool
	Seat   Seat        // the seat to free (Free)
	Change VoiceChange // what the terminal's voice is to do (Voice)
	Own    BookChange  // what the terminal's phrasebook is to change (Own)
}

// In is what an output says in a terminal's phrasebook, as the lines it
// prints and speaks: a long answer (the position, the scoresheet) is split
// into lines of at most MaxLine characters.
func (o Output) In(b speech.Phrasebook) []speech.Phrase {
	if o.Kind != Say {
		return nil
	}
	return split(b.Say(o.Event))
}

// Lines is an event read from elsewhere (words.Decode) in a terminal's
// phrasebook, as the lines it prints and speaks (Output.In).
func Lines(e Event, b speech.Phrasebook) []speech.Phrase { return split(b.Say(e)) }

// split is a phrase as lines of at most MaxLine characters; a phrase of
// no words, none (who comes and goes, where arrivals are off).
func split(p speech.Phrase) []speech.Phrase {
	if len(p.Words) == 0 {
		return nil
	}
	if p.Len() <= MaxLine {
		return []speech.Phrase{p}
	}
	return p.Lines(MaxLine)
}

func say(e Event) Output { return Output{Kind: Say, Event: e, To: Everyone} }

// At is the output as a terminal at seat with roles hears it, and whether
// it hears it: Event when the terminal is in To, else Aside, if the
// output has one.
func (o Output) At(seat Seat, roles Roles) (Output, bool) {
	if o.To.HeardBy(seat, roles) {
		return o, true
	}
	return o.Others()
}

// Others is what the terminals outside To hear, as an output of its own:
// its Aside, if it has one.
func (o Output) Others() (Output, bool) {
	if o.Aside.Key == "" && o.Aside.Parts == nil {
		return Output{}, false
	}
	o.Event, o.To, o.Aside = o.Aside, Everyone, Event{}
	return o, true
}

// addressed says e to the terminals in to, who are to act on it, and
// aside to every other: a spectator, the opponent, the arbiter hear what
// happened, and are never told to act as the player (issue 33: a
// spectator was told to decline a draw "with a move"). Every seat
// remembers what it heard for "repeat".
func (s *Session) addressed(to Audience, e, aside Event) Output {
	s.stateOf(NoSeat)
	for seat, st := range s.seats {
		if st.last = aside; to.Hears(seat) {
			st.last = e
		}
	}
	return Output{Kind: Say, Event: e, To: to, Aside: aside}
}

// actors are the seats that act for a colour: its player's, and the
// assistant's when that player is visually disabled (D.2.10).
func (s *Session) actors(c rules.Color) Audience {
	if s.assisted(c) {
		return SeatOf(c).audience() | ToAssistant
	}
	return SeatOf(c).audience()
}

// mayRun are the seats whose roles may run a command of the table.
func mayRun(name string) Audience {
	var to Audience
	for _, seat := range []Seat{WhiteSeat, BlackSeat, AssistantSeat, SpectatorSeat, ArbiterSeat} {
		if seat.Roles().Has(commandIndex[name].May) {
			to |= seat.audience()
		}
	}
	return to
}

// said answers the seat that typed the line (everybody, at one terminal),
// and remembers the phrase for "repeat". An answer is spoken as one: a key
// press silences it (words.Answer).
func (s *Session) said(in *typedLine, e Event) Output {
	return s.saidTo(in.seat, e.As(words.Answer))
}

// saidInFull answers the seat that typed the line with something it must
// hear whole: the clock it asked for (D.2.6.1).
func (s *Session) saidInFull(in *typedLine, e Event) Output {
	return s.saidTo(in.seat, e.As(words.Announcement))
}

// saidTo answers seat (everybody, for NoSeat) as the answer to its line
// (the engine's answer to its hint comes after the line), and remembers
// the phrase for "repeat".
func (s *Session) saidTo(seat Seat, e Event) Output {
	s.stateOf(seat).last = e
	return Output{Kind: Say, Event: e, To: seat.audience(), Reply: true}
}

// announced is said to everybody: moves, results, the clock. Every seat
// remembers it for "repeat", the one terminal acting for everybody too.
func (s *Session) announced(e Event) Output {
	s.stateOf(NoSeat)
	for _, st := range s.seats {
		st.last = e
	}
	return say(e)
}

// Transcript renders outputs as the lines a script sees at a terminal
// with the session's own phrasebook (for tests and logs).
func (s *Session) Transcript(outs []Output) string { return TranscriptIn(outs, s.book) }

// TranscriptIn renders outputs as the lines a script sees at a terminal
// with the phrasebook b.
func TranscriptIn(outs []Output, b speech.Phrasebook) string {
	var sb strings.Builder
	for _, o := range outs {
		switch o.Kind {
		case Say:
			for _, p := range o.In(b) {
				fmt.Fprintln(&sb, p.Text())
			}
		case Voice:
			fmt.Fprintf(&sb, "[voice: %s]\n", o.Change)
		}
	}
	return sb.String()
}
