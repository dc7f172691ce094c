package clips

import (
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Why a player's recording (--clips) was not used: the sentences of the
// language files that speech's NotUsed says after the recording's name.
const (
	taken words.Key = "" // nothing wrong: the recording is used
	// notAFile: a named pipe, a device, a folder or a socket where a
	// recording should be; never opened, since opening a pipe waits.
	notAFile    words.Key = "clip-not-a-file"
	unreadable  words.Key = "clip-unreadable"  // the file cannot be opened or read
	undecodable words.Key = "clip-undecodable" // not a PCM WAV file anna can convert
	empty       words.Key = "clip-empty"       // no samples
	tooShort    words.Key = "clip-too-short"   // shorter than minClip
	silent      words.Key = "clip-silent"      // no sample reaches 1 % of full scale
)

// minClip is the shortest recording taken, in milliseconds: the shortest
// word said is ten times as long; a recording shorter is a mistake.
const minClip = 10

// refusal is the recording name refused for the fault why (the sentence
// of each fault has the shortest length taken to name, if it needs it).
func refusal(name string, why words.Key) speech.Refusal {
	return speech.Refusal{Name: name, Why: why.With(words.Number(minClip))}
}
