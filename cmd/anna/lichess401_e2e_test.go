package main

import (
	"net/http"
	"strings"
	"testing"

	"github.com/anna-chess/anna/lichess/lichesstest"
)

// TestLichessTokenRevokedMidGame: the token revoked on lichess during a
// game, so that every request is refused with 401: anna says so at once in
// one line, with where to make a new token, and tries no stream again;
// quit leaves the game, and anna lichess ends with the same line.
func TestLichessTokenRevokedMidGame(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.expect("New game. 1. White to move")
	a.play(srv, id, "e4", "e2e4")
	srv.Revoke()
	// the address asks for the puzzles' scopes too: the line is broken
	// between words before it
	a.expect("lichess refused the token: make a new one with the board:play scope at")
	a.expect("https://lichess.org/account/oauth/token/create?scopes[]=board:play&scopes[]=puzzle:read&scopes[]=puzzle:write, then type anna lichess login.")
	a.typeLine("quit")
	if code := a.wait(); code != 1 {
		t.Errorf("anna lichess ended with status %d, want 1", code)
	}
	refused := map[string]int{}
	for _, r := range srv.Requests() {
		if r.Status == http.StatusUnauthorized {
			refused[r.Path]++
		}
	}
	for path, n := range refused {
		if strings.Contains(path, "stream") && n > 1 {
			t.Errorf("%s was opened %d times with the token refused, want once", path, n)
		}
	}
	if refused["/api/board/game/stream/"+id] != 1 {
		t.Errorf("the game's stream refused %d times, want once: %v", refused["/api/board/game/stream/"+id], refused)
	}
}
