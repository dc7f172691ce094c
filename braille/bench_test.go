package braille_test

import (
	"os"
	"strings"
	"testing"

	"github.com/anna-chess/anna/braille"
)

// BenchmarkScoresheet: what --brf does at every save of a 40-move game:
// read the PGN, set the score out and write its pages (the words' braille
// kept from the save before, as Louis keeps it).
func BenchmarkScoresheet(b *testing.B) {
	data, err := os.ReadFile("../testdata/games/masters.pgn")
	if err != nil {
		b.Fatal(err)
	}
	pgn := "[Event" + strings.Split(string(data), "\n\n[Event")[1] // Anderssen's 23 moves
	b.ReportAllocs()
	for b.Loop() {
		rec, err := braille.ReadPGN(pgn)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := braille.Render(braille.NewScore(rec, englishWords{}), braille.Embosser, letters{}); err != nil {
			b.Fatal(err)
		}
	}
}
