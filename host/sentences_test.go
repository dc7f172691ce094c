package host

import (
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestHostsOwnSaid: every sentence of the host's own has its words in
// every language (the compiler checked it when each was a method of the
// phrasebook).
func TestHostsOwnSaid(t *testing.T) {
	for _, k := range hostsOwn {
		for _, l := range speech.Langs() {
			if !(speech.Phrasebook{Lang: l}).Knows(k) {
				t.Errorf("%s: the %s book does not say it", k, l)
			}
		}
	}
}
