package main

import (
	"os"
	"strings"
	"testing"

	"github.com/anna-chess/anna/lichess"
)

// TestLichessLive: the binary against the real lichess.org with the
// token in LICHESS_TOKEN (one of the tester's own, with the board:play
// scope): it signs in, opens the event stream (a game running on the
// account is offered, never resumed here) and quits cleanly, the token
// written nowhere. It seeks no game and challenges nobody: a real person
// would answer. Without LICHESS_TOKEN the test is skipped with the reason.
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
}
