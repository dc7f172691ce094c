package speech

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// appendixClips finds an Appendix D expression at the start of words, as
// a sentence of another language quotes it ("type a move, as Springer
// Felix drei"), and returns its clips in the German voice and how many
// words it takes; 0 when words does not start with one. A piece name, a
// rank, schlägt, Schach and Matt are always Appendix D words; a file's name
// only before a rank ("Eva vier"), since "anna" alone is the program;
// Kurze and Lange only before Rochade.
func appendixClips(words []string) ([]string, int) {
	bare := func(i int) string {
		if i >= len(words) {
			return ""
		}
		return strings.TrimRight(words[i], sentencePunct)
	}
	first := bare(0)
	if first != words[0] {
		// Punctuation ends the expression: "Eva, vier" is not a square.
		words = words[:1]
	}
	if first == "Kurze" || first == "Lange" {
		if bare(1) == "Rochade" {
			if first == "Kurze" {
				return adShortCastle.Clips, 2
			}
			return adLongCastle.Clips, 2
		}
		return nil, 0
	}
	if w, ok := appendixWords[first]; ok {
		return w.Clips, 1
	}
	for _, f := range adFiles {
		if f.Text == first {
			if r, ok := appendixRanks[bare(1)]; ok {
				return append(append([]string(nil), f.Clips...), r.Clips...), 2
			}
		}
	}
	return nil, 0
}

// appendixWords are the Appendix D words that are never English: pieces,
// ranks and the words of a move.
var appendixWords = func() map[string]Word {
	m := map[string]Word{}
	for _, w := range adPieces {
		m[w.Text] = w
	}
	m["König"], m["Läufer"] = adPieces[rules.King], adPieces[rules.Bishop] // the spellings with umlauts
	for k, w := range appendixRanks {
		m[k] = w
	}
	for _, w := range []Word{adCapture, adCheck, adMate} {
		m[w.Text] = w
	}
	return m
}()

// appendixRanks are the rank words, as printed (fuenf and fünf).
var appendixRanks = func() map[string]Word {
	m := map[string]Word{}
	for _, w := range adRanks {
		m[w.Text] = w
	}
	m["fünf"] = adRanks[4]
	return m
}()
