package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
)

// codeWords is a join code shown in words on a screen (Felix drei Anna
// sechs ...), or typed with hyphens.
var codeWords = regexp.MustCompile(`(?i)\b(anna|bella|cesar|david|eva|felix|gustav|hector)[ -](eins|zwei|drei|vier|fuenf|sechs|sieben|acht)[ -](anna|bella|cesar|david|eva|felix|gustav|hector)\b`)

// TestHostKeepsTheCodesSecret (issue 30, item 3): through the binary and
// OpenSSH, anna host --arbiter remote --assistant --blind white shows no
// join code and says none until codes is typed; codes gives Black's, the
// assistant's and the spectators', never the arbiter's, which is in a
// file only the host's user reads, and opens the arbiter's seat; the
// start says the scoresheet's file name and prints its full path; a
// remote player's codes gets none, the remote arbiter's gets the others'.
func TestHostKeepsTheCodesSecret(t *testing.T) {
	dir, sock, port, pgn, env, ssh := sshTable(t)
	tape := filepath.Join(dir, "host.wav")
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --speech-out %s --pgn %s --listen 127.0.0.1:%d --assistant --blind white --arbiter remote",
		annaBin, tape, pgn, port))
	screen := host.waitFor("Waiting for Black:")
	arbiter := arbiterCode(t, pgn)
	if codeWords.MatchString(screen) || strings.Contains(screen, "Join code for") {
		t.Errorf("the host's terminal shows a join code unasked:\n%s", screen)
	}
	if !shows(screen, "Scoresheet: "+pgn) || !shows(screen, "The arbiter's join code is in "+arbiterCodePath(pgn)) {
		t.Errorf("the start does not print the scoresheet's and the arbiter's code's paths:\n%s", screen)
	}
	screen = hostCodes(host)
	for _, seat := range []string{"Black", "the assistant", "spectators"} {
		codeOf(t, screen, seat)
	}
	if strings.Contains(screen, "Join code for the arbiter") || strings.Contains(strings.ToLower(screen), strings.ReplaceAll(arbiter, "-", " ")) {
		t.Errorf("codes at the player's terminal shows the arbiter's code:\n%s", screen)
	}
	// The tape is written as the voice speaks, after the screen: what it
	// has said of the start is waited for (10 s at most).
	var said string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		vtt, err := os.ReadFile(audio.SubtitlesPath(tape))
		if err != nil {
			t.Fatal(err)
		}
		said = string(vtt)
		if strings.Contains(said, "Scoresheet:") || time.Now().After(deadline) {
			break
		}
	}
	if !strings.Contains(said, "Scoresheet: match.pgn.") || strings.Contains(said, dir) {
		t.Errorf("the start does not say the scoresheet's name alone:\n%s", said)
	}
	if before, _, _ := strings.Cut(said, "Join code for"); codeWords.MatchString(before) {
		t.Errorf("a code was said before codes was typed:\n%s", said)
	}
	black := newTerm(t, sock, "black", "", ssh+" -t black line")
	black.waitFor("Join code:")
	black.keys(codeOf(t, screen, "Black"))
	black.waitFor("You sit at the black seat.")
	black.keys("codes")
	black.waitFor("Join codes are handed out at the host's terminal.")
	judge := newTerm(t, sock, "arbiter", "", ssh+" -t arbiter line")
	judge.waitFor("Join code:")
	judge.keys(arbiter)
	judge.waitFor("You sit at the arbiter seat.")
	judge.keys("codes")
	judge.waitFor("Join code for spectators:")
	for _, w := range []*window{host, black} {
		if s := w.screen(); strings.Contains(s, "Join code for the arbiter") || strings.Contains(strings.ToLower(s), strings.ReplaceAll(arbiter, "-", " ")) {
			t.Errorf("a player's terminal shows the arbiter's code:\n%s", s)
		}
	}
}

// TestArbiterKeyAlone: with --arbiter-key, the arbiter logs in by that
// key and sits at the arbiter's seat; no code for that seat exists.
func TestArbiterKeyAlone(t *testing.T) {
	dir, sock, port, pgn, env, _ := sshTable(t)
	key := filepath.Join(dir, "arbiter_ed25519")
	if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key).CombinedOutput(); err != nil {
		t.Skipf("ssh-keygen: %v %s", err, out)
	}
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --pgn %s --listen 127.0.0.1:%d --arbiter-key %s.pub", annaBin, pgn, port, key))
	screen := host.waitFor("Waiting for Black:")
	if !shows(screen, "The arbiter joins with the key in "+key+".pub, without a code.") {
		t.Errorf("the start does not name the arbiter's key:\n%s", screen)
	}
	if _, err := os.Stat(arbiterCodePath(pgn)); err == nil {
		t.Error("an arbiter's code was written though the arbiter's key opens the seat")
	}
	screen = hostCodes(host)
	if strings.Contains(screen, "the arbiter") {
		t.Errorf("codes names an arbiter's code:\n%s", screen)
	}
	judge := newTerm(t, sock, "arbiter", "", fmt.Sprintf("ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o IdentitiesOnly=yes -i %s -p %d 127.0.0.1 -t line", key, port))
	judge.waitFor("You sit at the arbiter seat.")
}

// shows reports whether a terminal's screen shows text, in one row or
// wrapped over several (tmux leaves out the space a row ends with).
func shows(screen, text string) bool {
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	return strings.Contains(squeeze(screen), squeeze(text))
}
