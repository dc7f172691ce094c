package session

import (
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Event is what happened, as the session says it: a key the session
// declares (words.Declare, beside the code that says it) with its
// arguments, taken when it happens; or a list of events said as one line;
// or plain words, the same in every language (a line of braille cells).
// The session chooses no words: each seat renders the event in its own
// phrasebook (speech.Phrasebook.Say: language, names, notation,
// verbosity), so that a Croatian player and an English spectator each
// hear the same move in their own words, and a player coming back hears
// what was so then. An event is a value: it is written and read
// (words.Encode, words.Decode) to travel to anna join, which renders it
// there.
type Event = words.Event

// joined is events said as one line.
func joined(es ...Event) Event { return words.Joined(es...) }

// why is the event that says why err refused a line in game g.
func why(err error, g *rules.Game) Event { return speech.Refused(err, g) }
