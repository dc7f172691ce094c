package host

import (
	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/session"
)

// SeatNamed reads --seat ("": none named).
func SeatNamed(name string) (session.Seat, error) {
	if name == "" {
		return session.NoSeat, nil
	}
	seat, ok := session.ParseSeat(name)
	if !ok || seat == session.NoSeat {
		return session.NoSeat, cliline.Of(&cliline.Refusal{Name: "seat", Value: name, Reason: cliline.Choose("white", "black", "assistant", "arbiter", "watch")})
	}
	return seat, nil
}

// TerminalSeat is this terminal's seat: --seat, or the engine's
// opponent's (when an engine plays), or the blind player's, or White's.
// --seat may not name the engine's own seat.
func (m Match) TerminalSeat() (session.Seat, error) {
	if m.SeatName == "" && m.Engine != session.NoSeat {
		return m.Engine, nil
	}
	if m.SeatName != "" {
		seat, err := SeatNamed(m.SeatName)
		if err != nil {
			return session.NoSeat, err
		}
		if m.Engine != session.NoSeat && (seat == session.WhiteSeat || seat == session.BlackSeat) && seat != m.Engine {
			return session.NoSeat, cliline.Anna(cliSeatEngine, m.SeatName, seat.String(), cliline.Or{m.Engine.String(), "assistant", "watch"})
		}
		return seat, nil
	}
	if m.BlindBlack {
		return session.BlackSeat, nil
	}
	return session.WhiteSeat, nil
}
