package host

import (
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hinshun/vt10x"
	gossh "golang.org/x/crypto/ssh"
)

// BenchmarkBoardSpectators seats 50 spectators in the board view and
// reports how soon a move shows on all their screens (p99 over the
// spectators and the moves; 5 spectators and one move under -short). The clients run in this process too: their
// work makes the figure a little worse than the server alone.
func BenchmarkBoardSpectators(b *testing.B) {
	for b.Loop() {
		f := benchServe(b)
		f.t = &testing.T{}
		white, err := f.dial(f.code, "white line")
		if err != nil {
			b.Fatal(err)
		}
		black, err := f.dial(f.code, "black line")
		if err != nil {
			b.Fatal(err)
		}
		white.t, black.t = f.t, f.t
		f.table.Start()
		waitB(b, black, "White to move")
		var spectators []*remote
		for i := 0; i < quick(50, 5); i++ {
			r, err := f.dialLight(f.code, "watch board")
			if err != nil {
				b.Fatal(err)
			}
			r.t = f.t
			spectators = append(spectators, r)
		}
		for _, r := range spectators {
			waitB(b, r, "watching")
		}
		moves := [][2]string{{"Nf3", "Springer Felix drei"}, {"Nf6", "Springer Felix sechs"}, {"Ng1", "Springer Gustav eins"}, {"Ng8", "Springer Gustav acht"}}
		moves = moves[:quick(len(moves), 1)]
		var lat []time.Duration
		for i, mv := range moves {
			typer := white
			if i%2 == 1 {
				typer = black
			}
			time.Sleep(300 * time.Millisecond)
			marks := make([]int, len(spectators))
			for j, r := range spectators {
				marks[j] = r.mark()
			}
			start := time.Now()
			typer.typeLine(mv[0])
			time.Sleep(2 * time.Second) // every screen has it by now
			for j, r := range spectators {
				at, ok := r.shownAt(marks[j], mv[1])
				if !ok {
					b.Fatalf("spectator %d never saw %s", j, mv[1])
				}
				lat = append(lat, at.Sub(start))
			}
		}
		slices.Sort(lat)
		b.ReportMetric(float64(lat[len(lat)/2])/1e6, "p50-ms")
		b.ReportMetric(float64(lat[len(lat)*99/100])/1e6, "p99-ms")
	}
}

// dialLight joins with a terminal that keeps the bytes only (no screen),
// noting when each write arrived, so that fifty of them cost the test
// little beside the server.
func (f *fixture) dialLight(code, command string) (*remote, error) {
	return dialLightTo(f.t, f.srv.Addr().String(), f.config(gossh.Password(code)), command)
}

func dialLightTo(t *testing.T, addr string, cfg *gossh.ClientConfig, command string) (*remote, error) {
	return dialLightSized(t, addr, cfg, command, 100, 30)
}

// dialLightSized is dialLightTo on a terminal that claims cols by rows.
func dialLightSized(t *testing.T, addr string, cfg *gossh.ClientConfig, command string, cols, rows int) (*remote, error) {
	r := &remote{t: t, light: true}
	if err := r.start(addr, cfg, command, cols, rows); err != nil {
		return nil, err
	}
	return r, nil
}

// mark is where the bytes received so far end.
func (r *remote) mark() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.out.Len()
}

// shownAt is when text first showed on the screen after mark: the bytes
// are played into a terminal write by write, as they came.
func (r *remote) shownAt(mark int, text string) (time.Time, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	term := vt10x.New(vt10x.WithSize(100, 30))
	data := r.out.Bytes()
	term.Write(data[:mark])
	done := mark
	for _, w := range r.arrivals {
		if w.end <= done {
			continue
		}
		term.Write(data[done:w.end])
		done = w.end
		if strings.Contains(term.String(), text) {
			return w.at, true
		}
	}
	return time.Time{}, false
}

// BenchmarkSpectatorMemory seats 50 spectators (5 under -short) in the board view, from
// another process (so that only the server's memory is counted), and
// reports what each costs the server: Go heap and resident memory.
func BenchmarkSpectatorMemory(b *testing.B) {
	for b.Loop() {
		f := benchServe(b)
		f.t = &testing.T{}
		f.table.Start()
		// A first view starts what runs once per process.
		f.warmUp(b)
		debug.FreeOSMemory() // what an earlier benchmark freed is not counted
		heapBefore, rssBefore := heapMB(), rssMB()
		n := quick(50, 5)
		c := startClients(b, clientSpec{Addr: f.srv.Addr().String(), Code: f.code, Command: "watch board", Ready: "watching", N: n})
		settle()
		writeProfile("", "heap", 0) // where the spectators' memory goes
		b.ReportMetric((heapMB()-heapBefore)*1024/float64(n), "heap-KB/spectator")
		b.ReportMetric((rssMB()-rssBefore)*1024/float64(n), "rss-KB/spectator")
		c.stop(b)
	}
}
