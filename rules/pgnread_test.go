package rules

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"

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
}

// TestPGNErrors: a text whose game cannot be read is a *PGNError with its
// line and why (testdata/pgn-errors.tsv); a move that cannot be played
// keeps the game before it and the rules' reason, counted as players
// count moves.
func TestPGNErrors(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/pgn-errors.tsv") {
		text := strings.ReplaceAll(row[0], `\n`, "\n")
		rec, err := ReadPGNRecord(text)
		if row[1] == "ok" {
			if err != nil {
				t.Errorf("%q: %v", text, err)
				continue
			}
			last := ""
			if p, ok := rec.Game.LastPly(); ok {
				last = p.SAN
			}
			if last != row[3] {
				t.Errorf("%q: the last move read is %q, want %q", text, last, row[3])
			}
			continue
		}
		var pe *PGNError
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v, want a *PGNError", text, err)
			continue
		}
		if pe.Problem.String() != row[1] || strconv.Itoa(pe.Line) != row[2] || err.Error() != row[3] {
			t.Errorf("%q: %s at line %d: %q\nwant %s at line %s: %q", text, pe.Problem, pe.Line, err, row[1], row[2], row[3])
		}
		if pe.Problem == PGNCannotPlay && (pe.Game == nil || pe.Game.Turn() != pe.Color || pe.Game.MoveNumber() != pe.Number) {
			t.Errorf("%q: the game before %s is not kept", text, pe.Text)
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
