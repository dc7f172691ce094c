package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMissingEngineSaidAtTheStart: a match resumed whose engine is not
// installed says so at the start, printed and spoken, before the match is
// resumed; it no longer waits for the engine's first move to say it
// could not be started.
func TestMissingEngineSaidAtTheStart(t *testing.T) {
	dir, pgn := playedMatch(t)
	data, err := os.ReadFile(statePath(pgn))
	if err != nil {
		t.Fatal(err)
	}
	st := stateFields(t, data)
	st["engine"] = map[string]any{"command": "nosuchfish", "plays": "white", "level": 1}
	missing, _ := json.Marshal(st)
	if err := os.WriteFile(statePath(pgn), missing, 0o600); err != nil {
		t.Fatal(err)
	}
	tape := filepath.Join(t.TempDir(), "tape.wav")
	out, errOut, code := runAnnaIn(t, dir, "quit\n", "resume", "--no-audio", "--speech-out", tape, "--pgn", pgn)
	said := `No engine "nosuchfish" found: install`
	at, resumed := strings.Index(out, said), strings.Index(out, "The match is resumed.")
	if code != 0 || at < 0 || resumed < at {
		t.Fatalf("exit %d, stderr %q, stdout %q; want %q said before the match is resumed", code, errOut, out, said)
	}
	spoken := false
	for _, c := range tapeCues(t, tape) {
		spoken = spoken || strings.HasPrefix(c.Text, said)
	}
	if !spoken {
		t.Errorf("not spoken: %v", tapeCues(t, tape))
	}
}
