package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// TestLichessLive: the binary against the real lichess.org with the
// token in LICHESS_TOKEN (one of the tester's own, with the board:play
// scope). It signs in, opens the event stream (a game running on the
// account is offered, never resumed here) and quits cleanly; then it
// plays lichess's own Stockfish at level 1, 10+0 (rapid, never rated; no
// person is involved): two moves as White, resigns, and checks the PGN
// saved with the game's address. The token is written nowhere: not on
// the terminal, not in any file anna wrote. It seeks no game and
// challenges nobody: a real person would answer. Without LICHESS_TOKEN
// the test is skipped with the reason.
func TestLichessLive(t *testing.T) {
	token := strings.TrimSpace(os.Getenv("LICHESS_TOKEN"))
	if token == "" {
		t.Skip("LICHESS_TOKEN is not set: the live test against lichess.org is skipped (a token with the board:play scope: " + lichess.TokenURL + ")")
	}
	a := startLichessIn(t, t.TempDir(), nil, []string{"LICHESS_TOKEN=" + token})
	a.expect("Signed in to lichess as ")
	a.typeLine("quit")
	if code := a.wait(); code != 0 {
		t.Errorf("quit: status %d, %s", code, a.stderr.String())
	}
	if strings.Contains(strings.Join(a.all(), "\n")+a.stderr.String(), token) {
		t.Error("anna lichess wrote the token out")
	}

	ai := playAIAndResign(t, nil, []string{"LICHESS_TOKEN=" + token}, "https://lichess.org")
	if strings.Contains(strings.Join(ai.all(), "\n")+ai.stderr.String(), token) {
		t.Error("anna lichess wrote the token out")
	}
	filepath.WalkDir(ai.home, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if b, _ := os.ReadFile(path); strings.Contains(string(b), token) {
				t.Errorf("the token is in %s", path)
			}
		}
		return nil
	})
}

// playAIAndResign plays lichess's Stockfish at level 1, 10+0, as White:
// two moves, then resigns; the PGN saved has the game's address on site
// (a lichess server's address). srv nil is the real lichess.
func playAIAndResign(t *testing.T, srv *lichesstest.Server, env []string, site string) *lichessRun {
	t.Helper()
	ai := startLichessIn(t, t.TempDir(), srv, env, "--ai", "1", "--seek", "10+0", "--color", "white")
	ai.expect("Challenging lichess's Stockfish, level 1, 10+0.")
	ai.expect("Game against Stockfish level 1, casual, 10+0: you play White.")
	ai.typeLine("e4")
	ai.expect("Bauer Eva vier")
	// Stockfish answers when it will: d4 (legal whatever Black's first
	// move was: nothing blocks it or gives check) is typed again while
	// anna says Black is to move.
	ai.playOnMove("d4", "Bauer David vier")
	ai.typeLine("resign")
	ai.expect("Do you really resign? Type yes to confirm.")
	ai.typeLine("yes")
	ai.expect("White resigns.")
	ai.leave()
	pgn := ai.savedGame()
	if !regexp.MustCompile(`\[Site "`+regexp.QuoteMeta(site)+`/[A-Za-z0-9]{8}"\]`).MatchString(pgn) || !strings.Contains(pgn, `[Result "0-1"]`) ||
		!strings.Contains(pgn, "1. e4") || !strings.Contains(pgn, "2. d4") {
		t.Errorf("the PGN:\n%s", pgn)
	}
	return ai
}

// playOnMove types a move until anna takes it (it says the move, want)
// rather than answering that the other side is to move.
func (r *lichessRun) playOnMove(typed, want string) {
	r.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		seen := len(r.all())
		r.typeLine(typed)
		for ; time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			lines := r.all()
			for _, l := range lines[seen:] {
				switch {
				case strings.Contains(l, want):
					r.expect(want)
					return
				case strings.Contains(l, " is to move."):
					seen = -1
				}
			}
			if seen < 0 {
				time.Sleep(100 * time.Millisecond)
				break
			}
			seen = len(lines)
		}
	}
	r.t.Fatalf("%s was not taken in 60 s", typed)
}
