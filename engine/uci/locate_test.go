package uci

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestFindByPath: a path to an engine is taken when it is a program on
// this system (an execute bit on Unix, a program's extension on Windows,
// which has no execute bit), and refused as not installed otherwise.
func TestFindByPath(t *testing.T) {
	dir := t.TempDir()
	name := "engine"
	if runtime.GOOS == "windows" {
		name = "stockfish.exe"
	}
	prog := filepath.Join(dir, name)
	write := func(path string, mode os.FileMode) {
		t.Helper()
		if err := os.WriteFile(path, []byte("#!/bin/sh\n"), mode); err != nil {
			t.Fatal(err)
		}
	}
	write(prog, 0o755)
	write(filepath.Join(dir, "notes.txt"), 0o644)
	if got, err := Find(prog); err != nil || got != prog {
		t.Errorf("Find(%q): got %q, %v; want it found", prog, got, err)
	}
	for _, refused := range []string{filepath.Join(dir, "notes.txt"), dir, filepath.Join(dir, "none")} {
		if _, err := Find(refused); !errors.Is(err, ErrNotInstalled) {
			t.Errorf("Find(%q): got %v, want ErrNotInstalled", refused, err)
		}
	}
	if runtime.GOOS == "windows" {
		// The extension Windows adds: C:\engines\stockfish is stockfish.exe.
		if got, err := Find(filepath.Join(dir, "stockfish")); err != nil || got != prog {
			t.Errorf("without .exe: got %q, %v; want %q", got, err, prog)
		}
	} else {
		// A file without an execute bit is no program.
		write(filepath.Join(dir, "plain"), 0o644)
		if _, err := Find(filepath.Join(dir, "plain")); !errors.Is(err, ErrNotInstalled) {
			t.Errorf("a file without an execute bit: got %v, want ErrNotInstalled", err)
		}
	}
}

// TestFoundByName: a saved match's engine is one anna starts by itself
// when it is named alone, or is a path to the very file anna finds by
// that name; a path to any other program is not (a state file from
// elsewhere names what it likes).
func TestFoundByName(t *testing.T) {
	ext := ""
	if runtime.GOOS == "windows" {
		ext = ".exe"
	}
	onPath, elsewhere := t.TempDir(), t.TempDir()
	t.Setenv("PATH", onPath)
	own := filepath.Join(onPath, "myengine"+ext)
	for _, p := range []string{own, filepath.Join(elsewhere, "myengine"+ext), filepath.Join(elsewhere, "evil"+ext)} {
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		command string
		want    bool
	}{
		{"", true}, // no engine
		{"myengine", true},
		{"notinstalled", true}, // named alone: said missing as a new game's is, nothing started
		{own, true},
		{filepath.Join(elsewhere, "myengine"+ext), false}, // the same name, another file
		{filepath.Join(elsewhere, "evil"+ext), false},
		{filepath.Join(elsewhere, "none"), false},
	}
	if runtime.GOOS != "windows" {
		link := filepath.Join(t.TempDir(), "myengine")
		if err := os.Symlink(own, link); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, struct {
			command string
			want    bool
		}{link, true}) // resolved to the same file
	}
	for _, c := range cases {
		if got := FoundByName(c.command); got != c.want {
			t.Errorf("FoundByName(%q) = %v, want %v", c.command, got, c.want)
		}
	}
}
