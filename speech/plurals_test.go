package speech

import (
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"
)

// spoken are the words a phrase's clips say, as the catalogue has them,
// without the pauses.
func spoken(p Phrase) string {
	var words []string
	for _, c := range p.Clips() {
		if c == pauseClip {
			continue
		}
		words = append(words, strings.ToLower(catalogue[c].Say)) // one clip says "Poteze" and "poteze"
	}
	return strings.Join(words, " ")
}

// TestCountsAsSpoken reads times and counts in every language, in every
// plural form (testdata/plurals.tsv): printed in digits with the noun's
// form, and said with the number agreeing with the noun.
func TestCountsAsSpoken(t *testing.T) {
	units := map[string]msg{"minutes": msgMinutes, "seconds": msgSeconds, "hours": msgHours, "moves": msgMovesCount}
	for _, row := range tsv.Read(t, "testdata/plurals.tsv") {
		l, unit, wantText, wantSaid := Lang(row[0]), row[1], row[3], row[4]
		n, err := strconv.Atoi(row[2])
		if err != nil {
			t.Fatalf("%v: %v", row, err)
		}
		b := Phrasebook{Lang: l}
		var p Phrase
		if unit == "tenths" {
			p = b.sayCount(msgSeconds, n, true, phrase(b.decimal(n)))
		} else {
			p = b.count(units[unit], n)
		}
		if p.Text() != wantText || spoken(p) != strings.ToLower(wantSaid) {
			t.Errorf("%s %d %s: got %q said %q, want %q said %q", l, n, unit, p.Text(), spoken(p), wantText, wantSaid)
		}
	}
}
