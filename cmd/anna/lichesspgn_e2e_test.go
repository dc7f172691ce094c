package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/pgncheck"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// TestLichessPGNFlag: anna lichess --pgn F keeps the game in F (the games
// folder stays empty), a second game beside it (F-2), and a file that is
// there already is refused at the start, as at home.
func TestLichessPGNFlag(t *testing.T) {
	srv := lichesstest.New(t)
	dir := t.TempDir()
	pgn := filepath.Join(dir, "mine.pgn")
	a, id := seekGame(t, srv, "white", "--pgn", pgn)
	a.expect("Scoresheet: " + pgn)
	a.opening(srv, id)
	srv.OpponentResigns(id)
	a.expect("Black resigns.")
	a.typeLine("quit")
	a.expect("Type seek and a time control")
	a.typeLine("seek 15+10")
	srv.WaitSeek()
	id2 := srv.PairSeek(aaron, "black")
	second := filepath.Join(dir, "mine-2.pgn")
	a.expect("Scoresheet: " + second)
	srv.OpponentMove(id2, "d2d4")
	a.expect("Bauer David vier")
	srv.OpponentResigns(id2)
	a.expect("White resigns.")
	a.leave()
	if got := pgncheck.ChessJSMoves(t, pgn); got != "e4 e5" {
		t.Errorf("%s holds %q, want the first game", pgn, got)
	}
	if got := pgncheck.ChessJSMoves(t, second); got != "d4" {
		t.Errorf("%s holds %q, want the second game", second, got)
	}
	if files, _ := filepath.Glob(filepath.Join(a.home, ".local", "share", "anna", "games", "*")); len(files) != 0 {
		t.Errorf("the games folder has %v", files)
	}
	_, errs, code := runAnnaEnv(t, t.TempDir(), []string{"LICHESS_TOKEN=" + srv.Token}, "", "lichess", "--lichess-url", srv.URL, "--pgn", pgn)
	if code != 1 || !strings.Contains(errs, "is there already") || !strings.Contains(errs, "anna resume --pgn "+pgn) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("--pgn naming a game kept: status %d, %q", code, errs)
	}
}
