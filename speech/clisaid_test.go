package speech

import (
	"strings"
	"testing"
	"unicode"
)

// TestEverySpokenCLITextHasItsClips: every text of the command line that
// is said (spokenCLI), in every language, says each of its words by clips
// of the catalogue (and so of the bank: clips' TestBankHasEveryClip), its
// slots filled with values typed; the others are not said.
func TestEverySpokenCLITextHasItsClips(t *testing.T) {
	Catalogue()
	for _, l := range Langs() {
		b := Phrasebook{Lang: l}
		for m := range b.Lang.data().Sentences {
			if !isCLI(m) {
				continue
			}
			args := []Phrase{b.Spelled("--levle"), b.Spelled("x9"), b.Spelled("y")}
			p, ok := b.CommandLineSaid(CLIText(m), args...)
			if ok != spokenCLI[m] {
				t.Errorf("%s: %s said %v, want %v", l, m, ok, spokenCLI[m])
			}
			if !ok {
				continue
			}
			if strings.Contains(p.Text(), "{") {
				t.Errorf("%s: %s: a slot left: %q", l, m, p.Text())
			}
			for _, w := range p.Words {
				if len(w.Clips) == 0 && strings.IndexFunc(w.Text, unicode.IsLetter) >= 0 {
					t.Errorf("%s: %s: %q has no clip", l, m, w.Text)
				}
			}
		}
		for _, who := range cliWho {
			if p, ok := b.CLIWho(who); !ok || len(p.Clips()) < len(strings.Fields(who)) {
				t.Errorf("%s: %q said by %v", l, who, p.Clips())
			}
		}
		if _, ok := b.CLIWho("anna braille"); ok {
			t.Errorf("%s: anna braille said, its words' clips unknown", l)
		}
	}
	if late := lateClips(); len(late) > 0 {
		t.Errorf("clips named outside the catalogue: %v", late)
	}
}
