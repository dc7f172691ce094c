package host

import (
	"testing"
	"time"
)

// TestLobbyLeaves: the lobby's questions (which view, which seat) are left
// with quit, Ctrl+C, Ctrl+D or Esc: the connection ends, nobody is seated.
func TestLobbyLeaves(t *testing.T) {
	f, _ := serve(t, nil)
	for _, c := range []struct{ prompt, keys string }{
		{"View (line or board): ", "quit\r"},
		{"View (line or board): ", "\x03"},
		{"View (line or board): ", "\x04"},
		{"View (line or board): ", "\x1b"},
		{"Seat: ", "quit\r"},
	} {
		r, err := f.dial(f.code, "")
		if err != nil {
			t.Fatal(err)
		}
		r.waitFor("View (line or board): ")
		if c.prompt == "Seat: " {
			r.typeLine("line")
			r.waitFor(c.prompt)
		}
		r.in.Write([]byte(c.keys))
		done := make(chan error, 1)
		go func() { done <- r.sess.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Errorf("%q at %q did not leave the lobby:\n%s", c.keys, c.prompt, r.text())
		}
		r.close()
	}
	if free := f.table.Free(); len(free) != 1 {
		t.Errorf("free seats %v after the lobby was left", free)
	}
}
