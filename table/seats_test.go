package table

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
)

// TestSpectatorsAnswerAlone: a spectator's question is answered to that
// spectator only; the players and the other spectators hear nothing of it.
func TestSpectatorsAnswerAlone(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	white, black := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat)
	tb.Start()
	asker, other := sit(t, tb, session.SpectatorSeat), sit(t, tb, session.SpectatorSeat)
	for _, c := range []*Client{white, black, asker, other} {
		heard(c)
	}
	asker.Do("material")
	if got := heard(asker); !strings.Contains(got, "Material") {
		t.Errorf("the asker heard %q, want the material", got)
	}
	for name, c := range map[string]*Client{"White": white, "Black": black, "the other spectator": other} {
		if got := heard(c); got != "" {
			t.Errorf("%s heard %q, want nothing", name, got)
		}
	}
}

// TestWaitingSaidOnChange: "Waiting for Black" is said when whom the table
// waits for changes, not once more for every spectator who sits down.
func TestWaitingSaidOnChange(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	white := sit(t, tb, session.WhiteSeat)
	tb.Start()
	if got := heard(white); strings.Count(got, "Waiting for Black") != 1 {
		t.Fatalf("at the start White heard %q", got)
	}
	for i := 0; i < 3; i++ {
		c := sit(t, tb, session.SpectatorSeat)
		c.Leave()
	}
	if got := heard(white); strings.Contains(got, "Waiting") {
		t.Errorf("spectators coming and going made White hear %q", got)
	}
}

// TestSpectatorLeaves: quit ends a spectator's terminal; the game goes on
// and nobody else hears of it.
func TestSpectatorLeaves(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	white, black := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat)
	tb.Start()
	watcher := sit(t, tb, session.SpectatorSeat)
	heard(white)
	watcher.Do("quit")
	var quit bool
	for _, e := range watcher.Take() {
		quit = quit || e.Quit
	}
	if !quit {
		t.Error("the spectator's terminal was not told to close")
	}
	if got := heard(white); got != "" {
		t.Errorf("White heard %q", got)
	}
	white.Do("e4")
	if got := heard(black); !strings.Contains(got, "Bauer Eva vier") {
		t.Errorf("the game did not go on: Black heard %q", got)
	}
}

// TestArbiterFreesASeat: the arbiter's "free black" (the host's own
// terminal holds the arbiter's powers) takes a frozen player from the
// seat; everybody hears that Black left, and Black may sit again. Only the
// arbiter may; a player is told so.
func TestArbiterFreesASeat(t *testing.T) {
	tb, store := newTable(t, session.Config{})
	white, err := tb.SitWith(session.WhiteSeat, session.WhiteRole|session.ArbiterRole)
	if err != nil {
		t.Fatal(err)
	}
	black := sit(t, tb, session.BlackSeat)
	tb.Start()
	heard(white)
	black.Do("free white")
	if got := heard(black); !strings.Contains(got, "Only the arbiter may type free") {
		t.Errorf("Black's free white got %q", got)
	}
	if got := heard(white); strings.Contains(got, "left") {
		t.Fatalf("Black freed White's seat: %q", got)
	}
	white.Do("free black")
	evs := black.Take()
	if len(evs) == 0 || !evs[len(evs)-1].Quit || !strings.Contains(strings.Join(evs[0].Notices, " "), "The arbiter has freed your seat") {
		t.Errorf("Black's terminal got %+v, want the notice and quit", evs)
	}
	if got := heard(white); !strings.Contains(got, "Black has left the game.") {
		t.Errorf("White heard %q", got)
	}
	if pgn := store.Last().PGN; !strings.Contains(pgn, "The arbiter freed the black seat at the table; its player may take it again (12.2.3)") {
		t.Errorf("the scoresheet does not note the arbiter's free:\n%s", pgn)
	}
	black.Do("e5") // the old terminal types for nobody
	if _, err := tb.Sit(session.BlackSeat); err != nil {
		t.Errorf("Black cannot sit again: %v", err)
	}
	white.Do("free assistant")
	if got := heard(white); !strings.Contains(got, "The assistant is not at the table.") {
		t.Errorf("got %q", got)
	}
	if pgn := store.Last().PGN; strings.Contains(pgn, "freed the assistant") {
		t.Errorf("a free of an empty seat is noted:\n%s", pgn)
	}
}

// TestVerbosityPerSeat: "full" typed at a spectator's terminal changes how
// that seat hears moves, not how the players do.
func TestVerbosityPerSeat(t *testing.T) {
	tb, _ := newTable(t, session.Config{FEN: "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"})
	white, black := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat)
	tb.Start()
	watcher := sit(t, tb, session.SpectatorSeat)
	watcher.Do("full")
	for _, c := range []*Client{white, black, watcher} {
		heard(c)
	}
	white.Do("exd5")
	if got := heard(watcher); !strings.Contains(got, "Bauer schlägt Bauer auf David fuenf") {
		t.Errorf("the spectator heard %q, want the capture in full", got)
	}
	for name, c := range map[string]*Client{"White": white, "Black": black} {
		if got := heard(c); !strings.Contains(got, "Bauer schlägt David fuenf") || strings.Contains(got, "Bauer auf") {
			t.Errorf("%s heard %q, want the move as usual", name, got)
		}
	}
}
