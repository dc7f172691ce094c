package speech

import (
	"os"
	"path/filepath"
	"testing"
	"time"

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

// TestBriefClockTime: the brief reading is the time the clocks show
// (rules.ShownTime), rounded up as the full reading and the board are.
func TestBriefClockTime(t *testing.T) {
	b := Phrasebook{Verbosity: Brief}
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "0 0"},
		{-time.Second, "0 0"},
		{8400 * time.Millisecond, "0 8.4"},
		{8410 * time.Millisecond, "0 8.5"},
		{9960 * time.Millisecond, "0 10"},
		{4 * time.Second, "0 4"},
		{4*time.Minute + 12*time.Second, "4 12"},
		{4*time.Minute + 12*time.Second + 400*time.Millisecond, "4 13"},
		{95*time.Minute + 30*time.Second, "95 30"},
	}
	for _, tt := range tests {
		if got := b.clockTime(tt.d).Text(); got != tt.want {
			t.Errorf("%v: got %q, want %q", tt.d, got, tt.want)
		}
	}
}

func TestDuration(t *testing.T) {
	en, de := Phrasebook{}, Phrasebook{Lang: DE}
	tests := []struct {
		d      time.Duration
		en, de string
	}{
		{0, "0 seconds", "0 Sekunden"},
		{time.Second, "1 second", "1 Sekunde"},
		{8400 * time.Millisecond, "8.4 seconds", "8,4 Sekunden"},
		{9960 * time.Millisecond, "10 seconds", "10 Sekunden"},
		{4 * time.Second, "4 seconds", "4 Sekunden"},
		{4*time.Minute + 12*time.Second, "4 minutes 12 seconds", "4 Minuten 12 Sekunden"},
		{4*time.Minute + 12*time.Second + 400*time.Millisecond, "4 minutes 13 seconds", "4 Minuten 13 Sekunden"}, // rounded up, as every clock shows it (rules.ShownTime)
		{8410 * time.Millisecond, "8.5 seconds", "8,5 Sekunden"},
		{4*time.Minute + 12*time.Second + 600*time.Millisecond, "4 minutes 13 seconds", "4 Minuten 13 Sekunden"},
		{61 * time.Minute, "1 hour 1 minute", "1 Stunde 1 Minute"},
		{-time.Second, "0 seconds", "0 Sekunden"},
	}
	for _, tt := range tests {
		if got := en.Duration(tt.d).Text(); got != tt.en {
			t.Errorf("%v in English: got %q, want %q", tt.d, got, tt.en)
		}
		if got := de.Duration(tt.d).Text(); got != tt.de {
			t.Errorf("%v in German: got %q, want %q", tt.d, got, tt.de)
		}
	}
}
