// Package tui holds anna's terminal views: the line view, for a blind
// player with a screen reader or braille display (one plain line per
// announcement, one prompt line, no redraw: LineView on a terminal in raw
// mode, Plain where the input is a file, a pipe or a terminal that edits
// the line itself), and the board view for a sighted player (Bubble Tea).
// Every view is a client of the match's table.
package tui

import (
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Voice speaks phrases. No method may block: speech is queued.
type Voice interface {
	Speak(p speech.Phrase)
	// Hush is called at every key press: an answer being read stops, as a
	// screen reader stops reading when a key is pressed.
	Hush()
	// Tune carries out faster, slower, louder or softer, typed at this
	// terminal, on this terminal's voice, and returns what to say: the new
	// setting, in book's words.
	Tune(c session.VoiceChange, book speech.Phrasebook) speech.Phrase
}

// Silent is a Voice that says nothing (--no-audio, remote terminals, tests).
type Silent struct{}

func (Silent) Speak(speech.Phrase) {}
func (Silent) Hush()               {}

// Tune says that anna does not speak here: the terminal's screen reader
// sets its own rate and volume.
func (Silent) Tune(_ session.VoiceChange, book speech.Phrasebook) speech.Phrase {
	return book.Say(keyNoVoice.Event())
}

// keyNoVoice answers faster, slower, louder or softer where anna does not
// speak (speech/lang/CODE.toml): this terminal's own line, never sent.
const keyNoVoice words.Key = "no-voice"
