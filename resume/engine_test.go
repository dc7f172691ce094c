package resume

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/internal/fakeuci"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// TestSavedEngineStarted: a match resumed starts the engine its state
// names only when anna would start it by itself (named alone, or the file
// anna finds by that name) or the player typed --engine; a state from
// elsewhere naming any other program, as its engine or as a hosted
// match's saved --engine, is refused with how to start it, and its files
// are left as they were, whether its state is used or its scoresheet
// stands in for it. A state this anna signed is its own: its engine is
// started (the player's ~/engines/lc0 is not typed again); one signed
// by another key, or changed after signing, is from elsewhere.
func TestSavedEngineStarted(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir()) // this anna's key
	e := fakeuci.OnPath(t)
	own, evil := e.Own, e.Evil
	tests := []struct {
		name          string
		saved, hosted string // the state's engine; a hosted match's saved --engine
		typed         string // --engine typed now
		unusable      bool   // the state holds what no match can: its scoresheet stands in
		signed        string // "here", "elsewhere" (another key), "changed" (a byte after signing); "" unsigned
		want          string // the engine started; "" refused
	}{
		{name: "named alone", saved: e.Name, want: e.Name},
		{name: "the file found by its name", saved: own, want: own},
		{name: "another program", saved: evil},
		{name: "another program, typed", saved: evil, typed: evil, want: evil},
		{name: "another typed over the saved one", saved: evil, typed: e.Name, want: e.Name},
		{name: "hosted --engine", hosted: evil},
		{name: "hosted --engine named alone", hosted: e.Name, want: e.Name},
		{name: "hosted --engine, typed", hosted: evil, typed: evil, want: evil},
		{name: "hosted --engine, state unusable", hosted: evil, unusable: true},
		{name: "hosted --engine, state unusable, typed", hosted: evil, typed: evil, unusable: true, want: evil},
		{name: "another program, signed here", saved: evil, signed: "here", want: evil},
		{name: "hosted --engine, signed here", hosted: evil, signed: "here", want: evil},
		{name: "hosted --engine, state unusable, signed here", hosted: evil, unusable: true, signed: "here", want: evil},
		{name: "another program, signed elsewhere", saved: evil, signed: "elsewhere"},
		{name: "another program, changed after signing", saved: evil, signed: "changed"},
		{name: "hosted --engine, signed elsewhere", hosted: evil, signed: "elsewhere"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := savedMatch(t, tt.saved, tt.unusable)
			sign(t, src.State, tt.signed)
			before := files(t, filepath.Dir(src.State))
			o := Flags{Command: "resume", Given: map[string]string{}, Engine: engineOver(tt.typed, tt.hosted)}
			if tt.typed != "" {
				o.Given["engine"] = tt.typed
			}
			// A scoresheet standing in says no time control: it is asked.
			ask := &Asker{In: strings.NewReader("-\n"), Out: io.Discard, Say: func(speech.Phrase) {}}
			sess, _, err := Session(src, session.Config{}, o, ask)
			if tt.want == "" {
				line := cliline.InLang(speech.Phrasebook{}, err)
				named := tt.saved + tt.hosted
				want := "anna: " + src.State + " names the engine " + named + ", which anna does not start by itself: nothing was started. To play on against it, add --engine " + named
				if !strings.HasPrefix(line, want) {
					t.Fatalf("got %q, %v; want it refused: %q", line, sess, want)
				}
				if after := files(t, filepath.Dir(src.State)); !equalFiles(before, after) {
					t.Errorf("the match's files changed: %v, then %v", before, after)
				}
				return
			}
			if err != nil {
				t.Fatalf("got %v, want the match resumed with %s", err, tt.want)
			}
			cfg, ok := sess.Engine()
			if !ok || cfg.Command != tt.want {
				t.Errorf("the engine: got %+v (%v), want %s", cfg, ok, tt.want)
			}
		})
	}
}

// TestSavedEngineCut: a state's engine of a megabyte is named cut at
// 2,000 characters, as a PGN's tag is (rules.KeptText).
func TestSavedEngineCut(t *testing.T) {
	long := "/" + strings.Repeat("é", 1<<20)
	src := savedMatch(t, long, false)
	_, _, err := Session(src, session.Config{}, Flags{Given: map[string]string{}, Engine: engineOver("", "")}, nil)
	line := cliline.InLang(speech.Phrasebook{}, err)
	// Named twice, 2,000 two-byte letters each.
	if !strings.Contains(line, "/"+strings.Repeat("é", 1999)+"…,") || len(line) > 9000 {
		t.Errorf("got a line of %d bytes: %.200q", len(line), line)
	}
}

// engineOver is Flags.Engine as cmd/anna's is: --engine typed over the
// saved engine, or for a match saved without one the engine typed, or
// else a hosted match's saved --engine.
func engineOver(typed, hosted string) func(*session.EngineConfig) *session.EngineConfig {
	return func(saved *session.EngineConfig) *session.EngineConfig {
		if saved == nil {
			command := typed
			if command == "" {
				command = hosted
			}
			if command == "" {
				return nil
			}
			return &session.EngineConfig{Command: command, Plays: "black", Level: 3}
		}
		cfg := *saved
		if typed != "" {
			cfg.Command = typed
		}
		return &cfg
	}
}

// savedMatch is a match's state and scoresheet in a folder of their own,
// its engine saved (none for ""); unusable: its state holds a value no
// match can have.
func savedMatch(t *testing.T, engine string, unusable bool) Source {
	t.Helper()
	sess, err := session.New(session.Config{})
	if err != nil {
		t.Fatal(err)
	}
	docs := sess.Documents()
	st := sess.State()
	if engine != "" {
		st.Engine = &session.EngineConfig{Command: engine, Plays: "black", Level: 3}
	}
	if unusable {
		st.Mirror = "sideways"
	}
	state, err := json.MarshalIndent(st, "", " ") // as anna writes it
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	src := Source{State: filepath.Join(dir, "GAME.anna.json"), PGN: filepath.Join(dir, "GAME.pgn")}
	if err := os.WriteFile(src.State, state, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src.PGN, []byte(docs.PGN), 0o600); err != nil {
		t.Fatal(err)
	}
	return src
}

// sign signs the state at path as how says: "here" with this anna's key
// (XDG_DATA_HOME's), "elsewhere" with another's, "changed" here and then
// a byte changed; "" leaves it unsigned.
func sign(t *testing.T, path, how string) {
	t.Helper()
	if how == "" {
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if how == "elsewhere" {
		here := os.Getenv("XDG_DATA_HOME")
		t.Setenv("XDG_DATA_HOME", t.TempDir())
		defer os.Setenv("XDG_DATA_HOME", here)
	}
	signed, err := scoresheet.SignState(data)
	if err != nil {
		t.Fatal(err)
	}
	if how == "changed" {
		signed = bytes.Replace(signed, []byte(`"level": 3`), []byte(`"level": 4`), 1)
	}
	if err := os.WriteFile(path, signed, 0o600); err != nil {
		t.Fatal(err)
	}
}

// files are the names and contents of the files in dir.
func files(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}

func equalFiles(a, b map[string][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for name, data := range a {
		if !bytes.Equal(data, b[name]) {
			return false
		}
	}
	return true
}
