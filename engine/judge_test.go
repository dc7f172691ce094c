package engine

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// parseScore reads a score as the test data writes it: "m3" mate in 3,
// "m-2" mated in 2, else centipawns.
func parseScore(t testing.TB, f string) uci.Score {
	t.Helper()
	m, mate := strings.CutPrefix(f, "m")
	n, err := strconv.Atoi(m)
	if err != nil {
		t.Fatalf("score %q: %v", f, err)
	}
	if mate {
		return uci.Score{Mate: n}
	}
	return uci.Score{CP: n}
}

// TestAdvice judges single moves as lichess does (testdata/advice.tsv).
func TestAdvice(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/advice.tsv") {
		t.Run(row[0], func(t *testing.T) {
			if got := judge(parseScore(t, row[1]), parseScore(t, row[2])); got.String() != row[3] {
				t.Errorf("%s then %s: got %s, want %s", row[1], row[2], got, row[3])
			}
		})
	}
}

// mistakeString is a named mistake as the test data writes it: the
// move's index, its kind, the better move, and the mate it allows or
// misses ("2:blunder:d2d4:allows2").
func mistakeString(m session.Mistake) string {
	s := fmt.Sprintf("%d:%s:%s", m.Ply, map[bool]string{true: "blunder", false: "mistake"}[m.Blunder], m.Better)
	if m.AllowsMate > 0 {
		s += fmt.Sprintf(":allows%d", m.AllowsMate)
	}
	if m.MissesMate > 0 {
		s += fmt.Sprintf(":misses%d", m.MissesMate)
	}
	return s
}

// TestJudge names the serious mistakes of games scored in testdata/judge.tsv.
func TestJudge(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/judge.tsv") {
		t.Run(row[0], func(t *testing.T) {
			var evals []uci.Score
			for _, f := range strings.Fields(row[1]) {
				evals = append(evals, parseScore(t, f))
			}
			best := strings.Fields(strings.ReplaceAll(row[2], "-", ""))
			for len(best) < len(evals) {
				best = append(best, "")
			}
			var moves []rules.Move
			for _, u := range strings.Fields(row[3]) {
				m, err := rules.ParseUCI(u)
				if err != nil {
					t.Fatal(err)
				}
				moves = append(moves, m)
			}
			var got []string
			for _, m := range Judge(evals, best, moves) {
				got = append(got, mistakeString(m))
			}
			if g := strings.Join(got, " "); g != strings.ReplaceAll(row[4], "-", "") {
				t.Errorf("got %q, want %q", g, row[4])
			}
		})
	}
}
