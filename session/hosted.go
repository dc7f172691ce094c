package session

import (
	"encoding/json"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// A hosted match keeps, with its state, what its host needs to serve it
// again after a crash (the command line, the seats' join codes and keys):
// the session keeps it as it is given, and writes it with every save. It
// says, when the match is set up again, how long no host ran it.

// SetHosted sets what the host keeps with the match; the next save
// writes it. nil keeps nothing.
func (s *Session) SetHosted(h json.RawMessage) { s.hosted = h }

// lastSave is when the match's state was last written before it was set up
// again, and whose clock ran then (NoColor: none, or paused).
type lastSave struct {
	at      time.Time
	running rules.Color
}

// TableDown says how long the table was down: from lastSeen, the last
// moment its last host was known to run (it touches its lock file every
// few seconds; never before the save), to now. The clocks stand as they
// were saved (no time runs while no host runs); when a clock ran after
// the last save, what it ran then is not counted, and the arbiter hears
// how long that was. Said to everybody, and kept for the seats away.
func (s *Session) TableDown(lastSeen, now time.Time) []Output {
	if s.lastSaved.at.IsZero() {
		return nil
	}
	if lastSeen.Before(s.lastSaved.at) {
		lastSeen = s.lastSaved.at
	}
	down := now.Sub(lastSeen).Round(time.Second)
	if down < 0 {
		down = 0
	}
	uncounted := time.Duration(0)
	if s.lastSaved.running != rules.NoColor {
		uncounted = lastSeen.Sub(s.lastSaved.at).Round(time.Second)
	}
	return []Output{s.announced(keyTableDown.With(words.Duration(down), words.Duration(uncounted), words.Colour(s.lastSaved.running)))}
}

// Unheard is what a seat missed of the moves, when it joins a host that
// started again (or forgot its stream) and heard heard plies of the
// scoresheet before: the moves after them, up to upTo plies (those after
// it the table says as "While you were away"; -1: all), as each was
// announced; nil when it heard them all; the last moves as last says
// them when it heard more than there are (a correction took some back).
func (s *Session) Unheard(seat Seat, heard, upTo int) []Event {
	plies := s.seen(seat)
	if upTo >= 0 && upTo < len(plies) {
		plies = plies[:upTo]
	}
	return movesAfter(plies, heard)
}

// Seen is how many plies of the scoresheet a seat's terminal shows now.
func (s *Session) Seen(seat Seat) int { return len(s.seen(seat)) }

// seen is the scoresheet a seat's terminal shows.
func (s *Session) seen(seat Seat) []rules.Ply {
	return s.view(&typedLine{seat: seat, roles: seat.Roles(), book: s.book}).Plies()
}

// movesAfter is the moves of plies after the first heard, each as it was
// announced; the last moves as last says them when heard is not one of
// the scoresheet's counts (unknown, or past its end).
func movesAfter(plies []rules.Ply, heard int) []Event {
	switch {
	case len(plies) == 0 || heard == len(plies):
		return nil
	case heard < 0 || heard > len(plies):
		return []Event{keyLastMoves.With(words.Plies(plies))}
	}
	var out []Event
	for _, p := range plies[heard:] {
		out = append(out, keyMove.With(words.Ply(p)))
	}
	return out
}

// Closing is what everybody at the table hears when its host closes it on
// purpose (its player quit): why, and how the game stands: its result, or
// whose move it is and the clocks, to go on when the host serves the
// match again.
func (s *Session) Closing() []Output {
	o := s.match.Outcome()
	out := []Output{say(keyHostEnded.With(words.Flag(o.Over())))}
	if o.Over() {
		return append(out, say(keyOutcome.With(words.Outcome(o))))
	}
	g := s.match.Sheet(s.match.Turn())
	out = append(out, say(keyPrompt.With(words.Number(g.MoveNumber()), words.Colour(g.Turn()))))
	if s.clock != nil {
		out = append(out, say(s.clockBoth()))
	}
	return out
}

// The events said here.
var (
	keyTableDown = words.Declare("table-down", words.DurationKind, words.DurationKind, words.ColourKind)
	keyHostEnded = words.Declare("host-ended", words.FlagKind)
)
