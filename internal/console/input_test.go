package console

import (
	"errors"
	"io"
	"os"
	"testing"
	"time"

	"github.com/muesli/cancelreader"
)

// TestPumpHandsOnWhatItReads: a reader of a pipe stopped while it waits
// returns at once, and what the pipe brings after is the next reader's,
// whole: nothing read is lost between readers (anna lichess's lobby, then
// a game's view, then the lobby again, on piped input under Windows).
func TestPumpHandsOnWhatItReads(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := &pump{f: r, changed: make(chan struct{})}
	first := p.reader()
	w.Write([]byte("seek\n"))
	buf := make([]byte, 64)
	if n, err := first.Read(buf); err != nil || string(buf[:n]) != "seek\n" {
		t.Fatalf("first read: %q, %v", buf[:n], err)
	}
	waited := make(chan error, 1)
	go func() {
		_, err := first.Read(buf) // waits: nothing more was written
		waited <- err
	}()
	time.Sleep(50 * time.Millisecond) // the read is under way (either way the cancel must end it)
	first.Cancel()
	select {
	case err := <-waited:
		if !errors.Is(err, cancelreader.ErrCanceled) {
			t.Errorf("a stopped read: got %v, want ErrCanceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a stopped read still waits 5 s later")
	}
	w.Write([]byte("e4\nquit\n"))
	w.Close()
	got, err := io.ReadAll(p.reader())
	if err != nil || string(got) != "e4\nquit\n" {
		t.Errorf("the next reader: got %q, %v; want every byte written after", got, err)
	}
	if _, err := first.Read(buf); !errors.Is(err, cancelreader.ErrCanceled) {
		t.Errorf("the stopped reader reads again: %v", err)
	}
}
