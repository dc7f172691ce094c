package tui

import (
	"testing"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// TestViewTextsSaid: every text of the board view has its words in every
// language (the compiler checked it when each was a constant of speech).
func TestViewTextsSaid(t *testing.T) {
	for _, v := range viewTexts {
		for _, l := range speech.Langs() {
			if !(speech.Phrasebook{Lang: l}).Knows(words.Key(v)) {
				t.Errorf("%s: the %s book does not say it", v, l)
			}
		}
	}
}
