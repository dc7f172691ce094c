package clips

import (
	"strings"
	"unicode"

	"github.com/anna-chess/anna/speech"
)

// Serbian in Latin script (as the Serbian Laws are written) and Croatian
// use the same letters for the same sounds, so a word both languages say
// is one clip, made by espeak-ng's Croatian voice: some 500 words, 4.6 MB
// of the bank. A clip named with a digit keeps its own voice: espeak-ng
// reads numbers in each language's words (hiljadu, tisuću).
const (
	twinLang   = "sr/"
	twinVoiced = "hr/"
)

// twinOf is the Croatian clip that may say a Serbian clip's words, and
// whether the clip is one that may have a twin at all.
func twinOf(name string) (string, bool) {
	word, ok := strings.CutPrefix(name, twinLang)
	if !ok || strings.ContainsFunc(word, unicode.IsDigit) {
		return "", false
	}
	return twinVoiced + word, true
}

// Stored lists the clips the bank holds, sorted by name: speech's
// catalogue less the Serbian words that their Croatian twin says (same
// name, same words). The clip generator speaks these.
func Stored() []speech.ClipSpec {
	all := speech.Catalogue()
	byName := make(map[string]speech.ClipSpec, len(all))
	for _, c := range all {
		byName[c.Name] = c
	}
	out := all[:0:0]
	for _, c := range all {
		if twin, ok := twinOf(c.Name); ok {
			if t, ok := byName[twin]; ok && strings.EqualFold(t.Say, c.Say) {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}
