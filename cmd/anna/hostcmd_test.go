package main

import (
	"testing"

	"github.com/anna-chess/anna/session"
)

// TestLocalSeat: the host's terminal sits where --seat says, or at the
// engine's opponent's seat; --seat may not name a seat that is not one, nor
// the engine's own.
func TestLocalSeat(t *testing.T) {
	for _, c := range []struct {
		seat    string
		engine  session.Seat // the engine's opponent; NoSeat: no engine
		want    session.Seat
		wantErr string
	}{
		{"", session.NoSeat, session.WhiteSeat, ""},
		{"black", session.NoSeat, session.BlackSeat, ""},
		{"", session.BlackSeat, session.BlackSeat, ""},
		{"watch", session.BlackSeat, session.SpectatorSeat, ""},
		{"black", session.BlackSeat, session.BlackSeat, ""},
		{"white", session.BlackSeat, session.NoSeat, "anna: --seat white: the engine plays white; choose black, assistant or watch"},
		{"table", session.NoSeat, session.NoSeat, `anna: --seat "table": choose white, black, assistant, arbiter or watch`},
	} {
		got, err := localSeat(options{seat: c.seat}, c.engine)
		var gotErr string
		if err != nil {
			gotErr = err.Error()
		}
		if got != c.want || gotErr != c.wantErr {
			t.Errorf("--seat %q, engine's opponent %s: got %s, %q; want %s, %q", c.seat, c.engine, got, gotErr, c.want, c.wantErr)
		}
	}
}
