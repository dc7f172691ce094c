// Package wire is the small line format in which a host and an anna that
// joins it (anna join) talk over their SSH subsystem: version 1. One
// message a line, its fields separated by tabs; a text never holds a tab
// or a line break. docs/host.md describes it.
package wire

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Subsystem is the SSH subsystem the host serves the events on.
const Subsystem = "anna-events"

// Version is the format's version: the first line either side writes is
// "anna-events 1".
const Version = 1

// Hello is the joiner's first message after the version line: the seat it
// takes and the words it hears in.
type Hello struct {
	Seat, Lang, Names, Notation, Verbosity string
}

// Said is one line the joiner prints and speaks: its text, the clips
// that say it (by name, from the joiner's own clip bank) and its
// priority (speech.Priority).
type Said struct {
	Priority int
	Clips    []string
	Text     string
}

// Message kinds, the first field of a line.
const (
	KindHello   = "hello"   // joiner: seat, lang, names, notation, verbosity
	KindSeated  = "seated"  // host: the seat taken
	KindRefused = "refused" // host: why not, as a sentence; the connection ends
	KindSay     = "say"     // host: priority, clips (space-separated), text
	KindNotice  = "notice"  // host: a line printed, not spoken
	KindPrompt  = "prompt"  // host: the prompt now and its flags; it ends what one table event said
	KindVoice   = "voice"   // host: faster, slower, louder or softer, typed here
	KindQuit    = "quit"    // host: the seat is left (quit, the table closed)
	KindLine    = "line"    // joiner: a typed line
	// KindAnswered follows what answers a typed line: the joiner's view
	// writes the answer and the prompt after it, as at home.
	KindAnswered = "answered" // host
)

// ErrFormat is a line that is not version 1's.
var ErrFormat = errors.New("wire: not an anna-events line")

// Clean makes a text fit in a field: tabs and line breaks become spaces.
func Clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, s)
}

// Line joins a message's fields into one line, with its line break.
func Line(kind string, fields ...string) string {
	parts := append([]string{kind}, fields...)
	for i := range parts {
		parts[i] = Clean(parts[i])
	}
	return strings.Join(parts, "\t") + "\n"
}

// Split reads a line into its kind and fields.
func Split(line string) (kind string, fields []string) {
	parts := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
	return parts[0], parts[1:]
}

// Greeting is the version line.
func Greeting() string { return fmt.Sprintf("%s %d\n", Subsystem, Version) }

// CheckGreeting reads the other side's version line.
func CheckGreeting(line string) error {
	name, v, ok := strings.Cut(strings.TrimSpace(line), " ")
	if !ok || name != Subsystem {
		return fmt.Errorf("%w: %q", ErrFormat, line)
	}
	if n, err := strconv.Atoi(v); err != nil || n != Version {
		return fmt.Errorf("wire: version %q, this anna speaks %d", v, Version)
	}
	return nil
}

// HelloLine is the joiner's hello.
func (h Hello) Line() string {
	return Line(KindHello, h.Seat, h.Lang, h.Names, h.Notation, h.Verbosity)
}

// ParseHello reads a hello's fields.
func ParseHello(fields []string) (Hello, error) {
	if len(fields) != 5 {
		return Hello{}, fmt.Errorf("%w: a hello has 5 fields, not %d", ErrFormat, len(fields))
	}
	return Hello{Seat: fields[0], Lang: fields[1], Names: fields[2], Notation: fields[3], Verbosity: fields[4]}, nil
}

// Line is a said line's message.
func (s Said) Line() string {
	return Line(KindSay, strconv.Itoa(s.Priority), strings.Join(s.Clips, " "), s.Text)
}

// ParseSaid reads a say message's fields.
func ParseSaid(fields []string) (Said, error) {
	if len(fields) != 3 {
		return Said{}, fmt.Errorf("%w: say has 3 fields, not %d", ErrFormat, len(fields))
	}
	p, err := strconv.Atoi(fields[0])
	if err != nil {
		return Said{}, fmt.Errorf("%w: priority %q", ErrFormat, fields[0])
	}
	return Said{Priority: p, Clips: strings.Fields(fields[1]), Text: fields[2]}, nil
}

// Prompt is the prompt a seat types at, with what the line typed there
// is: a sealed move (Secret: shown while typed, never echoed after), the
// answer to a question (Asking: Esc on an empty line leaves it), or
// waiting for the engine's answer (Awaiting: the view holds the prompt
// until it comes).
type Prompt struct {
	Text                     string
	Secret, Asking, Awaiting bool
}

// promptFlags are a prompt's flags as written, in this order.
var promptFlags = []string{"secret", "asking", "awaiting"}

// Line is the prompt's message: its text and its flags (comma-separated).
func (p Prompt) Line() string {
	var flags []string
	for i, on := range []bool{p.Secret, p.Asking, p.Awaiting} {
		if on {
			flags = append(flags, promptFlags[i])
		}
	}
	return Line(KindPrompt, p.Text, strings.Join(flags, ","))
}

// ParsePrompt reads a prompt message's fields; flags it does not know are
// left out (a newer host's), and a prompt without flags has none.
func ParsePrompt(fields []string) (Prompt, error) {
	if len(fields) == 0 || len(fields) > 2 {
		return Prompt{}, fmt.Errorf("%w: prompt has 1 or 2 fields, not %d", ErrFormat, len(fields))
	}
	p := Prompt{Text: fields[0]}
	if len(fields) == 2 {
		for _, f := range strings.Split(fields[1], ",") {
			switch f {
			case "secret":
				p.Secret = true
			case "asking":
				p.Asking = true
			case "awaiting":
				p.Awaiting = true
			}
		}
	}
	return p, nil
}
