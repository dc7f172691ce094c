package braille_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/anna-chess/anna/braille"
)

// TestSheetRendersThePGN: a sheet is the PGN's score in its format, as
// Render makes it; a PGN the reader cannot read is an error, no sheet.
func TestSheetRendersThePGN(t *testing.T) {
	pgn, err := os.ReadFile("testdata/games/legall.pgn")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := braille.ReadPGN(string(pgn))
	if err != nil {
		t.Fatal(err)
	}
	want, err := braille.Render(braille.NewScore(rec, englishWords{}), braille.Embosser, letters{})
	if err != nil {
		t.Fatal(err)
	}
	sheet := braille.Sheet{Words: englishWords{}, Format: braille.Embosser, Tr: letters{}}
	got, err := sheet.Render(string(pgn))
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
	if doc, err := sheet.Render("1. e5 e4 *"); err == nil {
		t.Errorf("an illegal move: got %q, want an error", doc)
	}
}
