package speech

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"unsafe"

	"github.com/anna-chess/anna/internal/wavfile"
)

// Bank holds the audio of every clip: the embedded recordings (the WAV
// files in speech/clips, embedded one string each by clips_embed.go, which
// scripts/make-clips writes), or a user's own recordings of the same names.
// It is safe for concurrent use.
//
// A clip is copied out of the program's read-only data the first time it is
// said, and the pages it was read from are given back (see release): the
// kernel maps a binary's data in large pieces, so reading 40 kB of one clip
// would otherwise keep megabytes of other clips resident.
type Bank struct {
	mu   sync.Mutex
	pcm  map[string][]byte // clips in use, copied on first use
	user map[string][]byte // the user's recordings, converted at load
}

// NewBank returns the bank of embedded clips; no clip is read yet.
func NewBank() *Bank {
	return &Bank{pcm: map[string][]byte{}, user: map[string][]byte{}}
}

// LoadUserClips reads a user's recordings from dir, one file per clip named
// as the catalogue names it (dir/de/springer.wav). Any PCM WAV is accepted
// and converted; clips the directory lacks keep the built-in voice. It
// returns how many were loaded and a note for each file it could not use.
func (b *Bank) LoadUserClips(dir string) (loaded int, problems []string, err error) {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return 0, nil, fmt.Errorf("speech: clips directory %q cannot be read", dir)
	}
	for _, c := range Catalogue() {
		path := filepath.Join(dir, filepath.FromSlash(c.Name)+".wav")
		f, err := os.Open(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", path, err))
			continue
		}
		pcm, err := wavfile.Convert(f)
		f.Close()
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", path, err))
			continue
		}
		b.mu.Lock()
		b.user[c.Name] = pcm
		b.mu.Unlock()
		loaded++
	}
	return loaded, problems, nil
}

// PCM returns the samples of one clip (44.1 kHz mono 16-bit little-endian).
// The slice must not be changed.
func (b *Bank) PCM(name string) ([]byte, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if pcm, ok := b.user[name]; ok {
		return pcm, nil
	}
	if pcm, ok := b.pcm[name]; ok {
		return pcm, nil
	}
	file, ok := embedded[name]
	if !ok {
		return nil, fmt.Errorf("speech: no clip %q", name)
	}
	data := unsafe.Slice(unsafe.StringData(*file), len(*file)) // read-only: never written
	pcm, err := wavfile.PCM(data)
	if err != nil {
		return nil, fmt.Errorf("speech: clip %q: %w", name, err)
	}
	pcm = bytes.Clone(pcm)
	release(data)
	b.pcm[name] = pcm
	return pcm, nil
}

// Render joins the clips of a phrase into one stretch of samples. A clip
// the bank lacks is left out (a test proves none is lacking).
func (b *Bank) Render(p Phrase) []byte {
	clips := make([][]byte, 0, 16)
	total := 0
	for _, name := range p.Clips() {
		if pcm, err := b.PCM(name); err == nil {
			clips = append(clips, pcm)
			total += len(pcm)
		}
	}
	out := make([]byte, 0, total)
	for _, c := range clips {
		out = append(out, c...)
	}
	return out
}
