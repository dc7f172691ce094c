// Package tui holds anna's terminal views: the line view, for a blind
// player with a screen reader or braille display (one plain line per
// announcement, one prompt line, no redraw: LineView on a terminal in raw
// mode, Plain where the input is a file, a pipe or a terminal that edits
// the line itself), and the board view for a sighted player (Bubble Tea).
// Every view is a client of the match's table.
package tui

import (
	"github.com/anna-chess/anna/speech"
)

// Voice speaks phrases. Neither method may block: speech is queued.
type Voice interface {
	Speak(p speech.Phrase)
	// Hush is called at every key press: an answer being read stops, as a
	// screen reader stops reading when a key is pressed.
	Hush()
}

// Silent is a Voice that says nothing (--no-audio, remote terminals, tests).
type Silent struct{}

func (Silent) Speak(speech.Phrase) {}
func (Silent) Hush()               {}
