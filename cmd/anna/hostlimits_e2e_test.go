package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// sshClient runs OpenSSH's client against an anna host on port, the join
// code typed by an askpass program (answer: a file that prints it).
type sshClient struct {
	dir, port string
}

// command is ssh with the options every client here uses, from the local
// address from ("" for any), answering the code's question with answer.
func (c sshClient) command(from, answer string, args ...string) *exec.Cmd {
	opts := []string{"-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
		"-o", "PubkeyAuthentication=no", "-o", "NumberOfPasswordPrompts=1", "-p", c.port}
	if from != "" {
		opts = append(opts, "-b", from)
	}
	cmd := exec.Command("ssh", append(opts, args...)...)
	cmd.Env = append(append(os.Environ(), homeEnv(c.dir)...), "SSH_ASKPASS="+answer, "SSH_ASKPASS_REQUIRE=force")
	return cmd
}

// answer writes an askpass program that prints text, after a pause.
func (c sshClient) answer(t *testing.T, name, text string, pause time.Duration) string {
	t.Helper()
	path := filepath.Join(c.dir, name)
	script := fmt.Sprintf("#!/bin/sh\nsleep %.1f\necho '%s'\n", pause.Seconds(), text)
	if err := os.WriteFile(path, []byte(script), 0o700); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestHostHoldsWithOpenSSH plays issue 18's attacks on anna host with
// OpenSSH's client: a client that never gives the code is closed within
// the grace time; 30 wrong codes from 30 addresses keep no other address's
// right code out; a fifth terminal on one connection is refused; a board
// view on a terminal that claims 20000 by 20000 cells leaves the host
// small; a megabyte pasted on one line is refused with the reason.
func TestHostHoldsWithOpenSSH(t *testing.T) {
	dir, sock, port, pgn, env := sshMatch(t)
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port))
	screen := hostCodes(host)
	code, black := codeOf(t, screen, "spectators"), codeOf(t, screen, "Black")
	hostLog := filepath.Join(dir, "state", "anna", "host.log")
	c := sshClient{dir: dir, port: strconv.Itoa(port)}
	right := c.answer(t, "right", code, 0)
	blackCode := c.answer(t, "black", black, 0)
	wrong := c.answer(t, "wrong", "anna-eins-anna-eins", 0)

	// A client that never gives the code, from the start (checked last).
	idle := c.command("127.0.0.7", c.answer(t, "late", "", 32*time.Second), "-tt", "127.0.0.1", "watch", "line")
	var idleOut lockedBuffer
	idle.Stdout, idle.Stderr = &idleOut, &idleOut
	idleStart := time.Now()
	if err := idle.Start(); err != nil {
		t.Fatal(err)
	}
	idleDone := make(chan time.Duration, 1)
	go func() { idle.Wait(); idleDone <- time.Since(idleStart) }()
	t.Cleanup(func() { idle.Process.Kill() })

	// 30 wrong codes at once from 30 addresses, then the right code.
	var wg sync.WaitGroup
	for i := 0; i < 30; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, err := c.command(fmt.Sprintf("127.0.0.%d", 10+i), wrong, "-tt", "127.0.0.1", "watch", "line").CombinedOutput()
			if err == nil || !strings.Contains(string(out), "Permission denied") {
				t.Errorf("a wrong code from 127.0.0.%d: %v\n%s", 10+i, err, out)
			}
		}()
	}
	wg.Wait()
	start := time.Now()
	out, _ := c.command("127.0.0.50", right, "-tt", "127.0.0.1", "watch", "line").CombinedOutput()
	if !strings.Contains(string(out), "You are watching.") {
		t.Errorf("the right code after 30 wrong ones from other addresses:\n%s", out)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the right code took %s", took)
	}

	// Terminals on one connection (ssh -M: one connection, a session for
	// each client that shares it).
	ctl := filepath.Join(dir, "ctl")
	master := c.command("", right, "-M", "-S", ctl, "-N", "127.0.0.1")
	if err := master.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { master.Process.Kill(); master.Wait() })
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(ctl); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the shared connection never logged in")
		}
	}
	type shared struct {
		cmd  *exec.Cmd
		out  *lockedBuffer
		done chan struct{}
	}
	var sessions []shared
	for i := 0; i < 5; i++ {
		// The fifth is refused; ssh then tries a connection of its own,
		// where it has no code to give.
		answer := right
		if i == 4 {
			answer = wrong
		}
		s := shared{cmd: c.command("", answer, "-S", ctl, "-tt", "127.0.0.1", "watch", "line"), out: &lockedBuffer{}, done: make(chan struct{})}
		s.cmd.Stdout, s.cmd.Stderr = s.out, s.out
		stdin, _ := s.cmd.StdinPipe() // open until the end: the session stays
		t.Cleanup(func() { stdin.Close() })
		if err := s.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() { s.cmd.Wait(); close(s.done) }()
		sessions = append(sessions, s)
		if i < 4 {
			waitOutput(t, s.out, "You are watching.")
		}
	}
	select {
	case <-sessions[4].done:
	case <-time.After(10 * time.Second):
		t.Fatal("the fifth terminal on one connection is still open")
	}
	if got := sessions[4].out.String(); !strings.Contains(got, "Session open refused by peer") || strings.Contains(got, "You are watching.") {
		t.Errorf("the fifth terminal on one connection:\n%s", got)
	}
	for _, s := range sessions[:4] {
		s.cmd.Process.Kill()
	}

	// A terminal that claims 20000 by 20000 cells, in the board view.
	huge := newTerm(t, sock, "huge", "",
		"stty cols 20000 rows 20000; HOME="+dir+" SSH_ASKPASS="+blackCode+" SSH_ASKPASS_REQUIRE=force ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o PubkeyAuthentication=no -p "+c.port+" -t 127.0.0.1 black board")
	host.waitFor("New game.")
	time.Sleep(2 * time.Second) // the board drawn and drawn again
	rss := vmRSSMB(t, findPID(t, "host --no-audio --pgn "+pgn))
	if rss > 300 {
		t.Errorf("the host takes %.0f MB with a board view of 20000 by 20000 cells", rss)
	}
	t.Logf("the host's resident memory with a 20000x20000 board view: %.0f MB", rss)
	huge.kill()

	// A megabyte pasted on one line in the line view.
	line := newTerm(t, sock, "paste", "HOME="+dir+" SSH_ASKPASS="+right+" SSH_ASKPASS_REQUIRE=force",
		"ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o PubkeyAuthentication=no -p "+c.port+" -t 127.0.0.1 watch line")
	line.waitFor("You are watching.")
	paste := filepath.Join(dir, "paste")
	os.WriteFile(paste, []byte(strings.Repeat("Springer Felix drei ", 1<<20/20)), 0o600)
	exec.Command("tmux", "-S", sock, "load-buffer", paste).Run()
	exec.Command("tmux", "-S", sock, "paste-buffer", "-t", "paste").Run()
	line.keys("")
	line.waitFor("That line is too long and was not sent")
	line.keys("clock")
	line.waitFor("This game has no clock")

	// The client that never gave the code was closed within the grace
	// time: the host says when in its log; the client, blocked on its
	// question, finds the connection gone when it answers at last.
	select {
	case <-idleDone:
	case <-time.After(time.Until(idleStart.Add(50 * time.Second))):
		t.Fatalf("the client that never gave the code still runs after 50 s:\n%s", idleOut.String())
	}
	if got := idleOut.String(); strings.Contains(got, "You are watching") || strings.Contains(got, "Permission denied") {
		t.Errorf("the connection was still open when the client answered:\n%s", got)
	}
	logged, _ := os.ReadFile(hostLog)
	closed := regexp.MustCompile(`(\S+) refused 127\.0\.0\.7: no terminal within 30 seconds; disconnected`).FindSubmatch(logged)
	if closed == nil {
		t.Fatalf("host.log does not say the idle client was disconnected:\n%s", logged)
	}
	// 30 s by the host's clock after the client came: its log's seconds
	// are whole (up to 1 s early), and the client comes after its start and
	// key exchange, beside thirty more starting at once (up to 5 s late on
	// a loaded machine; that the host was quicker than the client's answer
	// at 32 s after its question is checked above).
	if at, err := time.Parse(time.RFC3339, string(closed[1])); err != nil || at.Sub(idleStart) < 29*time.Second || at.Sub(idleStart) > 35*time.Second {
		t.Errorf("the idle client was disconnected at %s, %s after it came, want 30 s", closed[1], at.Sub(idleStart))
	} else {
		t.Logf("the client that never gave the code was disconnected after %.0f s", at.Sub(idleStart).Seconds())
	}
	if !strings.Contains(string(logged), "at most 4 terminals on one connection") {
		t.Errorf("host.log does not say why the fifth terminal was refused:\n%s", logged)
	}
}

// waitOutput waits until a client's output holds text.
func waitOutput(t *testing.T, out *lockedBuffer, text string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(out.String(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("never shown: %q\n%s", text, out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// vmRSSMB is a process's resident memory, in MB.
func vmRSSMB(t *testing.T, pid int) float64 {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	t.Fatal("no VmRSS")
	return 0
}
