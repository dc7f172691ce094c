package account

import (
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestSentencesSaid: every language says why lichess could not be used.
func TestSentencesSaid(t *testing.T) {
	for _, k := range sentences {
		for _, l := range speech.Langs() {
			if !(speech.Phrasebook{Lang: l}).Knows(k) {
				t.Errorf("%s: the %s book does not say it", k, l)
			}
		}
	}
}
