package speech

import (
	"encoding/binary"
	"errors"
	"io/fs"
	"os"

	"github.com/anna-chess/anna/internal/wavfile"
)

// ClipFault is why a player's recording (--clips) was not used.
type ClipFault int8

const (
	clipGood    ClipFault = iota
	clipMissing           // no such file: the built-in clip, and nothing to say
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

// quiet is the loudest sample of a recording that counts as silent: 1 %
// of full scale, the level anna's own clips are trimmed at.
const quiet = 32768 / 100

// readClip reads and checks one recording at path, converted to anna's
// format. It never waits: a path that is not a regular file is refused
// before it is opened, and it is opened without waiting for a writer.
func readClip(path string) ([]byte, ClipFault) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, clipMissing
	case err != nil:
		return nil, ClipUnreadable
	case !st.Mode().IsRegular():
		return nil, ClipNotAFile
	case st.Size() == 0:
		return nil, ClipEmpty
	}
	f, err := openNoWait(path)
	if err != nil {
		return nil, ClipUnreadable
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, ClipNotAFile // swapped for a pipe since it was looked at
	}
	pcm, err := wavfile.Convert(f)
	var readErr *fs.PathError
	if errors.As(err, &readErr) {
		return nil, ClipUnreadable
	}
	if err != nil {
		return nil, ClipUndecodable
	}
	return pcm, checkClip(pcm)
}

// checkClip finds what makes converted samples unusable as a word.
func checkClip(pcm []byte) ClipFault {
	switch n := len(pcm) / 2; {
	case n == 0:
		return ClipEmpty
	case n < wavfile.SampleRate*MinClip/1000:
		return ClipTooShort
	}
	for i := 0; i+1 < len(pcm); i += 2 {
		if v := int16(binary.LittleEndian.Uint16(pcm[i:])); v > quiet || v < -quiet {
			return clipGood
		}
	}
	return ClipSilent
}
