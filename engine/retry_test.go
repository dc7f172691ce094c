package engine

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// TestJudgeRetry: a move tried again at a mistake is good enough when it
// keeps the player's winning chances within lichess's threshold for an
// inaccuracy (a drop under 0.1: 54 centipawns from an even game is, 55 is
// not), and allows or lets go no mate lila would name; the engine's own
// best move is good without a second search. The fake engine scores the
// position before (for the player) and after (for the opponent).
func TestJudgeRetry(t *testing.T) {
	e4, _ := rules.ParseUCI("e2e4")
	for _, c := range []struct {
		scores string // before, after the move tried
		answer string
		good   bool
	}{
		{"50 -50", "e2e4", true},
		{"54 0", "e2e4", true},
		{"55 0", "e2e4", false},
		{"50 300", "e2e4", false},
		{"-200 150", "e2e4", true}, // already worse: a little worse is good enough
		{"m3 0", "e2e4", false},    // a mate let go
		{"m3 m-5", "e2e4", true},   // a slower mate is not judged
		{"0 m2", "e2e4", false},    // a mate allowed
		{"0 900", "g1f3", true},    // the engine's own move: not searched again
	} {
		t.Run(strings.ReplaceAll(c.scores+" "+c.answer, " ", "_"), func(t *testing.T) {
			log, setting := fakeLog(t)
			proc := start(t, fake(t, "moves=g1f3,scores="+c.scores+","+setting))
			answer, _ := rules.ParseUCI(c.answer)
			req := session.EngineRequest{Kind: session.RetryRequest, FEN: rules.StartFEN, Answer: answer}
			ok, best, err := JudgeRetry(context.Background(), proc, req, 1000)
			if err != nil {
				t.Fatal(err)
			}
			if ok != c.good || best.String() != "g1f3" {
				t.Errorf("good %v, best %v; want %v, g1f3", ok, best, c.good)
			}
			// The threads given back as JudgeRetry ends have no answer to
			// wait for (commandsOnceTold).
			threadsBack := fmt.Sprintf("setoption name Threads value %d", adviceThreads())
			var searches []string
			for _, cmd := range commandsOnceTold(t, log, "setoption name Threads", threadsBack) {
				if strings.HasPrefix(cmd, "go ") || strings.HasPrefix(cmd, "position ") || strings.HasPrefix(cmd, "setoption name Threads") {
					searches = append(searches, cmd)
				}
			}
			want := []string{"setoption name Threads value 1", "position startpos", "go nodes 1000"}
			if answer != e4 {
				want = append(want, threadsBack)
			} else {
				want = append(want, "position startpos moves e2e4", "go nodes 1000", threadsBack)
			}
			if !slices.Equal(searches[len(searches)-len(want):], want) {
				t.Errorf("the engine was told %q, want %q at the end", searches, want)
			}
		})
	}
}

// TestRetryAtTheTable: after a game against the engine and its analysis,
// retry's moves are judged by the adviser at the table: 1.h3 let mate in
// one go (1.Ra8#); 1.Kf1 instead is not good enough (the fake engine
// scores it 0), 1.Ra8 is the engine's best.
func TestRetryAtTheTable(t *testing.T) {
	cfg := session.Config{FEN: "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"}
	g := newGame(t, "moves=a1a8 g8h8,scores=m1 0 m1 0 m1", cfg, rules.Black, MinLevel)
	g.do("h3")
	g.waitFor("Koenig Hector acht")
	g.do("Ra8")
	g.waitFor("Checkmate")
	g.do("analyze")
	g.waitFor("Analysis done")
	g.do("retry")
	g.waitFor("you played Bauer Hector drei")
	g.do("Kf1")
	g.waitFor("Not good enough: Koenig Felix eins")
	g.do("Ra8")
	g.waitFor("the engine's best move")
}
