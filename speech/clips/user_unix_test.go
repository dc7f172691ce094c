//go:build unix

package clips

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// TestUserClipsRefused: a recording that is not a file (a named pipe, a
// device, a folder), cannot be decoded, is empty, shorter than minClip or
// silent is refused by name, without waiting on a pipe, and the built-in
// clip is said instead; one line names them all.
func TestUserClipsRefused(t *testing.T) {
	dir := t.TempDir()
	de := filepath.Join(dir, "de")
	writeWAV(t, filepath.Join(de, "koenig.wav"), 44100, 1, 0, 0)     // no samples
	writeWAV(t, filepath.Join(de, "bauer.wav"), 44100, 1, 1, 20000)  // one sample
	writeWAV(t, filepath.Join(de, "dame.wav"), 44100, 1, 300, 20000) // 6.8 ms
	writeWAV(t, filepath.Join(de, "turm.wav"), 22050, 1, 11025, 50)  // half a second of hum at 0.15 %
	writeWAV(t, filepath.Join(de, "eins.wav"), 44100, 1, 441, 20000) // 10 ms: taken
	os.WriteFile(filepath.Join(de, "springer.wav"), []byte("not a wav"), 0o644)
	os.Mkdir(filepath.Join(de, "acht.wav"), 0o755)
	if err := syscall.Mkfifo(filepath.Join(de, "anna.wav"), 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	os.Symlink("/dev/zero", filepath.Join(de, "bella.wav"))
	os.WriteFile(filepath.Join(dir, "hr"), []byte("a file where a folder should be"), 0o644)

	bank := NewBank()
	type result struct {
		n       int
		refused []speech.Refusal
		err     error
	}
	done := make(chan result, 1)
	go func() {
		n, refused, err := bank.LoadUserClips(dir)
		done <- result{n, refused, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("LoadUserClips still reading after 10 s: it waits on the named pipe")
	}
	if r.err != nil || r.n != 1 {
		t.Fatalf("loaded %d, %v; want 1 (de/eins.wav)", r.n, r.err)
	}
	want := map[string]words.Key{
		"de/koenig.wav": empty, "de/bauer.wav": tooShort, "de/dame.wav": tooShort,
		"de/turm.wav": silent, "de/springer.wav": undecodable, "de/acht.wav": notAFile,
		"de/anna.wav": notAFile, "de/bella.wav": notAFile, "hr": notAFile,
	}
	got := map[string]words.Key{}
	for _, x := range r.refused {
		got[x.Name] = x.Why.Key
	}
	if !maps.Equal(got, want) {
		t.Errorf("refused %v, want %v", got, want)
	}
	for _, name := range []string{"de/koenig", "de/bauer", "de/turm", "de/springer"} {
		builtin, _ := NewBank().PCM(name)
		if pcm, _ := bank.PCM(name); len(builtin) == 0 || len(pcm) != len(builtin) {
			t.Errorf("%s: %d bytes said, want the built-in clip's %d", name, len(pcm), len(builtin))
		}
	}
	line := speech.Phrasebook{}.NotUsed(r.refused).Text()
	for _, part := range []string{"Not used, the built-in voice speaks instead: ", "de/koenig.wav (empty)", "de/bauer.wav (shorter than 10 ms)",
		"de/turm.wav (silent)", "de/springer.wav (not a WAV recording)", "de/anna.wav (not an ordinary file)", "hr (not an ordinary file)"} {
		if !strings.Contains(line, part) {
			t.Errorf("the line %q lacks %q", line, part)
		}
	}
	if strings.Contains(line, "\n") {
		t.Errorf("%q is more than one line", line)
	}
}
