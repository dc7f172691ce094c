package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/fakeuci"
	"github.com/anna-chess/anna/scoresheet"
)

// TestHostedStateFromElsewhere (issue 31's rule for a file, with issue
// 30's: a hosted match comes back): anna signs the state it writes; a
// hosted match's state it did not sign is resumed without its saved
// flags that open a door or name a file, and without its join codes, and
// one line says which and how to give them: its --speech-out file is
// never written. The same state signed with this anna's key (the data
// folder's) is its own, and resumes with them.
func TestHostedStateFromElsewhere(t *testing.T) {
	dir, pgn := playedMatch(t)
	state := statePath(pgn)
	written, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	setHome(t, dir) // this test signs as the anna of dir's data folder
	if own, err := scoresheet.OwnState(written); !own || err != nil {
		t.Fatalf("the state anna wrote is not its own: %v, %v\n%.200s", own, err, written)
	}
	st := stateFields(t, written)
	delete(st, "signature")
	marker := filepath.Join(t.TempDir(), "marker-file")
	const code = "felix-drei-anna-sechs"
	st["hosted"] = map[string]any{"args": []string{"--speech-out=" + marker, "--white=Eva"}, "codes": map[string]string{"black": code}}
	hosted, err := json.MarshalIndent(st, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	signed, err := scoresheet.SignState(hosted)
	if err != nil {
		t.Fatal(err)
	}
	said := "anna: " + state + " was not saved by anna on this computer: its join codes were not used, new ones were made (type codes to hear them); " +
		"its saved settings were not used; to use them, add to the command: --speech-out " + marker + "\n"
	// --listen typed: the match's own address is not taken from elsewhere,
	// and a test's is a free port.
	args := []string{"resume", "--no-audio", "--pgn", pgn, "--listen", "127.0.0.1:0"}
	for _, c := range []struct {
		name string
		data []byte
		own  bool
	}{
		{"unsigned", hosted, false},
		{"a byte changed after signing", bytes.Replace(signed, []byte("Eva"), []byte("Eve"), 1), false},
		{"signed here", signed, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			os.Remove(marker)
			if err := os.WriteFile(state, c.data, 0o600); err != nil {
				t.Fatal(err)
			}
			out, errOut, exit := runAnnaIn(t, dir, "codes\nquit\n", args...)
			if exit != 0 {
				t.Fatalf("exit %d, stderr %q", exit, errOut)
			}
			_, werr := os.Stat(marker)
			if c.own {
				if errOut != "" || werr != nil || !strings.Contains(out, "Join code for Black: Felix drei Anna sechs.") {
					t.Errorf("its own state: stderr %q, --speech-out written: %v, stdout %q; want nothing said, the tape written, the code kept", errOut, werr, out)
				}
				return
			}
			if errOut != said {
				t.Errorf("stderr %q\nwant %q", errOut, said)
			}
			if werr == nil {
				t.Error("the state's --speech-out file was written")
			}
			if !strings.Contains(out, "Join code for Black: ") || strings.Contains(out, "Felix drei Anna sechs") {
				t.Errorf("the saved join code was served, or none: %q", out)
			}
			// Saved again by this anna, without what it did not take: the
			// match is its own from now on.
			again, _ := os.ReadFile(state)
			if own, _ := scoresheet.OwnState(again); !own || bytes.Contains(again, []byte(marker)) {
				t.Errorf("saved again: own %v, still naming the file: %v", own, bytes.Contains(again, []byte(marker)))
			}
		})
	}
}

// TestStateKeyUnkept: a key that cannot be made (the data folder under a
// file) is said at the start, and the game is played and saved, its
// state unsigned.
func TestStateKeyUnkept(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	os.WriteFile(file, nil, 0o600)
	pgn := filepath.Join(dir, "g.pgn")
	out, errOut, code := runAnnaEnv(t, dir, []string{"XDG_DATA_HOME=" + file}, "e4\nquit\n", "--no-audio", "--pgn", pgn)
	notice := "anna: the key " + filepath.Join(file, "anna", "state.key") + " cannot be kept ("
	if code != 0 || !strings.Contains(out, notice) || !strings.Contains(out, "): this game's state is saved unsigned, so a hosted match resumed from it will not take its saved settings and join codes\n") {
		t.Errorf("exit %d, stderr %q, stdout %q; want the game played and %q said", code, errOut, out, notice)
	}
	state, err := os.ReadFile(statePath(pgn))
	if err != nil || bytes.Contains(state, []byte(`"signature"`)) || !bytes.Contains(state, []byte(`"e2e4"`)) {
		t.Errorf("the state: %v\n%.300s", err, state)
	}
}

// TestOwnStateStartsItsEngine: a game against an engine named by a path
// anna does not find by name (~/engines/lc0) resumes with it, untyped:
// the state is this anna's own. Changed after it was saved, it is from
// elsewhere, and the engine is not started (stateengine's rule).
func TestOwnStateStartsItsEngine(t *testing.T) {
	dir := t.TempDir()
	lc0 := filepath.Join(dir, "engines", "lc0"+exeSuffix)
	copyFile(t, testBinary(t), lc0)
	env := []string{fakeuci.Env + "=moves=e7e5"}
	pgn := filepath.Join(dir, "g.pgn")
	if _, errOut, code := runAnnaEnv(t, dir, env, "quit\n", "--no-audio", "--pgn", pgn, "--engine", lc0); code != 0 {
		t.Fatalf("the game: exit %d, %s", code, errOut)
	}
	out, errOut, code := runAnnaEnv(t, dir, env, "quit\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 0 || !strings.Contains(out, "Engine: FakeFish 1.0") {
		t.Fatalf("its own state: exit %d, stderr %q, stdout %q; want its engine started", code, errOut, out)
	}
	state, _ := os.ReadFile(statePath(pgn))
	os.WriteFile(statePath(pgn), bytes.Replace(state, []byte(`"level": 3`), []byte(`"level": 2`), 1), 0o600)
	if _, errOut, code := runAnnaEnv(t, dir, env, "quit\n", "resume", "--no-audio", "--pgn", pgn); code != 1 || !strings.Contains(errOut, "names the engine "+lc0) {
		t.Errorf("changed: exit %d, stderr %q; want the engine not started", code, errOut)
	}
}
