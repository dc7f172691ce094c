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
	code := codeOf(t, host.waitFor("Join code for spectators:"), "White")

	home := filepath.Join(dir, "joiner")
	cmd := exec.Command(annaBin, "join", fmt.Sprintf("127.0.0.1:%d", port), "--seat", "white", "--lang", "en", "--no-audio")
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+home+"/config", "ANNA_JOIN_CODE="+code)
	cmd.Stdin = strings.NewReader("e4\nd4\nhint\neval\nmoves\nNc3\n")
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("anna join: %v\n%s", err, out.String())
		}
	case <-time.After(90 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("anna join did not end at the end of its script:\n%s", out.String())
	}
	want := []string{
		`You sit at the white seat\. .*`,
		`New game\. 1\. White to move`,
		`The engine plays Black, at level 1 of 8\.`,
		`1\. White to move: e4`, `Bauer Eva vier`,
		`1\. Black to move: `, engineMove,
		`2\. White to move: d4`, `Bauer David vier`,
		`2\. Black to move: `, engineMove,
		`3\. White to move: hint`, `Hint: .*\.`,
		`3\. White to move: eval`, `(The position is about level|.* is (slightly |much )?better|.* is (clearly )?winning|.* mate).*\.`,
		`3\. White to move: moves`, `Moves: 1\. Bauer Eva vier, .*\. 2\. Bauer David vier, .*`,
		`3\. White to move: Nc3`, `Springer (schlägt )?Cesar drei.*`,
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	for i, w := range want {
		if i >= len(lines) || !regexp.MustCompile("^("+w+")$").MatchString(lines[i]) {
			t.Fatalf("line %d: want /%s/; anna join's output:\n%s", i+1, w, out.String())
		}
	}
	if !regexp.MustCompile(`\n` + engineMove + `\n4\. White to move: \n$`).MatchString(out.String()) {
		t.Errorf("the end of the script did not wait for the engine's last move:\n%s", out.String())
	}
}
