package rules

import (
	"os"
	"strings"
	"testing"

	"github.com/corentings/chess/v2"
)

// TestReadPGN: what anna writes, it reads back to the same moves and
// position, in standard chess and in Chess960; move numbers, comments,
// NAGs, variations and 0-0 are read as other programs write them.
func TestReadPGN(t *testing.T) {
	fen, _ := Chess960FEN(0)
	g := mustVariantGame(t, Chess960, fen)
	playUCI(t, g, "e2e4 e7e5 e1f3 e8f6 d1c3 d8c6 d2d3 d7d6 c1d2 c8d7 g1f1 g8c8")
	g.Comment("a note {with braces}")
	back, err := ReadPGN(g.PGN(Header{White: `A "quoted" name`}))
	if err != nil {
		t.Fatal(err)
	}
	if back.Variant() != Chess960 || back.FEN() != g.FEN() || len(back.Plies()) != 12 {
		t.Errorf("read back %s %s after %d moves, want Chess960 %s after 12", back.Variant(), back.FEN(), len(back.Plies()), g.FEN())
	}
	text := `[Event "x"]
[Variant "Fischerandom"]
[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]

1. e4 {a comment} e5 $1 2.Nf3 (2. d4 exd4 (2... Nc6) 3. Qxd4) 2... Nf6!? ; to the end of the line
3. Nc3 Nc6 4. d3 d6 5. Qd2 Qd7 6. 0-0-0 O-O-O+ 1/2-1/2

[Event "the next game"]

1. d4 *`
	if back, err = ReadPGN(text); err != nil || back.FEN() != g.FEN() {
		t.Errorf("got %v, %v; want %s", back, err, g.FEN())
	}
	rec, err := ReadPGNRecord("{before} " + text)
	if err != nil || rec.Tags["Variant"] != "Fischerandom" || len(rec.Comments) != len(rec.Game.Plies())+1 {
		t.Fatalf("got %+v, %v; want the tags and a slot of comments before and after each move", rec, err)
	}
	for i, want := range map[int]string{0: "before", 1: "a comment", 4: "to the end of the line"} {
		if got := rec.Comments[i]; len(got) != 1 || got[0] != want {
			t.Errorf("comments after move %d: %q, want [%q] (none from inside variations)", i, got, want)
		}
	}
	for _, bad := range []struct{ text, want string }{
		{"1. e4 e5 2. Ke3", `move 3, "Ke3", is not legal`},
		{`[Variant "Atomic"]` + "\n\n1. e4", `variant "Atomic" is not one anna plays`},
		{`[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]` + "\n\n*", "White has 0 kings"},
	} {
		if _, err := ReadPGN(bad.text); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: got %v, want %q", bad.text, err, bad.want)
		}
	}
}

// TestReadPGNMasters: the masters' games read as chess/v2 reads them.
func TestReadPGNMasters(t *testing.T) {
	data, err := os.ReadFile("../testdata/games/masters.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games := strings.Split(string(data), "\n[Event ")
	for i, text := range games {
		if i > 0 {
			text = "[Event " + text
		}
		g, err := ReadPGN(text)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		if want := chessFinalFEN(t, text); g.FEN() != want || len(g.Plies()) < 10 {
			t.Errorf("game %d: %s after %d moves, chess/v2 %s", i+1, g.FEN(), len(g.Plies()), want)
		}
	}
}

func FuzzReadPGN(f *testing.F) {
	f.Add("1. e4 e5 2. Nf3 {c} (2. d4) Nc6 $1 *")
	f.Add("[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n1. e4 1-0")
	f.Add("[X \"a \\\" b\"] ((( {")
	f.Fuzz(func(t *testing.T, text string) {
		if g, err := ReadPGN(text); err == nil {
			_ = g.PGN(Header{})
		}
	})
}

// chessFinalFEN is the position chess/v2 reaches at the end of a PGN's
// first game.
func chessFinalFEN(t *testing.T, pgn string) string {
	t.Helper()
	g, err := chess.NewScanner(strings.NewReader(pgn)).ParseNext()
	if err != nil {
		t.Fatal(err)
	}
	return g.Position().String()
}
