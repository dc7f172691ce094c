package session

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"hash/fnv"
	"maps"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// books are the phrasebooks an event is rendered in by the tests: every
// language, at each verbosity, each with another notation (Appendix D,
// SAN, NATO).
func books() []speech.Phrasebook {
	var out []speech.Phrasebook
	for _, l := range speech.Langs() {
		out = append(out, speech.Phrasebook{Lang: l, Verbosity: speech.Normal, Style: speech.AppendixD},
			speech.Phrasebook{Lang: l, Verbosity: speech.Brief, Style: speech.SAN, Names: speech.LocalNames},
			speech.Phrasebook{Lang: l, Verbosity: speech.Full, Style: speech.NATO})
	}
	return out
}

// TestEventsRoundTrip: every event the transcripts' sessions say (and
// every prompt) is written, read back, and says the same words with the
// same clips and priority in every language; written again it is the same
// line. Under the race detector, each event is said in the first three
// phrasebooks (English's) only (raceOr).
func TestEventsRoundTrip(t *testing.T) {
	files, err := filepath.Glob("testdata/*.in")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	seen := map[string]int{}
	originals := map[string]Event{}
	recordEvents = func(e Event) {
		data, err := EncodeEvent(e)
		if err != nil {
			t.Fatalf("%#v cannot be written: %v", e, err)
		}
		seen[string(data)]++
		originals[string(data)] = e
	}
	defer func() { recordEvents = nil }()
	for _, in := range files {
		run(t, readScript(t, in))
	}
	methods := map[string]bool{}
	for data := range seen {
		e, err := DecodeEvent([]byte(data))
		if err != nil {
			t.Errorf("%s: %v", data, err)
			continue
		}
		again, _ := EncodeEvent(e)
		if string(again) != data {
			t.Errorf("written again differently:\n%s\n%s", data, again)
		}
		orig := originals[data]
		for _, b := range books()[:raceOr(len(books()), 3)] {
			got, err := e.Render(b)
			if want := orig.In(b); err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("%s in %s/%s: got %q (%v), want %q", data, b.Lang, b.Verbosity, got.Text(), err, want.Text())
			}
		}
		collectNames(e, methods)
	}
	if len(methods) < 110 {
		t.Errorf("the transcripts say only %d kinds of event", len(methods))
	}
	t.Logf("%d events, %d methods", len(seen), len(methods))
}

// TestEveryMethodRoundTrip: an event of every method events may name,
// its arguments zero values (an event where a phrase goes), is read back
// as written and says the same in every phrasebook.
func TestEveryMethodRoundTrip(t *testing.T) {
	for name, m := range phrasebook.methods {
		e := Event{name: name}
		for _, in := range m.in {
			if in == phraseType {
				e.args = append(e.args, Plain("x"))
			} else {
				e.args = append(e.args, reflect.Zero(in).Interface())
			}
		}
		data, err := EncodeEvent(e)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		back, err := DecodeEvent(data)
		if err != nil {
			t.Errorf("%s: %v", data, err)
			continue
		}
		for _, b := range books() {
			want, werr := e.Render(b)
			got, gerr := back.Render(b)
			if !reflect.DeepEqual(got, want) || (werr == nil) != (gerr == nil) {
				t.Errorf("%s in %s: got %q (%v), want %q (%v)", data, b.Lang, got.Text(), gerr, want.Text(), werr)
			}
		}
	}
	if len(phrasebook.methods) < 250 {
		t.Errorf("events may name only %d methods", len(phrasebook.methods))
	}
}

// TestEveryEnumerationHasBounds: every named integer type of rules and
// speech that an event's arguments hold has its values in bounds, so that
// DecodeEvent refuses a value outside them (a new enumeration is added
// there).
func TestEveryEnumerationHasBounds(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		if seen[ty] {
			return
		}
		seen[ty] = true
		switch ty.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			if _, ok := bounds[ty]; !ok && ty.PkgPath() != "" {
				t.Errorf("%s has no bounds in session/eventcodec.go", ty)
			}
		case reflect.Slice, reflect.Array, reflect.Pointer:
			walk(ty.Elem())
		case reflect.Struct:
			for i := range ty.NumField() {
				walk(ty.Field(i).Type)
			}
		}
	}
	for _, m := range phrasebook.methods {
		for _, in := range m.in {
			walk(in)
		}
	}
}

func collectNames(e Event, into map[string]bool) {
	if e.name != "" {
		into[e.name] = true
	}
	for _, p := range e.parts {
		collectNames(p, into)
	}
	for _, a := range e.args {
		if sub, ok := a.(Event); ok {
			collectNames(sub, into)
		}
	}
}

// TestEveryEventNamesAWritableMethod reads the code that makes events
// (session, table): each names a phrasebook method that events may name,
// and none is built from a function literal, which could not be written.
func TestEveryEventNamesAWritableMethod(t *testing.T) {
	makers := map[string]bool{"ev": true, "ev1": true, "ev2": true, "ev3": true, "ev4": true, "ev5": true, "ev6": true,
		"nested": true, "Said": true, "Said1": true}
	fset := token.NewFileSet()
	count := 0
	for _, dir := range []string{".", "../table"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") || filepath.Base(path) == "event.go" {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) == 0 {
					return true
				}
				var fn string
				switch f := call.Fun.(type) {
				case *ast.Ident:
					fn = f.Name
				case *ast.SelectorExpr:
					fn = f.Sel.Name
				case *ast.IndexExpr: // Said1[string]
					if id, ok := f.X.(*ast.Ident); ok {
						fn = id.Name
					}
				}
				if !makers[fn] {
					return true
				}
				count++
				sel, ok := call.Args[0].(*ast.SelectorExpr)
				if x, isSel := selX(sel); !ok || !isSel || x != "speech.Phrasebook" {
					t.Errorf("%s: %s is given %T, not a phrasebook method", fset.Position(call.Pos()), fn, call.Args[0])
					return true
				}
				if _, ok := phrasebook.methods[sel.Sel.Name]; !ok {
					t.Errorf("%s: speech.Phrasebook.%s cannot be an event (an argument that cannot be written?)", fset.Position(call.Pos()), sel.Sel.Name)
				}
				return true
			})
		}
	}
	if count < 250 {
		t.Errorf("found only %d events made", count)
	}
}

func selX(sel *ast.SelectorExpr) (string, bool) {
	if sel == nil {
		return "", false
	}
	inner, ok := sel.X.(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	pkg, ok := inner.X.(*ast.Ident)
	return pkg.Name + "." + inner.Sel.Name, ok
}

// TestDecodeRefuses: what is not an event this anna can say is refused
// with ErrEvent and a reason.
func TestDecodeRefuses(t *testing.T) {
	for _, tt := range []struct{ in, why string }{
		{`{"m":"Exit"}`, `has no "Exit"`},
		{`{"m":"Move"}`, "takes 1 arguments, not 0"},
		{`{"m":"Move","a":[{"Color":7}]}`, "rules.Color 7 out of range"},
		{`{"m":"Move","a":[{"Colour":1}]}`, "unknown field"},
		{`{"m":"Move","a":["e4"]}`, "cannot unmarshal"},
		{`{"m":"IsToMove","a":[1,2]}`, "takes 1 arguments, not 2"},
		{`{"m":"SeatBack","a":["\u001b[2J"]}`, "control character"},
		{`{"t":"\u0007"}`, "control character"},
		{`{"m":"Goodbye","t":"x"}`, "only one"},
		{`{"m":"Goodbye","p":9}`, "priority 9"},
		{`{"m":"Goodbye"} {}`, "more after"},
		{`{"m":"MoveNumber","a":[99999999999,[]]}`, "out of range"},
		{`{"m":"SealLoses","a":[{"m":"SealLoses","a":[{"m":"SealLoses","a":[{"m":"SealLoses","a":[{"m":"SealLoses","a":[{"m":"SealLoses","a":[{}]}]}]}]}]}]}`, "deeper than"},
		{`{"m":"SealLoses","a":[7]}`, "cannot unmarshal"},
		{`{"m":"Square","a":[-1]}`, "rules.Square -1 out of range"}, // NoSquare where a square is said
		{`{"m":"Move","a":[{"Move":{"From":-1,"To":28}}]}`, "rules.Square -1 out of range"},
		{`{"m":"File","a":[-1]}`, "rules.File -1 out of range"},
		{`{"m":"NotOffered","a":[-1,-2,{}]}`, "rules.Rank -2 out of range"},
		{`{"m":"Why","a":[null,null]}`, `has no "Why"`}, // an error cannot be written
		{`[`, "unexpected EOF"},
	} {
		_, err := DecodeEvent([]byte(tt.in))
		if !errors.Is(err, ErrEvent) || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("%s: got %v, want ErrEvent saying %q", tt.in, err, tt.why)
		}
	}
}

// FuzzDecodeEvent: whatever comes over the connection, reading it never
// panics, and an event read is said in every phrasebook without failing
// and written again as it was read.
func FuzzDecodeEvent(f *testing.F) {
	ply := rules.Ply{Move: rules.Move{From: 12, To: 28}, SAN: "e4", Color: rules.White, Number: 1, Piece: rules.Pawn}
	for _, e := range []Event{
		ev1(speech.Phrasebook.Move, ply),
		ev4(speech.Phrasebook.ClockBoth, rules.Reading{White: 60e9, Black: 59e9}, 3, 40, false),
		nested(speech.Phrasebook.SealLoses, why(&speech.ParseError{Kind: speech.UnknownWord, Word: "Felx"}, nil)),
		joined(ev(speech.Phrasebook.EngineAdvises), ev1(speech.Phrasebook.HintsState, true)).As(speech.Answer),
		Plain("⠿⠿⠿"),
		ev1(speech.Phrasebook.LastMoves, []rules.Ply{ply, ply}),
		ev1(speech.Phrasebook.SquareReport, rules.SquareInfo{Square: 3, Piece: rules.NewPiece(rules.Queen, rules.White)}),
	} {
		data, err := EncodeEvent(e)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	bks := books()
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := DecodeEvent(data)
		if err != nil {
			return
		}
		for _, b := range bks {
			if _, err := e.Render(b); err != nil {
				t.Fatalf("%s: %v", data, err)
			}
		}
		again, err := EncodeEvent(e)
		if err != nil {
			t.Fatal(err)
		}
		if e2, err := DecodeEvent(again); err != nil || !bytes.Equal(mustEncode(t, e2), again) {
			t.Fatalf("%s read, written as %s, read again: %v", data, again, err)
		}
	})
}

func mustEncode(t *testing.T, e Event) []byte {
	data, err := EncodeEvent(e)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestAnyValuesInRangeAreSaid: an event read from a connection may hold
// any values DecodeEvent lets through; every method says random ones of
// them (enumerations within their bounds, a square, file or rank none
// where openArgs lets it be, counts within ±limit) in every language
// without failing. Under the race detector, 5 draws of the 40 (raceOr).
func TestAnyValuesInRangeAreSaid(t *testing.T) {
	for _, name := range slices.Sorted(maps.Keys(phrasebook.methods)) {
		m := phrasebook.methods[name]
		seed := fnv.New64a()
		seed.Write([]byte(name))
		r := rand.New(rand.NewPCG(seed.Sum64(), 2)) // each method's values its own
		for i := range raceOr(40, 5) {
			e := Event{name: name}
			for j, in := range m.in {
				if in == phraseType {
					e.args = append(e.args, Plain("x"))
					continue
				}
				v := reflect.New(in).Elem()
				randomValue(r, v, openArg(name, j), 0)
				e.args = append(e.args, v.Interface())
			}
			data, _ := EncodeEvent(e)
			if _, err := DecodeEvent(data); err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			langs := speech.Langs()
			l := langs[i%len(langs)] // each draw in one language, all of them in turn
			if _, err := e.Render(speech.Phrasebook{Lang: l, Verbosity: speech.Verbosity(r.IntN(3))}); err != nil {
				t.Errorf("%s in %s: %v (a value an event read from a connection may hold: make %s say something of it, or narrow its argument's range in session/eventcodec.go)", data, l, err, name)
			}
		}
	}
}

// randomValue fills v with values DecodeEvent accepts; open: a square,
// file or rank may be none.
func randomValue(r *rand.Rand, v reflect.Value, open bool, depth int) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b := rangeOf(v.Type(), open)
		if _, named := bounds[v.Type()]; !named && r.IntN(2) == 0 {
			b = [2]int64{-2, 100}
		}
		switch r.IntN(4) { // the ends of the range half the time
		case 0:
			v.SetInt(b[0])
		case 1:
			v.SetInt(b[1])
		default:
			v.SetInt(b[0] + r.Int64N(b[1]-b[0]+1))
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(r.Uint64N(limit + 1))
	case reflect.String:
		v.SetString([]string{"", "x", "Felx", "black", "e4", "ü ß"}[r.IntN(6)])
	case reflect.Pointer:
		if depth < 3 && r.IntN(2) == 0 {
			v.Set(reflect.New(v.Type().Elem()))
			randomValue(r, v.Elem(), open, depth+1)
		}
	case reflect.Slice:
		n := r.IntN(4)
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := range n {
			randomValue(r, v.Index(i), open, depth+1)
		}
	case reflect.Array:
		for i := range v.Len() {
			randomValue(r, v.Index(i), open, depth+1)
		}
	case reflect.Struct:
		open = open || openIn[v.Type()]
		for i := range v.NumField() {
			randomValue(r, v.Field(i), open, depth+1)
		}
	}
}

// BenchmarkEventAfar is what version 2 of anna join's wire adds to a move
// on its way: the host writes the event, the joiner reads it and renders
// it in its own words (BenchmarkEventHere: rendering only, as at home).
func BenchmarkEventAfar(b *testing.B) {
	e := ev1(speech.Phrasebook.Move, rules.Ply{Move: rules.Move{From: 6, To: 21}, SAN: "Nf3", Color: rules.White, Number: 1, Piece: rules.Knight})
	book := speech.Phrasebook{Lang: speech.HR}
	for b.Loop() {
		data, _ := EncodeEvent(e)
		back, err := DecodeEvent(data)
		if err != nil {
			b.Fatal(err)
		}
		back.Lines(book)
	}
}

func BenchmarkEventHere(b *testing.B) {
	e := ev1(speech.Phrasebook.Move, rules.Ply{Move: rules.Move{From: 6, To: 21}, SAN: "Nf3", Color: rules.White, Number: 1, Piece: rules.Knight})
	book := speech.Phrasebook{Lang: speech.HR}
	for b.Loop() {
		Output{Kind: Say, Event: e}.In(book)
	}
}
