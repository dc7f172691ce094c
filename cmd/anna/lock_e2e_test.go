package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// playing is an anna that plays on, reading its lines from a pipe that
// stays open until close.
type playing struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	err   bytes.Buffer
}

func startPlaying(t *testing.T, dir string, args ...string) *playing {
	t.Helper()
	r := &playing{cmd: exec.Command(annaBin, args...), lines: make(chan string, 100)}
	r.cmd.Dir = dir
	r.cmd.Env = append(os.Environ(), homeEnv(dir)...)
	r.in, _ = r.cmd.StdinPipe()
	out, _ := r.cmd.StdoutPipe()
	r.cmd.Stderr = &r.err
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			r.lines <- sc.Text()
		}
		close(r.lines)
	}()
	t.Cleanup(func() { r.cmd.Process.Kill(); r.cmd.Wait() })
	return r
}

// waitFor reads the anna's lines until one holds text.
func (r *playing) waitFor(t *testing.T, text string) {
	t.Helper()
	deadline := time.After(15 * time.Second)
	for {
		select {
		case l, ok := <-r.lines:
			if !ok {
				t.Fatalf("anna ended before saying %q: %s", text, r.err.String())
			}
			if strings.Contains(l, text) {
				return
			}
		case <-deadline:
			t.Fatalf("anna never said %q", text)
		}
	}
}

// TestOneGameOneWriter: while one anna plays a game, a second one on the
// same game (anna resume, anna, anna host --resume) is refused with one
// line, and so is a second new game on the same --pgn before its first
// move; once the first anna is gone (even by kill -9) the game may be
// resumed again.
func TestOneGameOneWriter(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")

	first := startPlaying(t, dir, "--no-audio", "--pgn", pgn)
	first.waitFor(t, "New game")
	_, errOut, code := runAnnaIn(t, dir, "e4\nquit\n", "--no-audio", "--pgn", pgn)
	if code != 1 || !strings.Contains(errOut, pgn+" is open elsewhere") || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
		t.Fatalf("a second new game on the same --pgn: exit %d, %q", code, errOut)
	}
	_, errOut, code = runAnnaIn(t, dir, "e4\nquit\n", "--no-audio", "--lang", "sl", "--pgn", pgn)
	if code != 1 || !strings.Contains(errOut, "anna: Datoteka "+pgn+" je že odprta: to partijo zdaj igra druga anna.") {
		t.Errorf("the same in Slovenian: exit %d, %q", code, errOut)
	}
	io.WriteString(first.in, "e4\ne5\nquit\n")
	first.waitFor(t, "Goodbye")
	first.cmd.Wait()
	_, errOut, code = runAnnaIn(t, dir, "e4\nquit\n", "--no-audio", "--lang", "hr", "--pgn", pgn)
	if code == 0 || !strings.Contains(errOut, " već postoji, a nova partija nikad ne piše preko nje: anna resume --pgn "+pgn+" nastavlja taj meč") {
		t.Errorf("a new game on a finished game's file, in Croatian: exit %d, %q", code, errOut)
	}

	a := startPlaying(t, dir, "resume", "--no-audio", "--pgn", pgn)
	a.waitFor(t, "The match is resumed")
	for _, args := range [][]string{
		{"resume", "--no-audio", "--pgn", pgn},
		{"--no-audio", "--pgn", pgn}, // a new game on its file
		{"host", "--no-audio", "--resume", "--pgn", pgn, "--listen", "127.0.0.1:0"},
	} {
		_, errOut, code := runAnnaIn(t, dir, "Nf3\nquit\n", args...)
		if code != 1 || !strings.Contains(errOut, "is open elsewhere") {
			t.Errorf("anna %s while another plays the game: exit %d, %q", strings.Join(args, " "), code, errOut)
		}
	}
	io.WriteString(a.in, "Nf3\n")
	a.waitFor(t, "Springer Felix drei")
	a.cmd.Process.Kill() // kill -9: the lock goes with the process
	a.cmd.Wait()
	out, errOut, code := runAnnaIn(t, dir, "Nc6\nquit\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 0 || !strings.Contains(out, "Springer Cesar sechs") {
		t.Fatalf("resumed after kill -9: exit %d\n%s\n%s", code, out, errOut)
	}
	data, _ := os.ReadFile(pgn)
	if !strings.Contains(string(data), "1. e4 e5 2. Nf3 Nc6") {
		t.Errorf("the scoresheet lost moves:\n%s", data)
	}
}

// TestAbsurdState: a state file with a value no match can have is not
// used: it is named, with the field, at once; beside a scoresheet that can
// be read the game is set up from the scoresheet (issue 33), and without
// one anna stops there.
func TestAbsurdState(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	if _, errOut, code := runAnnaIn(t, dir, "e4\nquit\n", "--no-audio", "--time", "5+0", "--pgn", pgn); code != 0 {
		t.Fatalf("the game: %d %s", code, errOut)
	}
	state := filepath.Join(dir, "g.anna.json")
	orig, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	sheet, _ := os.ReadFile(pgn)
	for _, unreadable := range []bool{false, true} {
		for _, tt := range []struct {
			change func(map[string]any)
			field  string
		}{
			{func(m map[string]any) { m["clock"].(map[string]any)["white_ms"] = int64(9223372036854775807) }, "clock.white_ms"},
			{func(m map[string]any) { m["clock"].(map[string]any)["moves"] = []int{-1, 0} }, "clock.moves[0]"},
			{func(m map[string]any) { m["mirror"] = "sideways" }, "mirror"},
			{func(m map[string]any) { m["requests"] = []map[string]string{{"kind": "victory", "by": "black"}} }, "requests[0].kind"},
		} {
			m := stateFields(t, orig)
			tt.change(m)
			data, _ := json.Marshal(m)
			os.WriteFile(state, data, 0o600)
			os.WriteFile(pgn, sheet, 0o644)
			if unreadable {
				os.WriteFile(pgn, []byte("1. e4 e5 2. Ke3 *\n"), 0o644)
			}
			start := time.Now()
			out, errOut, code := runAnnaIn(t, dir, "quit\n", "resume", "--no-audio", "--pgn", pgn)
			switch {
			case unreadable && (code != 1 || !strings.Contains(errOut, state) || !strings.Contains(errOut, tt.field)):
				t.Errorf("%s, the scoresheet unreadable: exit %d, %q; want the file and the field named", tt.field, code, errOut)
			case !unreadable && (code != 0 || !strings.Contains(out, state) || !strings.Contains(out, tt.field) ||
				!strings.Contains(out, "the game is set up from its scoresheet") || !strings.Contains(out, "1 move set up from the scoresheet")):
				t.Errorf("%s: exit %d, %s\n%s; want the file and the field named, and the game set up from the scoresheet", tt.field, code, errOut, out)
			}
			// "At once": no wait on a lock or a question, which would
			// block for ever. A bound for that, not a time: anna.exe
			// under Wine at load 40 took 11.7 s to start, answer and end.
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("%s: answered after %v", tt.field, d)
			}
		}
	}
}
