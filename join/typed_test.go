package join_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// TestLineTypedWhileDownIsKept: a line typed while anna join cannot reach
// the host is kept, and the joiner hears so at once in its own words; it
// is sent when anna join is seated again, and carried out once.
func TestLineTypedWhileDownIsKept(t *testing.T) {
	_, white, srv, code := match(t, speech.EN)
	cut := proxy(t, srv.Addr().String())
	h := joinBlack(t, cut, code, speech.HR, 50*time.Millisecond)
	h.waitFor(t, "Nova partija")
	white.Do("Nf3")
	h.waitFor(t, "Springer Felix drei")
	cut.refuse.Store(true)
	cut.cut()
	h.waitFor(t, "Veza s "+cut.addr+" je prekinuta")
	h.Do("Nf6")
	h.waitFor(t, `Nema veze: "Nf6" je sačuvano i bit će poslano kad anna join ponovno bude za stolom.`)
	cut.refuse.Store(false)
	h.waitFor(t, "Springer Felix sechs")
	white.Do("Ng1")
	h.waitFor(t, "Springer Gustav eins")
	h.once(t, "Springer Felix sechs", "sačuvano")
}

// TestLineLostInADeadConnectionIsSentAgain: the network goes silent both
// ways before either end notices; a line typed then is written into the
// dead connection and never reaches the host. On joining again the host
// says the last line it carried out, and anna join sends the lost one
// again: it is carried out once.
func TestLineLostInADeadConnectionIsSentAgain(t *testing.T) {
	white, cut, h := afterNf3(t)
	h.Do("Nf6")
	h.waitFor(t, "Springer Felix sechs")
	white.Do("Ng1")
	h.waitFor(t, "Springer Gustav eins")
	cut.held.Store(true)
	cut.muted.Store(true)
	h.Do("Ng8") // into the silent network: no answer comes
	cut.drop()
	h.waitFor(t, "Springer Gustav acht")
	white.Do("Nc3")
	h.waitFor(t, "Springer Cesar drei")
	h.once(t, "Springer Felix sechs", "Springer Gustav acht")
}

// TestLineCarriedOutIsNotSentAgain: the host's answer to a line is lost
// with the connection, but the line reached it and was carried out: on
// joining again the host says so, anna join does not send it again, and
// the answer comes with the replay, once; nothing is done twice.
func TestLineCarriedOutIsNotSentAgain(t *testing.T) {
	white, cut, h := afterNf3(t)
	cut.held.Store(true)
	h.Do("Nf6") // reaches the host; its answer is dropped
	cut.drop()
	h.waitFor(t, "Springer Felix sechs")
	white.Do("Ng1")
	h.waitFor(t, "Springer Gustav eins")
	h.Do("Ng8")
	h.waitFor(t, "Springer Gustav acht")
	h.once(t, "Springer Felix sechs", "Springer Gustav acht")
	if n := h.times("Weiß ist am Zug"); n != 0 {
		t.Errorf("a line was carried out twice: 'Weiß ist am Zug' heard %d times", n)
	}
}

// TestGivingUpNamesTheLinesNotSent: anna join that gives up rejoining
// names the lines typed that the host never carried out.
func TestGivingUpNamesTheLinesNotSent(t *testing.T) {
	_, white, srv, code := match(t, speech.EN)
	cut := proxy(t, srv.Addr().String())
	h := newHeard()
	done := make(chan error, 1)
	go func() {
		done <- join.Run(context.Background(), join.Config{Addr: cut.addr, KnownHosts: filepath.Join(t.TempDir(), "kh"),
			Hello: wire.Hello{Seat: "black"}, Code: func(<-chan struct{}) (string, error) { return code, nil },
			Retry: 50 * time.Millisecond, GiveUp: 2 * time.Second}, h.Lines(), h)
	}()
	h.waitFor(t, "New game")
	white.Do("e4")
	h.waitFor(t, "Bauer Eva vier")
	cut.refuse.Store(true)
	cut.cut()
	h.waitFor(t, "The connection to "+cut.addr+" was lost")
	h.Do("e5")
	h.Do("Nc6")
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("anna join gave up without an error")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("anna join never gave up")
	}
	h.waitFor(t, `Not sent, or sent and not answered, before the connection was lost: "e5" and "Nc6".`)
}

// afterNf3 is a German host whose White has played Nf3, and anna join at
// Black's seat through a cutting proxy that has heard it.
func afterNf3(t *testing.T) (*table.Client, *cutter, *heard) {
	t.Helper()
	_, white, srv, code := match(t, speech.DE)
	cut := proxy(t, srv.Addr().String())
	h := joinBlack(t, cut, code, "", 50*time.Millisecond)
	h.waitFor(t, "Neue Partie")
	white.Do("Nf3")
	h.waitFor(t, "Springer Felix drei")
	return white, cut, h
}
