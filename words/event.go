// Package words is what happened, as data: an event is a declared key
// with typed arguments (a square, a ply, a colour, a number, a duration,
// a text, an event...), each with its one written form.
//
// The features that say something declare their keys beside their own
// code (Declare); a seat's book (speech.Phrasebook.Say) renders an event
// in its own language, names, notation and verbosity. A key is the key of
// a sentence in the language files (speech/lang/CODE.toml), or of an
// event the book says with a function of its own (a move, the clock). The
// written form (Encode, Decode) is what anna-events carries from a host to
// anna join (docs/host.md); it names no Go method or type, so renaming
// code changes nothing a host and a joiner say to each other.
package words

import "slices"

// Key names an event: what happened, in every language's words.
type Key string

// Event is one thing said: a key with its arguments, or a list of events
// said as one line (Parts), or plain words the same in every language (a
// line of braille cells: Plain). Priority says what may cut it short when
// it is spoken. The zero Event says nothing.
type Event struct {
	Key      Key
	Args     Args
	Parts    []Event
	Priority Priority
	text     string // plain words (Plain)
}

// With is the event of key k with its arguments, as the key's
// declaration orders them.
func (k Key) With(args ...Arg) Event { return Event{Key: k, Args: args} }

// Event is the event of key k with no arguments.
func (k Key) Event() Event { return Event{Key: k} }

// Joined is the events said as one line, at the priority of the first.
func Joined(parts ...Event) Event {
	e := Event{Parts: parts}
	if len(parts) > 0 {
		e.Priority = parts[0].Priority
	}
	if e.Parts == nil {
		e.Parts = []Event{}
	}
	return e
}

// Plain is words the same in every language: a line of braille cells, a
// name.
func Plain(text string) Event { return Event{text: text} }

// PlainText is the words of a Plain event ("" for any other).
func (e Event) PlainText() string { return e.text }

// As is the event said with priority p (Answer: a key silences it).
func (e Event) As(p Priority) Event {
	e.Priority = p
	return e
}

// IsZero reports whether the event says nothing.
func (e Event) IsZero() bool { return e.Key == "" && e.Parts == nil && e.text == "" }

// Is reports whether the event is one of key k.
func (e Event) Is(k Key) bool { return e.Key != "" && e.Key == k }

// Says reports whether the event, or an event within it (an argument, a
// part), is one of the keys ks.
func (e Event) Says(ks ...Key) bool {
	if e.Key != "" && slices.Contains(ks, e.Key) {
		return true
	}
	for _, a := range e.Args {
		if a.says(ks) {
			return true
		}
	}
	for _, p := range e.Parts {
		if p.Says(ks...) {
			return true
		}
	}
	return false
}

// Priority is how a spoken line yields to what comes after it, as a screen
// reader's speech does: the event carries it to its phrase, and audio's
// speaker decides by it what a new utterance does to the one being
// spoken. The zero value is the safe one: never dropped.
type Priority int8

const (
	// Announcement: a move, check, mate, a result, the time a player asked
	// for. Never dropped; it waits for what is being said.
	Announcement Priority = iota
	// Answer: the answer to a question or a mistake (help, position, an
	// illegal move). A key press silences it; anything said after it cuts it.
	Answer
	// Countdown: a scheduled reading of the clock. Stale ones are dropped:
	// an older countdown when a newer one comes, and any after a flag fall.
	Countdown
	// Alarm: a flag fall; said at once, whatever is being said.
	Alarm
)

var priorityNames = [...]string{"announcement", "answer", "countdown", "alarm"}

func (p Priority) String() string {
	if p >= 0 && int(p) < len(priorityNames) {
		return priorityNames[p]
	}
	return "priority " + itoa(int64(p))
}
