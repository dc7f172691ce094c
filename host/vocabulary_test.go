package host_test

import (
	"bytes"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	_ "github.com/anna-chess/anna/host" // its events
	"github.com/anna-chess/anna/internal/raceflag"
	_ "github.com/anna-chess/anna/online" // lichess's events, at a table of its own
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

var updateEvents = flag.Bool("update-events", false, "rewrite docs/events.md from the keys declared")

// TestEventsDocumented: every key declared is said by every language's
// book, and docs/events.md lists every key anna-events may
// carry, with the kinds of its arguments, as the code declares them
// (words.Declare in session, table, host, online and speech): the schema
// a joiner reads by. A key added, changed or dropped is written there
// with go test ./host -run TestEventsDocumented -update-events.
func TestEventsDocumented(t *testing.T) {
	var b strings.Builder
	b.WriteString(`# The events of anna-events, version 6

Generated from the keys the code declares (words.Declare): rewrite it with
` + "`go test ./host -run TestEventsDocumented -update-events`" + `. docs/host.md says
how an event is written and each kind's written form; a key is the key of
its sentence in speech/lang/CODE.toml, or of an event the phrasebook says
with a function of its own (speech/renderers.go).

| key | arguments |
|---|---|
`)
	for _, k := range words.Vocabulary() {
		for _, l := range speech.Langs() {
			if !(speech.Phrasebook{Lang: l}).Knows(k) {
				t.Errorf("%s is declared, but the %s book does not say it", k, l)
			}
		}
		kinds, _ := words.Declared(k)
		var names []string
		for _, kind := range kinds {
			names = append(names, kind.String())
		}
		if len(names) == 0 {
			names = []string{"none"}
		}
		fmt.Fprintf(&b, "| `%s` | %s |\n", k, strings.Join(names, ", "))
	}
	const path = "../docs/events.md"
	if *updateEvents {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	have, err := os.ReadFile(path)
	if err != nil || string(have) != b.String() {
		t.Errorf("%s is not the keys declared (%v): go test ./host -run TestEventsDocumented -update-events", path, err)
	}
}

// TestEveryKeyIsSaid: every key declared (by session, table, host, online, speech)
// is one every book says, and an event of it with any arguments of its
// kinds, as an event read from a connection may hold, is written, read
// back as written and said in every language without failing. Under the
// race detector, 5 draws of the 40 (raceOr).
func TestEveryKeyIsSaid(t *testing.T) {
	vocabulary := words.Vocabulary()
	if len(vocabulary) < 300 {
		t.Errorf("only %d keys declared", len(vocabulary))
	}
	for _, k := range vocabulary {
		kinds, _ := words.Declared(k)
		seed := fnv.New64a()
		seed.Write([]byte(k))
		r := rand.New(rand.NewPCG(seed.Sum64(), 2)) // each key's values its own
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

// raceOr is full, or sample under the race detector, which is some ten
// times slower.
func raceOr(full, sample int) int {
	if raceflag.On {
		return sample
	}
	return full
}
