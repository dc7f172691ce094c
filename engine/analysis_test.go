package engine

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// TestAnalysisAtFullStrength: the analysis after a game against level 1
// is made by an engine of its own at full strength (never the opponent,
// weakened to Skill Level 0), one line of play on one thread, each
// position searched to the level's nodes, not for a time (which a busy
// machine shortens); hints and eval get their two threads back after it.
func TestAnalysisAtFullStrength(t *testing.T) {
	log, setting := fakeLog(t)
	cfg := session.Config{FEN: "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"}
	g := newGame(t, "moves=g8h8,scores=m1 0 m1,"+setting, cfg, rules.Black, MinLevel)
	g.do("h3")
	g.waitFor("Koenig Hector acht")
	g.do("Ra8")
	g.waitFor("Checkmate")
	g.do("analyze")
	g.waitFor("Analysis done")
	cmds := commands(t, log)
	first := slices.IndexFunc(cmds, func(c string) bool { return strings.HasPrefix(c, "go nodes") })
	if first < 0 {
		t.Fatalf("no search of nodes; the engine was told %q", cmds)
	}
	last := func(prefix string, upTo int) string {
		for i := upTo; i >= 0; i-- {
			if strings.HasPrefix(cmds[i], prefix) {
				return cmds[i]
			}
		}
		return ""
	}
	for _, want := range []string{
		"setoption name UCI_LimitStrength value false",
		"setoption name Skill Level value 20",
		"setoption name Threads value 1",
	} {
		name, _, _ := strings.Cut(want, " value")
		if got := last(name, first); got != want {
			t.Errorf("before the analysis's first search: %q, want %q", got, want)
		}
	}
	var searches []string
	for _, c := range cmds[first:] {
		if strings.HasPrefix(c, "go ") {
			searches = append(searches, c)
		}
	}
	// Three positions searched (the fourth is mate); AnalysisLevel 1.
	if want := []string{"go nodes 12500", "go nodes 12500", "go nodes 12500"}; !slices.Equal(searches, want) {
		t.Errorf("the analysis searched %q, want %q", searches, want)
	}
	// The threads given back as the analysis ends: the real-time lane
	// read "Threads value 1" here once, beside two busy loops, the fake
	// engine not yet run (commandsOnceTold).
	want := "setoption name Threads value " + strconv.Itoa(adviceThreads())
	cmds = commandsOnceTold(t, log, "setoption name Threads", want)
	if got := lastTold(cmds, "setoption name Threads"); got != want {
		t.Errorf("after the analysis: %q, want %q", got, want)
	}
}
