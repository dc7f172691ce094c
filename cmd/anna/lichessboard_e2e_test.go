package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/lichess/lichesstest"
)

// TestLichessBoardView: a lichess game in the board view (--view board)
// in a real terminal (tmux): the player's moves typed go to lichess, and
// the opponent's come from it onto the board, into the moves and the
// announcements, under lichess's clocks; quit goes back to the lichess
// prompt, and the line typed at once after it is the lobby's.
func TestLichessBoardView(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (scripts/test installs it)")
	}
	srv := lichesstest.New(t)
	dir := t.TempDir()
	s := &tmuxSession{t: t, name: "anna", sock: filepath.Join(dir, "tmux.sock"), home: dir}
	shell := "env HOME=" + dir + " LICHESS_TOKEN=" + srv.Token + " TERM=xterm-256color " + annaBin +
		" lichess --no-audio --view board --lichess-url " + srv.URL + " --seek 15+10; echo EXITED $?; sleep 60"
	s.tmux("new-session", "-d", "-s", s.name, "-x", "110", "-y", "34", shell)
	t.Cleanup(func() { killTmux(s.sock, dir) })
	s.waitFor("Seeking a game, casual, 15+10.")
	srv.WaitSeek()
	id := srv.PairSeek(aaron, "white")
	scr := s.waitFor("1. White to move")
	for _, want := range []string{"White  15:00", "Black  15:00"} {
		if !strings.Contains(scr, want) {
			t.Errorf("the board at the start has no %q:\n%s", want, scr)
		}
	}
	// lichess gives 30 s from the pairing; anna says what is left when the
	// game's stream opens, a second or two later on a loaded machine: after
	// the board may first show "1. White to move" (at load 30 the screen
	// was read before the line came).
	scr = s.waitFor("seconds to make your first move")
	left := 0
	if m := regexp.MustCompile(`You have ([0-9]+) seconds to make your first move`).FindStringSubmatch(scr); m != nil {
		left, _ = strconv.Atoi(m[1])
	}
	if left < 25 || left > 30 {
		t.Errorf("the board at the start does not say the 25 to 30 seconds left for the first move:\n%s", scr)
	}
	played := func(n int, last string) {
		t.Helper()
		srv.WaitGame(id, last, func(g lichesstest.Game) bool { return len(g.Moves) == n && g.Moves[n-1] == last })
	}
	s.typeLine("e4")
	played(1, "e2e4")
	s.waitFor("1. Black to move")
	srv.OpponentMove(id, "e7e5")
	s.waitFor("Bauer Eva fuenf")
	s.typeLine("Springer Felix drei")
	played(3, "g1f3")
	s.waitFor("2. Black to move")
	srv.OpponentMove(id, "b8c6")
	s.waitFor("Springer Cesar sechs")
	scr = s.waitFor("3. White to move")
	for _, sq := range []struct {
		square, figure string
	}{{"e4", "♙"}, {"e2", ""}, {"e5", "♟"}, {"e7", ""}, {"f3", "♘"}, {"g1", ""}, {"c6", "♞"}, {"b8", ""}, {"e1", "♔"}, {"e8", "♚"}} {
		if got := figureAt(scr, sq.square); got != sq.figure {
			t.Errorf("%s shows %q, want %q", sq.square, got, sq.figure)
		}
	}
	if !regexp.MustCompile(`1\. e4 +e5 +2\. Nf3 +Nc6`).MatchString(scr) {
		t.Errorf("the moves are not listed as played:\n%s", scr)
	}
	if !regexp.MustCompile(`▶ White  15:(10|0[0-9])`).MatchString(scr) { // lichess's clock, its increment given, running for White
		t.Errorf("White's clock is not lichess's, running:\n%s", scr)
	}
	// quit, and at once a line for the lobby
	s.tmux("send-keys", "-t", s.name, "-l", "quit")
	s.tmux("send-keys", "-t", s.name, "Enter")
	s.tmux("send-keys", "-t", s.name, "-l", "cancel")
	s.tmux("send-keys", "-t", s.name, "Enter")
	s.waitFor("Nothing to cancel.")
	scr = s.waitFor("Game saved. The game goes on on lichess.")
	if n := strings.Count(scr, "Nothing to cancel."); n != 1 {
		t.Errorf("cancel answered %d times:\n%s", n, scr)
	}
	if t.Failed() {
		t.Logf("the screen:\n%s", scr)
	}
	s.typeLine("quit")
	s.waitFor("EXITED 0")
}

// figureAt is the figure the board view shows on a square ("" for none):
// the character in the square's file column (the column of its letter
// under the board) on the row of its rank's number.
func figureAt(screen, square string) string {
	lines := strings.Split(screen, "\n")
	col := -1
	for _, l := range lines {
		if strings.Contains(l, "a      b      c") {
			col = strings.IndexRune(l, rune(square[0]))
		}
	}
	for _, l := range lines {
		r := []rune(l)
		t := strings.TrimLeft(l, " ")
		if col < 0 || !strings.HasPrefix(t, square[1:2]+" ") || len(r) <= col {
			continue
		}
		if f := strings.TrimSpace(string(r[col])); f != "" {
			return f
		}
		return ""
	}
	return "?"
}
