package host

import (
	"strings"
	"testing"
	"time"
)

// megabyte is a line a megabyte long, as a paste sends it.
var megabyte = strings.Repeat("Springer Felix drei ", 1<<20/20)

// tooLong is the beginning of the answer to it.
const tooLong = "That line is too long and was not sent"

// TestLongLineRefused: a megabyte pasted on one line, in the lobby and in
// either view, is refused with the sentence that says why, and nothing
// of it reaches the table; the next line is taken as usual.
func TestLongLineRefused(t *testing.T) {
	f, white := serve(t, nil)
	for _, c := range []struct{ command, ready, next, answer string }{
		{"", "View (line or board): ", "line", "The line view."},
		{"black line", "You sit at the black seat.", "clock", "White"},
		{"watch board", "Type help", "e4", "Spectators may ask"},
	} {
		r, err := f.dial(f.code, c.command)
		if err != nil {
			t.Fatal(err)
		}
		r.waitFor(c.ready)
		r.in.Write([]byte(megabyte + "\r"))
		r.waitForScreen(tooLong)
		r.typeLine(c.next)
		r.waitForScreen(c.answer)
		r.close()
	}
	if got := heard(white); strings.Contains(got, "Springer") {
		t.Errorf("White heard %q", got)
	}
}

// waitForScreen waits until the terminal's screen shows text (the board
// view draws its panel with cursor moves: the bytes do not hold the words
// in one piece). A screen of 500 by 200 cells, drawn and read again at
// every frame under the race detector on a loaded machine, can take a
// while: 30 s.
func (r *remote) waitForScreen(text string) {
	r.t.Helper()
	// A bound for a test that fails: a frame of 500 by 200 cells, drawn and
	// read back by the terminal emulator under the race detector, took
	// over 30 s at load 33 (TestHugeTerminal; 8 s at load 28).
	r.waitUntil(2*time.Minute, r.screen, text)
}

// BenchmarkPastedMegabyte: a megabyte pasted on one line, into the lobby
// and into either view, from another process (only the host's own work is
// counted): the seconds of CPU the host spends on it until it has answered
// the line typed after it (target: under one).
func BenchmarkPastedMegabyte(b *testing.B) {
	for _, c := range []struct{ name, command, ready, next, answer string }{
		{"lobby", "", "View (line or board): ", "line", "The line view"},
		{"line view", "watch line", "You are watching.", "e4", "Spectators"},
		{"board view", "watch board", "watching", "e4", "Spectators"},
	} {
		b.Run(c.name, func(b *testing.B) {
			var cpu float64
			for b.Loop() {
				f := benchServe(b)
				f.t = &testing.T{}
				f.table.Start()
				cl := startClients(b, clientSpec{Addr: f.srv.Addr().String(), Code: f.code, Command: c.command, Ready: c.ready, N: 1})
				before := cpuTime()
				cl.order(b, "type "+megabyte)
				cl.order(b, "wait too long")
				cl.order(b, "type "+c.next)
				cl.order(b, "wait "+c.answer)
				cpu = max(cpu, (cpuTime() - before).Seconds())
				cl.stop(b)
			}
			b.ReportMetric(cpu, "host-cpu-s")
		})
	}
}
