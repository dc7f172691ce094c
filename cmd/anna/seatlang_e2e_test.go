package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestSeatsInTheirLanguagesOverSSH: a host in English; Black joins over
// OpenSSH naming Croatian and the line view on the ssh command line, a
// spectator answers the lobby's question with "line sl". Each reads the
// lobby, the moves' words and the prompts in its own language, and "lang
// de" typed by the spectator changes its words only.
func TestSeatsInTheirLanguagesOverSSH(t *testing.T) {
	_, sock, port, pgn, env := sshMatch(t)
	hostCmd := fmt.Sprintf("%s host --no-audio --lang en --names local --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port)
	ssh := fmt.Sprintf("ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -p %d 127.0.0.1", port)

	host := newTerm(t, sock, "host", env, hostCmd)
	screen := hostCodes(host)
	code, watchCode := codeOf(t, screen, "Black"), codeOf(t, screen, "spectators")

	black := newTerm(t, sock, "black", "", ssh+" -t black line hr")
	black.waitFor("Join code:")
	black.keys(code)
	black.waitFor("Vaše mjesto: crni.")
	host.waitFor("New game. 1. White to move")
	black.waitFor("Nova partija. 1. Bijeli na potezu")

	watcher := newTerm(t, sock, "watcher", "", ssh+" -t")
	watcher.waitFor("Join code:")
	watcher.keys(watchCode)
	watcher.waitFor("A language may follow it, as in line hr")
	watcher.keys("line sl")
	watcher.waitFor("Gledate.")

	host.keys("Nf3")
	host.waitFor("Knight Felix three") // local names: the host's English ones
	black.waitFor("Skakač Felix tri")
	watcher.waitFor("Skakač Felix tri")
	black.waitFor("1. Crni na potezu")

	watcher.keys("lang de")
	watcher.waitFor("Sprache: de.")
	black.keys("Nf6")
	watcher.waitFor("Springer Felix sechs")
	black.waitFor("Skakač Felix šest")
	host.waitFor("Knight Felix six")
	black.waitFor("2. Bijeli na potezu")
	if s := host.screen(); strings.Contains(s, "Sprache") || strings.Contains(s, "Skakač") {
		t.Errorf("the host's screen holds another seat's words:\n%s", s)
	}
	host.keys("quit")
	host.waitFor("EXITED")
}
