package speech

import (
	"strconv"
	"strings"
	"testing"
	"time"

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

// TestNumberExpressions: an article, a time and a time control printed in
// digits are said with the language's number words and its words for the
// signs, not with a clip each.
func TestNumberExpressions(t *testing.T) {
	for _, c := range []struct {
		lang      Lang
		text, say string
	}{
		{HR, "članak 5.2.2:", "članak pet točka dva točka dva"},
		{SR, "član 6.9.", "član šest tačka devet"},
		{SL, "npr. 4:30", "na primer štiri trideset"},
		{EN, "as --time 5+3.", "as time five plus three"},
		{DE, "Artikel 5.2.2", "artikel fünf punkt zwei punkt zwei"},
	} {
		b := Phrasebook{Lang: c.lang}
		p := b.fill(c.text, nil)
		if p.Text() != c.text || spoken(p) != c.say {
			t.Errorf("%s %q: got %q said %q, want said %q", c.lang, c.text, p.Text(), spoken(p), c.say)
		}
	}
	for _, w := range []string{"5", "e4", "5.", ".5", "5..2", "a.b", "1-0", "5+"} {
		if _, ok := numberExpression(w); ok {
			t.Errorf("%q read as a number expression", w)
		}
	}
}

// TestAnalysisStartSaysAtLeastASecond: a short analysis takes "about 1
// second", never "about 0 seconds".
func TestAnalysisStartSaysAtLeastASecond(t *testing.T) {
	for about, want := range map[time.Duration]string{
		130 * time.Millisecond:  "The engine analyses 1 move; this takes about 1 second.",
		2600 * time.Millisecond: "The engine analyses 1 move; this takes about 3 seconds.",
	} {
		if got := (Phrasebook{}).analysisStart(1, about).Text(); got != want {
			t.Errorf("%v: got %q, want %q", about, got, want)
		}
	}
}
