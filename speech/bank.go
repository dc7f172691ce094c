package speech

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/anna-chess/anna/internal/wavfile"
)

// clipFiles are the recordings of every clip, as scripts/make-clips writes
// them (clips/de/springer.flac). The whole directory is embedded, so a
// clip that is missing is only a clip the bank lacks (a test names it),
// never a program that does not build. "all:" keeps the pause,
// clips/en/_pause.flac, whose name no word can have.
//
//go:embed all:clips
var clipFiles embed.FS

// Bank holds the audio of every clip: the embedded recordings, or a user's
// own recordings of the same names. A clip is decoded the first time it is
// said and kept. It is safe for concurrent use.
type Bank struct {
	mu   sync.Mutex
	pcm  map[string][]byte // clips in use, decoded on first use
	user map[string][]byte // the user's recordings, converted at load
}

// NewBank returns the bank of embedded clips; no clip is read yet.
func NewBank() *Bank {
	return &Bank{pcm: map[string][]byte{}, user: map[string][]byte{}}
}

// LoadUserClips reads a user's recordings from dir, one file per clip named
// as the catalogue names it (dir/de/springer.wav, dir/hr/potez.wav), in
// every language. Any PCM WAV is accepted and converted; clips the
// directory lacks keep the built-in voice. It returns how many were loaded
// and a note for each file it could not use.
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

// PCM returns the samples of one clip (anna's format: 44.1 kHz mono 16-bit
// little-endian).
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
	data, err := clipFiles.ReadFile(clipPath(name))
	if err != nil {
		return nil, fmt.Errorf("speech: no clip %q", name)
	}
	pcm, err := decodeClip(data)
	if err != nil {
		return nil, fmt.Errorf("speech: clip %q: %w", name, err)
	}
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

// clipPath is where a clip is stored in clipFiles.
func clipPath(name string) string { return "clips/" + name + ".flac" }
