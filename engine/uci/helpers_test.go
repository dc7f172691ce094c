package uci

import (
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/fakeuci"
)

// TestMain turns this test binary into the fake engine when it is started
// as one (fakeuci.Env set); the tests start it so.
func TestMain(m *testing.M) {
	fakeuci.Main()
	// Faults are found sooner in tests than at the board.
	DefaultTimeouts.PingAfter, DefaultTimeouts.PingTimeout, DefaultTimeouts.Stop = 200*time.Millisecond, 600*time.Millisecond, 2*time.Second
	os.Exit(m.Run())
}

// fake returns the fake engine's program, set up by spec (see fakeuci.Env)
// for the processes the test starts.
func fake(t testing.TB, spec string) string {
	t.Helper()
	t.Setenv(fakeuci.Env, spec)
	return os.Args[0]
}

// stockfish is the real engine, or the test is skipped saying how to get it.
func stockfish(t testing.TB) string {
	t.Helper()
	path, err := Find(DefaultCommand)
	if err != nil {
		t.Skip("stockfish is not installed (apt-get install stockfish; scripts/test installs it as root)")
	}
	if _, err := exec.LookPath(path); err != nil {
		t.Skip("stockfish cannot be run: ", err)
	}
	return path
}

// start starts an engine for the test and closes it at the end.
func start(t *testing.T, path string) *Process {
	t.Helper()
	p, err := Start(path, nil)
	if err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}
