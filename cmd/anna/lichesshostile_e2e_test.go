package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// hostileName is name as a hostile lichess server sends it (issue 31 rows
// 8 and 9): OSC 52 (the clipboard), a title, SGR, C1 controls and a
// right-to-left override among its letters. Cleaned, it is name again.
func hostileName(name string) string {
	return name[:2] + osc52 + name[2:3] + osc0 + "\x1b[1;31m" + name[3:4] + "\x1b[0m" + c1OSC + name[4:] + c1CSI + rlo
}

// TestLichessHostileNames (rows 8 and 9): a lichess server whose names
// hold escape sequences, C1 controls and an override: anna lichess login
// says "Signed in" with the name cleaned, and so do the lobby's "Signed in
// to lichess", "Challenge from" and "Game against", the opponent's chat
// line in the game, and none of the hostile bytes is written.
func TestLichessHostileNames(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetName(hostileName("Bobby"))
	home := t.TempDir()
	login := exec.Command(annaBin, "lichess", "login", "--lichess-url", srv.URL)
	login.Env = append(append(os.Environ(), homeEnv(home)...), "LICHESS_TOKEN=")
	login.Stdin = strings.NewReader(srv.Token + "\n")
	var out, errb strings.Builder
	login.Stdout, login.Stderr = &out, &errb
	if err := login.Run(); err != nil {
		t.Fatalf("login: %v %q", err, errb.String())
	}
	path := filepath.Join(home, ".config", "anna", "lichess-token")
	if !strings.Contains(out.String(), "The token of Bobby is stored in "+path) {
		t.Errorf("login wrote %q", out.String())
	}
	checkClean(t, "anna lichess login", []byte(out.String()+errb.String()))

	a := startLichessIn(t, home, srv, nil, "--chat")
	a.expect("Signed in to lichess as Bobby.")
	srv.WaitEvents(1)
	carla := lichesstest.Player{ID: "carla", Name: hostileName("Carla"), Rating: 1502}
	id := srv.ChallengePlayer(carla, 15*time.Minute, 10*time.Second, false)
	a.expect("Challenge from Carla (1502), casual, 15+10: type accept or decline.")
	a.typeLine("accept")
	a.expect("Game against Carla (1502), casual, 15+10: you play White.")
	a.expect("New game. 1. White to move")
	waitStatus(t, srv, id, "accepted")
	srv.OpponentSays(id, "gg"+osc52+" wp"+rlo+c1CSI)
	a.expect("Carla says: gg wp")
	a.typeLine("quit")
	lines := strings.Join(a.all(), "\n")
	checkClean(t, "anna lichess", []byte(lines+a.stderr.String()))
}

// TestLichessEndlessAnswer: a lichess server whose answer to the AI's
// challenge never ends (a JSON string begun and not closed) took anna
// lichess to 6 GB in 20 s: that answer was decoded without a bound, as no
// other answer is. Now a megabyte of it is read, and the challenge is
// said not to have gone through.
func TestLichessEndlessAnswer(t *testing.T) {
	srv := lichesstest.New(t)
	srv.Endless("/api/challenge/ai")
	a := startLichess(t, srv, nil, "--ai", "3", "--seek", "15+10")
	a.expect("Challenging lichess's Stockfish, level 3, 15+10.")
	a.expect("the answer to /api/challenge/ai is not JSON")
	if mb := procStatusMB(a.cmd.Process.Pid, "VmHWM:"); mb > 100 {
		t.Errorf("anna lichess took %.0f MB at its peak, reading an answer without end", mb)
	}
	a.typeLine("quit")
}

// TestLichessLongNames: a lichess server whose names are 20,000 letters
// long: anna lichess prints and spells at most 30 characters
// of them, in the lobby, the game and the chat. A name of 500 KB was
// printed whole ("Challenge from …") and spelled letter by letter.
func TestLichessLongNames(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetName("Bobby" + strings.Repeat("b", 20_000))
	a := startLichess(t, srv, nil, "--chat")
	cut := func(name string) string { return name[:30] + "…" } // ASCII names; speech.nameMax
	a.expect("Signed in to lichess as " + cut(srv.Me.Name) + ".")
	srv.WaitEvents(1)
	carla := lichesstest.Player{ID: "carla", Name: "Carla" + strings.Repeat("a", 20_000), Rating: 1502}
	carlas := cut(carla.Name)
	id := srv.ChallengePlayer(carla, 15*time.Minute, 10*time.Second, false)
	a.expect("Challenge from " + carlas + " (1502), casual, 15+10: type accept or decline.")
	a.typeLine("accept")
	a.expect("Game against " + carlas + " (1502), casual, 15+10: you play White.")
	waitStatus(t, srv, id, "accepted")
	srv.OpponentSays(id, "gg")
	a.expect(carlas + " says: gg")
	a.typeLine("quit")
	for _, l := range a.all() {
		if len(l) > 500 {
			t.Errorf("a line of %d bytes: %.200q", len(l), l)
		}
	}
}

// TestLichessLongMoveList: a server whose game stream first sends a game
// of 200,000 half-moves (knights out and back, a megabyte): anna lichess
// held its game for minutes (35 s of CPU) reading it, before it said a
// word. Now a list longer than any game (lichess.MaxPlies) is not
// followed: the game goes on from what anna has, and the stream reopened
// brings the game as it is.
func TestLichessLongMoveList(t *testing.T) {
	srv := lichesstest.New(t)
	knights := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	moves := make([]string, 200_000)
	for i := range moves {
		moves[i] = knights[i%4]
	}
	full := lichess.GameFull{Type: "gameFull", ID: "longlist", Variant: lichess.Variant{Key: "standard", Name: "Standard"},
		Clock: &lichess.GameClock{Initial: 900_000, Increment: 10_000}, Speed: "rapid",
		White: lichess.GamePlayer{ID: "bobby", Name: "Bobby"}, Black: lichess.GamePlayer{ID: "aaron", Name: "Aaron", Rating: 1776},
		InitialFEN: "startpos", State: lichess.GameState{Type: "gameState", Moves: strings.Join(moves, " "),
			WTime: 900_000, BTime: 900_000, WInc: 10_000, BInc: 10_000, Status: lichess.StatusStarted}}
	data, err := json.Marshal(full)
	if err != nil {
		t.Fatal(err)
	}
	srv.Hostile("/api/board/game/stream/", string(data))
	a, id := resumeGame(t, srv, lichesstest.GameSpec{ID: "longlist", Color: "white", Opponent: aaron, Limit: 15 * time.Minute, Inc: 10 * time.Second})
	cpu := cpuOf(a.cmd.Process.Pid)
	a.expect("1. White to move")
	a.play(srv, id, "e4", "e2e4")
	srv.OpponentMove(id, "e7e5")
	a.expect("Bauer Eva fuenf")
	a.typeLine("quit")
	if used := cpuOf(a.cmd.Process.Pid) - cpu; used > 5*time.Second {
		t.Errorf("anna lichess took %v of CPU after the list of 200,000 half-moves", used)
	}
}

// TestLichessFloodBounded: a server whose game stream offers a draw and
// takes it back without end: anna lichess read the stream as fast as it
// came and kept what its terminal had not taken (370 MB in 20 s). Now the
// stream waits while the terminal is a megabyte behind, and the server
// with it: its memory stays small (measured for 15 s of the flood).
func TestLichessFloodBounded(t *testing.T) {
	srv := lichesstest.New(t)
	state := lichess.GameState{Type: "gameState", WTime: 900_000, BTime: 900_000, WInc: 10_000, BInc: 10_000, Status: lichess.StatusStarted}
	full := lichess.GameFull{Type: "gameFull", ID: "flood", Variant: lichess.Variant{Key: "standard", Name: "Standard"},
		Clock: &lichess.GameClock{Initial: 900_000, Increment: 10_000}, Speed: "rapid",
		White: lichess.GamePlayer{ID: "bobby", Name: "Bobby"}, Black: lichess.GamePlayer{ID: "aaron", Name: "Aaron", Rating: 1776},
		InitialFEN: "startpos", State: state}
	lines := []string{jsonLine(t, full)}
	offered := state
	offered.BDraw = true
	for range floodLines {
		lines = append(lines, jsonLine(t, offered), jsonLine(t, state))
	}
	srv.Hostile("/api/board/game/stream/", lines...)
	a, _ := resumeGame(t, srv, lichesstest.GameSpec{ID: "flood", Color: "white", Opponent: aaron, Limit: 15 * time.Minute, Inc: 10 * time.Second})
	peak := 0.0
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		peak = max(peak, procStatusMB(a.cmd.Process.Pid, "VmHWM:"))
	}
	t.Logf("15 s of a flood of draw offers: anna lichess at %.0f MB at its peak, %d lines said", peak, len(a.all()))
	if peak > 100 {
		t.Errorf("anna lichess took %.0f MB", peak)
	}
	a.typeLine("quit")
}

// floodLines is how often TestLichessFloodBounded's server offers a draw.
const floodLines = 30_000

func jsonLine(t *testing.T, v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
