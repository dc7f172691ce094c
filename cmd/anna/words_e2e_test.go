package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The "Words" of issue 33, each as a player met it, through the binary
// ("1 piece" is in TestCommandLineMistakes).

// TestAnalyzeNamedAfterAnEngineGame: the prompt after a game against the
// engine names analyze (it named only moves and quit).
func TestAnalyzeNamedAfterAnEngineGame(t *testing.T) {
	needStockfish(t)
	dir := t.TempDir()
	cmd := exec.Command(annaBin, "--no-audio", "--engine", "stockfish", "--level", "1", "--pgn", filepath.Join(dir, "g.pgn"))
	cmd.Env = append(os.Environ(), homeEnv(dir)...)
	cmd.Stdin = strings.NewReader("e4\nresign\nyes\nquit\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := "Game over, 0 – 1. Type analyze to go through it with the engine, moves to hear the game, or quit: quit\n"
	if !strings.Contains(string(out), want) {
		t.Errorf("anna wrote:\n%s\nwant the prompt %q", out, want)
	}
}

// TestAttackersAndDefenders: attackers and defenders are commands of their
// own, in English and in the language, each answered in one line; without
// a square, how to ask.
func TestAttackersAndDefenders(t *testing.T) {
	for _, tt := range []struct {
		args  []string
		input string
		want  []string
	}{
		{[]string{"--lang", "en"}, "e4\nd5\nattackers e4\ndefenders d5\ndefenders\n", []string{
			"2. White to move: attackers e4\nEva vier: white Bauer; attacked by Bauer David fuenf\n",
			"2. White to move: defenders d5\nDavid fuenf: black Bauer; defended by Dame David acht\n",
			"2. White to move: defenders\nAfter defenders, name a square, as defenders Eva vier.\n"}},
		{[]string{"--lang", "hr"}, "e4\nd5\nnapadači e4\nbranitelji Eva vier\n", []string{
			"2. Bijeli na potezu: napadači e4\nEva vier: bijeli Bauer; napadači: Bauer David fuenf\n",
			"2. Bijeli na potezu: branitelji Eva vier\nEva vier: bijeli Bauer; nije branjeno\n"}},
		{[]string{"--lang", "sl"}, "e4\ne5\nnapadalci Felix sieben\n", []string{
			"2. Beli na potezi: napadalci Felix sieben\nFelix sieben: črni Bauer; ni napadeno\n"}},
	} {
		t.Run(tt.args[1], func(t *testing.T) {
			out, errOut, code := runAnna(t, tt.input, append([]string{"--no-audio", "--pgn", filepath.Join(t.TempDir(), "g.pgn")}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("anna wrote:\n%s\nwant %q", out, w)
				}
			}
		})
	}
}

// TestSpectatorNotToldToMove: over SSH, a Slovenian spectator hears that
// White offers a draw, and is not told to decline it with a move (issue
// 33); Black, to whom it is offered, is told how to answer it, in
// Croatian; White hears the offer stated.
func TestSpectatorNotToldToMove(t *testing.T) {
	_, sock, port, pgn, env := sshMatch(t)
	hostCmd := fmt.Sprintf("%s host --no-audio --confirm=false --lang en --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port)
	ssh := fmt.Sprintf("ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -p %d 127.0.0.1", port)

	host := newTerm(t, sock, "host", env, hostCmd)
	screen := hostCodes(host)
	code, watchCode := codeOf(t, screen, "Black"), codeOf(t, screen, "spectators")
	black := newTerm(t, sock, "black", "", ssh+" -t black line hr")
	black.waitFor("Join code:")
	black.keys(code)
	black.waitFor("Nova partija. 1. Bijeli na potezu")
	watcher := newTerm(t, sock, "watcher", "", ssh+" -t watch line sl")
	watcher.waitFor("Join code:")
	watcher.keys(watchCode)
	watcher.waitFor("Gledate.")

	host.keys("draw")
	host.keys("e4")
	black.waitFor("Bijeli nudi remi: upišite naredbu prihvaćam, ili ga odbijte potezom.")
	watcher.waitFor("Beli ponuja remi.")
	host.waitFor("White offers a draw.")
	watcher.keys("kdo")
	watcher.waitFor("1. Črni na potezi: kdo")
	s := watcher.waitFor("Beli ponuja remi.\n")
	if strings.Contains(s, "zavrnite") || strings.Contains(s, "vpišite ukaz sprejmem") {
		t.Errorf("the spectator is told to answer the offer:\n%s", s)
	}
	if s := host.screen(); strings.Contains(s, "type accept") {
		t.Errorf("White is told to accept its own offer:\n%s", s)
	}
	host.keys("quit")
	host.waitFor("EXITED")
}

// TestLobbyHelpInTheSeatsLanguage: at the lobby's question for a seat,
// help in the player's language (Croatian pomoć) is answered with what
// each seat is, not "pomoć nije mjesto"; the free seats are asked again.
func TestLobbyHelpInTheSeatsLanguage(t *testing.T) {
	_, sock, port, pgn, env := sshMatch(t)
	hostCmd := fmt.Sprintf("%s host --no-audio --lang en --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port)
	ssh := fmt.Sprintf("ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -p %d 127.0.0.1", port)

	host := newTerm(t, sock, "host", env, hostCmd)
	watchCode := codeOf(t, hostCodes(host), "spectators")
	guest := newTerm(t, sock, "guest", "", ssh+" -t zeleni line hr")
	guest.waitFor("Join code:")
	guest.keys(watchCode)
	guest.waitFor("Mjesto:")
	guest.keys("pomoć")
	s := guest.waitFor("Upišite slobodno mjesto, ili naredbu izlaz za odlazak.")
	if strings.Contains(s, "pomoć\" nije mjesto") {
		t.Errorf("help is answered as a seat's name:\n%s", s)
	}
	guest.keys("gledam")
	guest.waitFor("Gledate.")
	host.keys("quit")
	host.waitFor("EXITED")
}
