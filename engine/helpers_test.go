package engine

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/internal/fakeuci"
)

// TestMain turns this test binary into the fake engine when it is started
// as one (fakeuci.Env set); the tests start it so.
func TestMain(m *testing.M) {
	fakeuci.Main()
	// Faults are found sooner in tests than at the board.
	uci.DefaultTimeouts.PingAfter, uci.DefaultTimeouts.PingTimeout, uci.DefaultTimeouts.Stop = 200*time.Millisecond, 600*time.Millisecond, 2*time.Second
	os.Exit(m.Run())
}

// fake returns the fake engine's program, set up by spec (see fakeuci.Env)
// for the processes the test starts.
func fake(t testing.TB, spec string) string {
	t.Helper()
	t.Setenv(fakeuci.Env, spec)
	return os.Args[0]
}

// fakeLog is a file the fake engine writes every command it reads to, and
// the spec setting that names it.
func fakeLog(t testing.TB) (path, setting string) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "commands.log")
	return path, "log=" + path
}

// commands reads what the fake engine was told.
func commands(t testing.TB, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}

// commandsOnceTold reads what the fake engine was told once its last
// command beginning with prefix is want, or after 10 s (the test then
// says what it was told). uci.Process's ready may take the readyok of an
// earlier ping ("isready" while a search said nothing for PingAfter,
// answered after its best move) for its own, and return before the
// engine has read what was sent before it: the fake engine logs each
// command when it reads it, in a process of its own, which a loaded
// machine may run later.
func commandsOnceTold(t testing.TB, path, prefix, want string) []string {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		cmds := commands(t, path)
		if lastTold(cmds, prefix) == want || time.Now().After(deadline) {
			return cmds
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// lastTold is the last of cmds beginning with prefix, or "".
func lastTold(cmds []string, prefix string) string {
	for i := len(cmds) - 1; i >= 0; i-- {
		if strings.HasPrefix(cmds[i], prefix) {
			return cmds[i]
		}
	}
	return ""
}

// stockfish is the real engine, or the test is skipped saying how to get it.
func stockfish(t testing.TB) string {
	t.Helper()
	path, err := uci.Find("stockfish")
	if err != nil {
		t.Skip("stockfish is not installed (apt-get install stockfish; scripts/test installs it as root)")
	}
	if _, err := exec.LookPath(path); err != nil {
		t.Skip("stockfish cannot be run: ", err)
	}
	return path
}

// start starts an engine for the test and closes it at the end.
func start(t *testing.T, path string) *uci.Process {
	t.Helper()
	p, err := uci.Start(path, nil)
	if err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// waitCommand waits until the fake engine has been told a line starting
// with prefix.
func waitCommand(t testing.TB, path, prefix string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second) // a bound for a test that fails
	for {
		for _, c := range commands(t, path) {
			if strings.HasPrefix(c, prefix) {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the engine was never told %q: %q", prefix, commands(t, path))
		}
		time.Sleep(10 * time.Millisecond)
	}
}
