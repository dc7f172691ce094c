package wavfile

import (
	"bytes"
	"testing"
)

// FuzzConvert: a player's own clip (--clips) of any bytes is converted or
// refused with an error; it never stops anna.
func FuzzConvert(f *testing.F) {
	second := make([]byte, 2*1000)
	f.Add(append(Header(len(second)), second...))
	f.Add([]byte("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x02\x00\x22\x56\x00\x00\x88\x58\x01\x00\x04\x00\x10\x00data\x00\x00\x00\x00"))
	f.Add([]byte("RIFF"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<16 {
			return // a clip is a word; big inputs only slow the search
		}
		pcm, err := Convert(bytes.NewReader(data))
		if err == nil && len(pcm)%2 != 0 {
			t.Errorf("odd PCM length %d", len(pcm))
		}
		PCM(data)
	})
}
