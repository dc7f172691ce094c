package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/private"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// lichessRun is the anna binary running anna lichess against the fake
// server, its standard input a pipe the test types into and its standard
// output read line by line.
type lichessRun struct {
	t     *testing.T
	cmd   *exec.Cmd
	stdin io.WriteCloser
	home  string

	mu     sync.Mutex
	lines  []string // every line written, in order
	next   int      // the first line expect has not passed
	more   chan struct{}
	exited chan struct{}
	code   int
	stderr strings.Builder
}

var aaron = lichesstest.Player{ID: "aaron", Name: "Aaron", Rating: 1776}

// startLichess runs anna lichess against srv, with the token in
// LICHESS_TOKEN unless env says otherwise.
func startLichess(t *testing.T, srv *lichesstest.Server, env []string, args ...string) *lichessRun {
	t.Helper()
	home := t.TempDir()
	return startLichessIn(t, home, srv, append([]string{"LICHESS_TOKEN=" + srv.Token}, env...), args...)
}

// startLichessIn runs anna lichess in home against srv, or against
// lichess.org when srv is nil.
func startLichessIn(t *testing.T, home string, srv *lichesstest.Server, env []string, args ...string) *lichessRun {
	t.Helper()
	all := append([]string{"lichess", "--no-audio"}, args...)
	if srv != nil { // nil: the real lichess (TestLichessLive)
		all = append([]string{"lichess", "--no-audio", "--lichess-url", srv.URL}, args...)
	}
	cmd := exec.Command(annaBin, all...)
	cmd.Env = append(append(append(os.Environ(), homeEnv(home)...), "LICHESS_TOKEN="), env...)
	r := &lichessRun{t: t, cmd: cmd, home: home, more: make(chan struct{}, 1), exited: make(chan struct{})}
	var err error
	if r.stdin, err = cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = &r.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go r.read(out)
	t.Cleanup(func() {
		r.stdin.Close()
		select {
		case <-r.exited:
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			<-r.exited
		}
		if t.Failed() {
			t.Logf("anna wrote:\n%s\nstandard error:\n%s", strings.Join(r.all(), "\n"), r.stderr.String())
		}
	})
	return r
}

func (r *lichessRun) read(out io.Reader) {
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		r.mu.Lock()
		r.lines = append(r.lines, sc.Text())
		r.mu.Unlock()
		select {
		case r.more <- struct{}{}:
		default:
		}
	}
	err := r.cmd.Wait()
	if ee, ok := err.(*exec.ExitError); ok {
		r.code = ee.ExitCode()
	}
	close(r.exited)
}

func (r *lichessRun) all() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.lines...)
}

// expect waits for a line that holds want, after the lines passed before,
// and returns it.
func (r *lichessRun) expect(want string) string {
	r.t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		r.mu.Lock()
		for i := r.next; i < len(r.lines); i++ {
			if strings.Contains(r.lines[i], want) {
				r.next = i + 1
				line := r.lines[i]
				r.mu.Unlock()
				return line
			}
		}
		r.mu.Unlock()
		select {
		case <-r.more:
		case <-r.exited:
			r.mu.Lock()
			n := len(r.lines)
			r.mu.Unlock()
			if r.next >= n || !r.has(want) {
				r.t.Fatalf("anna ended (status %d) without writing %q", r.code, want)
			}
		case <-deadline:
			r.t.Fatalf("waited 30 s for %q", want)
		}
	}
}

func (r *lichessRun) has(want string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, l := range r.lines[r.next:] {
		if strings.Contains(l, want) {
			return true
		}
	}
	return false
}

// none checks that no line written so far holds what.
func (r *lichessRun) none(what string) {
	r.t.Helper()
	for _, l := range r.all() {
		if strings.Contains(l, what) {
			r.t.Errorf("anna wrote %q", l)
		}
	}
}

// typeLine types a line at anna.
func (r *lichessRun) typeLine(line string) {
	r.t.Helper()
	if _, err := io.WriteString(r.stdin, line+"\n"); err != nil {
		r.t.Fatalf("typing %q: %v", line, err)
	}
}

// wait waits for anna to end and returns its status.
func (r *lichessRun) wait() int {
	r.t.Helper()
	select {
	case <-r.exited:
	case <-time.After(30 * time.Second):
		r.t.Fatal("anna did not end")
	}
	return r.code
}

// TestLichessLogin: login reads the token from standard input, checks it
// with lichess and keeps it readable by its owner only; anna lichess then
// plays with it; logout removes it. The token is never written out.
func TestLichessLogin(t *testing.T) {
	srv := lichesstest.New(t)
	home := t.TempDir()
	run := func(input string, args ...string) (string, string, int) {
		cmd := exec.Command(annaBin, append([]string{"lichess"}, args...)...)
		cmd.Env = append(append(os.Environ(), homeEnv(home)...), "LICHESS_TOKEN=")
		cmd.Stdin = strings.NewReader(input)
		var out, errb strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		return out.String(), errb.String(), code
	}
	out, errs, code := run("lip_wrongToken\n", "login", "--lichess-url", srv.URL)
	if code != 1 || !strings.Contains(errs, "lichess refused the token") || !strings.Contains(errs, "scopes[]=board:play") {
		t.Errorf("a refused token: status %d, %q %q", code, out, errs)
	}
	path := filepath.Join(home, ".config", "anna", "lichess-token")
	if _, err := os.Stat(path); err == nil {
		t.Errorf("a refused token was stored")
	}
	out, errs, code = run("not a token\n", "login", "--lichess-url", srv.URL)
	if code != 1 || !strings.Contains(errs, "not a lichess token") {
		t.Errorf("a line that is no token: status %d, %q", code, errs)
	}
	out, errs, code = run(srv.Token+"\n", "login", "--lichess-url", srv.URL)
	if code != 0 || !strings.Contains(out, "The token of Bobby is stored in "+path) {
		t.Fatalf("login: status %d, %q %q", code, out, errs)
	}
	if strings.Contains(out+errs, srv.Token) {
		t.Errorf("login wrote the token out: %q", out+errs)
	}
	// The owner's alone, by the system's means (mode 0600; on Windows an
	// access list of the user's).
	if err := private.Check(path); err != nil {
		t.Fatalf("the token file: %v", err)
	}
	a := startLichessIn(t, home, srv, nil)
	a.expect("Signed in to lichess as Bobby.")
	a.typeLine("quit")
	if code := a.wait(); code != 0 {
		t.Errorf("quit: status %d", code)
	}
	if strings.Contains(strings.Join(a.all(), "\n")+a.stderr.String(), srv.Token) {
		t.Errorf("anna lichess wrote the token out")
	}
	out, _, code = run("", "logout")
	if code != 0 || !strings.Contains(out, "The lichess token is removed from "+path) {
		t.Errorf("logout: %d %q", code, out)
	}
	out, _, _ = run("", "logout")
	if !strings.Contains(out, "No lichess token is stored.") {
		t.Errorf("logout again: %q", out)
	}
	_, errs, code = run("")
	if code != 1 || !strings.Contains(errs, "needs a lichess token with the board:play scope") {
		t.Errorf("no token: %d %q", code, errs)
	}
}

// TestLichessUnreachable: no network is one clear line.
func TestLichessUnreachable(t *testing.T) {
	t.Setenv("LICHESS_TOKEN", "lip_someToken")
	_, errs, code := runAnna(t, "", "lichess", "--lichess-url", "http://127.0.0.1:1")
	if code != 1 || !strings.Contains(errs, "lichess cannot be reached") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("status %d, %q", code, errs)
	}
}
