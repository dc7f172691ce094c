package join

import (
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestOwnSentencesSaid: every sentence of anna join's own has its words
// in every language (the compiler checked it when each was a method of
// the phrasebook).
func TestOwnSentencesSaid(t *testing.T) {
	for _, k := range own {
		for _, l := range speech.Langs() {
			if !(speech.Phrasebook{Lang: l}).Knows(k) {
				t.Errorf("%s: the %s book does not say it", k, l)
			}
		}
	}
}
