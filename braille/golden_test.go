package braille_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/speech"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// louisFor is liblouis for a language, or a skip that says it is missing.
func louisFor(t *testing.T, lang string) *braille.Louis {
	t.Helper()
	l, err := braille.NewLouis(lang)
	if err != nil {
		t.Skipf("liblouis is not installed (apt-get install liblouis-bin liblouis-data): %v", err)
	}
	return l
}

func book(t *testing.T, lang string) speech.Phrasebook {
	t.Helper()
	l, err := speech.ParseLang(lang)
	if err != nil {
		t.Fatal(err)
	}
	return speech.Phrasebook{Lang: l}
}

var goldenGames = map[string]string{
	"morphy": "../testdata/games/masters.pgn", // its first game
	"notes":  "testdata/games/notes.pgn",      // offers, corrections, a claim
}

// TestGolden: a few games in each language, as BRF, against
// testdata/golden/GAME-LANG.brf (go test ./braille -update rewrites them).
// Each must also read back as its moves.
func TestGolden(t *testing.T) {
	for name, path := range goldenGames {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := braille.ReadPGN(string(text))
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{"en", "de", "hr", "sr", "sl"} {
			t.Run(name+"-"+lang, func(t *testing.T) {
				doc, err := braille.Render(braille.NewScore(rec, book(t, lang).ScoreWords()), braille.Embosser, louisFor(t, lang))
				if err != nil {
					t.Fatal(err)
				}
				checkSame(t, name+"-"+lang, string(doc), rec)
				golden := filepath.Join("testdata", "golden", name+"-"+lang+".brf")
				if *update {
					if err := os.WriteFile(golden, doc, 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (go test ./braille -update writes it)", err)
				}
				if string(want) != string(doc) {
					t.Errorf("%s differs:\ngot:\n%s\nwant:\n%s", golden, show(doc), show(want))
				}
			})
		}
	}
}

func show(b []byte) string {
	return strings.ReplaceAll(strings.ReplaceAll(string(b), "\r", ""), "\f", "<form feed>\n")
}
