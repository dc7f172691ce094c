package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/lichess/lichesstest"
)

// seekGame starts anna lichess with a 15+10 seek and pairs it: the
// player plays color against Aaron. It returns the game's id.
func seekGame(t *testing.T, srv *lichesstest.Server, color string, args ...string) (*lichessRun, string) {
	t.Helper()
	a := startLichess(t, srv, nil, append([]string{"--seek", "15+10"}, args...)...)
	a.expect("Seeking a game, casual, 15+10.")
	srv.WaitSeek()
	id := srv.PairSeek(aaron, color)
	a.expect("Game against Aaron (1776), casual, 15+10: you play " + map[string]string{"white": "White", "black": "Black"}[color] + ".")
	return a, id
}

// play types the player's move and waits until the server has it.
func (r *lichessRun) play(srv *lichesstest.Server, id, typed, uci string) {
	r.t.Helper()
	r.typeLine(typed)
	srv.WaitGame(id, uci, func(g lichesstest.Game) bool { return len(g.Moves) > 0 && g.Moves[len(g.Moves)-1] == uci })
}

// count is how many lines written so far are what.
func (r *lichessRun) count(what string) int {
	n := 0
	for _, l := range r.all() {
		if l == what {
			n++
		}
	}
	return n
}

// leave quits the game (back to the lobby) and anna.
func (r *lichessRun) leave() {
	r.t.Helper()
	r.typeLine("quit")
	r.expect("Type seek and a time control")
	r.typeLine("quit")
	if code := r.wait(); code != 0 {
		r.t.Errorf("status %d", code)
	}
}

// savedGame is the PGN of the one game anna saved, checked by pgn-extract
// when it is installed.
func (r *lichessRun) savedGame() string {
	r.t.Helper()
	files, _ := filepath.Glob(filepath.Join(r.home, ".local", "share", "anna", "games", "*.pgn"))
	if len(files) != 1 {
		r.t.Fatalf("saved games: %v", files)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		r.t.Fatal(err)
	}
	if _, err := exec.LookPath("pgn-extract"); err == nil {
		out, err := exec.Command("pgn-extract", "-s", "-Wlalg", files[0]).CombinedOutput()
		if err != nil || strings.Contains(string(out), "Error") || strings.Contains(string(out), "Unknown") {
			r.t.Errorf("pgn-extract: %v\n%s", err, out)
		}
	}
	return string(b)
}

// TestLichessGameAsWhite: a whole game at the keyboard as White: the
// player's moves typed in several forms are sent in UCI, each of the
// opponent's moves is announced once in Appendix D words, the clock
// answers from the server's times, the mate ends the game, and the PGN
// is saved with the game's address and both ratings.
func TestLichessGameAsWhite(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.expect("New game. 1. White to move")
	a.play(srv, id, "e4", "e2e4")
	a.expect("Bauer Eva vier")
	srv.OpponentMove(id, "e7e5")
	a.expect("Bauer Eva fuenf")
	a.play(srv, id, "Läufer Cäsar vier", "f1c4")
	srv.OpponentMove(id, "b8c6")
	a.expect("Springer Cesar sechs")
	a.typeLine("clock")
	a.expect("White 15 minutes 10 seconds, Black 15 minutes 10 seconds, 2 moves")
	a.play(srv, id, "d1h5", "d1h5")
	srv.OpponentMove(id, "g8f6")
	a.expect("Springer Felix sechs")
	a.typeLine("where black knights")
	a.expect("Black: Springer Cesar sechs, Felix sechs")
	a.play(srv, id, "Qxf7", "h5f7")
	a.expect("Checkmate. White wins, 1 – 0.")
	srv.WaitGame(id, "the mate", func(g lichesstest.Game) bool { return g.Status == "mate" })
	for _, m := range []string{"Bauer Eva fuenf", "Springer Cesar sechs", "Springer Felix sechs"} {
		if n := a.count(m); n != 1 {
			t.Errorf("%q said %d times, want once", m, n)
		}
	}
	a.leave()
	pgn := a.savedGame()
	for _, want := range []string{`[Site "` + srv.URL + "/" + id + `"]`, `[White "Bobby"]`, `[Black "Aaron"]`, `[WhiteElo "1678"]`,
		`[BlackElo "1776"]`, `[Result "1-0"]`, `[TimeControl "900+10"]`, "4. Qxf7#"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("the PGN has no %s:\n%s", want, pgn)
		}
	}
	if strings.Count(pgn, "[TimeControl") != 1 {
		t.Errorf("TimeControl twice:\n%s", pgn)
	}
}

// TestLichessGameAsBlack: as Black, the opponent's first move comes
// before the player's; the opponent resigns, and the end is said with
// its reason.
func TestLichessGameAsBlack(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "black")
	srv.OpponentMove(id, "d2d4")
	a.expect("Bauer David vier")
	a.play(srv, id, "Springer Felix sechs", "g8f6")
	srv.OpponentMove(id, "c2c4")
	a.expect("Bauer Cesar vier")
	a.play(srv, id, "e6", "e7e6")
	srv.OpponentResigns(id)
	a.expect("White resigns. Black wins, 0 – 1.")
	a.leave()
	if pgn := a.savedGame(); !strings.Contains(pgn, `[Result "0-1"]`) || !strings.Contains(pgn, "1. d4 Nf6 2. c4") || !strings.Contains(pgn, "2... e6") {
		t.Errorf("the PGN:\n%s", pgn)
	}
}
