package tui

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
)

// TestBoardViewEndsWithItsInput: the board view returns, the move typed
// saved, when its terminal's input ends: EOF (a pipe closed) or EIO (a
// pseudo-terminal whose other side closed), with no signal.
func TestBoardViewEndsWithItsInput(t *testing.T) {
	for _, end := range []string{"EOF", "EIO"} {
		t.Run(end, func(t *testing.T) {
			var in, other *os.File
			var err error
			if end == "EOF" {
				in, other, err = os.Pipe()
			} else {
				other, in, err = pty.Open()
			}
			if err != nil {
				t.Skipf("%s: %v", end, err)
			}
			defer in.Close()
			sess, _ := session.New(session.Config{})
			store := &tabletest.Store{}
			tb := table.New(sess, store)
			c, _ := tb.Sit(session.NoSeat)
			ended := make(chan error, 1)
			go func() {
				_, err := (Terminal{Table: tb, Seat: c, In: in, Out: io.Discard, Later: make(chan string), Board: true}).boardView()
				ended <- err
			}()
			if end == "EIO" {
				rawMode(t, in) // typed before, Enter would come as a newline
			}
			other.Write([]byte("e4\r"))
			deadline := time.Now().Add(5 * time.Second)
			for !strings.Contains(store.Last().PGN, "1. e4") && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			other.Close()
			select {
			case err := <-ended:
				if err != nil {
					t.Errorf("the view ended with %v", err)
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("the board view still runs 5 s after its input's %s", end)
			}
			if !strings.Contains(store.Last().PGN, "1. e4") {
				t.Errorf("the move typed is not saved:\n%s", store.Last().PGN)
			}
		})
	}
}

// rawMode waits until the view has put its terminal in raw mode.
func rawMode(t *testing.T, tty *os.File) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		tio, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
		if err == nil && tio.Lflag&unix.ICANON == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the terminal is not in raw mode after 5 s: %v", err)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
