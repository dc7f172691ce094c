package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
	vocab "github.com/anna-chess/anna/words"
)

func TestCommandLineMistakes(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--notation", "morse"}, `--notation "morse": choose appendix-d, long, english, nato or san`},
		{[]string{"--lang", "fr"}, `--lang "fr": choose en, de, hr, sl or sr`},
		{[]string{"--rate", "5"}, `--rate "5": choose 0.5 to 4 (1 is the voice as recorded, 2 twice as fast)`},
		{[]string{"--rate", "fast"}, `--rate "fast": choose 0.5 to 4`},
		{[]string{"--volume", "101"}, `--volume "101": choose 0 to 100 (percent)`},
		{[]string{"--volume", "50.5"}, `--volume "50.5": choose 0 to 100 (percent)`},
		{[]string{"--time", "5x"}, `--time "5x": not a time control; accepted forms: `},
		{[]string{"--clock-announce", "often"}, `--clock-announce "often": choose off, sparse, normal or every-minute`},
		{[]string{"--names", "german"}, `--names "german": choose appendix-d or local`},
		{[]string{"--theme", "neon"}, `--theme "neon": choose default, high-contrast or light`},
		{[]string{"--pieces", "huge"}, `--pieces "huge": choose auto, large, glyphs or letters`},
		{[]string{"--speech", "loud"}, `--speech "loud": choose interrupt or queue`},
		{[]string{"--mirror", "maybe"}, `--mirror "maybe": choose auto or confirm`},
		{[]string{"--press", "later"}, `--press "later": choose auto or manual`},
		{[]string{"--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, "--fen cannot be used: White has 0 kings"},
		{[]string{"--fen", "rnbqkbnr/pppppppp w KQkq - 0 1"}, "--fen cannot be used: the pieces field needs 8 ranks"},
		// Positions that cannot arise (3.10.3), issue 19.
		{[]string{"--fen", "7b/5Ppk/7p/5K2/8/8/B7/8 w - - 0 1"}, "--fen cannot be used: Black's bishop on h8 cannot have got there: Black's pawn on g7 has never moved"},
		{[]string{"--fen", "4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1"}, "--fen cannot be used: White has 2 pieces more than the starting set, which only promotions give, but White still has 7 of its 8 pawns on the board"},
		// One piece, one capture (issue 33: "1 pieces"), in English and German.
		{[]string{"--fen", "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1"}, "--fen cannot be used: White has 1 piece more than the starting set, which only a promotion gives, but White still has 8 of its 8 pawns on the board"},
		{[]string{"--lang", "de", "--fen", "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1"}, "Weiß hat 1 Figur mehr als zu Beginn, die nur eine Umwandlung gibt"},
		{[]string{"--fen", "rnbqkbnr/pppppppp/8/8/8/1P6/1PPPPPPP/RNBQKBNR w Kkq - 0 1"}, "White's pawns stand on their files only after 1 capture of a piece, but Black still has 16 of its 16 pieces"},
		{[]string{"--fen", "4k3/3P4/3N4/8/8/8/8/4K3 b - - 0 1"}, "--fen cannot be used: Black's king is in a double check that no move can give"},
		{[]string{"--fen", "4k3/8/8/1B6/4pP2/8/8/4K3 b - f3 0 1"}, "--fen cannot be used: the en passant square f3 says White just moved a pawn from f2 to f4, but that move cannot have given the check on Black's king"},
		{[]string{"--speech-out", "/nonexistent/dir/x.wav"}, "--speech-out"},
		{[]string{"--clips", "/nonexistent/clips"}, "--clips"},
		{[]string{"--bogus"}, "anna: --bogus: no such flag (anna --help lists the flags)"},
		{[]string{"extra"}, `unexpected "extra"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errOut, code := runAnna(t, "", append([]string{"--no-audio"}, tt.args...)...)
			if code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if !strings.Contains(errOut, tt.want) {
				t.Errorf("stderr %q, want it to contain %q", errOut, tt.want)
			}
			if out != "" {
				t.Errorf("stdout not empty: %q", out)
			}
		})
	}
}

func TestHelpFlag(t *testing.T) {
	out, errOut, code := runAnna(t, "", "--help")
	if code != 0 || errOut != "" || !strings.Contains(out, "-notation") || !strings.Contains(out, "Springer Felix drei") {
		t.Errorf("exit %d, help:\n%s\nstderr: %s", code, out, errOut)
	}
	// Each flag's text says its default once (a default written in the
	// text and the flag's own printed after it contradicted each other).
	for _, flag := range strings.Split(out, "\n  -")[1:] {
		if n := strings.Count(flag, "(default"); n > 1 {
			t.Errorf("-%s\nsays its default %d times", flag, n)
		}
	}
}

// TestSpeechOutHoldsEveryAnnouncement: the tape is exactly the clips of
// every line anna said, in order.
func TestSpeechOutHoldsEveryAnnouncement(t *testing.T) {
	input := "Bauer Eva vier\nBauer Eva fünf\nSpringer Felix drei\nBlubb\nlast\nmoves\nhelp\nquit\n"
	tape := filepath.Join(t.TempDir(), "tape.wav")
	out, errOut, code := runAnna(t, input, "--no-audio", "--speech-out", tape, "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	pcm := tapeSound(t, tape)
	// Say the same script in-process and add up its clips.
	sess, _ := session.New(session.Config{})
	bank := clips.NewBank()
	want, lines := 0, 0
	add := func(outs []session.Output) {
		for _, o := range outs {
			for _, p := range o.In(sess.Book()) {
				want += len(bank.Render(p))
				lines++
			}
		}
	}
	add(sess.Start())
	for _, l := range strings.Split(strings.TrimSpace(input), "\n") {
		add(sess.Handle(l))
	}
	if len(pcm) != want {
		t.Errorf("tape holds %.3f s, the clips of the %d lines said last %.3f s", wavfile.Duration(len(pcm)), lines, wavfile.Duration(want))
	}
	// Printed: the Scoresheet line, a prompt with each line read, and the
	// lines said.
	typed := len(strings.Split(strings.TrimSpace(input), "\n"))
	if got := strings.Count(out, "\n") - 1 - typed; got != lines {
		t.Errorf("printed %d lines besides the prompts, spoke %d:\n%s", got, lines, out)
	}
	// The subtitles beside the tape give every line said, in order.
	vtt, err := os.ReadFile(audio.SubtitlesPath(tape))
	if err != nil {
		t.Fatal(err)
	}
	cues := 0
	for _, line := range strings.Split(out, "\n") {
		if line == "" || strings.Contains(line, " to move: ") || strings.HasPrefix(line, "Scoresheet: ") {
			continue
		}
		cues++
		if !strings.Contains(string(vtt), fmt.Sprintf("%d\n", cues)) || !strings.Contains(string(vtt), "\n"+line+"\n") {
			t.Errorf("the subtitles lack cue %d, %q:\n%s", cues, line, vtt)
		}
	}
	if cues != lines || !strings.HasPrefix(string(vtt), "WEBVTT\n") {
		t.Errorf("%d cues expected for %d lines:\n%s", cues, lines, vtt)
	}
}

// TestTapeKeepsThePauses: a line typed long after the one before comes on
// the tape after a pause (at most 2 s), as the subtitles show.
func TestTapeKeepsThePauses(t *testing.T) {
	tape := filepath.Join(t.TempDir(), "tape.wav")
	cmd := exec.Command(annaBin, "--no-audio", "--speech-out", tape, "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	cmd.Env = append(os.Environ(), homeEnv(t.TempDir())...)
	stdin, _ := cmd.StdinPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stdin.Write([]byte("e4\n"))
	time.Sleep(7 * time.Second) // the opening and the move take about 3.5 s to say
	stdin.Write([]byte("e5\nquit\n"))
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	vtt, _ := os.ReadFile(audio.SubtitlesPath(tape))
	re := regexp.MustCompile(`(?m)^(\d\d):(\d\d):(\d\d)\.(\d\d\d) --> (\d\d):(\d\d):(\d\d)\.(\d\d\d)\n(.*)$`)
	var ends, starts []float64
	var texts []string
	for _, m := range re.FindAllStringSubmatch(string(vtt), -1) {
		sec := func(h, mi, s, ms string) float64 {
			a, _ := strconv.Atoi(h)
			b, _ := strconv.Atoi(mi)
			c, _ := strconv.Atoi(s)
			d, _ := strconv.Atoi(ms)
			return float64(a*3600+b*60+c) + float64(d)/1000
		}
		starts = append(starts, sec(m[1], m[2], m[3], m[4]))
		ends = append(ends, sec(m[5], m[6], m[7], m[8]))
		texts = append(texts, m[9])
	}
	if len(texts) != 4 || texts[2] != "Bauer Eva fuenf" {
		t.Fatalf("cues %q:\n%s", texts, vtt)
	}
	if pause := starts[2] - ends[1]; pause < 1.9 || pause > 2.01 {
		t.Errorf("the pause before the move typed 7 s later is %.3f s, want 2 s (the most kept)", pause)
	}
	if pause := starts[1] - ends[0]; pause != 0 {
		t.Errorf("the first move, typed at once, comes %.3f s after the opening, want right after it", pause)
	}
}

// TestKill9LosesNothingCompleted kills anna in the middle of a game: every
// move it announced is in the PGN.
func TestKill9LosesNothingCompleted(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "g.pgn")
	cmd := exec.Command(annaBin, "--no-audio", "--pgn", pgn)
	cmd.Env = append(os.Environ(), homeEnv(t.TempDir())...)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(stdout)
	next := func() string {
		if !lines.Scan() {
			t.Fatal("anna stopped talking")
		}
		return lines.Text()
	}
	next() // Scoresheet
	next() // New game
	moves := []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"}
	for _, m := range moves {
		stdin.Write([]byte(m + "\n"))
		if echo := next(); !strings.HasSuffix(echo, " to move: "+m) {
			t.Fatalf("got %q, want the prompt and the move typed", echo)
		}
		next() // the announcement comes after the save
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	data, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *") {
		t.Errorf("PGN after kill -9 lacks completed moves:\n%s", data)
	}
}

// lockedBuffer is a buffer one goroutine writes while another reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestNoSoundCardStaysQuiet runs anna with sound on where there is no sound
// card: one plain line says so, the game goes on, and nothing from ALSA
// reaches the terminal.
func TestNoSoundCardStaysQuiet(t *testing.T) {
	out, errOut := playWithoutSoundCard(t, t.TempDir())
	if strings.Contains(errOut, "ALSA") || strings.Contains(out, "ALSA lib") {
		t.Errorf("ALSA messages reached the terminal:\nstdout: %s\nstderr: %s", out, errOut)
	}
	if noSound := (speech.Phrasebook{}).Say(vocab.Key("no-sound").Event()).Text(); !strings.Contains(out, noSound) || len(noSound) >= 60 {
		t.Errorf("no plain line about the missing sound:\n%s", out)
	}
}

// playWithoutSoundCard runs anna with sound on in home, where there is no
// sound card (ALSA's card 9, no PulseAudio): e4, and e5 once the speaker
// has tried the device. The game goes on, and anna ends well. It returns
// what anna wrote.
func playWithoutSoundCard(t *testing.T, home string) (stdout, stderr string) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the sound this test takes away (PulseAudio, ALSA's card) is Linux's")
	}
	os.WriteFile(filepath.Join(home, ".asoundrc"), []byte("pcm.!default { type hw card 9 }\n"), 0o644)
	cmd := exec.Command(annaBin, "--pgn", filepath.Join(home, "g.pgn"))
	cmd.Env = append(append(os.Environ(), homeEnv(home)...), "PULSE_SERVER=unix:/nonexistent")
	stdin, _ := cmd.StdinPipe()
	var out, errb lockedBuffer // written by the process's copiers while the test reads
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stdin.Write([]byte("e4\n"))
	// Let the speaker try the device before the script ends.
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) && !strings.Contains(out.String(), speech.Phrasebook{}.Say(vocab.Key("no-sound").Event()).Text()) {
		time.Sleep(20 * time.Millisecond)
	}
	stdin.Write([]byte("e5\n"))
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("%v; stderr: %s", err, errb.String())
	}
	if !strings.Contains(out.String(), "Bauer Eva fuenf") {
		t.Errorf("the game did not go on:\n%s", out.String())
	}
	return out.String(), errb.String()
}

// TestOwnRecordings: --clips replaces a built-in clip with the player's own
// recording, heard on the tape: an Appendix D word, and a Croatian word
// with --lang hr (the same names in every language: hr/potez.wav).
func TestOwnRecordings(t *testing.T) {
	for _, tt := range []struct {
		clip, line string
		lang       speech.Lang
	}{
		{"de/bauer", "e4", speech.EN},
		{"hr/potez", "potez", speech.HR},
	} {
		t.Run(tt.clip, func(t *testing.T) {
			dir := t.TempDir()
			folder := filepath.Join(dir, "clips")
			os.MkdirAll(filepath.Join(folder, filepath.Dir(tt.clip)), 0o755)
			// A second of a 440 Hz tone at a quarter of full scale: a
			// recording anna takes (a steady near-zero level is silence,
			// refused since --clips checks what it reads).
			second := make([]byte, wavfile.BytesPerSecond)
			for i := 0; i < len(second)/2; i++ {
				v := int16(8192 * math.Sin(2*math.Pi*440*float64(i)/wavfile.SampleRate))
				binary.LittleEndian.PutUint16(second[2*i:], uint16(v))
			}
			os.WriteFile(filepath.Join(folder, tt.clip+".wav"), append(wavfile.Header(len(second)), second...), 0o644)
			tape := func(extra ...string) []byte {
				path := filepath.Join(dir, "tape.wav")
				pgn := filepath.Join(t.TempDir(), "g.pgn") // a new game each time: a new file
				args := append([]string{"--no-audio", "--lang", string(tt.lang), "--speech-out", path, "--pgn", pgn}, extra...)
				out, errOut, code := runAnna(t, tt.line+"\n", args...)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				notice := speech.Phrasebook{Lang: tt.lang}.Say(vocab.Key("own-recordings").With(vocab.Number(1), vocab.Number(len(speech.Catalogue())), vocab.Text(folder))).Text()
				if len(extra) > 0 && !strings.Contains(out, notice) {
					t.Errorf("no line %q about the recordings:\n%s", notice, out)
				}
				data, _ := os.ReadFile(path)
				pcm, err := wavfile.PCM(data)
				if err != nil {
					t.Fatal(err)
				}
				return pcm
			}
			builtin := tape()
			own := tape("--clips", folder)
			clip, _ := clips.NewBank().PCM(tt.clip)
			if want := len(builtin) - len(clip) + len(second); len(own) != want {
				t.Errorf("tape with own recording: %d bytes, want %d", len(own), want)
			}
			converted, err := wavfile.Convert(bytes.NewReader(append(wavfile.Header(len(second)), second...)))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(own, converted[:len(converted)/2]) {
				t.Errorf("the tape does not hold the recording")
			}
		})
	}
}
