package clips

import (
	"encoding/binary"
	"errors"
	"io/fs"
	"os"

	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/words"
)

// quiet is the loudest sample of a recording that counts as silent: 1 %
// of full scale, the level anna's own clips are trimmed at.
const quiet = 32768 / 100

// readClip reads and checks one recording at path, converted to anna's
// format; found is false when there is no file at path (the built-in clip
// speaks, and there is nothing to say). It never waits: a path that is not
// a regular file is refused before it is opened, and it is opened without
// waiting for a writer.
func readClip(path string) (pcm []byte, fault words.Key, found bool) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, taken, false
	case err != nil:
		return nil, unreadable, true
	case !st.Mode().IsRegular():
		return nil, notAFile, true
	case st.Size() == 0:
		return nil, empty, true
	}
	f, err := openNoWait(path)
	if err != nil {
		return nil, unreadable, true
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, notAFile, true // swapped for a pipe since it was looked at
	}
	pcm, err = wavfile.Convert(f)
	var readErr *fs.PathError
	if errors.As(err, &readErr) {
		return nil, unreadable, true
	}
	if err != nil {
		return nil, undecodable, true
	}
	return pcm, checkClip(pcm), true
}

// checkClip finds what makes converted samples unusable as a word.
func checkClip(pcm []byte) words.Key {
	switch n := len(pcm) / 2; {
	case n == 0:
		return empty
	case n < wavfile.SampleRate*minClip/1000:
		return tooShort
	}
	for i := 0; i+1 < len(pcm); i += 2 {
		if v := int16(binary.LittleEndian.Uint16(pcm[i:])); v > quiet || v < -quiet {
			return taken
		}
	}
	return silent
}
