package session

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"sync"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// Event is what happened, as the session says it: one of the phrasebook's
// constructors by name (speech.Phrasebook.Move, .ClockBoth, ...) with its
// arguments, taken when it happens; or a list of events said as one line;
// or plain words, the same in every language (a line of braille cells).
// The session chooses no words: each seat renders the event in its own
// phrasebook (language, names, notation, verbosity), so that a Croatian
// player and an English spectator each hear the same move in their own
// words. An event is a value: it is written and read (EncodeEvent,
// DecodeEvent) to travel to anna join, which renders it there.
type Event struct {
	name  string  // the phrasebook's method
	args  []any   // its arguments; an Event where the method takes a speech.Phrase
	parts []Event // a list said as one line
	text  string  // plain words
	prio  speech.Priority
	set   bool // prio was given (As)
}

// In is the event in a seat's words. The zero Event says nothing.
func (e Event) In(b speech.Phrasebook) speech.Phrase {
	var p speech.Phrase
	switch {
	case e.name != "":
		p = e.call(b)
	case e.parts != nil:
		for i, part := range e.parts {
			x := part.In(b)
			if i == 0 {
				p.Priority = x.Priority
			}
			p.Words = append(p.Words, x.Words...)
		}
	case e.text != "":
		p = speech.Phrase{Words: []speech.Word{{Text: e.text}}}
	default:
		return speech.Phrase{}
	}
	if e.set {
		p = p.As(e.prio)
	}
	return p
}

// Render is the event in a seat's words, for an event read from
// elsewhere (DecodeEvent): a phrasebook that fails on its arguments is an
// error, not a crash.
func (e Event) Render(b speech.Phrasebook) (p speech.Phrase, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = speech.Phrase{}, fmt.Errorf("session: event %s cannot be said: %v", e.name, r)
		}
	}()
	return e.In(b), nil
}

// call renders a constructor's event: its Event arguments first, in the
// same phrasebook.
func (e Event) call(b speech.Phrasebook) speech.Phrase {
	m := phrasebook.methods[e.name]
	in := make([]reflect.Value, len(e.args))
	for i, a := range e.args {
		switch a := a.(type) {
		case Event:
			in[i] = reflect.ValueOf(a.In(b))
		case nil:
			in[i] = reflect.Zero(m.in[i])
		default:
			in[i] = reflect.ValueOf(a)
		}
	}
	return reflect.ValueOf(b).Method(m.index).Call(in)[0].Interface().(speech.Phrase)
}

// IsZero reports whether the event says nothing.
func (e Event) IsZero() bool { return e.name == "" && e.parts == nil && e.text == "" }

// Is reports whether the event was made by the constructor f (the
// goodbye, say: speech.Phrasebook.Goodbye).
func (e Event) Is(f func(speech.Phrasebook) speech.Phrase) bool {
	return e.name != "" && e.name == methodName(f)
}

// Name is the phrasebook method that says the event ("Move"); "" for a
// list or plain words.
func (e Event) Name() string { return e.name }

// Says reports whether the event, or an event within it, is said by one
// of the phrasebook methods fs (speech.Phrasebook.JoinLost, say): anna
// join refuses from a host the sentences that are the joiner's own.
func (e Event) Says(fs ...any) bool {
	for _, f := range fs {
		if e.name != "" && e.name == methodName(f) {
			return true
		}
	}
	for _, a := range e.args {
		if a, ok := a.(Event); ok && a.Says(fs...) {
			return true
		}
	}
	for _, p := range e.parts {
		if p.Says(fs...) {
			return true
		}
	}
	return false
}

// As is the event said with priority p (speech.Answer: a key silences it).
func (e Event) As(p speech.Priority) Event {
	e.prio, e.set = p, true
	return e
}

// Plain is an event whose words are the same in every phrasebook: a line
// of braille cells, a name.
func Plain(text string) Event { return Event{text: text} }

// Said is an event said by the phrasebook's constructor f, for those who
// carry the session's outputs out (the table: a save failed).
func Said(f func(speech.Phrasebook) speech.Phrase) Event { return ev(f) }

// Said1 is Said with the constructor's argument (the table: a player left).
func Said1[A any](f func(speech.Phrasebook, A) speech.Phrase, a A) Event { return ev1(f, a) }

// Said2 is Said1 with two arguments.
func Said2[A, B any](f func(speech.Phrasebook, A, B) speech.Phrase, a A, b B) Event {
	return ev2(f, a, b)
}

// joined is events said as one line.
func joined(es ...Event) Event { return Event{parts: es} }

// ev is an event said by the phrasebook's constructor f. The constructors
// with arguments below take them at once, when the event happens, so that
// a seat rendering it later (a player coming back hears what they missed)
// hears what was so then.
func ev(f func(speech.Phrasebook) speech.Phrase) Event { return event(f) }

func ev1[A any](f func(speech.Phrasebook, A) speech.Phrase, a A) Event { return event(f, a) }

func ev2[A, B any](f func(speech.Phrasebook, A, B) speech.Phrase, a A, b B) Event {
	return event(f, a, b)
}

func ev3[A, B, C any](f func(speech.Phrasebook, A, B, C) speech.Phrase, a A, b B, c C) Event {
	return event(f, a, b, c)
}

func ev4[A, B, C, D any](f func(speech.Phrasebook, A, B, C, D) speech.Phrase, a A, b B, c C, d D) Event {
	return event(f, a, b, c, d)
}

func ev5[A, B, C, D, E any](f func(speech.Phrasebook, A, B, C, D, E) speech.Phrase, a A, b B, c C, d D, e E) Event {
	return event(f, a, b, c, d, e)
}

func ev6[A, B, C, D, E, F any](f func(speech.Phrasebook, A, B, C, D, E, F) speech.Phrase, a A, b B, c C, d D, e E, g F) Event {
	return event(f, a, b, c, d, e, g)
}

// nested is an event said by f, some of whose arguments are phrases: an
// Event stands in their place, said in the same phrasebook (the reason in
// "You lose: ...", the prompt after "New game."). f is a phrasebook
// method; the arguments are checked against it.
func nested(f any, args ...any) Event {
	e := event(f, args...)
	m := phrasebook.methods[e.name]
	if len(args) != len(m.in) {
		panic(fmt.Sprintf("session: %s takes %d arguments, not %d", e.name, len(m.in), len(args)))
	}
	for i, a := range args {
		_, isEvent := a.(Event)
		if fits := isEvent == (m.in[i] == phraseType) && (isEvent || reflect.TypeOf(a) == m.in[i]); !fits {
			panic(fmt.Sprintf("session: %s's argument %d is a %T, not a %s", e.name, i+1, a, m.in[i]))
		}
	}
	return e
}

// event is the event of the phrasebook method f with its arguments.
func event(f any, args ...any) Event {
	name := methodName(f)
	if _, ok := phrasebook.methods[name]; !ok {
		// A programming error, found by TestEveryEventNamesAWritableMethod.
		panic(fmt.Sprintf("session: an event must be a phrasebook method whose arguments can be written, not %s", name))
	}
	for _, a := range args {
		if _, ok := a.(speech.Phrase); ok {
			panic(fmt.Sprintf("session: %s is given a phrase: give an Event (nested)", name))
		}
	}
	return Event{name: name, args: args}
}

// names caches each constructor's name by its code's address.
var names sync.Map

// methodName is the name of the phrasebook method f ("Move" for
// speech.Phrasebook.Move), or f's full name when it is not one.
func methodName(f any) string {
	pc := reflect.ValueOf(f).Pointer()
	if n, ok := names.Load(pc); ok {
		return n.(string)
	}
	full := "?"
	if fn := runtime.FuncForPC(pc); fn != nil {
		full = fn.Name()
	}
	name, ok := strings.CutPrefix(full, phrasebook.prefix)
	if !ok || strings.ContainsAny(name, ".-") {
		name = full
	}
	names.Store(pc, name)
	return name
}

// why is the event that says why err refused a line in game g.
func why(err error, g *rules.Game) Event {
	return ev1(speech.Phrasebook.MoveRefused, speech.MoveRefusalOf(err, g))
}
