// Package wire is the small line format in which a host and an anna that
// joins it (anna join) talk over their SSH subsystem: version 6. One
// message a line, its fields separated by tabs; a text never holds a tab
// or a line break. The host sends the events the seat hears (written as
// session.EncodeEvent writes them, which this package does not read) and
// the joiner renders them in its own words; the joiner sends its typed
// lines, numbered. docs/host.md describes it.
package wire

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Subsystem is the SSH subsystem the host serves the events on.
const Subsystem = "anna-events"

// Port is the SSH port a host listens on and a joiner calls unless told
// another.
const Port = "2222"

// Version is the format's version: the first line either side writes is
// "anna-events 6". Version 1 sent lines rendered at the host; version 2
// did not number what it sent, so a rejoin could lose what was sent into
// a connection already dead; version 3 did not number the typed lines,
// so one typed into a dead connection was lost; version 4 wrote an event
// as a Go method's name with its arguments as Go wrote their types, where
// version 5 writes the declared vocabulary (words: a key with arguments
// of a few kinds, each in its one written form); version 5 did not say
// how many moves a joiner had heard (a host started again could not say
// those it missed) nor why its seat was left (the host's end of the
// match was a joiner's silent exit).
const Version = 6

// MaxLine is the longest line either side reads (a scoresheet of a long
// game as one event is about 100 KB); a longer one ends the connection.
const MaxLine = 1 << 20

// MaxBatch is the most a batch may hold (what comes before its mark), in
// bytes, each message counted with 64 bytes more: four times the longest
// line. A host sends a batch of what waits for its seat, which the host
// bounds lower (table.MaxWaiting); a joiner ends a connection whose batch
// goes past it, and joins again, so that a host cannot take the joiner's
// memory.
const MaxBatch = 4 * MaxLine

// Hello is the joiner's first message after the version line: the seat it
// takes and the words it hears in, and, joining again after a dropped
// connection, the last mark it heard (Resume: the stream and its number).
// Fallback is the language of the joiner's computer (ANNA_LANG or its
// locale), for the host to use when Lang is empty and the joiner's SSH key
// chose none in an earlier game. Heard is how many moves of the
// scoresheet the joiner's last picture showed (-1: none came yet): a
// host started again, which knows no stream of the joiner's, says the
// moves after them. Arrivals is "off" when the joiner does not hear who
// comes and goes (--arrivals off, or arrivals typed there), else "".
type Hello struct {
	Seat, Lang, Names, Notation, Verbosity string
	Resume                                 Mark
	Fallback                               string
	Heard                                  int
	Arrivals                               string
}

// Mark numbers what the host sent a seat: Stream names the seat's stream
// at this table (given in seated; secret to the joiner), N counts the
// batches sent in it, from 1. A batch is what one table event said (its
// events, notices, voice changes, picture, prompt), ended by its mark; the joiner
// hands a batch on only when its mark has come, so a batch is heard whole
// or not at all, and a rejoin asks for what came after its last mark.
type Mark struct {
	Stream string
	N      int
}

// Seated is the host's answer to a hello: the seat taken, and the words
// the host reads the joiner's lines in, which the joiner renders what it
// hears in (its hello's, but for a word the host does not know); Engine:
// the game has an engine (help names its topic).
type Seated struct {
	Seat, Lang, Names, Notation, Verbosity string
	Engine                                 bool
	Stream                                 string // the seat's stream: a hello naming it resumes it
	Done                                   int    // the number of the last typed line the host carried out in the stream
}

// Typed is a line typed at the joiner, numbered from 1 in the order typed:
// the host carries out a number once (a resent line it has done already is
// not done again) and tells the joiner the last it did in seated, so that
// a joiner joining again sends exactly the lines not carried out.
type Typed struct {
	N    int
	Text string
}

// Own is a change of the joiner's words, typed there (lang hr, brief,
// arrivals off): the language, the verbosity or whether it hears who
// comes and goes ("on", "off"), "" where unchanged. What the host sends
// after it is rendered in the new words.
type Own struct{ Lang, Verbosity, Arrivals string }

// Message kinds, the first field of a line.
const (
	KindHello   = "hello"   // joiner: seat, lang, names, notation, verbosity, resume (Hello)
	KindSeated  = "seated"  // host: the seat taken, the words (Seated)
	KindRefused = "refused" // host: why not, as a sentence; the connection ends
	KindEvent   = "event"   // host: an event the seat hears, written (session.EncodeEvent)
	KindOwn     = "own"     // host: the joiner's words changed (Own)
	KindNotice  = "notice"  // host: a line printed, not spoken
	KindPrompt  = "prompt"  // host: the prompt now (an event) and its flags; it ends what one table event said
	KindPicture = "picture" // host: the seat's board (Picture), before each prompt: what a board view draws
	KindVoice   = "voice"   // host: faster, slower, louder or softer, typed here
	KindQuit    = "quit"    // host: the seat is left (quit, freed), or the table closed (QuitClosed)
	KindMark    = "mark"    // host: the number of the batch just ended (Mark.N)
	KindLine    = "line"    // joiner: a typed line, numbered (Typed)
	// KindAnswered follows what answers a typed line, with its number:
	// the joiner's view writes the answer and the prompt after it, as at
	// home, and the joiner keeps the line no more.
	KindAnswered = "answered" // host
)

// QuitClosed is quit's reason when the host closed the table on purpose
// (its player quit): the joiner ends as the host did, not by its own quit.
const QuitClosed = "closed"

// ErrFormat is a line that is not this version's; ErrVersion another version.
var (
	ErrFormat  = errors.New("wire: not an anna-events line")
	ErrVersion = errors.New("wire: another version")
)

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

// CheckGreeting reads the other side's version line. Another version is
// ErrVersion, its message the one sentence a user reads.
func CheckGreeting(line string) error {
	name, v, ok := strings.Cut(strings.TrimSpace(line), " ")
	if !ok || name != Subsystem {
		return fmt.Errorf("%w: %q", ErrFormat, line[:min(len(line), 40)]) // the start is enough to say what it is
	}
	if n, err := strconv.Atoi(v); err != nil || n != Version {
		if err != nil || n < 0 || len(v) > 6 {
			v = "?" // not a version: nothing of it is shown
		}
		return &VersionError{Theirs: v}
	}
	return nil
}

// VersionError is the other end's version, when it is not this one's
// (a number, or "?"); errors.Is(err, ErrVersion). Each end says it in its
// own words (host/sentences.go, join/sentences.go).
type VersionError struct{ Theirs string }

func (e *VersionError) Error() string {
	return fmt.Sprintf("wire: the other end speaks version %s, this one %d", e.Theirs, Version)
}

func (e *VersionError) Is(target error) bool { return target == ErrVersion }

// TheirsNewer says whether the other end's version is newer than this
// one's, so which end's anna is to be updated; known is false when the
// other end named no version ("?").
func (e *VersionError) TheirsNewer() (newer, known bool) {
	n, err := strconv.Atoi(e.Theirs)
	return n > Version, err == nil
}

// ReadLine reads one line of at most MaxLine bytes, without its line break.
func ReadLine(r *bufio.Reader) (string, error) {
	var line []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(line)+len(chunk) > MaxLine {
			return "", fmt.Errorf("%w: a line longer than %d bytes", ErrFormat, MaxLine)
		}
		line = append(line, chunk...)
		switch {
		case err == nil:
			return strings.TrimRight(string(line), "\r\n"), nil
		case !errors.Is(err, bufio.ErrBufferFull):
			return "", err
		}
	}
}

// ReadBounded reads one line as ReadLine does, keeping at most max bytes
// of it: of a longer line it returns the first max bytes and long, the
// rest read up to its line break and dropped, so that a line of any
// length costs its reader max bytes (the host reads what a joiner sends
// so: a hello and typed lines are short).
func ReadBounded(r *bufio.Reader, max int) (line string, long bool, err error) {
	var kept []byte // at most max bytes, whatever the line holds (a run of carriage returns was once kept whole, and then cut at a negative index)
	for {
		chunk, err := r.ReadSlice('\n')
		if err == nil { // the line's end is not kept
			chunk = bytes.TrimRight(chunk, "\r\n")
		}
		if room := max - len(kept); len(chunk) > room {
			chunk, long = chunk[:room], true
		}
		kept = append(kept, chunk...)
		switch {
		case err == nil:
			return strings.TrimRight(string(kept), "\r\n"), long, nil
		case !errors.Is(err, bufio.ErrBufferFull):
			return "", long, err
		}
	}
}

// HelloLine is the joiner's hello.
func (h Hello) Line() string {
	resume := ""
	if h.Resume.Stream != "" {
		resume = h.Resume.Stream + " " + strconv.Itoa(h.Resume.N)
	}
	heard := ""
	if h.Heard >= 0 {
		heard = strconv.Itoa(h.Heard)
	}
	return Line(KindHello, h.Seat, h.Lang, h.Names, h.Notation, h.Verbosity, resume, h.Fallback, heard, h.Arrivals)
}

// ParseHello reads a hello's fields; HEARD empty is -1.
func ParseHello(fields []string) (Hello, error) {
	if len(fields) != 9 {
		return Hello{}, fmt.Errorf("%w: a hello has 9 fields, not %d", ErrFormat, len(fields))
	}
	h := Hello{Seat: fields[0], Lang: fields[1], Names: fields[2], Notation: fields[3], Verbosity: fields[4], Fallback: fields[6], Heard: -1,
		Arrivals: fields[8]}
	if fields[5] != "" {
		stream, n, ok := strings.Cut(fields[5], " ")
		num, err := strconv.Atoi(n)
		if !ok || err != nil || num < 0 || stream == "" {
			return Hello{}, fmt.Errorf("%w: a hello's resume is a stream and a number, not %q", ErrFormat, fields[5])
		}
		h.Resume = Mark{Stream: stream, N: num}
	}
	if fields[7] != "" {
		n, err := number(fields[7])
		if err != nil {
			return Hello{}, fmt.Errorf("%w: a hello's moves heard, not %q", ErrFormat, fields[7])
		}
		h.Heard = n
	}
	return h, nil
}

// QuitLine ends a seat's stream: why is "" (the seat was left) or
// QuitClosed.
func QuitLine(why string) string {
	if why == "" {
		return Line(KindQuit)
	}
	return Line(KindQuit, why)
}

// MarkLine is the mark ending batch n.
func MarkLine(n int) string { return Line(KindMark, strconv.Itoa(n)) }

// ParseMark reads a mark's fields: its number.
func ParseMark(fields []string) (int, error) { return onlyNumber(KindMark, fields) }

// Line is the seated message.
func (s Seated) Line() string {
	engine := ""
	if s.Engine {
		engine = "engine"
	}
	return Line(KindSeated, s.Seat, s.Lang, s.Names, s.Notation, s.Verbosity, engine, s.Stream, strconv.Itoa(s.Done))
}

// ParseSeated reads a seated message's fields.
func ParseSeated(fields []string) (Seated, error) {
	if len(fields) != 8 {
		return Seated{}, fmt.Errorf("%w: seated has 8 fields, not %d", ErrFormat, len(fields))
	}
	done, err := number(fields[7])
	if err != nil {
		return Seated{}, fmt.Errorf("%w: seated's last line done, not %q", ErrFormat, fields[7])
	}
	return Seated{Seat: fields[0], Lang: fields[1], Names: fields[2], Notation: fields[3], Verbosity: fields[4],
		Engine: fields[5] == "engine", Stream: fields[6], Done: done}, nil
}

// Line is the typed line's message.
func (t Typed) Line() string { return Line(KindLine, strconv.Itoa(t.N), t.Text) }

// ParseTyped reads a line message's fields: its number (from 1) and text.
func ParseTyped(fields []string) (Typed, error) {
	if len(fields) != 2 {
		return Typed{}, fmt.Errorf("%w: a line has 2 fields, not %d", ErrFormat, len(fields))
	}
	n, err := number(fields[0])
	if err != nil || n == 0 {
		return Typed{}, fmt.Errorf("%w: a line's number, not %q", ErrFormat, fields[0])
	}
	return Typed{N: n, Text: fields[1]}, nil
}

// AnsweredLine follows the answer to typed line n.
func AnsweredLine(n int) string { return Line(KindAnswered, strconv.Itoa(n)) }

// ParseAnswered reads an answered message's fields: the line's number.
func ParseAnswered(fields []string) (int, error) { return onlyNumber(KindAnswered, fields) }

// onlyNumber reads the fields of a message of kind whose one field is a
// number.
func onlyNumber(kind string, fields []string) (int, error) {
	if len(fields) != 1 {
		return 0, fmt.Errorf("%w: %s has 1 field, not %d", ErrFormat, kind, len(fields))
	}
	n, err := number(fields[0])
	if err != nil {
		return 0, fmt.Errorf("%w: %s's number, not %q", ErrFormat, kind, fields[0])
	}
	return n, nil
}

// number reads a count written in a field: digits only, not negative.
func number(field string) (int, error) {
	n, err := strconv.Atoi(field)
	if err != nil || n < 0 || strings.TrimLeft(field, "0123456789") != "" {
		return 0, fmt.Errorf("%w: not a number: %q", ErrFormat, field)
	}
	return n, nil
}

// Line is the own message.
func (o Own) Line() string { return Line(KindOwn, o.Lang, o.Verbosity, o.Arrivals) }

// ParseOwn reads an own message's fields.
func ParseOwn(fields []string) (Own, error) {
	if len(fields) != 3 {
		return Own{}, fmt.Errorf("%w: own has 3 fields, not %d", ErrFormat, len(fields))
	}
	return Own{Lang: fields[0], Verbosity: fields[1], Arrivals: fields[2]}, nil
}

// Prompt is the prompt a seat types at, with what the line typed there
// is: a sealed move (Secret: shown while typed, never echoed after), the
// answer to a question (Asking: Esc on an empty line leaves it), or
// waiting for the engine's answer (Awaiting: the view holds the prompt
// until it comes). Pending: an answer to anything the seat asked the
// engine is on its way; EngineActs: the engine is to act on the board (to
// move); a script's next line waits for both, as at home. On the wire the
// prompt is an event (Event, written as session.EncodeEvent writes it);
// the joiner renders it into Text.
type Prompt struct {
	Event                    string
	Text                     string // not sent
	Secret, Asking, Awaiting bool
	Pending, EngineActs      bool
}

// promptFlags are a prompt's flags as written, in this order.
var promptFlags = []string{"secret", "asking", "awaiting", "pending", "engine"}

// flags are the prompt's flags, in promptFlags' order.
func (p *Prompt) flags() []*bool {
	return []*bool{&p.Secret, &p.Asking, &p.Awaiting, &p.Pending, &p.EngineActs}
}

// Line is the prompt's message: its event and its flags (comma-separated).
func (p Prompt) Line() string {
	var flags []string
	for i, on := range p.flags() {
		if *on {
			flags = append(flags, promptFlags[i])
		}
	}
	return Line(KindPrompt, p.Event, strings.Join(flags, ","))
}

// ParsePrompt reads a prompt message's fields; flags it does not know are
// left out (a newer host's), and a prompt without flags has none.
func ParsePrompt(fields []string) (Prompt, error) {
	if len(fields) == 0 || len(fields) > 2 {
		return Prompt{}, fmt.Errorf("%w: prompt has 1 or 2 fields, not %d", ErrFormat, len(fields))
	}
	p := Prompt{Event: fields[0]}
	if len(fields) == 2 {
		flags := p.flags()
		for _, f := range strings.Split(fields[1], ",") {
			if i := slices.Index(promptFlags, f); i >= 0 {
				*flags[i] = true
			}
		}
	}
	return p, nil
}
