//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
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
