// Command pausetest runs a command, usually go test, and while it runs
// stops its test binaries now and then for a moment (SIGSTOP, then
// SIGCONT), as a loaded machine deschedules a test's reader: the programs
// the test drives (anna, tmux, fenrir, sshd) run on meanwhile. A test that
// times anna from when it itself read a line fails under it; one that
// measures anna's own times holds.
//
//	go run ./tools/pausetest -- go test -count=3 -run 'RealTime' ./cmd/anna/
//	go run ./tools/pausetest -every 300ms -pause 200ms -- ./anna.test -test.run Clock
//
// A test binary is a process whose executable's name ends in ".test": the
// command itself, or any process under it (go test runs pkg.test as its
// child). At the end it says how often and how long it stopped them, and
// exits with the command's status.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

func main() {
	every := flag.Duration("every", 400*time.Millisecond, "the mean time between pauses (each gap is drawn between half and one and a half times it)")
	pause := flag.Duration("pause", 150*time.Millisecond, "the mean length of a pause (drawn the same way)")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: pausetest [-every D] [-pause D] -- command [args...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 || *every <= 0 || *pause <= 0 {
		flag.Usage()
		os.Exit(2)
	}
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "pausetest:", err)
		os.Exit(1)
	}
	// An interrupt goes to the command (it is in our process group anyway);
	// we only make sure nothing is left stopped.
	signal.Ignore(os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	p := pauser{root: cmd.Process.Pid, every: *every, pause: *pause}
	err := p.run(done)
	fmt.Fprintf(os.Stderr, "pausetest: stopped the test binaries %d times, %.1f s in all (the longest %v)\n",
		p.count, p.total.Seconds(), p.longest.Round(time.Millisecond))
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			os.Exit(max(1, ee.ExitCode()))
		}
		fmt.Fprintln(os.Stderr, "pausetest:", err)
		os.Exit(1)
	}
}

// pauser stops the test binaries under root now and then.
type pauser struct {
	root         int
	every, pause time.Duration

	count          int
	total, longest time.Duration
}

// around is d drawn between half and one and a half times itself.
func around(d time.Duration) time.Duration { return d/2 + rand.N(d) }

// run pauses until done says the command ended, and returns its error.
func (p *pauser) run(done <-chan error) error {
	for {
		select {
		case err := <-done:
			return err
		case <-time.After(around(p.every)):
		}
		pids := testBinaries(p.root)
		if len(pids) == 0 {
			continue
		}
		stop(pids)
		began := time.Now()
		time.Sleep(around(p.pause))
		// Every process stopped gets its SIGCONT, even one whose command
		// has just ended: nothing is left stopped.
		cont(pids)
		took := time.Since(began)
		p.count++
		p.total += took
		p.longest = max(p.longest, took)
	}
}

// isTestBinary says whether an executable's path names a test binary.
func isTestBinary(exe string) bool {
	return strings.HasSuffix(strings.TrimSuffix(exe, " (deleted)"), ".test")
}
