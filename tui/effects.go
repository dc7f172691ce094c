// Package tui holds anna's terminal views: the line view, for a blind
// player with a screen reader or braille display (one plain line per
// announcement, one prompt line, no redraw), the same view reading a
// script from standard input when that is not a terminal, and the board
// view for a sighted player. Every view is a client of the match's table.
package tui

import (
	"github.com/anna-chess/anna/speech"
)

// Voice speaks a phrase. It must not block: speech is queued.
type Voice interface {
	Speak(p speech.Phrase)
}

// Silent is a Voice that says nothing (--no-audio, remote terminals, tests).
type Silent struct{}

func (Silent) Speak(speech.Phrase) {}
