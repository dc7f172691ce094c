package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"time"
	"unicode"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// An event written down is one JSON object (docs/host.md, anna-events
// version 4):
//
//	{"m":"Move","a":[{...the ply...}]}      a phrasebook method and its arguments
//	{"m":"SealLoses","a":[{"m":"MoveRefused","a":[{...}]}]}  an event where it takes a phrase
//	{"l":[{"m":"EngineAdvises"},{"m":"HintsState","a":[true]}]}  events said as one line
//	{"t":"⠿⠿"}                              plain words (braille cells)
//	"p":1                                   beside any of them: the priority (speech.Priority)
//
// The arguments are written as encoding/json writes their Go types.

// ErrEvent is a written event that this anna cannot say: an unknown
// method, arguments that do not fit it, a value out of range.
var ErrEvent = errors.New("session: not an event")

// maxDepth is how deep events may stand inside events.
const maxDepth = 4

type writtenEvent struct {
	M string            `json:"m,omitempty"`
	A []json.RawMessage `json:"a,omitempty"`
	L []json.RawMessage `json:"l,omitempty"`
	T string            `json:"t,omitempty"`
	P *speech.Priority  `json:"p,omitempty"`
}

// MarshalJSON writes the event.
func (e Event) MarshalJSON() ([]byte, error) {
	w := writtenEvent{M: e.name, T: e.text}
	for _, a := range e.args {
		raw, err := json.Marshal(a)
		if err != nil {
			return nil, fmt.Errorf("session: event %s: %w", e.name, err)
		}
		w.A = append(w.A, raw)
	}
	for _, p := range e.parts {
		raw, err := json.Marshal(p)
		if err != nil {
			return nil, err
		}
		w.L = append(w.L, raw)
	}
	if e.parts != nil && len(e.parts) == 0 {
		w.L = []json.RawMessage{} // omitted; read back as nothing said
	}
	if e.set {
		w.P = &e.prio
	}
	return json.Marshal(w)
}

// EncodeEvent is the event written as one line of JSON (no line break).
func EncodeEvent(e Event) ([]byte, error) { return json.Marshal(e) }

// DecodeEvent reads a written event. It checks that the method is one of
// the phrasebook's, that the arguments fit it, and that their values are
// in range; anything else is refused with ErrEvent, never a panic: the
// other end of a connection is not trusted.
func DecodeEvent(data []byte) (Event, error) {
	e, err := decodeEvent(data, 0)
	if err != nil {
		return Event{}, fmt.Errorf("%w: %v", ErrEvent, err)
	}
	return e, nil
}

func decodeEvent(data []byte, depth int) (Event, error) {
	if depth > maxDepth {
		return Event{}, fmt.Errorf("events inside events deeper than %d", maxDepth)
	}
	var w writtenEvent
	if err := strictJSON(data, &w); err != nil {
		return Event{}, err
	}
	var e Event
	if w.P != nil {
		if *w.P < speech.Announcement || *w.P > speech.Alarm {
			return Event{}, fmt.Errorf("priority %d", *w.P)
		}
		e.prio, e.set = *w.P, true
	}
	switch {
	case w.M != "" && w.L == nil && w.T == "":
		m, ok := phrasebook.methods[w.M]
		if !ok {
			return Event{}, fmt.Errorf("the phrasebook has no %q", w.M)
		}
		if len(w.A) != len(m.in) {
			return Event{}, fmt.Errorf("%s takes %d arguments, not %d", w.M, len(m.in), len(w.A))
		}
		e.name = w.M
		for i, raw := range w.A {
			a, err := decodeArg(raw, m.in[i], openArg(w.M, i), depth)
			if err != nil {
				return Event{}, fmt.Errorf("%s's argument %d: %v", w.M, i+1, err)
			}
			e.args = append(e.args, a)
		}
	case w.L != nil && w.M == "" && w.A == nil && w.T == "":
		e.parts = []Event{}
		for _, raw := range w.L {
			p, err := decodeEvent(raw, depth+1)
			if err != nil {
				return Event{}, err
			}
			e.parts = append(e.parts, p)
		}
	case w.T != "" && w.M == "" && w.A == nil && w.L == nil:
		if err := printable(w.T); err != nil {
			return Event{}, err
		}
		e.text = w.T
	case w.M == "" && w.A == nil && w.L == nil && w.T == "":
	default:
		return Event{}, errors.New("a method, a list or words, and only one")
	}
	return e, nil
}

// decodeArg reads one argument of type t; open: a square, file or rank
// in it may be none (openArgs).
func decodeArg(raw []byte, t reflect.Type, open bool, depth int) (any, error) {
	if t == phraseType {
		return decodeEvent(raw, depth+1)
	}
	v := reflect.New(t)
	if err := strictJSON(raw, v.Interface()); err != nil {
		return nil, err
	}
	if err := inRange(v.Elem(), open); err != nil {
		return nil, err
	}
	return v.Elem().Interface(), nil
}

// strictJSON reads exactly one JSON value into v, refusing fields v does
// not have.
func strictJSON(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("more after the value")
	}
	return nil
}

// bounds are the values the phrasebook's enumerations may take in an
// event's arguments: the table of argument ranges, which DecodeEvent
// checks and every phrasebook method says all of (session's
// TestAnyValuesInRangeAreSaid). A square, file or rank is a real one,
// but in the arguments openArgs names. An integer type not named here is
// a count or a measure, within ±limit: the phrasebook says a negative
// one too ("minus two").
var bounds = map[reflect.Type][2]int64{
	reflect.TypeFor[rules.Color]():           {int64(rules.NoColor), int64(rules.Black)},
	reflect.TypeFor[rules.Square]():          {0, 63},
	reflect.TypeFor[rules.File]():            {int64(rules.FileA), int64(rules.FileH)},
	reflect.TypeFor[rules.Rank]():            {int64(rules.Rank1), int64(rules.Rank8)},
	reflect.TypeFor[rules.PieceType]():       {int64(rules.NoPieceType), int64(rules.Pawn)},
	reflect.TypeFor[rules.Piece]():           {int64(rules.NoPiece), int64(rules.NewPiece(rules.Pawn, rules.Black))},
	reflect.TypeFor[rules.Side]():            {int64(rules.NoCastle), int64(rules.QueenSide)},
	reflect.TypeFor[rules.Result]():          {int64(rules.Ongoing), int64(rules.Drawn)},
	reflect.TypeFor[rules.Reason]():          {int64(rules.NotOver), int64(rules.Absence)},
	reflect.TypeFor[rules.MoveErrorKind]():   {int64(rules.CannotReach), int64(rules.CastlingPathBlocked)},
	reflect.TypeFor[speech.ParseErrorKind](): {int64(speech.EmptyInput), int64(speech.MixedCastling)},
	reflect.TypeFor[speech.Usage]():          {int64(speech.UsageWhere), int64(speech.LastUsage)},
	reflect.TypeFor[speech.DrawRefusal]():    {int64(speech.DrawGameOver), int64(speech.DrawNotYourTurn)},
	reflect.TypeFor[speech.Priority]():       {int64(speech.Announcement), int64(speech.Alarm)},
	reflect.TypeFor[speech.Limit]():          {int64(speech.NoLimit), int64(speech.Lower)},
	reflect.TypeFor[speech.ClipFault]():      {0, int64(speech.ClipSilent)},
	reflect.TypeFor[speech.HostRefusal]():    {int64(speech.RefusedWrongCode), int64(speech.RefusedHostFull)},
	reflect.TypeFor[speech.Install]():        {int64(speech.AptGet), int64(speech.Elsewhere)},
	reflect.TypeFor[time.Duration]():         {-int64(1000 * time.Hour), int64(1000 * time.Hour)},
}

// openBounds are the bounds of a square, file or rank in the arguments
// openArgs names, where it may be none: what a query leaves open.
var openBounds = map[reflect.Type][2]int64{
	reflect.TypeFor[rules.Square](): {int64(rules.NoSquare), 63},
	reflect.TypeFor[rules.File]():   {int64(rules.NoFile), int64(rules.FileH)},
	reflect.TypeFor[rules.Rank]():   {int64(rules.NoRank), int64(rules.Rank8)},
}

// openArgs are the arguments, by method and place, in which a square,
// file or rank may be none: the file or the rank alone that a player
// answered "which piece?" with (NotOffered). openIn are the types in
// which they may be, wherever they stand: a move typed leaves its from
// square, file or rank open (rules.Query), and a square typed half is a
// file or a rank alone (speech.ParseError).
var (
	openArgs = map[string][]int{"NotOffered": {0, 1}}
	openIn   = map[reflect.Type]bool{reflect.TypeFor[rules.Query](): true, reflect.TypeFor[speech.ParseError](): true}
)

func openArg(method string, i int) bool { return slices.Contains(openArgs[method], i) }

// rangeOf is the values an integer of type t may take; open: a square,
// file or rank may be none.
func rangeOf(t reflect.Type, open bool) [2]int64 {
	if b, ok := openBounds[t]; ok && open {
		return b
	}
	if b, ok := bounds[t]; ok {
		return b
	}
	return [2]int64{-limit, limit}
}

// limit bounds a count or a measure (a move number, centipawns).
const limit = 1 << 20

// inRange checks every value in v: enumerations within their bounds,
// counts within ±limit, words without control characters.
func inRange(v reflect.Value, open bool) error {
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b := rangeOf(v.Type(), open)
		if n := v.Int(); n < b[0] || n > b[1] {
			return fmt.Errorf("%s %d out of range", v.Type(), n)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if v.Uint() > limit {
			return fmt.Errorf("%s %d out of range", v.Type(), v.Uint())
		}
	case reflect.String:
		return printable(v.String())
	case reflect.Pointer:
		if !v.IsNil() {
			return inRange(v.Elem(), open)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if err := inRange(v.Index(i), open); err != nil {
				return err
			}
		}
	case reflect.Struct:
		open = open || openIn[v.Type()]
		for i := range v.NumField() {
			if err := inRange(v.Field(i), open); err != nil {
				return err
			}
		}
	}
	return nil
}

// printable refuses control characters, which would act on the terminal
// that prints the words.
func printable(s string) error {
	for _, r := range s {
		if unicode.IsControl(r) || r == unicode.ReplacementChar {
			return fmt.Errorf("a control character in %q", s)
		}
	}
	return nil
}
