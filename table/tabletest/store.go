// Package tabletest holds what the tests of the table and of its users
// share: a store that keeps every save in memory.
package tabletest

import (
	"sync"

	"github.com/anna-chess/anna/session"
)

// Store keeps every version saved, in order; it is safe for concurrent
// use (the table saves on its own goroutine).
type Store struct {
	Fail error // when set, every save fails with it (a full disk)

	mu    sync.Mutex
	saves []session.Documents
}

// Save keeps d, or fails with Fail.
func (s *Store) Save(v int, d session.Documents) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Fail != nil {
		return s.Fail
	}
	s.saves = append(s.saves, d)
	return nil
}

// Where names the scoresheet as the players are told it.
func (s *Store) Where() string { return "/games/test.pgn" }

// Last is the latest version saved (empty before the first).
func (s *Store) Last() session.Documents {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.saves) == 0 {
		return session.Documents{}
	}
	return s.saves[len(s.saves)-1]
}

// Count is how many versions were saved.
func (s *Store) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.saves)
}
