package braille_test

import (
	"os"
	"strings"
	"testing"

	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/rules"
)

// TestChess960: a Chess960 game (Variant and FEN tags) is read through the
// rules' PGN reader, its castling is written 0-0 and 0-0-0 as in chess
// (White's O-O-O takes the king from g1 to c1, Black's O-O leaves the king
// on g8 and brings the rook from h8 to f8), and the scoresheet reads back
// as its moves from its start position, whose diagram stands before them.
func TestChess960(t *testing.T) {
	text, err := os.ReadFile("testdata/games/chess960.pgn")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := braille.ReadPGN(string(text))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Game.Variant() != rules.Chess960 || len(rec.Game.Plies()) != 29 {
		t.Fatalf("read %s with %d moves, want Chess960 with 29", rec.Game.Variant(), len(rec.Game.Plies()))
	}
	doc, err := braille.Render(braille.NewScore(rec, englishWords{}), braille.Format{Cells: 40, Lines: 0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"4  D3     0-0\r\n", "6  0-0-0  SC6\r\n"} {
		if !strings.Contains(string(doc), want) {
			t.Errorf("no line %q in\n%s", want, doc)
		}
	}
	// The start position (number 0, bbqnnrkr) stands before the moves, so
	// that a reader can play them through.
	start := "8 VV=!!(U(\r\n7 &&&&&&&&\r\n"
	if i, j := strings.Index(string(doc), start), strings.Index(string(doc), "1  E4"); i < 0 || j < i || !strings.Contains(string(doc)[i:j], "1 LLQSSRKR\r\n  ABCDEFGH\r\n") {
		t.Errorf("no start position before the moves in\n%s", doc)
	}
	checkSame(t, "chess960", string(doc), rec)
}
