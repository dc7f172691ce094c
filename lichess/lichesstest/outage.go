package lichesstest

import (
	"net/http"
	"time"
)

// An outage: lichess cannot be reached at all, as when the player's
// network is down. No answer of the spec's is given: every connection is
// dropped as it comes (the client sees the connection fail, as it does
// when the network is gone). The streams open are cut (cut: the network
// said so), or fall silent until Up (nothing came back: no keep-alive,
// no message, as a network that drops everything; the client knows it
// only when a request fails, or the stream has been silent too long).
// The game goes on meanwhile: the opponent may move, offer, resign.

// Down makes lichess unreachable until Up.
func (s *Server) Down(cut bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.down = true
	s.changedLocked()
	if !cut {
		return
	}
	if s.events != nil {
		s.events.cut()
		s.events = nil
	}
	for _, g := range s.games {
		for _, c := range g.streams {
			c.cut()
		}
		g.streams = nil
	}
	for _, sk := range s.seeks {
		sk.conn.cut()
	}
	s.changedLocked()
}

// Up ends the outage.
func (s *Server) Up() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.down = false
	s.changedLocked()
}

func (s *Server) isDown() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.down
}

// dropped reports whether a request came during an outage; if so, its
// connection is dropped unanswered.
func (s *Server) dropped(w http.ResponseWriter) bool {
	s.mu.Lock()
	down := s.down
	s.mu.Unlock()
	if !down {
		return false
	}
	if hj, ok := w.(http.Hijacker); ok {
		if nc, _, err := hj.Hijack(); err == nil {
			nc.Close()
			return true
		}
	}
	panic(http.ErrAbortHandler) // the server drops the connection
}

// Tries are the attempts to reach path during outages: when each came,
// for the test to measure the waits between them. Requests less than
// once apart are one attempt: Go's HTTP client sends a GET again at once
// when the kept-alive connection it took proves dropped.
func (s *Server) Tries(path string) []time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.triesLocked(path)
}

// once: requests closer than this are one attempt.
const once = 250 * time.Millisecond

func (s *Server) triesLocked(path string) []time.Time {
	var at []time.Time
	for _, r := range s.requests {
		if r.Path == path && r.Status == 0 && (len(at) == 0 || r.At.Sub(at[len(at)-1]) >= once) {
			at = append(at, r.At)
		}
	}
	return at
}

// WaitTries waits until n attempts to reach path have come during
// outages.
func (s *Server) WaitTries(path string, n int, timeout time.Duration) {
	s.t.Helper()
	s.WaitFor("tries during the outage", timeout, func() bool { return len(s.triesLocked(path)) >= n })
}
