package cliline

import (
	"strconv"

	"github.com/anna-chess/anna/speech"
)

// Speakable is a line of anna's that can be said as well as printed.
type Speakable interface {
	Said(speech.Phrasebook) (speech.Phrase, bool)
}

// Said is err as the player hears it, in the book's language: ok is false
// where some of it is printed only (a text speech does not say, the
// system's words), and the line is then not said at all.
func Said(b speech.Phrasebook, err error) (speech.Phrase, bool) {
	if s, ok := err.(Speakable); ok {
		return s.Said(b)
	}
	return speech.Phrase{}, false
}

// Said is the line as it is said: its text's words by their clips, a
// flag or a value the player typed spelled (speech's Spelled), the words
// a flag takes spelled too.
func (s *Line) Said(b speech.Phrasebook) (speech.Phrase, bool) {
	args := make([]speech.Phrase, len(s.Args))
	for i, a := range s.Args {
		switch a := a.(type) {
		case string:
			args[i] = b.Spelled(a)
		case error:
			p, ok := Said(b, a)
			if !ok {
				return speech.Phrase{}, false
			}
			args[i] = p
		case Or:
			args[i] = b.Spelled(a...)
		case speech.CLIText:
			p, ok := b.CommandLineSaid(a)
			if !ok {
				return speech.Phrase{}, false
			}
			args[i] = p
		default:
			return speech.Phrase{}, false
		}
	}
	var line speech.Phrase
	if s.Text == "" {
		line = joined(args)
	} else {
		p, ok := b.CommandLineSaid(s.Text, args...)
		if !ok {
			return speech.Phrase{}, false
		}
		line = p
	}
	if s.Who != "" {
		who, ok := b.CLIWho(s.Who)
		if !ok {
			return speech.Phrase{}, false
		}
		line = joined([]speech.Phrase{who, line})
	}
	return line, true
}

// Said is the refusal as it is said: the flag and the value spelled, then
// why.
func (r *Refusal) Said(b speech.Phrasebook) (speech.Phrase, bool) {
	why, ok := Said(b, r.Reason)
	if !ok {
		return speech.Phrase{}, false
	}
	value := b.Spelled(strconv.Quote(r.Value)).Punct(":")
	if r.Name == "" {
		return joined([]speech.Phrase{value, why}), true
	}
	return joined([]speech.Phrase{b.Spelled("--" + r.Name), value, why}), true
}

// joined is the phrases one after another.
func joined(ps []speech.Phrase) speech.Phrase {
	var p speech.Phrase
	for _, x := range ps {
		p.Words = append(p.Words, x.Words...)
	}
	return p
}
