package join_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// TestArrivalsAtTheJoiner (issue 30, item 6): anna join started with
// arrivals off (its hello says so) hears nothing of who comes and goes;
// arrivals typed there turns it on, and it stays on after a dropped
// connection (anna join keeps it); arrivals off again, the same.
func TestArrivalsAtTheJoiner(t *testing.T) {
	tb, _, srv, code := match(t, speech.EN)
	cut := proxy(t, srv.Addr().String())
	h := newHeard()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go join.Run(ctx, join.Config{Addr: cut.addr, KnownHosts: filepath.Join(t.TempDir(), "kh"), Book: speech.Phrasebook{NoArrivals: true},
		Hello: wire.Hello{Seat: "black", Heard: -1, Arrivals: "off"}, Code: func(<-chan struct{}) (string, error) { return code, nil },
		Retry: 20 * time.Millisecond}, h.Lines(), h)
	h.waitFor(t, "New game")
	if _, err := tb.Sit(session.SpectatorSeat); err != nil {
		t.Fatal(err)
	}
	h.Do("arrivals")
	h.waitFor(t, "You hear who joins and leaves the table.")
	if n := h.times("spectator"); n != 0 {
		t.Errorf("with arrivals off, the joiner heard of a spectator %d times", n)
	}
	cut.cut()
	h.waitFor(t, "Back at the table.")
	tb.Sit(session.SpectatorSeat)
	h.waitFor(t, "2 spectators are watching.")
	h.Do("arrivals off")
	h.waitFor(t, "You no longer hear who joins and leaves the table.")
	cut.cut()
	h.waitFor(t, "Back at the table.")
	tb.Sit(session.SpectatorSeat)
	h.Do("moves") // a line whose answer comes after the spectator's coming
	h.waitFor(t, "No move has been played yet.")
	if n := h.times("3 spectators"); n != 0 {
		t.Errorf("arrivals off again, the joiner heard of a third spectator")
	}
}
