package speech

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/golden"

	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/rules"
)

// TestFENReasonsInEachLanguage: every reason the FEN reader gives is
// reached by a FEN of testdata/fen-reasons/fens.tsv and said in each
// language, its slots filled (testdata/fen-reasons/LANG.golden; go test
// -update rewrites them). A reason without a sentence in some language,
// a slot left unfilled, or a sentence left in English fails.
func TestFENReasonsInEachLanguage(t *testing.T) {
	reached := map[rules.FENProblem]bool{}
	var errs []*rules.FENError
	for _, row := range tsv.Read(t, filepath.Join("testdata", "fen-reasons", "fens.tsv")) {
		n, _ := strconv.Atoi(row[0])
		v := map[string]rules.Variant{"standard": rules.StandardChess, "chess960": rules.Chess960}[row[1]]
		var fe *rules.FENError
		if err := rules.CheckArises(v, row[2]); !errors.As(err, &fe) {
			t.Fatalf("%s: got %v, want a FENError", row[2], err)
		}
		if fe.Problem != rules.FENProblem(n) {
			t.Errorf("%s: got problem %d (%s), want %d", row[2], fe.Problem, fe.Reason(), n)
		}
		reached[fe.Problem] = true
		errs = append(errs, fe)
	}
	for p := rules.FENProblem(1); p <= rules.FENProblems; p++ {
		if !reached[p] {
			t.Errorf("problem %d is reached by no FEN of fens.tsv", p)
		}
		for _, l := range Langs() {
			if fenReasons[p] == "" || l.data().Sentences[msg(fenReasons[p])].text() == "" {
				t.Errorf("problem %d has no sentence in %s (cli-fen-… in speech/lang/%s.toml)", p, l, l)
			}
		}
	}
	english := Phrasebook{Lang: EN}
	for _, l := range Langs() {
		book := Phrasebook{Lang: l}
		var lines []string
		for _, fe := range errs {
			said := book.FENReason(fe)
			if strings.ContainsAny(said, "{}") || strings.Contains(said, "\n") {
				t.Errorf("%s: %q has a slot unfilled or a line break", l, said)
			}
			if l != EN && said == english.FENReason(fe) {
				t.Errorf("%s: %q is English", l, said)
			}
			lines = append(lines, fmt.Sprintf("%s\n\t%s", fe.FEN, said))
		}
		got := strings.Join(lines, "\n") + "\n"
		golden.Check(t, filepath.Join("testdata", "fen-reasons", string(l)+".golden"), got, *update)
	}
}
