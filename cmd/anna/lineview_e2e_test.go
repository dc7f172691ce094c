package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
)

// ptyRun is the anna binary on a real pseudo-terminal, with everything it
// writes kept.
type ptyRun struct {
	t    *testing.T
	f    *os.File
	cmd  *exec.Cmd
	mu   sync.Mutex
	out  bytes.Buffer
	done chan struct{}
}

func startPty(t *testing.T, env []string, args ...string) *ptyRun {
	t.Helper()
	cmd := exec.Command(annaBin, args...)
	cmd.Env = append(append(append(os.Environ(), homeEnv(t.TempDir())...), "TERM=xterm-256color"), env...)
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 30, Cols: 100})
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	r := &ptyRun{t: t, f: f, cmd: cmd, done: make(chan struct{})}
	go func() {
		defer close(r.done)
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			r.mu.Lock()
			r.out.Write(buf[:n])
			r.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		f.Close()
	})
	return r
}

func (r *ptyRun) written() []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return bytes.Clone(r.out.Bytes())
}

// waitFor waits until the output holds text, and returns how long it is.
func (r *ptyRun) waitFor(text string) int {
	r.t.Helper()
	return r.waitForAfter(0, text)
}

// waitForAfter waits until the output after its first n bytes holds
// text, and returns how long it is: a prompt written again is waited for
// where it comes again, not found where it came before.
func (r *ptyRun) waitForAfter(n int, text string) int {
	r.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		out := r.written()
		if len(out) >= n && bytes.Contains(out[n:], []byte(text)) {
			return len(out)
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("never written: %q\ngot: %q%s", text, out, r.stacks(len(out)))
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// stacks is where anna's goroutines wait, for a test that waited for a
// line in vain: anna is stopped with SIGQUIT, and the Go runtime writes
// every goroutine's stack to the terminal (after its first n bytes). A
// flake seen once under load says so where anna hung or was slow.
func (r *ptyRun) stacks(n int) string {
	if runtime.GOOS == "windows" || r.cmd.Process.Signal(syscall.SIGQUIT) != nil {
		return ""
	}
	select {
	case <-r.done: // the terminal closed with anna
	case <-time.After(5 * time.Second):
	}
	return "\nanna's goroutines (SIGQUIT):\n" + plainText(r.written()[n:])
}

// waitGrow waits until the output is longer than n, and a moment more for
// the rest of one write.
func (r *ptyRun) waitGrow(n int) []byte {
	r.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for len(r.written()) <= n {
		if time.Now().After(deadline) {
			r.t.Fatalf("nothing written after %d bytes", n)
		}
		time.Sleep(time.Millisecond)
	}
	time.Sleep(30 * time.Millisecond)
	return r.written()[n:]
}

// tenSeconds is the reading of White's 10 seconds, said at once or up to
// a second late.
var tenSeconds = regexp.MustCompile(`\x1b\[KWhite (10|9\.[0-9]) seconds\r\n`)

var escapeRE = regexp.MustCompile(`\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|[^\[])`)

// TestLineViewByteBudgetOnAPty measures the line view on a real terminal:
// nothing but lines at the start (no query, no mode), each typed character
// echoed as itself (0 escape sequences, at most 2 bytes), each Enter with
// at most 1 escape sequence, an announcement while typing with 1 (erase to
// end of line), and nothing at the end but the goodbye.
func TestLineViewByteBudgetOnAPty(t *testing.T) {
	// 12 s and a delay of 5 s a move (US delay): a clock stands while its
	// player types a line, so that no announcement comes while a loaded
	// machine echoes slowly; White's 10 seconds come 7 s after Black's
	// move.
	r := startPty(t, nil, "--no-audio", "--pgn", filepath.Join(t.TempDir(), "g.pgn"), "--time", "12sd5")
	n := r.waitFor("1. White to move: ")
	start := r.written()[:n]
	if esc := escapeRE.FindAll(start, -1); len(esc) != 0 {
		t.Errorf("the start wrote escape sequences %q: %q", esc, start)
	}
	chars, bytesTyped := 0, 0
	for _, line := range []string{"Springer Felix drei", "Läufer schlägt Cäsar sechs", "Springer Cesar sechs"} {
		for _, ch := range line {
			n := len(r.written())
			r.f.Write([]byte(string(ch)))
			got := r.waitGrow(n)
			chars++
			bytesTyped += len(got)
			if string(got) != string(ch) {
				t.Errorf("typing %q wrote %q, want the character itself", ch, got)
			}
		}
		n := len(r.written())
		r.f.Write([]byte("\r"))
		got := r.waitGrow(n)
		if esc := escapeRE.FindAll(got, -1); len(esc) > 1 {
			t.Errorf("Enter wrote %d escape sequences: %q", len(esc), got)
		}
	}
	t.Logf("%d characters typed cost %d bytes (%.2f a character)", chars, bytesTyped, float64(bytesTyped)/float64(chars))
	// White's clock announces 10 seconds left while the player types: its
	// reading is what the clock shows when anna says it, "White 9.9
	// seconds" where a loaded machine ran anna's timer a tenth late
	// (TestScheduledAnnouncementsInRealTime bounds that delay); the wait is
	// for the prompt written again after it.
	n = len(r.written())
	r.f.Write([]byte("Sp"))
	r.waitFor(" seconds\r\n2. White to move: Sp")
	time.Sleep(50 * time.Millisecond)
	got := r.written()[n:]
	if !tenSeconds.Match(got) {
		t.Errorf("the announcement while typing wrote %q, want White's 10 seconds", got)
	}
	if esc := escapeRE.FindAll(got, -1); len(esc) != 1 || string(esc[0]) != "\x1b[K" {
		t.Errorf("the announcement while typing wrote %q, want one erase to end of line", got)
	}
	if !strings.HasSuffix(string(got), "\r\n2. White to move: Sp") {
		t.Errorf("after the announcement, got %q; want the prompt and the typed text again", got)
	}
	n = len(r.written())
	r.f.Write([]byte("\x15\x04")) // Ctrl+U clears, Ctrl+D on the empty line quits
	select {
	case <-r.done:
	case <-time.After(10 * time.Second):
		t.Fatal("anna did not quit")
	}
	end := r.written()[n:]
	if esc := escapeRE.FindAll(end, -1); len(esc) > 1 || !strings.Contains(string(end), "Game saved. Goodbye.") {
		t.Errorf("the end wrote %q", end)
	}
}

// TestPipedHostQuits: anna host reads a script from a pipe like anna, and
// ends with it.
func TestPipedHostQuits(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(annaBin, "host", "--no-audio", "--listen", "127.0.0.1:0", "--pgn", filepath.Join(dir, "g.pgn"))
	cmd.Env = append(os.Environ(), homeEnv(dir)...)
	cmd.Stdin = strings.NewReader("clock\ne4\nquit\n")
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("anna host did not end with its input:\n%s", out.String())
	}
	for _, want := range []string{"Waiting for Black: e4\nThe game has not started yet; waiting for Black.", "Game saved. Goodbye."} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestPlainTerminals: anna | tee log, and TERM=dumb: the prompt and what
// is typed show (the terminal echoes it), the output has no escape
// sequence, and nothing is written while nobody types.
func TestPlainTerminals(t *testing.T) {
	for _, tt := range []struct{ name, command string }{
		{"tee", "%s --no-audio --pgn %s | tee %s"},
		{"dumb", "TERM=dumb %s --no-audio --pgn %s; : output to %s by pipe-pane"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			log := filepath.Join(dir, "game.log")
			s := startShell(t, fmt.Sprintf(tt.command, annaBin, filepath.Join(dir, "g.pgn"), log))
			if tt.name == "dumb" {
				s.tmux("pipe-pane", "-t", s.name, "-o", "cat >> "+log)
			}
			s.waitFor("1. White to move:")
			s.typeLine("e4")
			s.waitFor("1. White to move: e4\nBauer Eva vier\n1. Black to move:")
			var before []byte
			for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
				if before, _ = os.ReadFile(log); bytes.HasSuffix(before, []byte("1. Black to move: ")) {
					break
				}
			}
			time.Sleep(time.Second)
			after, _ := os.ReadFile(log)
			if !bytes.Equal(before, after) {
				t.Errorf("the log grew while nobody typed: %q", after[len(before):])
			}
			if bytes.Contains(after, []byte("\x1b")) {
				t.Errorf("an escape sequence in the output: %q", after)
			}
			if !strings.Contains(string(after), "1. Black to move: ") {
				t.Errorf("the log lacks the prompt: %q", after)
			}
			s.typeLine("quit")
			s.waitFor("Game saved. Goodbye.")
		})
	}
}
