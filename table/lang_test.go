package table

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata")

// TestSeatsHearTheirOwnLanguage plays testdata/langs.txt at a table whose
// terminals each have their own phrasebook: each hears every line in its
// own words, "lang" and "brief" change the terminal that typed them only,
// and the moves are the same for all. The transcripts of all four
// terminals are testdata/langs.golden (-update rewrites it). Each
// terminal's events, written and read and rendered as anna join renders
// them, say the same lines (heardAfar).
func TestSeatsHearTheirOwnLanguage(t *testing.T) {
	tb, _ := newTable(t, session.Config{Book: speech.Phrasebook{Lang: speech.EN}})
	clients := []struct {
		name  string
		seat  session.Seat
		lang  speech.Lang
		c     *Client
		names speech.Names
	}{{"white", session.WhiteSeat, speech.HR, nil, speech.LocalNames}, {"black", session.BlackSeat, speech.EN, nil, speech.AppendixNames},
		{"spectator1", session.SpectatorSeat, speech.DE, nil, speech.AppendixNames}, {"spectator2", session.SpectatorSeat, speech.SL, nil, speech.LocalNames}}
	byName := map[string]*Client{}
	for i := range clients {
		c, err := tb.SitIn(speech.Phrasebook{Lang: clients[i].lang, Names: clients[i].names}, clients[i].seat, clients[i].seat.Roles())
		if err != nil {
			t.Fatal(err)
		}
		clients[i].c, byName[clients[i].name] = c, c
	}
	tb.Start()
	heardBy := map[string]*strings.Builder{}
	books := map[string]*speech.Phrasebook{} // each terminal's words as anna join would keep them
	for _, cl := range clients {
		b := cl.c.Book()
		books[cl.name] = &b
	}
	take := func(typed string) {
		for _, cl := range clients {
			sb := heardBy[cl.name]
			if sb == nil {
				sb = &strings.Builder{}
				heardBy[cl.name] = sb
			}
			if got := heardAfar(t, cl.c, books[cl.name]); got != "" {
				fmt.Fprintf(sb, "%s\n%s\n", typed, got)
			}
		}
	}
	take("(start)")
	for _, row := range tsv.Read(t, "testdata/langs.txt") {
		byName[row[0]].Do(row[1])
		take("> " + row[0] + ": " + row[1])
	}
	var got strings.Builder
	for _, cl := range clients {
		fmt.Fprintf(&got, "=== %s (%s)\n%s", cl.name, cl.lang, heardBy[cl.name])
	}
	const golden = "testdata/langs.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("transcripts differ from %s (go test ./table -run %s -update rewrites it):\n%s", golden, t.Name(), got.String())
	}
	// The moves are the same for all: the official scoresheet is one.
	if pgn := tb.sess.PGN(); !strings.Contains(pgn, "1. e4 e5 2. Nf3 Nc6 3. Bb5") {
		t.Errorf("scoresheet: %s", pgn)
	}
}

// TestOneEventEachOwnWords: the same events reach every seat, each in its
// own language, as its own phrasebook renders them: a draw offered, and
// the prompt after it.
func TestOneEventEachOwnWords(t *testing.T) {
	for _, tt := range []struct {
		white, black speech.Lang
		line         string
	}{{speech.HR, speech.EN, "e4"}, {speech.DE, speech.SL, "Springer Felix drei"}, {speech.SR, speech.DE, "d4"}} {
		tb, _ := newTable(t, session.Config{})
		w, err := tb.SitIn(speech.Phrasebook{Lang: tt.white}, session.WhiteSeat, session.WhiteRole)
		if err != nil {
			t.Fatal(err)
		}
		b, err := tb.SitIn(speech.Phrasebook{Lang: tt.black}, session.BlackSeat, session.BlackRole)
		if err != nil {
			t.Fatal(err)
		}
		tb.Start()
		w.Take()
		b.Take()
		w.Do(tt.line)
		b.Do("draw")
		for _, seat := range []struct {
			c    *Client
			lang speech.Lang
		}{{w, tt.white}, {b, tt.black}} {
			book := speech.Phrasebook{Lang: seat.lang}
			evs := seat.c.Take()
			var said []string
			for _, e := range evs {
				for _, p := range e.Lines {
					said = append(said, p.Text())
				}
			}
			if want := book.Say(words.Key("offers").With(words.Colour(rules.Black))).Text(); !slices.Contains(said, want) {
				t.Errorf("%s: got %q, want %q among them", seat.lang, said, want)
			}
			if got, want := evs[len(evs)-1].Picture.Prompt, book.Prompt(1, rules.Black).Text(); got != want {
				t.Errorf("%s: prompt %q, want %q", seat.lang, got, want)
			}
		}
	}
}
