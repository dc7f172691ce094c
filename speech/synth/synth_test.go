package synth

import (
	"context"
	"encoding/binary"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/speech"
)

// realSynth is espeak-ng as installed, or a skip saying how to get it.
func realSynth(t testing.TB) *Synth {
	t.Helper()
	s := New()
	if !s.Available() {
		t.Skip("espeak-ng is not installed (apt-get install espeak-ng)")
	}
	return s
}

// TestSpeakEveryLanguage: each language's voice says a line, heard (not
// silent), trimmed of silence at both ends, and as long as espeak-ng's own
// recording of it at the same rate, trimmed the same way, to within 5%.
func TestSpeakEveryLanguage(t *testing.T) {
	s := realSynth(t)
	lines := map[speech.Lang]string{
		speech.EN: "Good luck, have fun!",
		speech.DE: "Viel Glück und viel Spaß!",
		speech.HR: "Sretno i uživaj u partiji!",
		speech.SR: "Srećno i uživaj u partiji!",
		speech.SL: "Srečno in uživaj v partiji!",
	}
	for lang, text := range lines {
		t.Run(string(lang), func(t *testing.T) {
			voice := speech.Voice(lang)
			got, err := s.Speak(context.Background(), voice, text)
			if err != nil {
				t.Fatal(err)
			}
			if peak(got) < 3000 {
				t.Errorf("peak %d: silent", peak(got))
			}
			if abs(got[0]) < 32768/100 || abs(got[len(got)-1]) < 32768*2/100 {
				t.Errorf("not trimmed: starts at %d, ends at %d", got[0], got[len(got)-1])
			}
			own := filepath.Join(t.TempDir(), "own.wav")
			if out, err := exec.Command("espeak-ng", "-v", string(voice), "-s", "200", "-w", own, "--", text).CombinedOutput(); err != nil {
				t.Fatalf("espeak-ng: %v %s", err, out)
			}
			wav, _ := os.ReadFile(own)
			want, err := decode(wav)
			if err != nil {
				t.Fatal(err)
			}
			want = Trim(want)
			if d := float64(len(got)-len(want)) / float64(len(want)); d > 0.05 || d < -0.05 {
				t.Errorf("got %.2f s, espeak-ng's own %.2f s", float64(len(got))/Rate, float64(len(want))/Rate)
			}
		})
	}
}

func peak(s []int16) int32 {
	var p int32
	for _, v := range s {
		p = max(p, abs(v))
	}
	return p
}

// TestSafe: espeak-ng's phoneme brackets are broken up wherever they
// are, and control characters go.
func TestSafe(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"hello", "hello"},
		{"say [[h@l'oU]] x", "say [ [h@l'oU]] x"},
		{"[[[[", "[ [ [ ["},
		{"[[[", "[ [ ["},
		{"a\x01b\x1b[31mc\x7fd\n", "a b [31mc d"},
		{"  <speak>x</speak> ", "<speak>x</speak>"},
	} {
		if got := Safe(c.in); got != c.want {
			t.Errorf("Safe(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPhonemesNotRead: text in espeak-ng's phoneme brackets is said as
// the characters it is, not as the phonemes it names: "[[h@l'oU]]" is not
// "hello".
func TestPhonemesNotRead(t *testing.T) {
	s := realSynth(t)
	hello, err := s.Speak(context.Background(), english, "hello")
	if err != nil {
		t.Fatal(err)
	}
	brackets, err := s.Speak(context.Background(), english, "[[h@l'oU]]")
	if err != nil {
		t.Fatal(err)
	}
	if len(brackets) < 2*len(hello) {
		t.Errorf("the brackets took %.2f s, hello %.2f s: read as phonemes", float64(len(brackets))/Rate, float64(len(hello))/Rate)
	}
}

// fake writes a stand-in for espeak-ng: a shell script that runs body,
// then writes a short WAV as espeak-ng does on --stdout.
func fake(t *testing.T, body string) *Synth {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in espeak-ng is a shell script, which Windows does not run")
	}
	dir := t.TempDir()
	wav := filepath.Join(dir, "out.wav")
	header := make([]byte, wavHeader)
	copy(header, "RIFF")
	binary.LittleEndian.PutUint32(header[4:], 0x7ffff024)
	copy(header[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(header[16:], 16)
	binary.LittleEndian.PutUint16(header[20:], 1)
	binary.LittleEndian.PutUint16(header[22:], 1)
	binary.LittleEndian.PutUint32(header[24:], Rate)
	binary.LittleEndian.PutUint32(header[28:], 2*Rate)
	binary.LittleEndian.PutUint16(header[32:], 2)
	binary.LittleEndian.PutUint16(header[34:], 16)
	copy(header[36:], "data")
	binary.LittleEndian.PutUint32(header[40:], 0x7ffff000)
	samples := make([]byte, 2*Rate/10)
	for i := 0; i < len(samples); i += 2 {
		binary.LittleEndian.PutUint16(samples[i:], uint16(int16(10000*(i/2%2*2-1))))
	}
	if err := os.WriteFile(wav, append(header, samples...), 0o644); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "espeak-ng")
	src := "#!/bin/sh\nD=" + dir + "\n" + body + "\ncat " + wav + "\n"
	if err := os.WriteFile(script, []byte(src), 0o755); err != nil {
		t.Fatal(err)
	}
	return NewAt(script)
}

// TestHostileText: the text reaches espeak-ng on its standard input
// alone, byte for byte as Safe leaves it; the arguments are anna's own,
// and nothing in the text runs.
func TestHostileText(t *testing.T) {
	s := fake(t, `printf '%s\n' "$@" > $D/args; cat > $D/stdin`)
	dir := filepath.Dir(s.path)
	text := `-v xx $(touch ` + dir + `/pwned); "; touch ` + dir + `/pwned2 ` + "`id`" + ` <speak>[[h]]</speak>`
	got, err := s.Speak(context.Background(), english, text)
	if err != nil || len(got) == 0 {
		t.Fatalf("got %d samples, %v", len(got), err)
	}
	args, _ := os.ReadFile(filepath.Join(dir, "args"))
	if want := "-v\nen\n-s\n200\n--stdout\n--stdin\n"; string(args) != want {
		t.Errorf("arguments %q, want %q", args, want)
	}
	stdin, _ := os.ReadFile(filepath.Join(dir, "stdin"))
	if string(stdin) != Safe(text) {
		t.Errorf("standard input %q, want %q", stdin, Safe(text))
	}
	for _, f := range []string{"pwned", "pwned2"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("the text ran a command: %s exists", f)
		}
	}
	if _, err := s.Speak(context.Background(), speech.Voice("--stdin -w /tmp/x"), "hi"); err == nil {
		t.Error("a voice that is an option was taken")
	}
}

// TestHangingSynth: an espeak-ng that never answers, or leaves a child
// holding its output, is given up within the timeout, and the next line
// is spoken.
func TestHangingSynth(t *testing.T) {
	for name, body := range map[string]string{
		"sleeps":        "sleep 30",
		"child holding": "(sleep 30) &\nexit 0",
	} {
		t.Run(name, func(t *testing.T) {
			s := fake(t, body)
			s.timeout = 300 * time.Millisecond
			start := time.Now()
			_, err := s.Speak(context.Background(), english, "hi")
			if err == nil && name == "sleeps" {
				t.Error("no error from a synthesizer that never answered")
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("waited %v", d)
			}
		})
	}
}

// TestOneAtATime: lines said at once are spoken one after another, never
// two processes together.
func TestOneAtATime(t *testing.T) {
	s := fake(t, `mkdir $D/running || echo overlap >> $D/overlaps; sleep 0.05; rmdir $D/running`)
	dir := filepath.Dir(s.path)
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 4 {
		wg.Go(func() {
			if _, err := s.Speak(context.Background(), english, "hi"); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "overlaps")); err == nil {
		t.Errorf("processes overlapped: %s", strings.TrimSpace(string(b)))
	}
}

// TestWaitingGivesUp: a line waiting behind a hung one gives up within
// its own timeout: a flood of chat lines starts no more processes.
func TestWaitingGivesUp(t *testing.T) {
	s := fake(t, "sleep 30")
	s.timeout = 200 * time.Millisecond
	var wg sync.WaitGroup
	start := time.Now()
	for range 5 {
		wg.Go(func() { s.Speak(context.Background(), english, "hi") })
	}
	wg.Wait()
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("five lines behind a hung synthesizer took %v", d)
	}
}

func TestMissing(t *testing.T) {
	s := NewAt("")
	if s.Available() {
		t.Error("available without a program")
	}
	if _, err := s.Speak(context.Background(), english, "hi"); !errors.Is(err, ErrMissing) {
		t.Errorf("got %v, want ErrMissing", err)
	}
}

// BenchmarkSpeak: a chat line of lichess's longest, 140 characters, from
// the text to its samples (the process started, the voice loaded, the
// line said and read back).
func BenchmarkSpeak(b *testing.B) {
	s := realSynth(b)
	text := strings.Repeat("Good game, well played! ", 6)[:140]
	for b.Loop() {
		if got, err := s.Speak(context.Background(), english, text); err != nil || len(got) == 0 {
			b.Fatal(err)
		}
	}
}

// english is espeak-ng's English voice, which these tests speak in.
const english = speech.Voice("en")
