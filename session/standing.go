package session

import (
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Standing is where the game stands, for a seat that missed more than can
// be said again (anna join back after a long gap, or at a host started
// again): that it missed too much, the position as "position" says it,
// the last moves as "last" says them, the clocks as "clock" says them,
// and who is to move, or the result. Its prompt follows as always.
func (s *Session) Standing(seat Seat) []Event {
	in := &typedLine{seat: seat, roles: seat.Roles(), book: s.book}
	g := s.view(in)
	out := []Event{
		keyJoinMissedTooMuch.Event(),
		keyWhere.With(words.Colour(rules.NoColor), words.Placeds(rules.Pieces(g.Board(), rules.NoColor, rules.NoPieceType))),
		keyLastMoves.With(words.Plies(g.Plies())),
	}
	if s.clock != nil {
		out = append(out, s.clockBoth())
	}
	if o := s.match.Outcome(); o.Over() {
		return append(out, keyOutcome.With(words.Outcome(o)))
	}
	return append(out, keyIsToMove.With(words.Colour(s.match.Turn())))
}

// The events said here.
var (
	keyJoinMissedTooMuch = words.Declare("join-missed-too-much")
)
