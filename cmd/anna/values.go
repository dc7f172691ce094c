package main

import (
	"encoding"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/speech"
)

// Every flag that takes one of a few words, or a number within bounds, is
// read one way: as an encoding.TextUnmarshaler whose error names what may
// be given. The same values read the settings file (settings.go), so a
// value refused there is refused with the words the flag uses.

// choice is a flag that takes one of a few words, in any case.
type choice[T any] struct {
	p      *T
	given  string
	words  []string
	values []T
}

// oneOf defines a flag taking one of words, which set *p to the value at
// the same place in values; def is the word set at first.
func oneOf[T any](fs *flagSet, p *T, name, def string, words []string, values []T) {
	c := &choice[T]{p: p, words: words, values: values}
	fs.text(c, name, def)
}

// oneOfParsed defines a flag whose words a package parses (speech.ParseLang).
func oneOfParsed[T any](fs *flagSet, p *T, name, def string, words []string, parse func(string) (T, error)) {
	values := make([]T, len(words))
	for i, w := range words {
		v, err := parse(w)
		if err != nil {
			panic(fmt.Sprintf("anna: --%s: %q is listed but not read: %v", name, w, err))
		}
		values[i] = v
	}
	oneOf(fs, p, name, def, words, values)
}

func (c *choice[T]) UnmarshalText(text []byte) error {
	s := strings.TrimSpace(string(text))
	for i, w := range c.words {
		if strings.EqualFold(s, w) {
			*c.p, c.given = c.values[i], w
			return nil
		}
	}
	return choose(c.words...)
}

func (c *choice[T]) MarshalText() ([]byte, error) { return []byte(c.given), nil }

// number is a flag that takes a number from lo to hi; choices says them
// in its error ("0.5 to 4 (1 is the voice as recorded)").
type number[T ~int | ~float64] struct {
	p       *T
	lo, hi  T
	choices *said
}

func (n *number[T]) UnmarshalText(text []byte) error {
	s := strings.TrimSpace(string(text))
	f, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
	v := T(f)
	if err != nil || float64(v) != f || v < n.lo || v > n.hi {
		return part(cliChoose, n.choices)
	}
	*n.p = v
	return nil
}

func (n *number[T]) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "%v", *n.p), nil }

// checked is a flag holding text that check accepts; check's error is the
// reason given.
type checked struct {
	p     *string
	check func(string) error
}

func (c *checked) UnmarshalText(text []byte) error {
	s := string(text)
	if err := c.check(s); err != nil {
		return err
	}
	*c.p = s
	return nil
}

func (c *checked) MarshalText() ([]byte, error) { return []byte(*c.p), nil }

// flagSet is the command line's flags, which remembers the first value
// refused, so that the refusal reads as anna's own line (--lang "fr":
// choose ...) rather than the flag package's.
type flagSet struct {
	*flag.FlagSet
	refused *refusal
}

// refusal is a value a flag or a setting did not take, and why; name is
// "" for a setting's (its key is named before it).
type refusal struct {
	name, value string
	reason      error
}

func (r *refusal) Error() string { return r.In(speech.Phrasebook{}) }

func (r *refusal) In(b speech.Phrasebook) string {
	value := strconv.Quote(r.value) + ": " + inLang(b, r.reason)
	if r.name == "" { // a setting's value, its key named before it
		return value
	}
	return "--" + r.name + " " + value
}

// TakeRefused is the value refused last and why (nil for none), forgotten
// once taken: a setting's refusal in the flag's words (settings.Flags).
func (fs *flagSet) TakeRefused() (value string, reason error) {
	r := fs.refused
	if r == nil {
		return "", nil
	}
	fs.refused = nil
	return r.value, r.reason
}

func newFlagSet() *flagSet {
	return &flagSet{FlagSet: flag.NewFlagSet("anna", flag.ContinueOnError)}
}

// textValue is a flag.Value over a TextUnmarshaler that notes a refusal.
type textValue struct {
	fs   *flagSet
	name string
	v    interface {
		encoding.TextUnmarshaler
		encoding.TextMarshaler
	}
}

func (t textValue) String() string {
	if t.v == nil {
		return ""
	}
	b, _ := t.v.MarshalText()
	return string(b)
}

func (t textValue) Set(s string) error {
	if err := t.v.UnmarshalText([]byte(s)); err != nil {
		if t.fs.refused == nil {
			t.fs.refused = &refusal{name: t.name, value: s, reason: err}
		}
		return err
	}
	return nil
}

// text defines a flag read by v, set to def first.
func (fs *flagSet) text(v interface {
	encoding.TextUnmarshaler
	encoding.TextMarshaler
}, name, def string) {
	if err := v.UnmarshalText([]byte(def)); err != nil {
		panic(fmt.Sprintf("anna: --%s: the default %q is refused: %v", name, def, err))
	}
	fs.Var(textValue{fs: fs, name: name, v: v}, name, "") // described in the language files (usage.go)
}
