package speech

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"

	"github.com/anna-chess/anna/internal/tsv"
)

// answer plays the typed line against the position the way the line view
// does and reports the SAN, or the question or reason anna gives.
func answer(t *testing.T, fen, typed string, book Phrasebook) (san string, reply string, err error) {
	t.Helper()
	g, gerr := rules.NewGameFromFEN(fen)
	if gerr != nil {
		t.Fatalf("bad FEN %q: %v", fen, gerr)
	}
	q, err := ParseMove(typed)
	if err == nil {
		var m rules.Move
		m, err = g.Resolve(q)
		if err == nil {
			san, _ = g.SAN(m)
			return san, "", nil
		}
	}
	return "", book.sayWhy(err, g).Text(), err
}

// wantQuestion checks that the typed move is ambiguous and that anna's
// question (in Appendix D words) names every candidate listed, as
// "Cesar drei, Gustav drei".
func wantQuestion(t *testing.T, fen, typed, candidates string) {
	t.Helper()
	_, reply, err := answer(t, fen, typed, Phrasebook{})
	var me *rules.MoveError
	if !errors.As(err, &me) || me.Kind != rules.Ambiguous {
		t.Fatalf("got %v, want a question", err)
	}
	for _, c := range strings.Split(candidates, ", ") {
		if !strings.Contains(reply, c) {
			t.Errorf("question %q does not name %q", reply, c)
		}
	}
}

// wantMove checks that the typed line plays the move san.
func wantMove(t *testing.T, fen, typed, san string) {
	t.Helper()
	got, reply, err := answer(t, fen, typed, Phrasebook{})
	if err != nil {
		t.Fatalf("got %v (%q), want %s", err, reply, san)
	}
	if got != san {
		t.Errorf("got %s, want %s", got, san)
	}
}

// TestPhoneticExamples runs the worked examples of the move grammar that
// the project shares (a copy lives in testdata).
func TestPhoneticExamples(t *testing.T) {
	for _, row := range tsv.Read(t, "../testdata/phonetic-examples.tsv") {
		fen, typed, want := row[0], row[1], row[2]
		t.Run(typed, func(t *testing.T) {
			switch {
			case strings.HasPrefix(want, "error: "):
				_, reply, err := answer(t, fen, typed, Phrasebook{Style: EnglishStyle, Lang: EN})
				if err == nil {
					t.Fatalf("got a move, want %s", want)
				}
				if wantText := strings.TrimPrefix(want, "error: "); !strings.Contains(strings.ToLower(reply), strings.ToLower(wantText)) {
					t.Errorf("got %q, want it to say %q", reply, wantText)
				}
			case strings.HasPrefix(want, "ask: "):
				wantQuestion(t, fen, typed, strings.TrimPrefix(want, "ask: "))
			default:
				wantMove(t, fen, typed, want)
			}
		})
	}
}

// TestSharedExamplesCopy keeps testdata's copy of the shared examples equal
// to the project's shared file, when that is present beside the checkout.
func TestSharedExamplesCopy(t *testing.T) {
	shared, err := os.ReadFile("../../shared/testdata/phonetic-examples.tsv")
	if err != nil {
		t.Skip("no ../shared beside the checkout")
	}
	ours, err := os.ReadFile("../testdata/phonetic-examples.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(shared, ours) {
		t.Error("testdata/phonetic-examples.tsv differs from ../shared/testdata/phonetic-examples.tsv: copy it again")
	}
}
