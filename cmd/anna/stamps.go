package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"time"
)

// stampsEnv, set to anything, has anna begin every line it writes to a
// pipe with its own monotonic time, in seconds: "@1.234567 New game. ...".
// It is for tests: a test that times anna (a flag fall, the clock's
// countdown) reads anna's own times from the lines, not when it read them
// itself, which on a loaded machine is late by however long the test
// waited for a core.
const stampsEnv = "ANNA_TEST_STAMPS"

// stamper writes lines, each begun with the time it was written, as the
// monotonic clock the chess clock reads counts it.
type stamper struct {
	mu   sync.Mutex
	w    io.Writer
	now  monotonic
	open bool // a line is begun and not yet ended
}

func (s *stamper) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	stamp := "@" + strconv.FormatFloat(s.now.Now().Seconds(), 'f', 6, 64) + " "
	var b []byte
	for rest := p; len(rest) > 0; {
		if !s.open {
			b = append(b, stamp...)
		}
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			b, s.open = append(b, rest...), true
			break
		}
		b, s.open, rest = append(b, rest[:i+1]...), false, rest[i+1:]
	}
	if _, err := s.w.Write(b); err != nil {
		return 0, err
	}
	return len(p), nil
}

// stallsEnv names a file where anna, for tests, writes the moments its
// process was not run (stamps on the same clock as stampsEnv's): a test
// that wants anna's line within a bound after a moment (a flag falling)
// tells anna's own lateness from a machine that gave it no core. Set with
// stampsEnv only.
const stallsEnv = "ANNA_TEST_STALLS"

// stallTick is how often the stall watcher wakes; a wake-up later than
// stallAtLeast after it was due is a stall.
const (
	stallTick    = 5 * time.Millisecond
	stallAtLeast = 20 * time.Millisecond
)

// watchStalls, when path is set, writes to it a line for every stall of
// anna's process: "FROM TO", the monotonic seconds between which a
// goroutine that does nothing but sleep stallTick could not run. Nothing
// else of anna's holds it back: it takes no lock and waits on nothing but
// its timer, so its late wake-up is the machine's (the process waited for
// a core; under two busy loops at load 20, 200 ms and more) or the Go
// runtime's (a collection's stop, all of anna's threads busy: each at most
// its 10 ms time slice).
func watchStalls(path string, now monotonic) {
	if path == "" {
		return
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return
	}
	go func() {
		for {
			due := now.Now() + stallTick
			time.Sleep(stallTick)
			if woke := now.Now(); woke-due >= stallAtLeast {
				fmt.Fprintf(f, "%.6f %.6f\n", due.Seconds(), woke.Seconds())
			}
		}
	}()
}
