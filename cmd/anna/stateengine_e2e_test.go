package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/fakeuci"
)

// TestStateNamesAnEngine (issue 31's rule for a file): a state file from
// elsewhere names a program as its engine, or (a hosted match) in its
// host's saved --engine: anna resume starts none of it, says so with how
// to start it, exits 1 and leaves the match's files as they were; typed
// with --engine, the same program is the player's choice, and plays. The
// program is a script that leaves a marker and is then the fake engine.
func TestStateNamesAnEngine(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the engine is a shell script; resume's unit tests hold the rule on Windows")
	}
	dir, pgn := playedMatch(t)
	state := statePath(pgn)
	marker := filepath.Join(t.TempDir(), "started")
	script := filepath.Join(t.TempDir(), "evil")
	text := "#!/bin/sh\n: > '" + marker + "'\nexec '" + testBinary(t) + "' \"$@\"\n"
	if err := os.WriteFile(script, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	engine := map[string]any{"command": script, "plays": "black", "level": 1, "hints": true}
	env := []string{fakeuci.Env + "=moves=e7e5"}
	refused := "anna: " + state + " names the engine " + script + ", which anna does not start by itself: nothing was started. " +
		"To play on against it, add --engine " + script + " to the command (or --engine stockfish for stockfish)\n"
	for _, c := range []struct {
		name string
		set  func(map[string]any)
	}{
		{"its engine", func(st map[string]any) { st["engine"] = engine }},
		{"a hosted match's --engine", func(st map[string]any) {
			st["hosted"] = map[string]any{"args": []string{"--engine=" + script, "--engine-side=black"}}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			hostile := stateFields(t, data)
			c.set(hostile)
			named, err := json.Marshal(hostile)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(state, named, 0o600); err != nil {
				t.Fatal(err)
			}
			sheet, _ := os.ReadFile(pgn)
			_, errOut, code := runAnnaEnv(t, dir, env, "quit\n", "resume", "--no-audio", "--pgn", pgn)
			if code != 1 || errOut != refused {
				t.Errorf("exit %d, stderr %q; want 1 and %q", code, errOut, refused)
			}
			if _, err := os.Stat(marker); err == nil {
				t.Fatalf("the program the state names was started")
			}
			if now, _ := os.ReadFile(state); string(now) != string(named) {
				t.Errorf("the state changed")
			}
			if now, _ := os.ReadFile(pgn); string(now) != string(sheet) {
				t.Errorf("the scoresheet changed")
			}
		})
	}

	// Typed, it is the player's own choice.
	var own map[string]any
	json.Unmarshal(data, &own)
	own["engine"] = engine
	named, _ := json.Marshal(own)
	if err := os.WriteFile(state, named, 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runAnnaEnv(t, dir, env, "quit\n", "resume", "--no-audio", "--pgn", pgn, "--engine", script)
	if code != 0 || !strings.Contains(out, "Engine: FakeFish 1.0") {
		t.Errorf("typed --engine: exit %d, stderr %q, stdout %q; want the engine started", code, errOut, out)
	}
	if _, err := os.Stat(marker); err != nil {
		t.Errorf("typed --engine: the engine was not started: %v", err)
	}
}
