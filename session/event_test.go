package session

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"hash/fnv"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
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
		data, err := words.Encode(e)
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
	keys := map[words.Key]bool{}
	for data := range seen {
		e, err := words.Decode([]byte(data))
		if err != nil {
			t.Errorf("%s: %v", data, err)
			continue
		}
		again, _ := words.Encode(e)
		if string(again) != data {
			t.Errorf("written again differently:\n%s\n%s", data, again)
		}
		orig := originals[data]
		for _, b := range books()[:raceOr(len(books()), 3)] {
			if got, want := b.Say(e), b.Say(orig); !reflect.DeepEqual(got, want) {
				t.Errorf("%s in %s/%s: got %q, want %q", data, b.Lang, b.Verbosity, got.Text(), want.Text())
			}
		}
		collectKeys(e, keys)
	}
	if len(keys) < 110 {
		t.Errorf("the transcripts say only %d kinds of event", len(keys))
	}
	t.Logf("%d events, %d keys", len(seen), len(keys))
}

func collectKeys(e Event, into map[words.Key]bool) {
	if e.Key != "" {
		into[e.Key] = true
	}
	for _, p := range e.Parts {
		collectKeys(p, into)
	}
	for _, a := range e.Args {
		if a.Kind() == words.EventKind {
			collectKeys(a.Event(), into)
		}
	}
}

// TestEveryKeyIsSaid: every key declared (by session, table, speech...)
// is one every book says, and an event of it with any arguments of its
// kinds, as an event read from a connection may hold, is written, read
// back as written and said in every language without failing. Under the
// race detector, 5 draws of the 40 (raceOr).
func TestEveryKeyIsSaid(t *testing.T) {
	vocabulary := words.Vocabulary()
	if len(vocabulary) < 250 {
		t.Errorf("only %d keys declared", len(vocabulary))
	}
	for _, k := range vocabulary {
		kinds, _ := words.Declared(k)
		seed := fnv.New64a()
		seed.Write([]byte(k))
		r := rand.New(rand.NewPCG(seed.Sum64(), 2)) // each key's values its own
		for _, b := range books() {
			if !b.Knows(k) {
				t.Errorf("%s is declared, but the %s book does not say it", k, b.Lang)
				break
			}
		}
		for i := range raceOr(40, 5) {
			var args []words.Arg
			for _, kind := range kinds {
				args = append(args, randomArg(r, kind))
			}
			e := k.With(args...)
			data, err := words.Encode(e)
			if err != nil {
				t.Fatalf("%s: %v", k, err)
			}
			back, err := words.Decode(data)
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			if again, _ := words.Encode(back); !bytes.Equal(again, data) {
				t.Fatalf("%s read back as %s", data, again)
			}
			langs := speech.Langs()
			b := speech.Phrasebook{Lang: langs[i%len(langs)], Verbosity: speech.Verbosity(r.IntN(3)), Style: speech.Style(r.IntN(5))}
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("%s in %s: %v (a value an event read from a connection may hold)", data, b.Lang, p)
					}
				}()
				b.Say(back)
			}()
		}
	}
}

// randomArg is an argument of kind k, as a host may send one.
func randomArg(r *rand.Rand, k words.Kind) words.Arg {
	if k.IsList() {
		var list []words.Arg
		for range r.IntN(4) {
			list = append(list, randomArg(r, k.Elem()))
		}
		return words.List(k.Elem(), list...)
	}
	switch k {
	case words.SquareKind:
		switch r.IntN(4) {
		case 0:
			return words.File(rules.File(r.IntN(9) - 1))
		case 1:
			return words.Rank(rules.Rank(r.IntN(9) - 1))
		}
		return words.Square(rules.Square(r.IntN(64)))
	case words.PieceKind:
		return words.Piece(rules.PieceType(r.IntN(7)))
	case words.PlacedKind:
		return words.Placed(rules.Placed{Piece: rules.Piece(r.IntN(13)), Square: rules.Square(r.IntN(64))})
	case words.ColourKind:
		return words.Colour(rules.Color(r.IntN(3)))
	case words.PlyKind:
		ply := rules.Ply{Move: rules.Move{From: rules.Square(r.IntN(64)), To: rules.Square(r.IntN(64))}, SAN: "Nf3",
			Color: rules.Color(1 + r.IntN(2)), Number: 1 + r.IntN(200), Piece: rules.PieceType(1 + r.IntN(6)), Check: r.IntN(2) == 0}
		return words.Ply(ply)
	case words.OutcomeKind:
		return words.Outcome(rules.Outcome{Result: rules.Result(r.IntN(int(rules.Drawn) + 1)), Reason: rules.Reason(r.IntN(int(rules.Absence) + 1)),
			By: rules.Color(r.IntN(3))})
	case words.NumberKind:
		return words.Number([]int{0, 1, 2, -1, 40, 1 << 19}[r.IntN(6)])
	case words.DurationKind:
		return words.Duration(time.Duration(r.Int64N(int64(3 * time.Hour))))
	case words.TextKind:
		return words.Text([]string{"", "x", "Felx", "black", "e4", "ü ß"}[r.IntN(6)])
	case words.FlagKind:
		return words.Flag(r.IntN(2) == 0)
	case words.EventKind:
		return words.Said(words.Plain("x"))
	}
	panic("no kind " + strconv.Itoa(int(k)))
}

// argKinds are the kinds of words' argument constructors.
var argKinds = map[string]words.Kind{
	"Square": words.SquareKind, "File": words.SquareKind, "Rank": words.SquareKind, "Piece": words.PieceKind,
	"Placed": words.PlacedKind, "Colour": words.ColourKind, "Ply": words.PlyKind, "Outcome": words.OutcomeKind,
	"Result": words.OutcomeKind, "Number": words.NumberKind, "Duration": words.DurationKind, "Text": words.TextKind,
	"Flag": words.FlagKind, "Said": words.EventKind, "Plies": words.ListOf(words.PlyKind),
	"Squares": words.ListOf(words.SquareKind), "Placeds": words.ListOf(words.PlacedKind), "Texts": words.ListOf(words.TextKind),
	"Colours": words.ListOf(words.ColourKind), "Pieces": words.ListOf(words.PieceKind), "Events": words.ListOf(words.EventKind),
}

// TestEveryEventFitsItsKey reads the code that makes events (session,
// table, host, online): each key.With(...) whose key is a package's
// declared key gives as many arguments as the key is declared with, each
// of its kind, so that what a host writes a joiner reads.
func TestEveryEventFitsItsKey(t *testing.T) {
	fset := token.NewFileSet()
	count := 0
	for _, dir := range []string{".", "../table", "../host", "../online"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		var parsed []*ast.File
		declared := map[string][]words.Kind{}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			parsed = append(parsed, f)
			ast.Inspect(f, func(n ast.Node) bool {
				vs, ok := n.(*ast.ValueSpec)
				if !ok || len(vs.Values) != 1 {
					return true
				}
				call, ok := vs.Values[0].(*ast.CallExpr)
				if !ok || selName(call.Fun) != "words.Declare" {
					return true
				}
				var kinds []words.Kind
				for _, a := range call.Args[1:] {
					kinds = append(kinds, kindExpr(t, a))
				}
				declared[vs.Names[0].Name] = kinds
				return true
			})
		}
		for _, f := range parsed {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || (sel.Sel.Name != "With" && sel.Sel.Name != "Event") {
					return true
				}
				key, ok := sel.X.(*ast.Ident)
				kinds, declaredHere := declared[keyName(key, ok)]
				if !declaredHere {
					return true
				}
				count++
				if len(call.Args) != len(kinds) {
					t.Errorf("%s: %s with %d arguments, declared with %d", fset.Position(call.Pos()), key.Name, len(call.Args), len(kinds))
					return true
				}
				for i, a := range call.Args {
					c, ok := a.(*ast.CallExpr)
					if !ok || !strings.HasPrefix(selName(c.Fun), "words.") {
						continue // an argument made elsewhere (plies): TestEventsRoundTrip reads them
					}
					if got := argKinds[strings.TrimPrefix(selName(c.Fun), "words.")]; got != kinds[i] {
						t.Errorf("%s: %s's argument %d is a %s, declared a %s", fset.Position(a.Pos()), key.Name, i+1, got, kinds[i])
					}
				}
				return true
			})
		}
	}
	if count < 300 {
		t.Errorf("found only %d events made", count)
	}
}

func keyName(id *ast.Ident, ok bool) string {
	if !ok {
		return ""
	}
	return id.Name
}

// selName is "pkg.Name" of a selector expression.
func selName(e ast.Expr) string {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	x, ok := sel.X.(*ast.Ident)
	if !ok {
		return ""
	}
	return x.Name + "." + sel.Sel.Name
}

// kindExpr is the kind an argument of words.Declare names
// (words.TextKind, words.ListOf(words.PlyKind)).
func kindExpr(t *testing.T, e ast.Expr) words.Kind {
	if c, ok := e.(*ast.CallExpr); ok && selName(c.Fun) == "words.ListOf" {
		return words.ListOf(kindExpr(t, c.Args[0]))
	}
	kinds := map[string]words.Kind{"words.SquareKind": words.SquareKind, "words.PieceKind": words.PieceKind,
		"words.PlacedKind": words.PlacedKind, "words.ColourKind": words.ColourKind, "words.PlyKind": words.PlyKind,
		"words.OutcomeKind": words.OutcomeKind, "words.NumberKind": words.NumberKind, "words.DurationKind": words.DurationKind,
		"words.TextKind": words.TextKind, "words.FlagKind": words.FlagKind, "words.EventKind": words.EventKind}
	k, ok := kinds[selName(e)]
	if !ok {
		t.Fatalf("words.Declare with %T", e)
	}
	return k
}

// FuzzDecodeEvent: whatever comes over the connection, reading it never
// panics, and an event read is said in every phrasebook without failing
// and written again as it was read.
func FuzzDecodeEvent(f *testing.F) {
	ply := rules.Ply{Move: rules.Move{From: 12, To: 28}, SAN: "e4", Color: rules.White, Number: 1, Piece: rules.Pawn}
	for _, e := range []Event{
		keyMove.With(words.Ply(ply)),
		keyClockBoth.With(words.Duration(60e9), words.Duration(59e9), words.Number(3), words.Number(40), words.Flag(false)),
		keySealLoses.With(words.Said(why(&speech.ParseError{Kind: speech.UnknownWord, Word: "Felx"}, nil))),
		joined(keyEngineAdvises.Event(), keyHintsState.With(words.Flag(true))).As(speech.Answer),
		words.Plain("⠿⠿⠿"),
		keyLastMoves.With(words.Plies([]rules.Ply{ply, ply})),
		squareEvent(keySquareReport, rules.SquareInfo{Square: 3, Piece: rules.NewPiece(rules.Queen, rules.White)}),
	} {
		data, err := words.Encode(e)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	bks := books()
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := words.Decode(data)
		if err != nil {
			return
		}
		for _, b := range bks {
			b.Say(e)
		}
		again, err := words.Encode(e)
		if err != nil {
			t.Fatal(err)
		}
		if e2, err := words.Decode(again); err != nil || !bytes.Equal(mustEncode(t, e2), again) {
			t.Fatalf("%s read, written as %s, read again: %v", data, again, err)
		}
	})
}

func mustEncode(t *testing.T, e Event) []byte {
	data, err := words.Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// BenchmarkEventAfar is what anna join's wire adds to a move on its way:
// the host writes the event, the joiner reads it and renders it in its
// own words (BenchmarkEventHere: rendering only, as at home).
func BenchmarkEventAfar(b *testing.B) {
	e := keyMove.With(words.Ply(rules.Ply{Move: rules.Move{From: 6, To: 21}, SAN: "Nf3", Color: rules.White, Number: 1, Piece: rules.Knight}))
	book := speech.Phrasebook{Lang: speech.HR}
	for b.Loop() {
		data, _ := words.Encode(e)
		back, err := words.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		Lines(back, book)
	}
}

func BenchmarkEventHere(b *testing.B) {
	e := keyMove.With(words.Ply(rules.Ply{Move: rules.Move{From: 6, To: 21}, SAN: "Nf3", Color: rules.White, Number: 1, Piece: rules.Knight}))
	book := speech.Phrasebook{Lang: speech.HR}
	for b.Loop() {
		Output{Kind: Say, Event: e}.In(book)
	}
}
