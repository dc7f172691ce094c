package join_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/speech"
)

// TestHostGoneAndBack (issue 30, item 2): a host that goes away is said
// once to be gone; anna join tries again after Retry, then 2 of it apart,
// at least 30 of it apart after the first 60 of it, and says each 60 of it
// that it is still trying; when the host is back it is seated by itself
// and says it is back at the table, before what it missed.
func TestHostGoneAndBack(t *testing.T) {
	_, white, srv, code := match(t, speech.EN)
	cut := proxy(t, srv.Addr().String())
	h := newHeard()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	const step = 20 * time.Millisecond
	go join.Run(ctx, join.Config{Addr: cut.addr, KnownHosts: filepath.Join(t.TempDir(), "kh"), Hello: wire.Hello{Seat: "black", Heard: -1},
		Code: func(<-chan struct{}) (string, error) { return code, nil }, Retry: step, GiveUp: time.Hour}, h.Lines(), h)
	h.waitFor(t, "New game")
	cut.refuse.Store(true) // the host is gone
	cut.mu2.Lock()
	lost := len(cut.tries)
	cut.mu2.Unlock()
	cut.cut()
	h.waitFor(t, "The host is gone. anna join tries to join again for 1 hour.")
	h.waitFor(t, "Still trying to reach the host, 1.2 seconds after it was lost.")
	h.waitFor(t, "Still trying to reach the host, 2.4 seconds after it was lost.")
	white.Do("e4") // while Black is away
	cut.refuse.Store(false)
	h.waitFor(t, "Back at the table.")
	h.waitFor(t, "While you were away:")
	h.waitFor(t, "Bauer Eva vier")
	if n := h.times("The host is gone."); n != 1 {
		t.Errorf("said %d times that the host is gone", n)
	}
	cut.mu2.Lock()
	tries := cut.tries[lost:]
	cut.mu2.Unlock()
	first := tries[0]
	for i := 1; i < len(tries); i++ {
		gap, since := tries[i].Sub(tries[i-1]), tries[i-1].Sub(first)
		want := time.Duration(min(i, 2)) * step
		if since > 61*step {
			want = 30 * step
		}
		if gap < want-step/2 {
			t.Errorf("try %d came %v after the one before, %v after the first; the wait is %v", i, gap, since, want)
		}
	}
	if len(tries) < 6 {
		t.Errorf("%d tries in %v", len(tries), tries[len(tries)-1].Sub(first))
	}
}

// TestWaits: the waits between tries are a step, then 2 steps, in the
// first 60 steps (a host back within a minute finds its joiners back
// within 2 s of serving), then are 30 steps.
func TestWaits(t *testing.T) {
	for _, tt := range []struct {
		n     int
		since time.Duration
		want  time.Duration
	}{
		{1, 0, time.Second}, {2, time.Second, 2 * time.Second}, {4, 6 * time.Second, 2 * time.Second},
		{20, 40 * time.Second, 2 * time.Second}, {31, time.Minute, 30 * time.Second}, {45, 9 * time.Minute, 30 * time.Second},
	} {
		if got := join.Wait(time.Second, tt.n, tt.since); got != tt.want {
			t.Errorf("try %d, %v after the loss: wait %v, want %v", tt.n, tt.since, got, tt.want)
		}
	}
}

// TestHostClosesTheTable: the host closing the table on purpose ends the
// joiner's Run with ErrClosed, after it said why and how the game stands.
func TestHostClosesTheTableAtJoin(t *testing.T) {
	tb, white, srv, code := match(t, speech.EN)
	h := newHeard()
	done := make(chan error, 1)
	go func() {
		done <- join.Run(context.Background(), join.Config{Addr: srv.Addr().String(), KnownHosts: filepath.Join(t.TempDir(), "kh"),
			Hello: wire.Hello{Seat: "black", Heard: -1}, Code: func(<-chan struct{}) (string, error) { return code, nil }}, h.Lines(), h)
	}()
	h.waitFor(t, "New game")
	white.Do("e4")
	h.waitFor(t, "Bauer Eva vier")
	tb.Close()
	h.waitFor(t, "The host has closed the table. The game is saved, and goes on when the host serves it again.")
	h.waitFor(t, "1. Black to move")
	select {
	case err := <-done:
		if !errors.Is(err, join.ErrClosed) {
			t.Errorf("Run ended with %v, want ErrClosed", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not end when the host closed the table")
	}
	if h.Over() {
		t.Error("the game is said to be over")
	}
}
