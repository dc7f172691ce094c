package main

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/corentings/chess/v2"

	"github.com/anna-chess/anna/host"
)

// window is one terminal window in tmux, running a command.
type window struct {
	t    *testing.T
	sock string
	name string
}

func newTerm(t *testing.T, sock, name, env, command string) *window {
	t.Helper()
	tm := &window{t: t, sock: sock, name: name}
	out, err := exec.Command("tmux", "-S", sock, "new-session", "-d", "-s", name, "-x", "100", "-y", "30",
		// EXITED at the start of a line of its own: anna killed with -9
		// leaves the terminal raw (a line feed is no carriage return), and
		// "EXITED" written where bash's "Killed" line ended was cut in two
		// by the wrap at the window's edge ("E", then "XITED 137").
		env+" "+command+"; printf '\\r\\nEXITED %d\\r\\n' $?; sleep 300").CombinedOutput()
	if err != nil {
		t.Fatalf("tmux: %v %s", err, out)
	}
	return tm
}

func (tm *window) screen() string {
	out, _ := exec.Command("tmux", "-S", tm.sock, "capture-pane", "-p", "-t", tm.name).Output()
	return string(out)
}

func (tm *window) keys(line string) {
	exec.Command("tmux", "-S", tm.sock, "send-keys", "-t", tm.name, "-l", line).Run()
	exec.Command("tmux", "-S", tm.sock, "send-keys", "-t", tm.name, "Enter").Run()
}

func (tm *window) waitFor(text string) string {
	tm.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		s := tm.screen()
		if strings.Contains(s, text) {
			return s
		}
		if time.Now().After(deadline) {
			tm.t.Fatalf("%s never showed %q:\n%s", tm.name, text, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (tm *window) kill() { exec.Command("tmux", "-S", tm.sock, "kill-session", "-t", tm.name).Run() }

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// hostCodes types codes at the host's terminal, which shows no join code
// unasked, and returns its screen once it shows them.
func hostCodes(host *window) string {
	host.t.Helper()
	host.waitFor("Type codes for the join codes.")
	host.keys("codes")
	return host.waitFor("Join code for spectators:")
}

// codeOf finds a seat's join code ("Black", "spectators", "the assistant")
// on the host's screen, where codes said it in words ("Felix drei ..."),
// as it is typed: felix-drei-...
func codeOf(t *testing.T, screen, seat string) string {
	t.Helper()
	m := regexp.MustCompile(`Join code for ` + seat + `: ([A-Za-z]+(?: [A-Za-z]+){7})\.`).FindStringSubmatch(screen)
	if m == nil {
		t.Fatalf("no join code for %s on the host's screen:\n%s", seat, screen)
	}
	return strings.ToLower(strings.ReplaceAll(m[1], " ", "-"))
}

// arbiterCodePath is where the host keeps the arbiter's join code (the
// tests name their windows host).
var arbiterCodePath = host.ArbiterCodePath

// arbiterCode is the arbiter's join code, which the host keeps in a file
// beside the scoresheet that only its user may read.
func arbiterCode(t *testing.T, pgn string) string {
	t.Helper()
	path := arbiterCodePath(pgn)
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		data, err := os.ReadFile(path)
		if err == nil && len(data) > 0 {
			if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
				t.Errorf("%s is %v, not only its owner's", path, st.Mode().Perm())
			}
			return strings.TrimSpace(string(data))
		}
		if time.Now().After(deadline) {
			t.Fatalf("no arbiter's code in %s: %v", path, err)
		}
	}
}

// sshMatch readies a match over real SSH: tmux and OpenSSH's client (the
// test is skipped without them), a folder that is the host's home, the
// tmux socket, a free port, the PGN's path, and the host's environment.
func sshMatch(t *testing.T) (dir, sock string, port int, pgn, env string) {
	t.Helper()
	for _, tool := range []string{"tmux", "ssh"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (scripts/test installs it)", tool)
		}
	}
	dir = t.TempDir()
	sock = filepath.Join(dir, "tmux.sock")
	t.Cleanup(func() { killTmux(sock, dir) })
	env = "HOME=" + dir + " XDG_CONFIG_HOME=" + dir + "/config XDG_DATA_HOME=" + dir + "/data XDG_STATE_HOME=" + dir + "/state"
	return dir, sock, freePort(t), filepath.Join(dir, "match.pgn"), env
}

// TestHostWithOpenSSH plays a match over real SSH: the host's line view
// against a board view, with a spectator, a wrong join code, a dropped
// connection, and the host killed with kill -9 and resumed. The PGN must
// replay in the chess library, with every completed move.
func TestHostWithOpenSSH(t *testing.T) {
	_, sock, port, pgn, env := sshMatch(t)
	hostCmd := fmt.Sprintf("%s host --no-audio --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port)
	ssh := fmt.Sprintf("ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -p %d 127.0.0.1", port)

	host := newTerm(t, sock, "host", env, hostCmd)
	screen := hostCodes(host)
	code, watchCode := codeOf(t, screen, "Black"), codeOf(t, screen, "spectators")
	host.waitFor("Waiting for Black:") // the game starts when both players are seated

	// Black joins at the board view, after one wrong code.
	black := newTerm(t, sock, "black", "", ssh+" -t black")
	black.waitFor("Join code:")
	black.keys("anna-eins-anna-eins")
	host.waitFor("A login from 127.0.0.1 was refused: wrong join code.")
	black.waitFor("Join code:")
	black.keys(code)
	black.waitFor("View (line or board):") // no SSH key: the lobby asks
	black.keys("board")
	black.waitFor("Announcements")
	host.waitFor("New game. 1. White to move")

	// A spectator in the line view.
	watcher := newTerm(t, sock, "watcher", "", ssh+" -t watch line")
	watcher.waitFor("Join code:")
	watcher.keys(watchCode)
	watcher.waitFor("You are watching.")

	play := func(mover *window, typed, said string) {
		t.Helper()
		mover.keys(typed)
		host.waitFor(said)
		watcher.waitFor(said)
	}
	play(host, "Bauer Eva vier", "Bauer Eva vier")
	black.waitFor("Bauer Eva vier")
	play(black, "e5", "Bauer Eva fuenf")
	play(host, "Springer Felix drei", "Springer Felix drei")
	watcher.keys("e6")
	watcher.waitFor("Spectators may ask about the game, but not play.")
	watcher.keys("faster") // an SSH terminal has no voice of anna's: its screen reader's
	watcher.waitFor("anna does not speak here: your screen reader sets rate and volume.")

	// Black's connection drops; the game goes on; Black comes back.
	black.kill()
	host.waitFor("Black has left the game.")
	host.keys("draw")
	host.waitFor("Do you really offer a draw?") // the host's terminal asks (--confirm)
	host.keys("yes")
	host.waitFor("White offers a draw.")
	black = newTerm(t, sock, "black2", "", ssh+" -t black line")
	black.waitFor("Join code:")
	black.keys(code)
	black.waitFor("While you were away:")
	host.waitFor("Black is back.")
	play(black, "Springer Cesar sechs", "Springer Cesar sechs")

	// The host dies without warning and is resumed.
	pid := findPID(t, "host --no-audio --pgn "+pgn)
	if p, err := os.FindProcess(pid); err == nil {
		p.Kill() // SIGKILL: no warning, no saving
	}
	host.waitFor("EXITED")
	host.kill()
	data, _ := os.ReadFile(pgn)
	if !strings.Contains(string(data), "1. e4 e5 2. Nf3 {(=)} 2... Nc6") {
		t.Fatalf("after kill -9 the scoresheet lacks completed moves:\n%s", data)
	}
	host = newTerm(t, sock, "host2", env, hostCmd+" --resume")
	code = codeOf(t, hostCodes(host), "Black")
	host.waitFor("The match is restored. Waiting for Black:")
	black.waitFor("EXITED") // the old server is gone
	black = newTerm(t, sock, "black3", "", ssh+" -t black")
	black.waitFor("Join code:")
	black.keys(code)
	black.waitFor("View (line or board):")
	black.keys("board")
	black.waitFor("Announcements")
	host.waitFor("The match is resumed. 3. White to move")
	host.keys("Laeufer Bella fuenf")
	black.waitFor("Laeufer Bella fuenf")
	black.keys("a6")
	host.waitFor("Bauer Anna sechs")
	host.keys("quit")
	host.waitFor("EXITED 0")

	data, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	g, err := chess.NewScanner(bytes.NewReader(data)).ParseNext()
	if err != nil {
		t.Fatalf("the PGN does not parse: %v\n%s", err, data)
	}
	want := "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
	if got := g.Position().String(); got != want {
		t.Errorf("the PGN replays to %s, want %s\n%s", got, want, data)
	}
}

// findPID finds the process whose command line contains text.
func findPID(t *testing.T, text string) int {
	t.Helper()
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		var pid int
		if _, err := fmt.Sscanf(e.Name(), "%d", &pid); err != nil {
			continue
		}
		cmd, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		args := strings.Split(string(cmd), "\x00")
		if err == nil && args[0] == annaBin && strings.Contains(strings.Join(args, " "), text) {
			return pid
		}
	}
	t.Fatalf("no process running %q", text)
	return 0
}

// killTmux ends the tmux server at sock and waits (10 s at most) until no
// program started in dir is left: the programs in the panes save their
// games as the hangup ends them, and the folder's removal must not race
// with a save ("directory not empty").
func killTmux(sock, dir string) {
	exec.Command("tmux", "-S", sock, "kill-server").Run()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline) && runningIn(dir); {
		time.Sleep(20 * time.Millisecond)
	}
}

// runningIn reports whether a process other than this one names dir on
// its command line or works in it (a program a test started with its
// files there).
func runningIn(dir string) bool {
	procs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	self := fmt.Sprintf("/proc/%d/cmdline", os.Getpid())
	for _, p := range procs {
		if p == self {
			continue
		}
		if b, err := os.ReadFile(p); err == nil && strings.Contains(string(b), dir) {
			return true
		}
		if cwd, err := os.Readlink(strings.TrimSuffix(p, "cmdline") + "cwd"); err == nil && strings.HasPrefix(cwd, dir) {
			return true
		}
	}
	return false
}
