package session

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/braille/brailletest"
)

// TestTranscriptsInBraille: the game of every testdata/*.in, written as a
// braille scoresheet from its PGN, reads back as the same moves (the
// notes, offers and claims of the transcripts included). Under the race
// detector, every eighth transcript (raceOr).
func TestTranscriptsInBraille(t *testing.T) {
	files, err := filepath.Glob("testdata/*.in")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	for i, in := range files {
		if i%raceOr(1, 8) != 0 {
			continue
		}
		t.Run(strings.TrimSuffix(filepath.Base(in), ".in"), func(t *testing.T) {
			_, sess := run(t, readScript(t, in))
			rec, err := braille.ReadPGN(sess.PGN())
			if err != nil {
				t.Fatalf("%v\n%s", err, sess.PGN())
			}
			for _, f := range []braille.Format{braille.Embosser, {Cells: 24, Lines: 0, Unicode: true}} {
				doc, err := braille.Render(braille.NewScore(rec, sess.book.ScoreWords()), f, nil)
				if err != nil {
					t.Fatal(err)
				}
				got, err := brailletest.Moves(string(doc), sess.Game().Variant(), sess.Game().StartFEN())
				if err != nil {
					t.Fatalf("%v\n%s", err, doc)
				}
				want := sess.Game().Plies()
				if len(got) != len(want) {
					t.Fatalf("read %d moves, want %d", len(got), len(want))
				}
				for i := range want {
					if got[i].Move != want[i].Move {
						t.Errorf("move %d: read %s, want %s", i+1, got[i].SAN, want[i].SAN)
					}
				}
			}
		})
	}
}

// TestPositionBraille: "position braille" says one line and shows the
// board a rank a line, in the view's position.
func TestPositionBraille(t *testing.T) {
	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	s.Handle("e4")
	out := shownIn(s, s.Handle("position braille"))
	if len(out) != 10 {
		t.Fatalf("got %d lines, want the line said and 9 of the diagram", len(out))
	}
	if got := out[0].Phrase.Text(); got != "Position in braille, rank 8 first." {
		t.Errorf("got %q", got)
	}
	if len(out[0].Phrase.Clips()) == 0 {
		t.Error("the line before the diagram is not said")
	}
	for i, want := range []string{"⠦ ⠷⠮⠧⠿⠥⠧⠮⠷", "⠶ ⠯⠯⠯⠯⠯⠯⠯⠯", "⠲ ⠄⠤⠄⠤⠏⠤⠄⠤", "⠆ ⠏⠏⠏⠏⠄⠏⠏⠏", "  ⠁⠃⠉⠙⠑⠋⠛⠓"} {
		found := false
		for _, o := range out[1:] {
			found = found || o.Phrase.Text() == want
		}
		if !found {
			t.Errorf("line %d %q not in the diagram", i, want)
		}
	}
	for _, o := range out[1:] {
		if len(o.Phrase.Clips()) != 0 {
			t.Errorf("%q is said; the diagram's cells are shown only", o.Phrase.Text())
		}
	}
	if shownIn(s, s.Handle("position brl"))[0].Phrase.Text() == out[0].Phrase.Text() {
		t.Error("position brl answered as braille; brl is no word of it")
	}
}
