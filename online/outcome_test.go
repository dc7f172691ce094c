package online

import (
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/rules"
)

func colorOrNone(s string) rules.Color {
	if s == "-" {
		return rules.NoColor
	}
	return rules.ColorOfWord(s)
}

// TestEndings: every status lichess ends a game with is recorded with its
// result and reason (testdata/endings.tsv).
func TestEndings(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/endings.tsv")[1:] {
		e := ending{status: row[0], winner: colorOrNone(row[1]), toMove: rules.ColorOfWord(row[2]), opponent: rules.Black,
			offered: row[3] == "yes", drewClaim: row[4] == "yes"}
		o := e.outcome()
		by := "-"
		if o.By != rules.NoColor {
			by = strings.ToLower(rules.ColorName(o.By))
		}
		if got, want := []string{o.Result.String(), o.Reason.String(), by}, row[5:8]; got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
			t.Errorf("%v: got %q, want %q", row[:5], got, want)
		}
		if !o.Over() {
			t.Errorf("%v: the game goes on", row[:5])
		}
	}
}

// TestUntilNextSaid: the seconds to a claim are said every ten, and at
// the claim.
func TestUntilNextSaid(t *testing.T) {
	for _, c := range []struct{ left, want int }{{30, 10}, {25, 5}, {10, 10}, {9, 9}, {1, 1}, {11, 1}} {
		if got := untilNextSaid(sec(c.left)); got != sec(c.want) {
			t.Errorf("%d s left: the next in %v, want %d s", c.left, got, c.want)
		}
	}
}

func sec(n int) time.Duration { return time.Duration(n) * time.Second }
