package join_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// times counts the lines heard that hold text.
func (h *heard) times(text string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, l := range h.lines {
		if strings.Contains(l, text) && !strings.HasPrefix(l, "prompt: ") {
			n++
		}
	}
	return n
}

// once checks that each text was heard exactly once.
func (h *heard) once(t *testing.T, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if n := h.times(text); n != 1 {
			h.mu.Lock()
			t.Errorf("%q heard %d times, want once; heard %q", text, n, h.lines)
			h.mu.Unlock()
		}
	}
}

// TestJoinHearsWhatADeadConnectionWasSent: the network to anna join goes
// silent, White moves at the host (whose write into the dead connection
// succeeds: it notices nothing), then anna join sees its connection end.
// It joins the same seat again by itself (the host's old connection to it
// is ended), hears White's move exactly once, and plays on.
func TestJoinHearsWhatADeadConnectionWasSent(t *testing.T) {
	white, cut, h := afterNf3(t)
	h.Do("Nf6")
	h.waitFor(t, "Springer Felix sechs")
	cut.held.Store(true)
	white.Do("Ng1")
	time.Sleep(200 * time.Millisecond) // the host has written the move into the silent connection
	cut.drop()
	h.waitFor(t, "Springer Gustav eins")
	h.Do("Ng8")
	h.waitFor(t, "Springer Gustav acht")
	h.once(t, "Springer Felix drei", "Springer Felix sechs", "Springer Gustav eins", "Springer Gustav acht")
}

// TestJoinHearsNothingTwice: the connection is cut at both ends, so the
// host notices at once and leaves the seat; what came before the cut is
// not said again on rejoining, and a move made while the seat was empty
// is said once, as missed.
func TestJoinHearsNothingTwice(t *testing.T) {
	tb, white, srv, code := match(t, speech.DE)
	cut := proxy(t, srv.Addr().String())
	h := joinBlack(t, cut, code, "", 500*time.Millisecond)
	h.waitFor(t, "Neue Partie")
	white.Do("Nf3")
	h.waitFor(t, "Springer Felix drei")
	h.Do("Nf6")
	h.waitFor(t, "Springer Felix sechs")
	cut.cut()
	deadline := time.Now().Add(10 * time.Second)
	for !slices.Contains(tb.Free(), session.BlackSeat) { // the host left the seat
		if time.Now().After(deadline) {
			t.Fatal("the host never noticed the cut connection")
		}
		time.Sleep(5 * time.Millisecond)
	}
	white.Do("Ng1")
	h.waitFor(t, "Springer Gustav eins")
	h.Do("Ng8")
	h.waitFor(t, "Springer Gustav acht")
	h.once(t, "Springer Felix drei", "Springer Felix sechs", "Springer Gustav eins", "Springer Gustav acht")
}

// TestSilentJoinerLeavesItsSeat: a joiner whose network goes silent and
// stays so is asked by the host's keepalive, as a plain ssh player is, and
// its seat is left to be taken back; what happens then is said to it as
// missed when it joins again, once.
func TestSilentJoinerLeavesItsSeat(t *testing.T) {
	tb, white, srv, code := matchWith(t, speech.DE, 300*time.Millisecond)
	cut := proxy(t, srv.Addr().String())
	h := joinBlack(t, cut, code, "", 50*time.Millisecond)
	h.waitFor(t, "Neue Partie")
	white.Do("Nf3")
	h.waitFor(t, "Springer Felix drei")
	cut.held.Store(true)
	deadline := time.Now().Add(10 * time.Second)
	for !slices.Contains(tb.Free(), session.BlackSeat) {
		if time.Now().After(deadline) {
			t.Fatal("the host never left the seat of a joiner gone silent")
		}
		time.Sleep(10 * time.Millisecond)
	}
	white.Do("draw") // an offer made while the seat is empty: said to Black as missed
	cut.drop()
	h.waitFor(t, "Während Ihrer Abwesenheit")
	h.Do("Nf6")
	h.waitFor(t, "Springer Felix sechs")
	h.once(t, "Springer Felix drei", "Springer Felix sechs")
}
