package engine

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/rules"
)

// TestJudge names the serious mistakes of games scored in testdata/judge.tsv.
func TestJudge(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/judge.tsv") {
		t.Run(row[0], func(t *testing.T) {
			var evals []Score
			for _, f := range strings.Fields(row[1]) {
				var sc Score
				if m, ok := strings.CutPrefix(f, "m"); ok {
					sc.Mate, _ = strconv.Atoi(m)
				} else {
					sc.CP, _ = strconv.Atoi(f)
				}
				evals = append(evals, sc)
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
				s := fmt.Sprintf("%d:%s:%s", m.Ply, map[bool]string{true: "blunder", false: "mistake"}[m.Blunder], m.Better)
				if m.AllowsMate > 0 {
					s += fmt.Sprintf(":allows%d", m.AllowsMate)
				}
				if m.MissesMate > 0 {
					s += fmt.Sprintf(":misses%d", m.MissesMate)
				}
				got = append(got, s)
			}
			if g := strings.Join(got, " "); g != strings.ReplaceAll(row[4], "-", "") {
				t.Errorf("got %q, want %q", g, row[4])
			}
		})
	}
}
