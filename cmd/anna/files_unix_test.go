//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestFilesModes: the scoresheet follows the umask; the state file (it
// holds a sealed move) is the player's alone.
func TestFilesModes(t *testing.T) {
	old := syscall.Umask(0o027)
	defer syscall.Umask(old)
	dir := t.TempDir()
	pgn := playGame(t, dir)
	for path, want := range map[string]os.FileMode{pgn: 0o640, filepath.Join(dir, "game.anna.json"): 0o600} {
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Mode().Perm(); got != want {
			t.Errorf("%s: mode %o, want %o", filepath.Base(path), got, want)
		}
	}
}

// TestClipsWithAPipe: a --clips folder holding a named pipe and an empty
// recording starts at once (issue 24: a pipe hung anna for ever), says
// which were refused on one line, and plays the game.
func TestClipsWithAPipe(t *testing.T) {
	dir := t.TempDir()
	de := filepath.Join(dir, "de")
	os.MkdirAll(de, 0o755)
	if err := syscall.Mkfifo(filepath.Join(de, "koenig.wav"), 0o644); err != nil {
		t.Skipf("no named pipes: %v", err)
	}
	os.WriteFile(filepath.Join(de, "bauer.wav"), nil, 0o644)
	done := make(chan struct{})
	var out, errOut string
	var code int
	go func() {
		defer close(done)
		out, errOut, code = runAnna(t, "e4\nquit\n", "--no-audio", "--clips", dir, "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("anna did not end within 20 s: it waits on the pipe in --clips")
	}
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := "Not used, the built-in voice speaks instead: de/bauer.wav (empty), de/koenig.wav (not an ordinary file)\n"
	if strings.Count(out, "Not used") != 1 || !strings.Contains(out, want) {
		t.Errorf("want one line %q in:\n%s", want, out)
	}
	if !strings.Contains(out, "Bauer Eva vier") {
		t.Errorf("the game was not played:\n%s", out)
	}
}

// TestStateIsAFIFO: anna resume on a state file that is a named pipe is
// refused at once (it used to wait for ever), naming the file and what it
// is; so is a scoresheet that is one, and either past the 16 MB of a
// match's file (issue 31 row 11).
func TestStateIsAFIFO(t *testing.T) {
	for _, odd := range []struct {
		name string
		make func(t *testing.T, path string)
		says string
	}{
		{"a FIFO", func(t *testing.T, path string) {
			if err := syscall.Mkfifo(path, 0o600); err != nil {
				t.Skipf("no named pipes: %v", err)
			}
		}, " is a named pipe (FIFO)"},
		{"17 MB", func(t *testing.T, path string) { sparse(t, path, 17<<20) }, " is larger than any match's file"},
	} {
		for _, which := range []string{"g.anna.json", "g.pgn"} {
			dir, pgn := playedMatch(t)
			path := filepath.Join(dir, which)
			os.Remove(path)
			odd.make(t, path)
			_, errOut, code := runBounded(t, dir, "resume", "--no-audio", "--pgn", pgn)
			if code != 1 || !strings.Contains(errOut, path+odd.says) {
				t.Errorf("%s is %s: exit %d, %q", which, odd.name, code, errOut)
			}
		}
	}
}
