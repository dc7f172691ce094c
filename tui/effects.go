// Package tui holds anna's terminal views: the line view, for a blind
// player with a screen reader or braille display (one plain line per
// announcement, one prompt line, no redraw), and the same view reading a
// script from standard input when that is not a terminal.
package tui

import (
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// Voice speaks a phrase. It must not block: speech is queued.
type Voice interface {
	Speak(p speech.Phrase)
}

// Store keeps the scoresheet: version v replaces anything older.
type Store interface {
	Save(v int, docs session.Documents) error
	// Where names the file, for the line that reports a failed save.
	Where() string
}

// Silent is a Voice that says nothing (--no-audio, and tests).
type Silent struct{}

func (Silent) Speak(speech.Phrase) {}

// Nowhere is a Store that keeps nothing (tests).
type Nowhere struct{}

func (Nowhere) Save(int, session.Documents) error { return nil }
func (Nowhere) Where() string                     { return "" }

// step is one output of the session made concrete: a line to print (and
// maybe speak), a save, or the end.
type step struct {
	text   string
	phrase *speech.Phrase // spoken when not nil
	save   bool
	quit   bool
}

// steps turns session outputs into steps, in order.
func steps(outs []session.Output) []step {
	var out []step
	for _, o := range outs {
		switch o.Kind {
		case session.Say:
			p := o.Phrase
			out = append(out, step{text: p.Text(), phrase: &p})
		case session.Save:
			out = append(out, step{save: true})
		case session.Quit:
			out = append(out, step{quit: true})
		}
	}
	return out
}

// saveFailed is what the player hears and reads when the scoresheet cannot
// be written: a spoken sentence, then the file and the system's reason.
func saveFailed(book speech.Phrasebook, store Store, err error) []step {
	p := book.SaveFailed()
	return []step{{text: p.Text(), phrase: &p}, {text: "  " + store.Where() + ": " + err.Error()}}
}
