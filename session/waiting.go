package session

import "github.com/anna-chess/anna/words"

// A hosted match starts when both players are at the table: that is the
// time determined for the start of the game (6.6), and no player's clock
// runs while the opponent is still connecting. Until then the session
// answers questions only.

// Await holds the game until the players' seats named are taken; it
// announces whom the table waits for. Start ends the wait.
func (s *Session) Await(missing []Seat) []Output {
	s.awaiting = nil
	for _, seat := range missing {
		s.awaiting = append(s.awaiting, seat.String())
	}
	if len(s.awaiting) == 0 {
		return nil
	}
	return []Output{s.announced(keyWaitingFor.With(words.Texts(s.awaiting), words.Flag(s.resumed)))}
}

// awaitingPlayers reports whether the game waits for its players.
func (s *Session) awaitingPlayers() bool { return len(s.awaiting) > 0 }

// awaitingLine answers a line typed before the game has started: questions
// and quit pass; moves and everything else wait for the players.
func (s *Session) awaitingLine(in *typedLine, line string) ([]Output, bool) {
	if !s.awaitingPlayers() {
		return nil, false
	}
	if asks(line) || quits(line) {
		return nil, false
	}
	return []Output{s.said(in, keyNotStarted.With(words.Texts(s.awaiting)))}, true
}

// waitingPrompt is the prompt while the game waits for its players.
func (s *Session) waitingPrompt() (Event, bool) {
	if !s.awaitingPlayers() {
		return Event{}, false
	}
	return keyWaitingPrompt.With(words.Texts(s.awaiting)), true
}

// The events said here.
var (
	keyNotStarted    = words.Declare("not-started", words.ListOf(words.TextKind))
	keyWaitingFor    = words.Declare("waiting-for", words.ListOf(words.TextKind), words.FlagKind)
	keyWaitingPrompt = words.Declare("waiting-prompt", words.ListOf(words.TextKind))
)
