package session

import "github.com/anna-chess/anna/speech"

// shown is one line an output says at a terminal with the session's own
// phrasebook (other outputs as they are, with no phrase).
type shown struct {
	Output
	Phrase speech.Phrase
}

// shownIn is what the outputs say in the session's phrasebook, a line each.
func shownIn(s *Session, outs []Output) []shown {
	var lines []shown
	for _, o := range outs {
		if o.Kind != Say {
			lines = append(lines, shown{Output: o})
			continue
		}
		for _, p := range o.In(s.Book()) {
			lines = append(lines, shown{Output: o, Phrase: p})
		}
	}
	return lines
}
