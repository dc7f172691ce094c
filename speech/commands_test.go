package speech

import (
	"strings"
	"testing"
)

// FuzzCanonical: putting a line's command words into English keeps every
// other word as typed, the same number of words, and is done once for all
// (English words are left alone).
func FuzzCanonical(f *testing.F) {
	for _, s := range []string{"pomoć sat", "gdje crni Skakač", "bijeli: e4", "hilfe uhr", "Springer Felix drei", "da", "kje: ::", "ČAS", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for _, l := range Langs() {
			b := Phrasebook{Lang: l}
			got := b.Canonical(line)
			in, out := strings.Fields(line), strings.Fields(got)
			if got != line && len(in) != len(out) {
				t.Fatalf("%s: %q became %q", l, line, got)
			}
			for i := range out {
				if out[i] != in[i] && b.Lang.commandWords()[normalize(strings.TrimRight(in[i], ":"))] == "" {
					t.Fatalf("%s: %q changed %q, which is no command word", l, line, in[i])
				}
			}
			if again := b.Canonical(got); again != got {
				t.Fatalf("%s: %q, then %q, then %q", l, line, got, again)
			}
		}
	})
}
