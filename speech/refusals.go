package speech

// ClipFault is why a player's recording (--clips) was not used; the bank
// (speech/clips) finds it, and NotUsed says it.
type ClipFault int8

const (
	_ ClipFault = iota // none: the recording is used
	// ClipNotAFile: a named pipe, a device, a folder or a socket where a
	// recording should be; never opened, since opening a pipe waits.
	ClipNotAFile
	ClipUnreadable  // the file cannot be opened or read
	ClipUndecodable // not a PCM WAV file anna can convert
	ClipEmpty       // no samples
	ClipTooShort    // shorter than MinClip
	ClipSilent      // no sample reaches 1 % of full scale
)

// MinClip is the shortest recording taken, in milliseconds: the shortest
// word said is ten times as long; a recording shorter is a mistake.
const MinClip = 10

// Refusal is one recording that was not used: its name within the clips
// folder (de/koenig.wav) and why.
type Refusal struct {
	Name  string
	Fault ClipFault
}
