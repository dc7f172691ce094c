package session

import (
	"reflect"

	"github.com/anna-chess/anna/speech"
)

// Event is what happened, as the session says it: one of the phrasebook's
// constructors (speech.Phrasebook.Move, .ClockBoth, ...) and its
// arguments, taken when it happens. The session chooses no words: each
// seat renders the event in its own phrasebook (language, names,
// notation, verbosity), so that a Croatian player and an English
// spectator each hear the same move in their own words.
type Event struct {
	render func(speech.Phrasebook) speech.Phrase
	of     uintptr // the constructor, for Is
}

// In is the event in a seat's words. The zero Event says nothing.
func (e Event) In(b speech.Phrasebook) speech.Phrase {
	if e.render == nil {
		return speech.Phrase{}
	}
	return e.render(b)
}

// IsZero reports whether the event says nothing.
func (e Event) IsZero() bool { return e.render == nil }

// Is reports whether the event was made by the constructor f (the
// goodbye, say: speech.Phrasebook.Goodbye).
func (e Event) Is(f func(speech.Phrasebook) speech.Phrase) bool {
	return e.of != 0 && e.of == reflect.ValueOf(f).Pointer()
}

// As is the event said with priority p (speech.Answer: a key silences it).
func (e Event) As(p speech.Priority) Event {
	render := e.render
	e.render = func(b speech.Phrasebook) speech.Phrase { return render(b).As(p) }
	return e
}

// Plain is an event whose words are the same in every phrasebook: a line
// of braille cells, a name.
func Plain(p speech.Phrase) Event {
	return Event{render: func(speech.Phrasebook) speech.Phrase { return p }}
}

// joined is two events said as one line.
func joined(a, b Event) Event {
	return ev(func(book speech.Phrasebook) speech.Phrase {
		x, y := a.In(book), b.In(book)
		return speech.Phrase{Words: append(append([]speech.Word(nil), x.Words...), y.Words...), Priority: x.Priority}
	})
}

// evAround is an event built by f around another event (the prompt),
// both in the same phrasebook.
func evAround(f func(speech.Phrasebook, speech.Phrase) speech.Phrase, e Event) Event {
	return Event{render: func(b speech.Phrasebook) speech.Phrase { return f(b, e.In(b)) }, of: reflect.ValueOf(f).Pointer()}
}

// Said is an event built by f in each seat's phrasebook, for those who
// carry the session's outputs out (the table: a player left, a save
// failed).
func Said(f func(speech.Phrasebook) speech.Phrase) Event { return ev(f) }

// ev is an event built by f in each seat's phrasebook. The constructors
// with arguments below take them at once, when the event happens, so that
// a seat rendering it later (a player coming back hears what they missed)
// hears what was so then.
func ev(f func(speech.Phrasebook) speech.Phrase) Event {
	return Event{render: f, of: reflect.ValueOf(f).Pointer()}
}

func ev1[A any](f func(speech.Phrasebook, A) speech.Phrase, a A) Event {
	return Event{render: func(b speech.Phrasebook) speech.Phrase { return f(b, a) }, of: reflect.ValueOf(f).Pointer()}
}

func ev2[A, B any](f func(speech.Phrasebook, A, B) speech.Phrase, a A, b B) Event {
	return Event{render: func(p speech.Phrasebook) speech.Phrase { return f(p, a, b) }, of: reflect.ValueOf(f).Pointer()}
}

func ev3[A, B, C any](f func(speech.Phrasebook, A, B, C) speech.Phrase, a A, b B, c C) Event {
	return Event{render: func(p speech.Phrasebook) speech.Phrase { return f(p, a, b, c) }, of: reflect.ValueOf(f).Pointer()}
}

func ev4[A, B, C, D any](f func(speech.Phrasebook, A, B, C, D) speech.Phrase, a A, b B, c C, d D) Event {
	return Event{render: func(p speech.Phrasebook) speech.Phrase { return f(p, a, b, c, d) }, of: reflect.ValueOf(f).Pointer()}
}

func ev5[A, B, C, D, E any](f func(speech.Phrasebook, A, B, C, D, E) speech.Phrase, a A, b B, c C, d D, e E) Event {
	return Event{render: func(p speech.Phrasebook) speech.Phrase { return f(p, a, b, c, d, e) }, of: reflect.ValueOf(f).Pointer()}
}

func ev6[A, B, C, D, E, F any](f func(speech.Phrasebook, A, B, C, D, E, F) speech.Phrase, a A, b B, c C, d D, e E, g F) Event {
	return Event{render: func(p speech.Phrasebook) speech.Phrase { return f(p, a, b, c, d, e, g) }, of: reflect.ValueOf(f).Pointer()}
}
