package main

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/fakeuci"
)

// TestEngineByItsPath: --engine takes an engine by its path, as a player
// names one unzipped into a folder of its own: C:\...\Program
// Files\engines\stockfish.exe on Windows, and the same without .exe (a
// file of that name with an extension PATHEXT names: Windows has no
// execute bit), .../Program Files/engines/stockfish elsewhere. The
// engine is this test binary, copied under stockfish's name, as the fake
// engine (fakeuci): anna starts it, names it, and announces its reply.
func TestEngineByItsPath(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Program Files", "engines")
	engine := filepath.Join(dir, "stockfish"+exeSuffix)
	copyFile(t, testBinary(t), engine)
	paths := []string{engine}
	if runtime.GOOS == "windows" {
		paths = append(paths, strings.TrimSuffix(engine, ".exe"))
	}
	t.Setenv(fakeuci.Env, "moves=e7e5")
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			a := startAnna(t, "--engine", path, "--engine-side", "black")
			// A program of 40 MB started under Wine at nice 10 beside the
			// whole suite: a bound for a hang, not a timing.
			a.wait = time.Minute
			a.expect("Engine: FakeFish 1.0")
			a.expect("New game. 1. White to move")
			a.send("e4")
			a.expect("Bauer Eva vier")
			a.expect("Bauer Eva fuenf")
			a.send("quit")
			a.expect("Game saved.")
		})
	}
}

// testBinary is the path of this test binary.
func testBinary(t *testing.T) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return exe
}

// copyFile copies the program from to to (its folders made), executable.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}
