package host

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/session"
)

// TestViewsLeaveNoGoroutine: remote views of every kind that join and
// leave (quit, or the connection dropped) leave no goroutine running.
func TestViewsLeaveNoGoroutine(t *testing.T) {
	f, _ := serve(t, nil)
	// A first view starts what runs once per process (os/signal's loop).
	warm, err := f.dial(f.code, "watch board")
	if err != nil {
		t.Fatal(err)
	}
	warm.waitFor("Type help")
	warm.close()
	settle()
	before := runtime.NumGoroutine()
	for i, cmd := range []string{"watch board", "watch line", "black board", "black line", "watch board", "black line"} {
		for strings.HasPrefix(cmd, "black") && !slices.Contains(f.table.Free(), session.BlackSeat) {
			time.Sleep(time.Millisecond)
		}
		r, err := f.dial(f.code, cmd)
		if err != nil {
			t.Fatal(err)
		}
		r.waitFor("Type help")
		if i%2 == 0 {
			r.close() // dropped
		} else {
			r.typeLine("quit")
			r.sess.Wait()
			r.close()
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		settle()
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<20)
		t.Errorf("%d goroutines left over:\n%s", n-before, buf[:runtime.Stack(buf, true)])
	}
}

// TestSpectatorsLeave: a spectator leaves with quit in the line view and
// with Ctrl+C in the board view; the connection ends, the game goes on.
func TestSpectatorsLeave(t *testing.T) {
	f, white := serve(t, nil)
	for _, c := range []struct{ view, keys string }{{"line", "quit\r"}, {"board", "\x03"}} {
		r, err := f.dial(f.code, "watch "+c.view)
		if err != nil {
			t.Fatal(err)
		}
		r.waitFor("Type help")
		r.in.Write([]byte(c.keys))
		done := make(chan error, 1)
		go func() { done <- r.sess.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("the %s view's spectator could not leave:\n%s", c.view, r.text())
		}
	}
	if got := heard(white); strings.Contains(got, "left") {
		t.Errorf("White heard %q", got)
	}
}
