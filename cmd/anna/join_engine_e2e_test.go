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
)

// TestJoinScriptAgainstStockfish: a script piped into anna join plays
// White against the host's stockfish and gets every answer in order, as
// TestScriptAgainstStockfish does at home: the first line after the first
// prompt, the engine's move before the next line is read (the prompt's
// engine flag on the wire), the hint and the evaluation before the line
// after them (pending), and the end of the input waits for the engine's
// last move.
func TestJoinScriptAgainstStockfish(t *testing.T) {
	needStockfish(t)
	dir, sock, port, pgn, env := sshMatch(t)
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --lang en --engine stockfish --level 1 --seat watch --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port))
	code := codeOf(t, hostCodes(host), "White")

	home := filepath.Join(dir, "joiner")
	cmd := exec.Command(annaBin, "join", fmt.Sprintf("127.0.0.1:%d", port), "--seat", "white", "--lang", "en", "--no-audio")
	cmd.Env = append(append(os.Environ(), homeEnv(home)...), "XDG_CONFIG_HOME="+home+"/config", "ANNA_JOIN_CODE="+code)
	cmd.Stdin = strings.NewReader(engineScript)
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitEnd(t, cmd, &out, 90*time.Second, "at the end of its script")
	inOrder(t, out.String(), append([]string{
		`You sit at the white seat\. .*`,
		`New game\. 1\. White to move`,
		`The engine plays Black, at level 1 of 8\.`,
	}, engineAnswers...))
	if !regexp.MustCompile(`\n` + engineMove + `\n4\. White to move: \n$`).MatchString(out.String()) {
		t.Errorf("the end of the script did not wait for the engine's last move:\n%s", out.String())
	}
}

// TestJoinSpeaksItsComputersLanguage: anna join started without --lang on
// a German computer (LANG=de_DE.UTF-8) at an English host hears the game
// in German: it sends its locale's language as the hello's fallback.
func TestJoinSpeaksItsComputersLanguage(t *testing.T) {
	dir, sock, port, pgn, env := sshMatch(t)
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --lang en --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port))
	code := codeOf(t, hostCodes(host), "Black")
	home := filepath.Join(dir, "joiner")
	cmd := exec.Command(annaBin, "join", fmt.Sprintf("127.0.0.1:%d", port), "--seat", "black", "--no-audio")
	cmd.Env = append(append(os.Environ(), homeEnv(home)...), "XDG_CONFIG_HOME="+home+"/config", "ANNA_JOIN_CODE="+code,
		"LANG=de_DE.UTF-8", "LC_ALL=", "LC_MESSAGES=", "ANNA_LANG=")
	cmd.Stdin = strings.NewReader("quit\n")
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitEnd(t, cmd, &out, 30*time.Second, "after quit")
	if !strings.Contains(out.String(), "Ihr Platz: schwarz.") {
		t.Errorf("anna join on a German computer did not hear German:\n%s", out.String())
	}
}
