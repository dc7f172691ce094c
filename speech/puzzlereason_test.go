package speech

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/golden"
	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/rules"
)

// TestPuzzleReasonsInEachLanguage: every reason a puzzle file's row or
// the file is refused for (anna puzzle --file) is said in each language,
// its line, field and slots filled (testdata/puzzle-reasons/LANG.golden;
// go test -update rewrites them). A reason without a sentence in some
// language, a slot left unfilled, or a sentence left in English fails.
func TestPuzzleReasonsInEachLanguage(t *testing.T) {
	fenErr := rules.CheckArises(rules.StandardChess, "8/8/8/8/8/8/8/8 w - - 0 1")
	if fenErr == nil {
		t.Fatal("a board without kings is a legal position")
	}
	errs := []*puzzle.Error{
		{Line: 7, Problem: puzzle.LineTooLong, N: 4096},
		{Problem: puzzle.NotCSV, Text: `extraneous or missing " in quoted-field`},
		{Line: 3, Problem: puzzle.FieldCount, N: 4, M: 10},
		{Line: 1, Problem: puzzle.MissingColumn, Text: puzzle.FieldMoves},
		{Line: 1, Problem: puzzle.DuplicateColumn, Text: puzzle.FieldFEN},
		{Line: 4, Field: puzzle.FieldFEN, Problem: puzzle.Empty},
		{Line: 5, Field: puzzle.FieldGameURL, Problem: puzzle.TooLong, N: 256},
		{Line: 6, Field: puzzle.FieldID, Problem: puzzle.BadID, Text: "a b"},
		{Line: 8, Field: puzzle.FieldID, Problem: puzzle.DuplicateID, Text: "00sHx", N: 2},
		{Line: 9, Field: puzzle.FieldFEN, Problem: puzzle.BadFEN, Text: "8/8/8/8/8/8/8/8 w - - 0 1", Err: fenErr},
		{Line: 10, Field: puzzle.FieldMoves, Problem: puzzle.BadMove, N: 2, Text: "e9e4"},
		{Line: 11, Field: puzzle.FieldMoves, Problem: puzzle.TooFewMoves, N: 1},
		{Line: 12, Field: puzzle.FieldMoves, Problem: puzzle.TooManyMoves, N: 80},
		{Line: 13, Field: puzzle.FieldMoves, Problem: puzzle.EndsWithOpponent, N: 3},
		{Line: 14, Field: puzzle.FieldMoves, Problem: puzzle.IllegalMove, N: 2, Text: "e2e5"},
		{Line: 15, Field: puzzle.FieldMoves, Problem: puzzle.GameOver, N: 3, Text: "d7d8"},
		{Line: 16, Field: puzzle.FieldRating, Problem: puzzle.BadNumber, Text: "high"},
		{Line: 17, Field: puzzle.FieldRating, Problem: puzzle.OutOfRange, N: 9000, M: 0, K: 4000},
		{Line: 18, Field: puzzle.FieldThemes, Problem: puzzle.BadTheme, Text: "mate!"},
		{Line: 19, Field: puzzle.FieldThemes, Problem: puzzle.TooManyWords, N: 64},
		{Line: 100002, Problem: puzzle.TooManyRows, N: 100000},
	}
	reached := map[puzzle.Problem]bool{}
	for _, e := range errs {
		reached[e.Problem] = true
	}
	for p, t1 := range puzzleReasons {
		if !reached[p] {
			t.Errorf("%v has no case here", p)
		}
		for _, l := range Langs() {
			if l.data().Sentences[msg(t1)].text() == "" {
				t.Errorf("%v has no sentence in %s (%s in speech/lang/%s.toml)", p, l, t1, l)
			}
		}
	}
	english := Phrasebook{Lang: EN}
	for _, l := range Langs() {
		book := Phrasebook{Lang: l}
		var lines []string
		for _, e := range errs {
			said := book.PuzzleReason(e)
			if strings.ContainsAny(said, "{}") || strings.Contains(said, "\n") {
				t.Errorf("%s: %q has a slot unfilled or a line break", l, said)
			}
			if l != EN && said == english.PuzzleReason(e) {
				t.Errorf("%s: %q is English", l, said)
			}
			lines = append(lines, said)
		}
		golden.Check(t, filepath.Join("testdata", "puzzle-reasons", string(l)+".golden"), strings.Join(lines, "\n")+"\n", *update)
	}
	// English says what the puzzle package says (its FEN reasons are the
	// rules' own, said by FENReason).
	for _, e := range errs {
		if got, want := english.PuzzleReason(e), strings.TrimPrefix(e.Error(), "puzzle: "); got != want && e.Problem != puzzle.BadFEN {
			t.Errorf("English: got %q, want %q", got, want)
		}
	}
}
