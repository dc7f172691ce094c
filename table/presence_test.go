package table

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
)

// TestWhoComesAndGoes (issue 30, item 6): the players, the assistant and
// the arbiter hear briefly who joins and leaves the table (spectators as
// a count); spectators hear none of it; a terminal that typed arrivals
// off hears nothing more of it, and arrivals on brings it back.
func TestWhoComesAndGoes(t *testing.T) {
	tb, _ := newTable(t, session.Config{Assistant: true, Blind: [2]bool{true, false}})
	w := sit(t, tb, session.WhiteSeat)
	v := sit(t, tb, session.SpectatorSeat)
	b := sit(t, tb, session.BlackSeat)
	tb.Start()
	heard(b)
	if got := heard(w); !strings.HasPrefix(got, "1 spectator is watching.\nBlack has joined the table.") {
		t.Errorf("White heard %q", got)
	}
	a, err := tb.SitWith(session.ArbiterSeat, session.ArbiterRole)
	if err != nil {
		t.Fatal(err)
	}
	s := sit(t, tb, session.AssistantSeat)
	heard(a)
	for _, c := range []*Client{w, b} {
		if got := heard(c); got != "The arbiter has joined the table.\nThe assistant has joined the table." {
			t.Errorf("%s heard %q", c.Seat(), got)
		}
	}
	w.Do("arrivals")
	if got := heard(w); got != "You no longer hear who joins and leaves the table." {
		t.Errorf("arrivals: %q", got)
	}
	s.Leave()
	sit(t, tb, session.SpectatorSeat)
	if got := heard(w); got != "" {
		t.Errorf("White, arrivals off, heard %q", got)
	}
	if got := heard(a); got != "The assistant has left the game.\n2 spectators are watching." {
		t.Errorf("the arbiter heard %q", got)
	}
	if got := heard(v); strings.Contains(got, "assistant") || strings.Contains(got, "spectator") {
		t.Errorf("a spectator heard %q", got)
	}
	w.Do("arrivals on")
	heard(w)
	a.Leave()
	if got := heard(w); got != "The arbiter has left the game." {
		t.Errorf("White, arrivals on again, heard %q", got)
	}
}

// TestAdviserIsNobody: the engine that advises at anna analyze FILE sits
// in a spectator's seat but is no spectator: nobody hears it come or go
// ("1 spectator is watching." was said at every analysis), and the count
// of those who watch leaves it out.
func TestAdviserIsNobody(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	w := sit(t, tb, session.WhiteSeat)
	tb.Start()
	heard(w)
	adviser, err := tb.SitAdviser()
	if err != nil {
		t.Fatal(err)
	}
	if got := heard(w); got != "" {
		t.Errorf("White heard the adviser sit: %q", got)
	}
	sit(t, tb, session.SpectatorSeat)
	if got := heard(w); got != "1 spectator is watching." {
		t.Errorf("a spectator after the adviser: White heard %q", got)
	}
	adviser.Leave()
	if got := heard(w); got != "" {
		t.Errorf("White heard the adviser leave: %q", got)
	}
}
