package session

// MaxLine is the longest line anna prints: a long answer (the position,
// the scoresheet, every legal move) is split into lines of at most this
// many characters, at the ends of sentences.
const MaxLine = 160

// lines splits the phrases said into lines of at most MaxLine characters
// (letters with marks, as č, count once: a braille cell each).
func lines(outs []Output) []Output {
	var split []Output
	for _, o := range outs {
		if o.Kind != Say || o.Phrase.Len() <= MaxLine {
			split = append(split, o)
			continue
		}
		for _, p := range o.Phrase.Lines(MaxLine) {
			o.Phrase = p
			split = append(split, o)
		}
	}
	return split
}
