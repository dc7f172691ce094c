package lobby

import (
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestLobbySentencesSaid: every sentence of the lobby has its words in
// every language (the compiler checked it when each was a method of the
// phrasebook).
func TestLobbySentencesSaid(t *testing.T) {
	for _, k := range lobbySentences {
		for _, l := range speech.Langs() {
			if !(speech.Phrasebook{Lang: l}).Knows(k) {
				t.Errorf("%s: the %s book does not say it", k, l)
			}
		}
	}
}
