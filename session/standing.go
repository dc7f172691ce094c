package session

import (
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
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
		ev(speech.Phrasebook.JoinMissedTooMuch),
		ev2(speech.Phrasebook.Where, rules.NoColor, rules.Pieces(g.Board(), rules.NoColor, rules.NoPieceType)),
		ev1(speech.Phrasebook.LastMoves, g.Plies()),
	}
	if s.clock != nil {
		out = append(out, ev4(speech.Phrasebook.ClockBoth, s.clock.Read(), s.clock.Moves(rules.White), s.clock.MovesToControl(s.match.Turn()), s.clock.Paused()))
	}
	if o := s.match.Outcome(); o.Over() {
		return append(out, ev1(speech.Phrasebook.Outcome, o))
	}
	return append(out, ev1(speech.Phrasebook.IsToMove, s.match.Turn()))
}
