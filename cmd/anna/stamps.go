package main

import (
	"bytes"
	"io"
	"strconv"
	"sync"
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
