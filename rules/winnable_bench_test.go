package rules

import (
	"slices"
	"sort"
	"testing"
	"time"
)

// BenchmarkWinnability decides, for every position of the CHA vectors and
// for both sides, whether that side can still mate, and reports the median
// and the longest time of one decision (the targets: under 50 µs and under
// 50 ms). max-ms is the longest of all decisions of all rounds, and so
// takes in whatever else the machine did then; max-best-ms times each
// decision by its fastest round, the decider's own cost.
func BenchmarkWinnability(b *testing.B) {
	benchmarkDecisions(b, "testdata/cha-vectors.txt")
}

// BenchmarkWinnabilityTimeouts does the same on positions where a flag
// fell in real games (lichess, via CHA).
func BenchmarkWinnabilityTimeouts(b *testing.B) {
	benchmarkDecisions(b, "testdata/cha-timeouts.txt")
}

func benchmarkDecisions(b *testing.B, path string) {
	vs := readVectors(b, path)
	var ps []spos
	for _, v := range vs {
		p, err := parseSpos(v.fen)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	// Every decision of every round counts: the median and the longest
	// over all of them.
	var times []time.Duration
	best := make([]time.Duration, 2*len(ps))
	for b.Loop() {
		for i, p := range ps {
			for ci := range 2 {
				t0 := time.Now()
				canCheckmate(p, ci)
				d := time.Since(t0)
				times = append(times, d)
				if j := 2*i + ci; best[j] == 0 || d < best[j] {
					best[j] = d
				}
			}
		}
	}
	b.ReportMetric(float64(slices.Max(best).Nanoseconds())/1e6, "max-best-ms")
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e3, "median-µs")
	b.ReportMetric(float64(times[len(times)*99/100].Nanoseconds())/1e3, "p99-µs")
	b.ReportMetric(float64(times[len(times)-1].Nanoseconds())/1e6, "max-ms")
	b.ReportMetric(0, "ns/op")
}
