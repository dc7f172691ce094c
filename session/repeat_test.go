package session

import (
	"strings"
	"testing"
)

// TestRepeatAnswersTheSeatThatAsked: repeat, typed at one seat, says the
// last thing again to that seat only: the others at the table (the host's
// player, spectators) hear nothing twice. So does the answer that there
// is nothing to repeat.
func TestRepeatAnswersTheSeatThatAsked(t *testing.T) {
	s, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	for _, seat := range []Seat{BlackSeat, SpectatorSeat} {
		if out := s.HandleAs(seat, "repeat"); !onlyTo(out, seat) {
			t.Errorf("nothing to repeat, asked at %s: heard by others: %q", seat, s.Transcript(out))
		}
	}
	s.HandleAs(WhiteSeat, "e4")
	for _, seat := range []Seat{BlackSeat, SpectatorSeat} {
		out := s.HandleAs(seat, "repeat")
		if said := s.Transcript(out); !strings.Contains(said, "Bauer Eva vier") {
			t.Errorf("repeat at %s said %q, want the move", seat, said)
		}
		if !onlyTo(out, seat) {
			t.Errorf("repeat at %s: heard by others: %q", seat, s.Transcript(out))
		}
	}
}

// onlyTo reports whether every output is heard at seat and at no other seat.
func onlyTo(out []Output, seat Seat) bool {
	for _, o := range out {
		for _, other := range []Seat{WhiteSeat, BlackSeat, AssistantSeat, SpectatorSeat} {
			if o.To.Hears(other) != (other == seat) {
				return false
			}
		}
	}
	return len(out) > 0
}
