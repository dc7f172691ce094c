package cliline

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
// be given. The same values read the settings file (settings.Apply), so a
// value refused there is refused with the words the flag uses.

// choice is a flag that takes one of a few words, in any case.
type choice[T any] struct {
	p      *T
	given  string
	words  []string
	values []T
}

// OneOf defines a flag taking one of words, which set *p to the value at
// the same place in values; def is the word set at first.
func OneOf[T any](fs *FlagSet, p *T, name, def string, words []string, values []T) {
	c := &choice[T]{p: p, words: words, values: values}
	fs.Text(c, name, def)
}

// OneOfParsed defines a flag whose words a package parses (speech.ParseLang).
func OneOfParsed[T any](fs *FlagSet, p *T, name, def string, words []string, parse func(string) (T, error)) {
	values := make([]T, len(words))
	for i, w := range words {
		v, err := parse(w)
		if err != nil {
			panic(fmt.Sprintf("anna: --%s: %q is listed but not read: %v", name, w, err))
		}
		values[i] = v
	}
	OneOf(fs, p, name, def, words, values)
}

func (c *choice[T]) UnmarshalText(text []byte) error {
	s := strings.TrimSpace(string(text))
	for i, w := range c.words {
		if strings.EqualFold(s, w) {
			*c.p, c.given = c.values[i], w
			return nil
		}
	}
	return Choose(c.words...)
}

func (c *choice[T]) MarshalText() ([]byte, error) { return []byte(c.given), nil }

// Number is a flag that takes a number from Lo to Hi; Choices says them
// in its error ("0.5 to 4 (1 is the voice as recorded)").
type Number[T ~int | ~float64] struct {
	P       *T
	Lo, Hi  T
	Choices *Line
}

func (n *Number[T]) UnmarshalText(text []byte) error {
	s := strings.TrimSpace(string(text))
	f, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
	v := T(f)
	if err != nil || float64(v) != f || v < n.Lo || v > n.Hi {
		return Part(cliChoose, n.Choices)
	}
	*n.P = v
	return nil
}

func (n *Number[T]) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "%v", *n.P), nil }

// Checked is a flag holding text that Check accepts; Check's error is the
// reason given.
type Checked struct {
	P     *string
	Check func(string) error
}

func (c *Checked) UnmarshalText(text []byte) error {
	s := string(text)
	if err := c.Check(s); err != nil {
		return err
	}
	*c.P = s
	return nil
}

func (c *Checked) MarshalText() ([]byte, error) { return []byte(*c.P), nil }

// FlagSet is the command line's flags, which remembers the first value
// refused, so that the refusal reads as anna's own line (--lang "fr":
// choose ...) rather than the flag package's.
type FlagSet struct {
	*flag.FlagSet
	Refused *Refusal
}

// Refusal is a value a flag or a setting did not take, and why; Name is
// "" for a setting's (its key is named before it).
type Refusal struct {
	Name, Value string
	Reason      error
}

func (r *Refusal) Error() string { return r.In(speech.Phrasebook{}) }

func (r *Refusal) In(b speech.Phrasebook) string {
	value := strconv.Quote(r.Value) + ": " + InLang(b, r.Reason)
	if r.Name == "" { // a setting's value, its key named before it
		return value
	}
	return "--" + r.Name + " " + value
}

// TakeRefused is the value refused last and why (nil for none), forgotten
// once taken: a setting's refusal in the flag's words (settings.Flags).
func (fs *FlagSet) TakeRefused() (value string, reason error) {
	r := fs.Refused
	if r == nil {
		return "", nil
	}
	fs.Refused = nil
	return r.Value, r.Reason
}

// NewFlagSet is anna's flags, none defined yet.
func NewFlagSet() *FlagSet {
	return &FlagSet{FlagSet: flag.NewFlagSet("anna", flag.ContinueOnError)}
}

// textValue is a flag.Value over a TextUnmarshaler that notes a refusal.
type textValue struct {
	fs   *FlagSet
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
		if t.fs.Refused == nil {
			t.fs.Refused = &Refusal{Name: t.name, Value: s, Reason: err}
		}
		return err
	}
	return nil
}

// Text defines a flag read by v, set to def first.
func (fs *FlagSet) Text(v interface {
	encoding.TextUnmarshaler
	encoding.TextMarshaler
}, name, def string) {
	if err := v.UnmarshalText([]byte(def)); err != nil {
		panic(fmt.Sprintf("anna: --%s: the default %q is refused: %v", name, def, err))
	}
	fs.Var(textValue{fs: fs, name: name, v: v}, name, "") // described in the language files (usage.go)
}
