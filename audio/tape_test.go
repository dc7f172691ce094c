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
	"time"

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
	// Every utterance said at the tape's start: each follows the one before
	// without a pause.
	start := time.Now()
	var want []byte
	var seconds float64
	for _, u := range utterances {
		t.Run(u.name, func(t *testing.T) {
			if err := tape.Play(Utterance{PCM: u.pcm, At: start}); err != nil {
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
	if err := tape.Play(Utterance{PCM: samples(1)}); !errors.Is(err, ErrClosed) {
		t.Errorf("Play after Close: got %v, want %v", err, ErrClosed)
	}
	if got := readTape(t, path); !bytes.Equal(got, want) {
		t.Errorf("after Close: got %d bytes of sound, want %d", len(got), len(want))
	}
}

// TestTapeKeepsPauses: the real pauses between utterances are on the tape,
// at most MaxPause; an utterance said while the one before still sounds
// follows it directly. The subtitles give each its time and text.
func TestTapeKeepsPauses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.wav")
	tape, err := NewTape(path)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	word := tone(500, 0.5) // half a second
	said := []struct {
		at    time.Duration // after the start
		text  string
		pause time.Duration // the silence the tape must hold before it
	}{
		{300 * time.Millisecond, "Bauer Eva vier", 0},                       // the tape starts with it
		{900 * time.Millisecond, "Bauer Eva fuenf", 100 * time.Millisecond}, // the first ended at 0.8 s
		{1000 * time.Millisecond, "White 4 minutes", 0},                     // while the second still sounds
		{1520 * time.Millisecond, "Springer Felix drei", 0},                 // 20 ms after it: no pause
		{time.Minute, "Springer <Felix> drei & more", MaxPause},
	}
	var want []byte
	for _, u := range said {
		if err := tape.Play(Utterance{PCM: word, At: start.Add(u.at), Text: u.text}); err != nil {
			t.Fatal(err)
		}
		want = append(want, make([]byte, int64(wavfile.BytesPerSecond*u.pause.Seconds())&^1)...)
		want = append(want, word...)
	}
	tape.Close()
	if got := readTape(t, path); !bytes.Equal(got, want) {
		t.Errorf("got %.3f s of tape, want %.3f s", wavfile.Duration(len(got)), wavfile.Duration(len(want)))
	}
	vtt, err := os.ReadFile(SubtitlesPath(path))
	if err != nil {
		t.Fatal(err)
	}
	wantVTT := "WEBVTT\n\n" +
		"1\n00:00:00.000 --> 00:00:00.500\nBauer Eva vier\n\n" +
		"2\n00:00:00.600 --> 00:00:01.100\nBauer Eva fuenf\n\n" +
		"3\n00:00:01.100 --> 00:00:01.600\nWhite 4 minutes\n\n" +
		"4\n00:00:01.600 --> 00:00:02.100\nSpringer Felix drei\n\n" +
		"5\n00:00:04.100 --> 00:00:04.600\nSpringer &lt;Felix&gt; drei &amp; more\n\n"
	if string(vtt) != wantVTT {
		t.Errorf("subtitles:\n%s\nwant:\n%s", vtt, wantVTT)
	}
	cues, err := ReadSubtitles(string(vtt))
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range said {
		if i >= len(cues) || cues[i].Text != u.text {
			t.Fatalf("ReadSubtitles: %+v, want the texts said", cues)
		}
	}
	if last := cues[len(cues)-1]; last.Start != 4100*time.Millisecond || last.End != 4600*time.Millisecond {
		t.Errorf("ReadSubtitles: the last cue %v to %v, want 4.1 s to 4.6 s", last.Start, last.End)
	}
	for _, bad := range []string{"", "WEBVTT\n\n1\n00:00:01.000 --> 00:00:00.500\nx\n\n", "WEBVTT\n\n1\n0:0:1 --> 0:0:2\nx\n\n", "WEBVTT\n\n1\nx\n\n"} {
		if _, err := ReadSubtitles(bad); err == nil {
			t.Errorf("ReadSubtitles(%q): no error", bad)
		}
	}
}

func TestSubtitlesPath(t *testing.T) {
	for in, want := range map[string]string{"game.wav": "game.vtt", "/a.b/tape": "/a.b/tape.vtt", "x.tape.wav": "x.tape.vtt"} {
		if got := SubtitlesPath(in); got != want {
			t.Errorf("SubtitlesPath(%q): got %q, want %q", in, got, want)
		}
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
	if err := tape.Play(Utterance{PCM: samples(7, 8)}); err != nil {
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
				if err := tape.Play(Utterance{PCM: u}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func fmtMS(ms int) string { return strconv.Itoa(ms) + "ms" }
