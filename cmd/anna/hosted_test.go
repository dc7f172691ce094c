package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestHostArgs: a hosted match keeps anna host's flags without the
// command and --resume, each file by its absolute path (an engine named
// alone is found on PATH).
func TestHostArgs(t *testing.T) {
	cwd, _ := os.Getwd()
	got := hostArgs([]string{"host", "--arbiter", "remote", "--pgn", "game.pgn", "-resume", "--authorized-keys=keys", "--engine", "stockfish",
		"--engine=./sf", "--lang", "sl", "--resume=true", "--speech-out"})
	want := []string{"--arbiter", "remote", "--pgn=" + filepath.Join(cwd, "game.pgn"), "--authorized-keys=" + filepath.Join(cwd, "keys"),
		"--engine=stockfish", "--engine=" + filepath.Join(cwd, "sf"), "--lang", "sl", "--speech-out"}
	if !slices.Equal(got, want) {
		t.Errorf("kept %q\nwant %q", got, want)
	}
}
