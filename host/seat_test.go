package host

import (
	"testing"

	"github.com/anna-chess/anna/session"
)

// TestTerminalSeat: the host's terminal sits where --seat says, or at the
// engine's opponent's seat, or Black's when Black alone is blind; --seat
// may not name a seat that is not one, nor the engine's own.
func TestTerminalSeat(t *testing.T) {
	for _, c := range []struct {
		seat    string
		blind   bool         // --blind black
		engine  session.Seat // the engine's opponent; NoSeat: no engine
		want    session.Seat
		wantErr string
	}{
		{"", false, session.NoSeat, session.WhiteSeat, ""},
		{"", true, session.NoSeat, session.BlackSeat, ""},
		{"white", true, session.NoSeat, session.WhiteSeat, ""},
		{"black", false, session.NoSeat, session.BlackSeat, ""},
		{"", false, session.BlackSeat, session.BlackSeat, ""},
		{"watch", false, session.BlackSeat, session.SpectatorSeat, ""},
		{"black", false, session.BlackSeat, session.BlackSeat, ""},
		{"white", false, session.BlackSeat, session.NoSeat, "anna: --seat white: the engine plays white; choose black, assistant or watch"},
		{"table", false, session.NoSeat, session.NoSeat, `anna: --seat "table": choose white, black, assistant, arbiter or watch`},
	} {
		got, err := Match{SeatName: c.seat, BlindBlack: c.blind, Engine: c.engine}.TerminalSeat()
		var gotErr string
		if err != nil {
			gotErr = err.Error()
		}
		if got != c.want || gotErr != c.wantErr {
			t.Errorf("--seat %q, --blind black %v, engine's opponent %s: got %s, %q; want %s, %q", c.seat, c.blind, c.engine, got, gotErr, c.want, c.wantErr)
		}
	}
}
