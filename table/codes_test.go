package table

import (
	"testing"

	"github.com/anna-chess/anna/session"
)

// TestCodesSaid: codes at a terminal says the codes the host lets it hand
// out, to that terminal only; a terminal that may hand out none is told
// where they are; a table no host serves has none. Before the game has
// started too: that is when they are given.
func TestCodesSaid(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	w, b := sit(t, tb, session.WhiteSeat), sit(t, tb, session.SpectatorSeat)
	heard(w) // the spectator's coming
	w.Do("codes")
	if got := heard(w); got != "This game has no join codes: others join a game that anna host serves." {
		t.Errorf("without a host: %q", got)
	}
	tb.SetCodes(func(c *Client) []SeatCode {
		if c != w {
			return nil
		}
		return []SeatCode{{session.BlackSeat, "felix-drei-anna-sechs-bella-zwei-hector-acht"}, {session.SpectatorSeat, "eva-eins-eva-vier-cesar-sieben-david-sieben"}}
	})
	tb.Start() // waits for Black
	heard(w)
	heard(b)
	w.Do("codes")
	want := "Join code for Black: Felix drei Anna sechs Bella zwei Hector acht.\nJoin code for spectators: Eva eins Eva vier Cesar sieben David sieben."
	if got := heard(w); got != want {
		t.Errorf("the host's terminal heard\n%s\nwant\n%s", got, want)
	}
	if got := heard(b); got != "" {
		t.Errorf("another terminal heard the codes: %q", got)
	}
	b.Do("codes")
	if got := heard(b); got != "Only the arbiter, White, Black or the assistant may type codes." {
		t.Errorf("a spectator: %q", got)
	}
	black := sit(t, tb, session.BlackSeat)
	heard(black)
	black.Do("codes")
	if got := heard(black); got != "Join codes are handed out at the host's terminal." {
		t.Errorf("a remote player: %q", got)
	}
}
