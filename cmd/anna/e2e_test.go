package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

func TestCommandLineMistakes(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--notation", "morse"}, `--notation "morse": choose appendix-d, long, english, nato or san`},
		{[]string{"--lang", "fr"}, `--lang "fr": choose en or de`},
		{[]string{"--theme", "neon"}, `--theme "neon": choose default, high-contrast or light`},
		{[]string{"--pieces", "huge"}, `--pieces "huge": choose auto, large, glyphs or letters`},
		{[]string{"--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, "--fen cannot be used: White has 0 kings"},
		{[]string{"--fen", "rnbqkbnr/pppppppp w KQkq - 0 1"}, "--fen cannot be used: the pieces field needs 8 ranks"},
		{[]string{"--speech-out", "/nonexistent/dir/x.wav"}, "--speech-out"},
		{[]string{"--clips", "/nonexistent/clips"}, "--clips"},
		{[]string{"--bogus"}, "flag provided but not defined: -bogus"},
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
	data, err := os.ReadFile(tape)
	if err != nil {
		t.Fatal(err)
	}
	pcm, err := wavfile.PCM(data)
	if err != nil {
		t.Fatalf("tape is not a WAV anna plays: %v", err)
	}
	// Say the same script in-process and add up its clips.
	sess, _ := session.New(session.Config{})
	bank := speech.NewBank()
	want, lines := 0, 0
	add := func(outs []session.Output) {
		for _, o := range outs {
			if o.Kind == session.Say {
				want += len(bank.Render(o.Phrase))
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
	if got := strings.Count(out, "\n") - 1; got != lines { // minus the Scoresheet line
		t.Errorf("printed %d lines, spoke %d", got, lines)
	}
}

// TestKill9LosesNothingCompleted kills anna in the middle of a game: every
// move it announced is in the PGN.
func TestKill9LosesNothingCompleted(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "g.pgn")
	cmd := exec.Command(annaBin, "--no-audio", "--pgn", pgn)
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
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

// TestNoSoundCardStaysQuiet runs anna with sound on where there is no sound
// card: one plain line says so, the game goes on, and nothing from ALSA
// reaches the terminal.
func TestNoSoundCardStaysQuiet(t *testing.T) {
	home := t.TempDir()
	os.WriteFile(filepath.Join(home, ".asoundrc"), []byte("pcm.!default { type hw card 9 }\n"), 0o644)
	cmd := exec.Command(annaBin, "--pgn", filepath.Join(home, "g.pgn"))
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_STATE_HOME=", "PULSE_SERVER=unix:/nonexistent")
	stdin, _ := cmd.StdinPipe()
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stdin.Write([]byte("e4\n"))
	// Let the speaker try the device before the script ends.
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) && !strings.Contains(out.String(), "No sound device works") {
		time.Sleep(20 * time.Millisecond)
	}
	stdin.Write([]byte("e5\n"))
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("%v; stderr: %s", err, errb.String())
	}
	if strings.Contains(errb.String(), "ALSA") || strings.Contains(out.String(), "ALSA lib") {
		t.Errorf("ALSA messages reached the terminal:\nstdout: %s\nstderr: %s", out.String(), errb.String())
	}
	if !strings.Contains(out.String(), "No sound device works, so anna goes on in text only") {
		t.Errorf("no plain line about the missing sound:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "Bauer Eva fuenf") {
		t.Errorf("the game did not go on:\n%s", out.String())
	}
}

// TestOwnRecordings: --clips replaces a built-in clip with the player's own
// recording, heard on the tape.
func TestOwnRecordings(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "clips", "de"), 0o755)
	second := make([]byte, wavfile.BytesPerSecond)
	for i := 0; i < len(second); i += 2 {
		second[i] = 0x10 // a quiet, steady tone
	}
	os.WriteFile(filepath.Join(dir, "clips", "de", "bauer.wav"), append(wavfile.Header(len(second)), second...), 0o644)
	tape := func(extra ...string) int {
		path := filepath.Join(dir, "tape.wav")
		args := append([]string{"--no-audio", "--speech-out", path, "--pgn", filepath.Join(dir, "g.pgn")}, extra...)
		out, errOut, code := runAnna(t, "e4\n", args...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		if len(extra) > 0 && !strings.Contains(out, "Your own recordings: 1 of ") {
			t.Errorf("no line about the recordings:\n%s", out)
		}
		data, _ := os.ReadFile(path)
		pcm, err := wavfile.PCM(data)
		if err != nil {
			t.Fatal(err)
		}
		return len(pcm)
	}
	builtin := tape()
	own := tape("--clips", filepath.Join(dir, "clips"))
	bauer, _ := speech.NewBank().PCM("de/bauer")
	if want := builtin - len(bauer) + len(second); own != want {
		t.Errorf("tape with own recording: %d bytes, want %d", own, want)
	}
}
