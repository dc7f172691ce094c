package audio

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/anna-chess/anna/internal/wavfile"
)

// readTape checks that the file at path is a complete WAV file in anna's
// format and returns its samples.
func readTape(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pcm, err := wavfile.PCM(data)
	if err != nil {
		t.Fatalf("reading the tape: %v", err)
	}
	if got, want := binary.LittleEndian.Uint32(data[4:]), uint32(len(data)-8); got != want {
		t.Errorf("RIFF size: got %d, want %d", got, want)
	}
	if got, want := binary.LittleEndian.Uint32(data[40:]), uint32(len(data)-wavfile.HeaderSize); got != want {
		t.Errorf("data size: got %d, want %d", got, want)
	}
	return pcm
}

func TestTape(t *testing.T) {
	utterances := []struct {
		name string
		pcm  []byte
	}{
		{"a word", tone(300, 0.5)},
		{"nothing", nil},
		{"a click", samples(20000, -20000)},
		{"a pause", make([]byte, 8820)},
		{"half a sample", []byte{1, 2, 3}}, // the odd byte is dropped
	}
	path := filepath.Join(t.TempDir(), "tape.wav")
	tape, err := NewTape(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := readTape(t, path); len(got) != 0 {
		t.Fatalf("new tape: got %d bytes of sound, want 0", len(got))
	}
	var want []byte
	var seconds float64
	for _, u := range utterances {
		t.Run(u.name, func(t *testing.T) {
			if err := tape.Play(u.pcm); err != nil {
				t.Fatalf("Play: got %v, want nil", err)
			}
			whole := u.pcm[:len(u.pcm)&^1]
			want = append(want, whole...)
			seconds += wavfile.Duration(len(whole))
			got := readTape(t, path) // the tape is whole after every Play
			if !bytes.Equal(got, want) {
				t.Errorf("got %d bytes of sound, want %d (the utterances so far, in order)", len(got), len(want))
			}
			if got := wavfile.Duration(len(got)); math.Abs(got-seconds) > 1e-9 {
				t.Errorf("duration: got %v s, want %v s", got, seconds)
			}
		})
	}
	if err := tape.Close(); err != nil {
		t.Fatalf("Close: got %v, want nil", err)
	}
	if err := tape.Close(); err != nil {
		t.Errorf("second Close: got %v, want nil", err)
	}
	if err := tape.Play(samples(1)); !errors.Is(err, ErrClosed) {
		t.Errorf("Play after Close: got %v, want %v", err, ErrClosed)
	}
	if got := readTape(t, path); !bytes.Equal(got, want) {
		t.Errorf("after Close: got %d bytes of sound, want %d", len(got), len(want))
	}
}

func TestNewTapeTruncates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "tape.wav")
	if err := os.WriteFile(path, bytes.Repeat([]byte("old game "), 10000), 0o644); err != nil {
		t.Fatal(err)
	}
	tape, err := NewTape(path)
	if err != nil {
		t.Fatal(err)
	}
	defer tape.Close()
	if err := tape.Play(samples(7, 8)); err != nil {
		t.Fatal(err)
	}
	if got, want := readTape(t, path), samples(7, 8); !bytes.Equal(got, want) {
		t.Errorf("got % x, want % x", got, want)
	}
}

func TestNewTapeUnwritable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, path string }{
		{"missing directory", filepath.Join(dir, "no", "such", "tape.wav")},
		{"a directory", dir},
		{"under a file", filepath.Join(file, "tape.wav")},
		{"empty", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tape, err := NewTape(tt.path)
			if err == nil {
				tape.Close()
				t.Fatalf("NewTape(%q): got no error, want one", tt.path)
			}
		})
	}
}

func BenchmarkTapeAppend(b *testing.B) {
	for _, ms := range []int{100, 1000} {
		b.Run(fmtMS(ms), func(b *testing.B) {
			tape, err := NewTape(filepath.Join(b.TempDir(), "tape.wav"))
			if err != nil {
				b.Fatal(err)
			}
			defer tape.Close()
			u := tone(ms, 0.5)
			b.SetBytes(int64(len(u)))
			for b.Loop() {
				if err := tape.Play(u); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func fmtMS(ms int) string { return strconv.Itoa(ms) + "ms" }
