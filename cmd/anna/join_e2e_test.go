package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestJoinWithTheBinary: anna host in English in tmux, and anna join from
// another anna, in Croatian, with the join code from ANNA_JOIN_CODE and
// its lines on standard input: it takes Black's seat, hears the host's
// move in its own words, plays its own, and remembers the host's key in
// its own known-hosts file.
func TestJoinWithTheBinary(t *testing.T) {
	dir, sock, port, pgn, env := sshMatch(t)
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --lang en --names local --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port))
	code := codeOf(t, host.waitFor("Join code for spectators:"), "Black")

	home := filepath.Join(dir, "joiner")
	cmd := exec.Command(annaBin, "join", fmt.Sprintf("127.0.0.1:%d", port), "--seat", "black", "--lang", "hr", "--names", "local", "--no-audio")
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+home+"/config", "ANNA_JOIN_CODE="+code)
	stdin, _ := cmd.StdinPipe()
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	host.waitFor("New game. 1. White to move")
	host.keys("Nf3")
	host.waitFor("Knight Felix three")
	waitOut := func(text string) {
		t.Helper()
		for deadline := time.Now().Add(15 * time.Second); !strings.Contains(out.String(), text); time.Sleep(50 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("anna join never printed %q:\n%s", text, out.String())
			}
		}
	}
	waitOut("Skakač Felix tri")
	fmt.Fprintln(stdin, "Nf6")
	host.waitFor("Knight Felix six")
	waitOut("2. Bijeli na potezu")
	fmt.Fprintln(stdin, "quit")
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("anna join: %v\n%s", err, out.String())
		}
	case <-time.After(15 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("anna join did not end after quit:\n%s", out.String())
	}
	if data, err := os.ReadFile(filepath.Join(home, "config", "anna", "known_hosts")); err != nil || !strings.Contains(string(data), "ssh-ed25519") {
		t.Errorf("the host's key is not remembered: %q %v", data, err)
	}
	host.waitFor("Black has left")
}
