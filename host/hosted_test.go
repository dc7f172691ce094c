package host

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// TestKeptArgs: a hosted match keeps anna host's flags without the
// command and --resume, each file by its absolute path (an engine named
// alone is found on PATH).
func TestKeptArgs(t *testing.T) {
	cwd, _ := os.Getwd()
	got := KeptArgs([]string{"host", "--arbiter", "remote", "--pgn", "game.pgn", "-resume", "--authorized-keys=keys", "--engine", "stockfish",
		"--engine=./sf", "--lang", "sl", "--resume=true", "--speech-out"})
	want := []string{"--arbiter", "remote", "--pgn=" + filepath.Join(cwd, "game.pgn"), "--authorized-keys=" + filepath.Join(cwd, "keys"),
		"--engine=stockfish", "--engine=" + filepath.Join(cwd, "sf"), "--lang", "sl", "--speech-out"}
	if !slices.Equal(got, want) {
		t.Errorf("kept %q\nwant %q", got, want)
	}
}

// TestAwaySeats: a match served again waits for the players who sat at
// it (and the seats their keys held), never this terminal's or the
// spectators': one who never came has joined when they come, not come
// back. A state kept before anna kept the seats taken waits for every
// seat with a code, or the arbiter's key.
func TestAwaySeats(t *testing.T) {
	codes := map[session.Seat]string{session.BlackSeat: "b", session.AssistantSeat: "a", session.ArbiterSeat: "r", session.SpectatorSeat: "s"}
	for _, c := range []struct {
		name string
		sat  []string
		keys []Key
		key  string // --arbiter-key
		want []session.Seat
	}{
		{"nobody sat", []string{}, nil, "", nil},
		{"Black sat", []string{"black", "white"}, nil, "", []session.Seat{session.BlackSeat}},
		{"a key held the assistant's seat", []string{"black"}, []Key{{Fingerprint: "f", Held: "assistant"}}, "", []session.Seat{session.AssistantSeat, session.BlackSeat}},
		{"kept before the seats taken", nil, nil, "keys", []session.Seat{session.ArbiterSeat, session.AssistantSeat, session.BlackSeat}},
	} {
		got := Hosting{Sat: c.sat, Keys: c.keys}.Away(codes, session.WhiteSeat, c.key != "")
		slices.Sort(got)
		slices.Sort(c.want)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: away %v, want %v", c.name, got, c.want)
		}
	}
}

// TestHostingFromElsewhere: a hosted match's state signed by this anna
// is served again as it was; one unsigned, signed by another key or
// changed after signing is from elsewhere: its flags that open a door or
// name a file, its join codes and its keys are not taken, and the line
// says which and how to give them. The rest (words, names, seats, the
// engine named alone) is taken.
func TestHostingFromElsewhere(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	saved := Hosting{
		Args: []string{"--listen", "0.0.0.0:2222", "--speech-out=/tmp/marker file", "--authorized-keys=/home/x/.ssh/authorized_keys",
			"--lang", "sl", "-arbiter-key=/k", "--pgn-both=/tmp/both", "--clips=/c", "--engine=stockfish", "--white=Eva", "--arbiter", "remote", "--pgn=/g.pgn"},
		Codes: map[string]string{"black": "felix-drei"},
		Keys:  []Key{{Fingerprint: "SHA256:x", Held: "black"}},
		Sat:   []string{"black"},
	}
	taken := []string{"--lang", "sl", "--engine=stockfish", "--white=Eva", "--arbiter", "remote", "--pgn=/g.pgn"}
	quoted := "'/tmp/marker file'" // as the system's shell takes it
	if runtime.GOOS == "windows" {
		quoted = `"/tmp/marker file"`
	}
	line := "its join codes were not used, new ones were made (type codes to hear them); its saved settings were not used; to use them, add to the command: " +
		"--listen 0.0.0.0:2222 --speech-out " + quoted + " --authorized-keys /home/x/.ssh/authorized_keys --arbiter-key /k --pgn-both /tmp/both --clips /c"
	state := func(h Hosting) []byte {
		data, err := json.MarshalIndent(map[string]any{"format": 1, "hosted": h}, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	signed := func(h Hosting) []byte {
		data, err := scoresheet.SignState(state(h))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	here := os.Getenv("XDG_DATA_HOME")
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	otherKey := signed(saved)
	os.Setenv("XDG_DATA_HOME", here)
	safe := Hosting{Args: []string{"--lang", "de", "--seat", "black"}, Sat: []string{}}
	path := filepath.Join(t.TempDir(), "GAME.anna.json")
	for _, c := range []struct {
		name     string
		data     []byte
		want     Hosting
		saidWhat string // "" nothing said
	}{
		{"signed here", signed(saved), saved, ""},
		{"unsigned", state(saved), Hosting{Args: taken, Sat: saved.Sat}, "anna: " + path + " was not saved by anna on this computer: " + line},
		{"changed after signing", bytes.Replace(signed(saved), []byte("0.0.0.0"), []byte("0.0.0.1"), 1),
			Hosting{Args: taken, Sat: saved.Sat}, "anna: " + path + " was not saved by anna on this computer: " + strings.Replace(line, "0.0.0.0", "0.0.0.1", 1)},
		{"signed by another key", otherKey, Hosting{Args: taken, Sat: saved.Sat}, "anna: " + path + " was not saved by anna on this computer: " + line},
		{"unsigned, nothing left out", state(safe), safe, ""},
		{"unsigned, codes alone", state(Hosting{Args: safe.Args, Codes: saved.Codes}), Hosting{Args: safe.Args},
			"anna: " + path + " was not saved by anna on this computer: its join codes were not used, new ones were made (type codes to hear them)"},
	} {
		if err := os.WriteFile(path, c.data, 0o600); err != nil {
			t.Fatal(err)
		}
		got, elsewhere, err := ReadHosting(path)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !reflect.DeepEqual(*got, c.want) {
			t.Errorf("%s: took %+v\nwant %+v", c.name, *got, c.want)
		}
		said := ""
		if elsewhere != nil {
			said = cliline.InLang(speech.Phrasebook{}, elsewhere)
		}
		if said != c.saidWhat {
			t.Errorf("%s: said %q\nwant %q", c.name, said, c.saidWhat)
		}
	}
	// A key that cannot be read: every state is from elsewhere, and why
	// is said.
	os.WriteFile(path, signed(saved), 0o600)
	os.WriteFile(filepath.Join(here, "anna", "state.key"), []byte("short"), 0o600)
	got, elsewhere, _ := ReadHosting(path)
	said := cliline.InLang(speech.Phrasebook{Lang: speech.DE}, elsewhere)
	if len(got.Codes) > 0 || !strings.HasPrefix(said, "anna: "+path+" kann nicht geprüft werden, annas Schlüssel ist nicht lesbar (") {
		t.Errorf("the key unreadable: took %+v, said %q", got, said)
	}
}
