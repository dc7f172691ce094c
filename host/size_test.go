package host

import (
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/hinshun/vt10x"
	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/termsize"
)

// dialSized joins with a terminal that claims cols by rows cells, and
// keeps what the host sends on a screen bigger than any readable size.
func (f *fixture) dialSized(command string, cols, rows int) (*remote, error) {
	r := &remote{t: f.t, term: vt10x.New(vt10x.WithSize(termsize.MaxColumns+100, termsize.MaxRows+50))}
	if err := r.start(f.srv.Addr().String(), f.config(gossh.Password(f.code)), command, cols, rows); err != nil {
		return nil, err
	}
	f.t.Cleanup(r.close)
	return r, nil
}

// TestHugeTerminal: a client that claims a terminal of 20000 by 20000
// cells, then 65535 by 65535, gets the board drawn for 500 by 200: nothing
// beyond, and the view plays on.
func TestHugeTerminal(t *testing.T) {
	f, _ := serve(t, nil)
	r, err := f.dialSized("black board", 20000, 20000)
	if err != nil {
		t.Fatal(err)
	}
	r.waitForScreen("Announcements")
	r.sess.WindowChange(65535, 65535)
	r.typeLine("clock")
	r.waitForScreen("This game has no clock")
	time.Sleep(100 * time.Millisecond) // the frame after it
	if x, y := r.drawnTo(); x > termsize.MaxColumns || y > termsize.MaxRows {
		t.Errorf("the view drew to column %d, row %d; want at most %d by %d", x, y, termsize.MaxColumns, termsize.MaxRows)
	}
	if x, _ := r.drawnTo(); x < termsize.MaxColumns-100 {
		t.Errorf("the view drew to column %d only: it did not take the width it has", x)
	}
}

// drawnTo is the last column and row with something drawn on the screen.
func (r *remote) drawnTo() (int, int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	cols, rows := r.term.Size()
	lastX, lastY := 0, 0
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			if c := r.term.Cell(x, y).Char; c != ' ' && c != 0 {
				lastX, lastY = max(lastX, x+1), max(lastY, y+1)
			}
		}
	}
	return lastX, lastY
}

// TestHugeLineView: the line view over a terminal that claims 65535
// columns breaks its lines as for 500.
func TestHugeLineView(t *testing.T) {
	f, white := serve(t, nil)
	r, err := f.dialSized("black line", 65535, 65535)
	if err != nil {
		t.Fatal(err)
	}
	r.waitFor("You sit at the black seat.")
	white.Do("e4")
	r.waitFor("1. Black to move: ")
	mark := r.mark()
	r.typeLine(strings.Repeat("x", 600)) // answered "Unknown word" with the word
	r.waitFor("Type help for the commands.\r\n1. Black to move: ")
	rows := strings.Split(r.text()[mark:], "\r\n")[1:] // after the line typed
	answer := 0
	for _, row := range rows {
		if len(row) > termsize.MaxColumns {
			t.Errorf("a row of %d characters:\n%.80s...", len(row), row)
		}
		answer += len(row)
	}
	if answer < 600 {
		t.Errorf("the answer has %d characters: not the word typed", answer)
	}
}

// BenchmarkHugeTerminal: ten board views whose terminals claim 20000 by
// 20000 cells, then 65535 by 65535 (clients in another process): the
// host's resident memory and Go heap with them, and what each view costs.
// Before the limit one such view took the host to 1.5-2 GB. Under -short,
// two views.
func BenchmarkHugeTerminal(b *testing.B) {
	views := quick(10, 2)
	for b.Loop() {
		f := benchServe(b)
		f.t = &testing.T{}
		f.table.Start()
		f.warmUp(b)
		debug.FreeOSMemory() // what an earlier benchmark freed is not counted
		rssBefore, heapBefore := rssMB(), heapMB()
		c := startClients(b, clientSpec{Addr: f.srv.Addr().String(), Code: f.code, Command: "watch board", Ready: "watching",
			N: views, Cols: 20000, Rows: 20000})
		c.order(b, "type clock")
		c.order(b, "wait no clock")
		c.order(b, "resize 65535 65535")
		c.order(b, "type clock")
		c.order(b, "wait no clock")
		settle()
		writeProfile("", "heap", 0) // where the views' memory goes
		b.ReportMetric(rssMB(), "rss-MB")
		b.ReportMetric(heapMB(), "heap-MB")
		b.ReportMetric((rssMB()-rssBefore)/float64(views), "rss-MB/view")
		b.ReportMetric((heapMB()-heapBefore)*1024/float64(views), "heap-KB/view")
		c.stop(b)
	}
}
