package join_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/speech"
)

// TestJoinRejoins: a connection that drops (its network cut) joins the
// same seat again by itself and hears what it missed meanwhile; anna
// join's own line for it is in the joiner's words (Slovenian beside an
// English host), the connection closed said so (it was "EOF").
func TestJoinRejoins(t *testing.T) {
	_, white, srv, code := match(t, speech.EN)
	cut := proxy(t, srv.Addr().String())
	h := joinBlack(t, cut, code, speech.SL, 50*time.Millisecond)
	h.waitFor(t, "Nova partija")
	cut.cut()
	h.waitFor(t, "Povezava z "+cut.addr+" je prekinjena (druga stran jo je zaprla)") // not "(EOF)"
	h.waitFor(t, "vašo odsotnostjo")
	white.Do("e4")
	h.waitFor(t, "Bauer Eva vier")
	h.Do("e5")
	h.waitFor(t, "Bauer Eva fuenf")
}

// TestJoinRejoinsAfterEachDrop: the time anna join gives itself to join
// again counts from each drop, not the first: a connection that drops
// again, longer than GiveUp after an earlier drop it recovered from, is
// said lost again and joined again (it gave up at once, unsaid).
func TestJoinRejoinsAfterEachDrop(t *testing.T) {
	_, white, srv, code := match(t, speech.EN)
	cut := proxy(t, srv.Addr().String())
	h := newHeard()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	const giveUp = time.Second
	go join.Run(ctx, join.Config{Addr: cut.addr, KnownHosts: filepath.Join(t.TempDir(), "kh"), Hello: wire.Hello{Seat: "black"},
		Code: func(<-chan struct{}) (string, error) { return code, nil }, Retry: 50 * time.Millisecond, GiveUp: giveUp}, h.Lines(), h)
	h.waitFor(t, "New game")
	cut.cut()
	h.waitFor(t, "nothing happened while you were away")
	time.Sleep(giveUp + giveUp/2) // seated again all this time
	cut.cut()
	white.Do("e4")
	h.waitFor(t, "Bauer Eva vier")
	if n := h.times("The connection to " + cut.addr + " was lost"); n != 2 {
		t.Errorf("the connection was said lost %d times, not twice", n)
	}
}
