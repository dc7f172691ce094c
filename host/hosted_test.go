package host

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/anna-chess/anna/session"
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
