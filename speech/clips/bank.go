// Package clips is anna's voice: the recordings of every word speech's
// phrases name (the files beside this one, as scripts/make-clips speaks
// them), or a player's own recordings of the same names (--clips), and the
// bank that joins a phrase's clips into the sound audio plays.
package clips

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/anna-chess/anna/internal/inplace"
	"github.com/anna-chess/anna/speech"
)

// stored are the recordings of every clip, as scripts/make-clips writes
// them (de/springer.flac), one folder per language. Every folder's FLAC
// files are embedded, so a clip that is missing is only a clip the bank
// lacks (a test names it), never a program that does not build. The
// pattern names the files, so it keeps the pause, en/_pause.flac, whose
// name no word can have.
//
//go:embed */*.flac
var stored embed.FS

// storedFiles are the recordings, read in place (see internal/inplace).
var storedFiles = inplace.New(&stored)

// Bank holds the audio of every clip: the embedded recordings, or a user's
// own recordings of the same names. A clip is decoded the first time it is
// said and kept, and the pages it was read from are given back (see
// release): the kernel maps a binary's data in large pieces, so reading 10
// kB of one clip would otherwise keep megabytes of other clips resident.
// It is safe for concurrent use.
type Bank struct {
	mu    sync.Mutex
	voice map[string][]int16 // clips in use, decoded on first use, at the voice's rate
	user  map[string][]byte  // the user's recordings, converted at load
}

// NewBank returns the bank of the recordings anna comes with; no clip is
// read yet.
func NewBank() *Bank {
	return &Bank{voice: map[string][]int16{}, user: map[string][]byte{}}
}

// LoadUserClips reads a user's recordings from dir, one file per clip named
// as the catalogue names it (dir/de/springer.wav, dir/hr/potez.wav), in
// every language. Any PCM WAV is accepted and converted; clips the
// directory lacks keep the built-in voice. It never waits on a file: a
// named pipe, a device or a folder where a recording should be is refused
// without being opened. A recording that cannot be read, is empty,
// shorter than minClip or silent is refused too, and the built-in clip
// speaks instead. It returns how many were loaded and what was refused.
func (b *Bank) LoadUserClips(dir string) (loaded int, refused []speech.Refusal, err error) {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return 0, nil, fmt.Errorf("clips: directory %q cannot be read", dir)
	}
	langDirs := map[string]bool{} // the language folders that can hold clips
	for _, c := range speech.Catalogue() {
		lang, _, _ := strings.Cut(c.Name, "/")
		ok, seen := langDirs[lang]
		if !seen {
			ok = true
			st, err := os.Stat(filepath.Join(dir, lang))
			switch {
			case errors.Is(err, fs.ErrNotExist):
				ok = false
			case err != nil:
				refused = append(refused, refusal(lang, unreadable))
				ok = false
			case !st.IsDir():
				refused = append(refused, refusal(lang, notAFile))
				ok = false
			}
			langDirs[lang] = ok
		}
		if !ok {
			continue
		}
		name := filepath.FromSlash(c.Name) + ".wav"
		pcm, fault, found := readClip(filepath.Join(dir, name))
		switch {
		case !found:
			continue
		case fault == taken:
			b.mu.Lock()
			b.user[c.Name] = pcm
			b.mu.Unlock()
			loaded++
		default:
			refused = append(refused, refusal(filepath.ToSlash(name), fault))
		}
	}
	return loaded, refused, nil
}

// PCM returns the samples of one clip in anna's format (44.1 kHz mono
// 16-bit little-endian), as Render puts it into a phrase.
func (b *Bank) PCM(name string) ([]byte, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.appendClip(nil, name)
}

// appendClip appends one clip in anna's format to out. The embedded clips
// are kept at the voice's rate, half the size of anna's: a game says a
// few hundred words, and holding them at 44.1 kHz would double the memory
// they take. b.mu is held.
func (b *Bank) appendClip(out []byte, name string) ([]byte, error) {
	if pcm, ok := b.user[name]; ok {
		return append(out, pcm...), nil
	}
	in, err := b.samples(name)
	if err != nil {
		return out, err
	}
	return appendPlayed(out, in), nil
}

// samples are an embedded clip's samples at the voice's rate, decoded the
// first time. b.mu is held.
func (b *Bank) samples(name string) ([]int16, error) {
	if in, ok := b.voice[name]; ok {
		return in, nil
	}
	data, inplace, err := storedFiles.Read(clipPath(name))
	if twin, ok := twinOf(name); err != nil && ok {
		data, inplace, err = storedFiles.Read(clipPath(twin))
	}
	if err != nil {
		return nil, fmt.Errorf("clips: no clip %q", name)
	}
	in, err := decodeClip(data)
	if inplace {
		storedFiles.Release(data)
	}
	if err != nil {
		return nil, fmt.Errorf("clips: clip %q: %w", name, err)
	}
	b.voice[name] = in
	return in, nil
}

// Render joins the clips of a phrase into one stretch of samples. A clip
// the bank lacks is left out (a test proves none is lacking), and so is
// free text (see RenderFree).
func (b *Bank) Render(p speech.Phrase) []byte { return b.render(p.Clips()) }

// render joins clips into one stretch of samples.
func (b *Bank) render(names []string) []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	total := 0
	for _, name := range names {
		if pcm, ok := b.user[name]; ok {
			total += len(pcm)
		} else if in, err := b.samples(name); err == nil {
			total += playedSize(len(in))
		}
	}
	out := make([]byte, 0, total) // one allocation: a long answer is megabytes
	for _, name := range names {
		out, _ = b.appendClip(out, name)
	}
	return out
}

// clipPath is where a clip is stored in stored.
func clipPath(name string) string { return name + ".flac" }
