package rules

import (
	"os"
	"sort"
	"testing"
	"time"

	"github.com/corentings/chess/v2"
)

// BenchmarkWinnabilityGames decides who can still mate after every move of
// real games, as a game does after each move (5.2.2), and reports the mean
// and the longest time per position.
func BenchmarkWinnabilityGames(b *testing.B) {
	f, err := os.Open("../testdata/games/masters.pgn")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var ps []*Position
	sc := chess.NewScanner(f)
	for sc.HasNext() {
		g, err := sc.ParseNext()
		if err != nil {
			b.Fatal(err)
		}
		for _, p := range g.Positions() {
			pos, err := ParseFEN(p.String())
			if err != nil {
				b.Fatal(err)
			}
			ps = append(ps, pos)
		}
	}
	benchmarkPositions(b, ps)
}

// BenchmarkWinnabilityEndgames does the same for endings as they come up
// in games (testdata/endgames.txt), where the search has most to do.
func BenchmarkWinnabilityEndgames(b *testing.B) {
	var ps []*Position
	for _, v := range readLines(b, "testdata/endgames.txt") {
		pos, err := ParseFEN(v + " 0 1")
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, pos)
	}
	benchmarkPositions(b, ps)
}

func benchmarkPositions(b *testing.B, ps []*Position) {
	var times []time.Duration
	var total time.Duration
	for b.Loop() {
		for _, p := range ps {
			t0 := time.Now()
			WinnabilityOf(p)
			d := time.Since(t0)
			total += d
			times = append(times, d)
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(total.Nanoseconds())/float64(len(times))/1e3, "mean-µs")
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e3, "median-µs")
	b.ReportMetric(float64(times[len(times)-1].Nanoseconds())/1e3, "max-µs")
	b.ReportMetric(float64(len(ps)), "positions")
	b.ReportMetric(0, "ns/op")
}
