package tui

import (
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// firstRead is a time source that remembers when the clock was started
// (its first reading), so a benchmark knows when the flag is due.
type firstRead struct {
	base  time.Time
	once  sync.Once
	start time.Time
}

func (f *firstRead) Now() time.Duration {
	now := time.Now()
	f.once.Do(func() { f.start = now })
	return now.Sub(f.base)
}

// stampWriter notes when a line containing want is written.
type stampWriter struct {
	want string
	at   chan time.Time
}

func (w *stampWriter) Write(p []byte) (int, error) {
	if strings.Contains(string(p), w.want) {
		w.at <- time.Now()
	}
	return len(p), nil
}

// BenchmarkFlagFallLatency: the plain view waits for input while a 30 ms
// clock runs out; the flag fall must be written within 20 ms of expiry.
func BenchmarkFlagFallLatency(b *testing.B) {
	var lates []time.Duration
	for b.Loop() {
		src := &firstRead{base: time.Now()}
		tc := rules.TimeControl{Periods: []rules.Period{{Time: 30 * time.Millisecond}}}
		tb, c, _ := sit(b, session.Config{TimeControl: tc, Time: src, Announce: session.AnnounceOff}, &memoryStore{})
		pr, pw := io.Pipe()
		out := &stampWriter{want: "flag fallen", at: make(chan time.Time, 1)}
		s := &Plain{Table: tb, Client: c, In: pr, Out: out, Voice: Silent{}}
		done := make(chan error)
		go func() { done <- s.Run() }()
		at := <-out.at
		lates = append(lates, at.Sub(src.start.Add(30*time.Millisecond)))
		pw.Close()
		<-done
	}
	slices.Sort(lates)
	b.ReportMetric(float64(lates[len(lates)/2])/1e6, "p50-ms")
	b.ReportMetric(float64(lates[len(lates)*99/100])/1e6, "p99-ms")
	b.ReportMetric(float64(lates[len(lates)-1])/1e6, "max-ms")
}
