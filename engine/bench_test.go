package engine

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// sentAt is when the fake engine sent its n-th best move (its "stamp",
// counted from 1). The engine logs the stamp after it has written the
// move, so the announcement can come first: the log is read until the
// stamp is there.
func sentAt(b *testing.B, log string, n int) time.Time {
	b.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		var stamps []string
		for _, c := range commands(b, log) {
			if ns, ok := strings.CutPrefix(c, "sent "); ok {
				stamps = append(stamps, ns)
			}
		}
		if len(stamps) >= n {
			ns, err := strconv.ParseInt(stamps[n-1], 10, 64)
			if err != nil {
				b.Fatal(err)
			}
			return time.Unix(0, ns)
		}
		if time.Now().After(deadline) {
			b.Fatalf("the engine logged %d moves sent, want %d", len(stamps), n)
		}
		time.Sleep(time.Millisecond)
	}
}

// BenchmarkEngineMoveAnnounced: from the moment the engine writes its best
// move to the moment the person's terminal has the announcement (target:
// 20 ms). The knights go out and back, four moves a game.
func BenchmarkEngineMoveAnnounced(b *testing.B) {
	log, setting := fakeLog(b)
	human := []string{"Nf3", "Ng1"}
	engine := []string{"Springer Felix sechs", "Springer Gustav acht"}
	var lat []time.Duration
	var g *game
	for i := 0; i < b.N; i++ {
		if i%4 == 0 {
			b.StopTimer()
			if g != nil {
				g.tb.Close()
				g.player.Close()
			}
			g = newGame(b, "stamp,moves=g8f6 f6g8,"+setting, session.Config{}, rules.Black, MinLevel)
			g.waitFor("The engine plays Black")
			b.StartTimer()
		}
		g.do(human[i%2])
		g.waitFor(engine[i%2])
		heard := time.Now()
		b.StopTimer() // reading the stamp is not part of the latency
		lat = append(lat, heard.Sub(sentAt(b, log, i+1)))
		b.StartTimer()
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "max-ms")
}

// BenchmarkQuestionWhileThinking: "moves" answered while the engine
// thinks (target: 5 ms).
func BenchmarkQuestionWhileThinking(b *testing.B) {
	log, setting := fakeLog(b)
	g := newGame(b, "infinite,"+setting, session.Config{}, rules.Black, DefaultLevel)
	g.do("e4")
	waitCommand(b, log, "go ")
	var worst time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		g.do("moves")
		g.waitFor("Moves: 1. Bauer Eva vier")
		worst = max(worst, time.Since(start))
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms")
}

// BenchmarkAnalyse40: the analysis of a game of 40 moves at level 8 with
// stockfish, as anna analyze runs it (target: under 60 s on 2 cores; under
// -short its first 10 moves at level 1, some 2 s). Run it once: go test ./engine -run - -bench
// Analyse40 -benchtime 1x
func BenchmarkAnalyse40(b *testing.B) {
	path := stockfish(b)
	data, err := os.ReadFile("testdata/game40.txt")
	if err != nil {
		b.Fatal(err)
	}
	var moves []rules.Move
	for _, f := range strings.Fields(string(data[strings.IndexByte(string(data), '\n')+1:])) {
		m, err := rules.ParseUCI(f)
		if err != nil {
			b.Fatal(err)
		}
		moves = append(moves, m)
	}
	proc, err := StartAdviser(path, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer proc.Close()
	nodes := AnalysisNodes(MaxLevel)
	if testing.Short() {
		nodes, moves = AnalysisNodes(MinLevel), moves[:20]
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		progress := 0
		found, err := Analyse(context.Background(), proc, rules.StandardChess, rules.StartFEN, moves, nodes, func(int) { progress++ })
		if err != nil {
			b.Fatal(err)
		}
		if progress != len(moves)+2 {
			b.Fatalf("progress told %d times, want %d", progress, len(moves)+2)
		}
		b.ReportMetric(time.Since(start).Seconds(), "s/analysis")
		b.ReportMetric(float64(len(found)), "mistakes")
	}
}
