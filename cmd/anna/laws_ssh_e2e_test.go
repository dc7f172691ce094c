package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestArbiterDecidesOverSSH: issue 19's arbiter at a seat of their own
// over real SSH (OpenSSH's client, anna host --arbiter remote) in a rapid
// game without increment. The arbiter's touched binds Black's move (4.3);
// Black's claim under Guidelines III.5 stops the clocks and is said at
// every seat; the arbiter is told how to decide and Black cannot decide it;
// the arbiter postpones with resume (White gets two minutes) and later
// grants it: the game is drawn, and the scoresheet says whose claim.
func TestArbiterDecidesOverSSH(t *testing.T) {
	_, sock, port, pgn, env, ssh := sshTable(t)

	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --pgn %s --listen 127.0.0.1:%d --time 15 --clock-announce off --arbiter remote", annaBin, pgn, port))
	screen := hostCodes(host)
	join := func(name, seat, code string) *window {
		w := newTerm(t, sock, name, "", ssh+" -t "+seat+" line")
		w.waitFor("Join code:")
		w.keys(code)
		return w
	}
	black := join("black", "black", codeOf(t, screen, "Black"))
	black.waitFor("You sit at the black seat.")
	arbiter := join("arbiter", "arbiter", arbiterCode(t, pgn))
	arbiter.waitFor("You sit at the arbiter seat.")
	host.waitFor("1. White to move")

	host.keys("e4")
	black.waitFor("Bauer Eva vier")
	arbiter.keys("touched Gustav acht")
	black.waitFor("Written on the scoresheet by the arbiter: Black touched the Springer on Gustav acht.")
	black.keys("e5")
	black.waitFor("Black touched the Springer on Gustav acht and must move it, Article 4.3.")
	black.keys("Nf6")
	host.waitFor("Springer Felix sechs")
	host.keys("Nc3")
	black.waitFor("Springer Cesar drei")

	arbiter.keys("adjust black 1:00")
	black.waitFor("Black: clock set to 1 minute.")
	black.keys("claim")
	for _, w := range []*window{host, black, arbiter} {
		w.waitFor("Claim of Black: White cannot win by normal means") // the rest wraps
	}
	arbiter.waitFor("Type grant for a draw, resume to play on")
	if s := host.screen(); strings.Contains(s, "Type grant for a draw") {
		t.Errorf("the player's terminal was told how to decide:\n%s", s)
	}
	black.keys("grant")
	black.waitFor("Only the arbiter may type grant")
	black.keys("e5")
	black.waitFor("The claim is waiting for the arbiter")
	arbiter.keys("resume")
	host.waitFor("Claim of Black: waiting for the arbiter. Play goes on.")
	host.waitFor("White gets 2 minutes extra.")
	black.keys("e5")
	host.waitFor("Bauer Eva fuenf")
	arbiter.keys("grant")
	for _, w := range []*window{host, black} {
		w.waitFor("The arbiter accepted the claim of Black. Draw.")
	}
	exec.Command("tmux", "-S", sock, "send-keys", "-t", "host", "C-c").Run()
	host.waitFor("EXITED 0")

	data, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	got := string(data)
	for _, want := range []string{`[Result "1/2-1/2"]`, "Recorded by the arbiter: Black touched the knight on g8 (4.3)", "2... e5", "Draw: the arbiter granted Black's claim under Guidelines III.5"} {
		if !strings.Contains(got, want) {
			t.Errorf("the scoresheet lacks %q:\n%s", want, got)
		}
	}
}
