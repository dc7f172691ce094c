package uci

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/anna-chess/anna/internal/fakeuci"
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
	e := fakeuci.OnPath(t)
	cases := []struct {
		command string
		want    bool
	}{
		{"", true}, // no engine
		{e.Name, true},
		{"notinstalled", true}, // named alone: said missing as a new game's is, nothing started
		{e.Own, true},
		{e.Twin, false}, // the same name, another file
		{e.Evil, false},
		{filepath.Join(e.Elsewhere, "none"), false},
	}
	if runtime.GOOS != "windows" {
		link := filepath.Join(t.TempDir(), e.Name)
		if err := os.Symlink(e.Own, link); err != nil {
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
