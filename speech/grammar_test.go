package speech

import (
	"errors"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"

	"github.com/anna-chess/anna/internal/tsv"
)

// TestGrammar: spelling variants, notations and mistakes, from
// testdata/grammar.tsv. A wanted error names the kind of reason, which must
// appear in the English answer or be the parse error's kind.
func TestGrammar(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/grammar.tsv") {
		fen, typed, want := row[0], row[1], row[2]
		if fen == "start" {
			fen = rules.StartFEN
		}
		t.Run(typed, func(t *testing.T) {
			switch {
			case strings.HasPrefix(want, "error: "):
				_, reply, err := answer(t, fen, typed, Phrasebook{Style: EnglishStyle, Lang: EN})
				kind := strings.TrimPrefix(want, "error: ")
				var pe *moveParseError
				var me *rules.MoveError
				got := reply
				if errors.As(err, &pe) {
					got = pe.Kind.String() + ": " + reply
				} else if errors.As(err, &me) {
					got = me.Kind.String() + ": " + reply
				}
				if err == nil || !strings.Contains(strings.ToLower(got), kind) {
					t.Errorf("got %q (%v), want an error about %q", got, err, kind)
				}
			case strings.HasPrefix(want, "ask: "):
				wantQuestion(t, fen, typed, strings.TrimPrefix(want, "ask: "))
			default:
				wantMove(t, fen, typed, want)
			}
		})
	}
}

func TestParseLocation(t *testing.T) {
	tests := []struct {
		in         string
		file, rank int
		ok         bool
	}{
		{"Cesar drei", 2, 2, true},
		{"c3", 2, 2, true},
		{"Cesar", 2, -1, true},
		{"drei", -1, 2, true},
		{"3", -1, 2, true},
		{"Springer Cesar drei", -1, -1, false},
		{"Blubb", -1, -1, false},
		{"", -1, -1, false},
	}
	for _, tt := range tests {
		f, r, ok := ParseLocation(tt.in)
		if ok != tt.ok || ok && (int(f) != tt.file || int(r) != tt.rank) {
			t.Errorf("ParseLocation(%q) = %d, %d, %v; want %d, %d, %v", tt.in, f, r, ok, tt.file, tt.rank, tt.ok)
		}
	}
}

// FuzzParseMove: no input makes the parser or the rules panic, and every
// error becomes a sentence.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"Springer Felix drei", "e4", "O-O-O+", "Bauer Bella acht Dame", "e2-e4", "Kurze Rochade", "spr fel", "b8=Q#", "Läufer"} {
		f.Add(s)
	}
	g := rules.NewGame()
	book := Phrasebook{}
	f.Fuzz(func(t *testing.T, line string) {
		q, err := ParseMove(line)
		if err == nil {
			_, err = g.Resolve(q)
		}
		if err != nil && book.sayWhy(err, g).Text() == "" {
			t.Errorf("no answer for %q (%v)", line, err)
		}
	})
}
