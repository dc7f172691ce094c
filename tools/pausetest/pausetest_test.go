//go:build linux

package main

import (
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"
)

// childEnv runs this test binary as the child to be stopped: for a while
// it notes the longest gap between its 1 ms sleeps, and prints it.
const childEnv = "PAUSETEST_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		var longest time.Duration
		for last, end := time.Now(), time.Now().Add(1500*time.Millisecond); last.Before(end); {
			time.Sleep(time.Millisecond)
			now := time.Now()
			longest, last = max(longest, now.Sub(last)), now
		}
		fmt.Println(longest.Milliseconds())
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestStopsTestBinaries: a test binary under the command is stopped for
// as long as the pauses last; another program is not.
func TestStopsTestBinaries(t *testing.T) {
	other := exec.Command("sleep", "5")
	if err := other.Start(); err != nil {
		t.Skip("no sleep:", err)
	}
	defer other.Process.Kill()
	if got := testBinaries(other.Process.Pid); len(got) != 0 {
		t.Errorf("sleep is taken for a test binary: %v", got)
	}

	child := exec.Command(os.Args[0])
	child.Env = append(os.Environ(), childEnv+"=1")
	var out strings.Builder
	child.Stdout = &out
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	if got := testBinaries(child.Process.Pid); !slices.Equal(got, []int{child.Process.Pid}) {
		t.Errorf("the test binary %d is not found: got %v", child.Process.Pid, got)
	}
	done := make(chan error, 1)
	go func() { done <- child.Wait() }()
	p := pauser{root: child.Process.Pid, every: 200 * time.Millisecond, pause: 200 * time.Millisecond}
	if err := p.run(done); err != nil {
		t.Fatal(err)
	}
	var longest int
	fmt.Sscan(out.String(), &longest)
	if p.count < 2 || longest < 100 {
		t.Errorf("%d pauses, the longest %v; the child's longest gap %d ms: want two pauses or more, a gap of 100 ms or more", p.count, p.longest, longest)
	}
}
