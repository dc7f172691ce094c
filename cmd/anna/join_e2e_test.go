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
	code := codeOf(t, hostCodes(host), "Black")

	home := filepath.Join(dir, "joiner")
	cmd := exec.Command(annaBin, "join", fmt.Sprintf("127.0.0.1:%d", port), "--seat", "black", "--lang", "hr", "--names", "local", "--no-audio")
	cmd.Env = append(append(os.Environ(), homeEnv(home)...), "XDG_CONFIG_HOME="+home+"/config", "ANNA_JOIN_CODE="+code)
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
	waitEnd(t, cmd, &out, 15*time.Second, "after quit")
	if data, err := os.ReadFile(filepath.Join(home, "config", "anna", "known_hosts")); err != nil || !strings.Contains(string(data), "ssh-ed25519") {
		t.Errorf("the host's key is not remembered: %q %v", data, err)
	}
	host.waitFor("Black has left")
}

// waitEnd waits for anna join to end by itself (why: when it should),
// within d: its exit status is 0.
func waitEnd(t *testing.T, cmd *exec.Cmd, out fmt.Stringer, d time.Duration, why string) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("anna join: %v\n%s", err, out.String())
		}
	case <-time.After(d):
		cmd.Process.Kill()
		t.Fatalf("anna join did not end %s:\n%s", why, out.String())
	}
}

// TestJoinLineViewInATerminal: anna join in a real terminal (tmux) is the
// line view a blind player has at home: the prompt held on the last row
// with the line typed after it, each announcement a line of its own above
// it, the answer to a typed line before the prompt that follows, Up
// bringing back the line typed before, Esc leaving a question.
func TestJoinLineViewInATerminal(t *testing.T) {
	dir, sock, port, pgn, env := sshMatch(t)
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --lang en --names local --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port))
	code := codeOf(t, hostCodes(host), "Black")
	home := filepath.Join(dir, "joiner")
	black := newTerm(t, sock, "black", fmt.Sprintf("HOME=%s XDG_CONFIG_HOME=%s/config ANNA_JOIN_CODE=%s", home, home, code),
		fmt.Sprintf("%s join 127.0.0.1:%d --seat black --no-audio --names local", annaBin, port))
	lastRow := func(w *window, want string) {
		t.Helper()
		for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			rows := strings.Split(strings.TrimRight(w.screen(), "\n "), "\n")
			if got := rows[len(rows)-1]; got == want {
				return
			} else if time.Now().After(deadline) {
				t.Fatalf("the last row is %q, not %q:\n%s", got, want, w.screen())
			}
		}
	}
	black.waitFor("You sit at the black seat.")
	lastRow(black, "1. White to move:")
	host.waitFor("New game. 1. White to move")
	host.keys("e4")
	black.waitFor("Pawn Eva four")
	lastRow(black, "1. Black to move:")
	black.keys("e5")
	screen := black.waitFor("2. White to move:")
	if !strings.Contains(screen, "1. Black to move: e5\nPawn Eva five\n2. White to move:") {
		t.Errorf("the move typed, its answer and the next prompt do not follow each other:\n%s", screen)
	}
	exec.Command("tmux", "-S", sock, "send-keys", "-t", "black", "Up").Run()
	lastRow(black, "2. White to move: e5")
	exec.Command("tmux", "-S", sock, "send-keys", "-t", "black", "C-u").Run()
	lastRow(black, "2. White to move:")
	black.keys("resign")
	black.waitFor("Do you really resign?")
	exec.Command("tmux", "-S", sock, "send-keys", "-t", "black", "Escape").Run()
	black.waitFor("Resignation cancelled.")
	lastRow(black, "2. White to move:")
	host.keys("Nf3")
	black.waitFor("Knight Felix three")
	lastRow(black, "2. Black to move:")
	black.keys("quit")
	black.waitFor("EXITED 0")
	host.waitFor("Black has left")
}
