package session

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

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
		keySealLoses.With(words.Said(why(parseErr("Felx"), nil))),
		joined(keyEngineAdvises.Event(), keyHintsState.With(words.Flag(true))).As(words.Answer),
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

// parseErr is the error of a line that is no move.
func parseErr(line string) error {
	_, err := speech.ParseMove(line)
	return err
}
