package speech

import "github.com/anna-chess/anna/words"

// Refusal is one recording that was not used: its name within the clips
// folder (de/koenig.wav) and why, an event of the bank's (speech/clips:
// a clip-* key of the language files), said by NotUsed.
type Refusal struct {
	Name string
	Why  words.Event
}
