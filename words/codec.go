package words

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// An event written down is one JSON object (docs/host.md, anna-events
// version 6):
//
//	{"k":"offers","a":["white"]}      a key and its arguments, each in its
//	                                  kind's written form (written.go)
//	{"l":[EVENT,EVENT]}               events said as one line
//	{"t":"⠿⠿"}                        plain words (braille cells)
//	"p":1                             beside any of them: the priority
//	{}                                nothing said
//
// A key is read only if it is declared (Declare), with as many arguments
// as its declaration has kinds, each of its kind.

// ErrEvent is a written event that this anna cannot say: a key not
// declared, arguments that do not fit it, a value out of range.
var ErrEvent = errors.New("words: not an event")

// maxDepth is how deep events may stand inside events.
const maxDepth = 4

// Encode is the event written as one line of JSON (no line break).
func Encode(e Event) ([]byte, error) {
	b, err := appendEvent(make([]byte, 0, 64), e)
	if err != nil {
		return nil, fmt.Errorf("words: event %s: %w", e.Key, err)
	}
	return b, nil
}

func appendEvent(b []byte, e Event) ([]byte, error) {
	b = append(b, '{')
	sep := func(name string) {
		if b[len(b)-1] != '{' {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, name...)
		b = append(b, '"', ':')
	}
	var err error
	switch {
	case e.Key != "":
		sep("k")
		b = appendString(b, string(e.Key))
		if len(e.Args) > 0 {
			sep("a")
			b = append(b, '[')
			for i, a := range e.Args {
				if i > 0 {
					b = append(b, ',')
				}
				if b, err = appendArg(b, a); err != nil {
					return nil, err
				}
			}
			b = append(b, ']')
		}
	case e.Parts != nil:
		sep("l")
		b = append(b, '[')
		for i, p := range e.Parts {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = appendEvent(b, p); err != nil {
				return nil, err
			}
		}
		b = append(b, ']')
	case e.text != "":
		sep("t")
		b = appendString(b, e.text)
	}
	if e.Priority != Announcement {
		sep("p")
		b = strconv.AppendInt(b, int64(e.Priority), 10)
	}
	return append(b, '}'), nil
}

// appendString writes s as a JSON string.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case r < 0x20:
			b = append(b, `\u00`...)
			b = append(b, "0123456789abcdef"[r>>4], "0123456789abcdef"[r&15])
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return append(b, '"')
}

// Decode reads a written event. It checks that its keys are declared,
// that the arguments fit their declarations and that their values are in
// range; anything else is refused with ErrEvent, never a panic: the other
// end of a connection is not trusted.
func Decode(data []byte) (Event, error) {
	d := &decoder{data: data}
	e, err := d.event(0)
	if err == nil {
		d.space()
		if d.i < len(d.data) {
			err = errors.New("more after the event")
		}
	}
	if err != nil {
		return Event{}, fmt.Errorf("%w: %v", ErrEvent, err)
	}
	return e, nil
}

// event reads one event object.
func (d *decoder) event(depth int) (Event, error) {
	if depth > maxDepth {
		return Event{}, fmt.Errorf("events inside events deeper than %d", maxDepth)
	}
	var e Event
	var args, parts []int // where the arguments and the parts begin, read once the key is known
	seen := map[string]bool{}
	err := d.object(func(field string) error {
		if seen[field] {
			return fmt.Errorf("%q twice", field)
		}
		seen[field] = true
		var err error
		switch field {
		case "k":
			var k string
			k, err = d.str()
			e.Key = Key(k)
			if err == nil && k == "" {
				err = errors.New("an empty key")
			}
		case "a":
			args = []int{d.i}
			err = d.skip()
		case "l":
			parts = []int{d.i}
			err = d.skip()
		case "t":
			e.text, err = d.str()
			if err == nil && e.text == "" {
				err = errors.New("empty words")
			}
		case "p":
			var p int64
			p, err = d.integer()
			if err == nil && (p < int64(Announcement) || p > int64(Alarm)) {
				err = fmt.Errorf("priority %d", p)
			}
			e.Priority = Priority(p)
		default:
			err = fmt.Errorf("unknown field %q", field)
		}
		return err
	})
	if err != nil {
		return Event{}, err
	}
	switch {
	case e.Key != "" && parts == nil && e.text == "":
		kinds, ok := Declared(e.Key)
		if !ok {
			return Event{}, fmt.Errorf("no event %q", e.Key)
		}
		if args != nil {
			end := d.i
			d.i = args[0]
			err = d.array(func() error {
				if len(e.Args) == len(kinds) {
					return fmt.Errorf("%s takes %d arguments", e.Key, len(kinds))
				}
				a, err := d.readArg(kinds[len(e.Args)], depth)
				e.Args = append(e.Args, a)
				return err
			})
			d.i = end
			if err != nil {
				return Event{}, fmt.Errorf("%s's argument %d: %v", e.Key, len(e.Args), err)
			}
		}
		if len(e.Args) != len(kinds) {
			return Event{}, fmt.Errorf("%s takes %d arguments, not %d", e.Key, len(kinds), len(e.Args))
		}
	case parts != nil && e.Key == "" && args == nil && e.text == "":
		end := d.i
		d.i = parts[0]
		e.Parts = []Event{}
		err = d.array(func() error {
			p, err := d.event(depth + 1)
			e.Parts = append(e.Parts, p)
			return err
		})
		d.i = end
		if err != nil {
			return Event{}, err
		}
	case e.text != "" && e.Key == "" && args == nil && parts == nil:
		if err := printable(e.text); err != nil {
			return Event{}, err
		}
	case e.Key == "" && args == nil && parts == nil && e.text == "":
	default:
		return Event{}, errors.New("a key, a list or words, and only one")
	}
	return e, nil
}

// printable refuses control characters, which would act on the terminal
// that prints the words.
func printable(s string) error {
	for _, r := range s {
		if unicode.IsControl(r) || r == utf8.RuneError {
			return fmt.Errorf("a control character in %q", s)
		}
	}
	return nil
}

// declared are the declared keys and their arguments' kinds: written at
// the start (package variables), read after.
var declared = map[Key][]Kind{}

// Declare declares the event of key k, its arguments of the kinds given,
// in order, and returns k. An event read from elsewhere (Decode) is read
// only if its key is declared. Features declare their keys beside their
// own code, as package variables; a key declared twice must be declared
// alike.
func Declare(k Key, kinds ...Kind) Key {
	for _, kind := range kinds {
		if !kind.valid() {
			panic(fmt.Sprintf("words: %s's argument of %s", k, kind))
		}
	}
	if was, ok := declared[k]; ok && !slices.Equal(was, kinds) {
		panic(fmt.Sprintf("words: %s declared twice, with %v and with %v", k, was, kinds))
	}
	if k == "" {
		panic("words: an empty key")
	}
	declared[k] = slices.Clip(kinds)
	return k
}

// Declared is the kinds of key k's arguments, if k is declared.
func Declared(k Key) ([]Kind, bool) {
	kinds, ok := declared[k]
	return kinds, ok
}

// Vocabulary is every key declared, in order.
func Vocabulary() []Key {
	keys := make([]Key, 0, len(declared))
	for k := range declared {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
