package clips

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/go-audio/audio"
	"github.com/go-audio/wav"
)

// writeWAV writes a recording at rate with the given channels: a constant
// level, frames long.
func writeWAV(t *testing.T, path string, rate, channels, frames, level int) {
	t.Helper()
	os.MkdirAll(filepath.Dir(path), 0o755)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := wav.NewEncoder(f, rate, 16, channels, 1)
	data := make([]int, frames*channels)
	for i := range data {
		data[i] = level
	}
	if err := enc.Write(&audio.IntBuffer{Data: data, Format: &audio.Format{NumChannels: channels, SampleRate: rate}, SourceBitDepth: 16}); err != nil {
		t.Fatal(err)
	}
	if err := enc.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestUserClips: a user's recording replaces the built-in clip of the same
// name, in any PCM format; unknown names are ignored.
func TestUserClips(t *testing.T) {
	dir := t.TempDir()
	writeWAV(t, filepath.Join(dir, "de", "springer.wav"), 22050, 2, 11025, 5000) // half a second
	writeWAV(t, filepath.Join(dir, "de", "not-a-clip.wav"), 44100, 1, 100, 1)

	bank := NewBank()
	n, refused, err := bank.LoadUserClips(dir)
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 || len(refused) != 0 {
		t.Errorf("loaded %d recordings, refused %v; want 1 and none", n, refused)
	}
	pcm, err := bank.PCM("de/springer")
	if err != nil {
		t.Fatal(err)
	}
	if len(pcm) != 44100 { // 0.5 s at 44.1 kHz, 2 bytes a sample
		t.Errorf("converted recording has %d bytes, want 44100", len(pcm))
	}
	if _, _, err := bank.LoadUserClips(filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing directory was accepted")
	}
}
