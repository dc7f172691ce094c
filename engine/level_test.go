package engine

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// TestConfigure: each level sets the engine's own strength options, where
// the engine has them.
func TestConfigure(t *testing.T) {
	for _, tt := range []struct {
		spec  string
		level Level
		want  []string
	}{
		{"", 1, []string{"setoption name UCI_LimitStrength value false", "setoption name Skill Level value 0"}},
		{"", 3, []string{"setoption name UCI_LimitStrength value false", "setoption name Skill Level value 5"}},
		{"", 5, []string{"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1700"}},
		{"", 7, []string{"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 2400"}},
		{"", 8, []string{"setoption name UCI_LimitStrength value false", "setoption name Skill Level value 20"}},
		{"plain", 1, nil}, // no strength options: the depth and the time weaken it
	} {
		log, setting := fakeLog(t)
		p := start(t, fake(t, tt.spec+","+setting))
		if err := Configure(p, tt.level); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range commands(t, log) {
			if strings.HasPrefix(c, "setoption") {
				got = append(got, c)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q level %d: got %q, want %q", tt.spec, tt.level, got, tt.want)
		}
	}
}

// TestLimits: without a clock a level thinks its time; with one, both
// clocks are given, and below level 8 the level's time as far as the
// clock allows.
func TestLimits(t *testing.T) {
	clock := &session.EngineClock{White: 5 * time.Minute, Black: 4 * time.Minute, WhiteInc: 3 * time.Second, BlackInc: 3 * time.Second}
	short := &session.EngineClock{White: 5 * time.Minute, Black: 2 * time.Second}
	for _, tt := range []struct {
		level Level
		clock *session.EngineClock
		want  string
	}{
		{1, nil, "go depth 1 movetime 50"},
		{3, nil, "go depth 4 movetime 200"},
		{8, nil, "go movetime 2000"},
		{3, clock, "go wtime 300000 btime 240000 winc 3000 binc 3000 depth 4 movetime 200"},
		{8, clock, "go wtime 300000 btime 240000 winc 3000 binc 3000"},
		{7, short, "go wtime 300000 btime 2000 movetime 100"},
	} {
		if got := tt.level.limits(tt.clock, rules.Black).String(); got != tt.want {
			t.Errorf("level %d: got %q, want %q", tt.level, got, tt.want)
		}
	}
}

// fixedChance draws f for every Float64 and n for every IntN.
type fixedChance struct {
	f float64
	n int
}

func (c fixedChance) Float64() float64 { return c.f }
func (c fixedChance) IntN(int) int     { return c.n }

// TestLevelSlips: levels 1 and 2 play a random legal move on a share of
// their moves (30% and 12%), the levels above never.
func TestLevelSlips(t *testing.T) {
	g := rules.NewGame()
	best, err := rules.ParseUCI("e2e4")
	if err != nil {
		t.Fatal(err)
	}
	first := g.LegalMoves()[0]
	if first == best {
		t.Fatal("the first legal move is the best one: the test cannot tell them apart")
	}
	tests := []struct {
		level Level
		draw  float64
		want  rules.Move
	}{
		{1, 0.29, first}, // under level 1's share: any legal move
		{1, 0.31, best},
		{2, 0.11, first},
		{2, 0.13, best},
		{3, 0, best},
		{8, 0, best},
	}
	for _, tt := range tests {
		if got := tt.level.choose(best, g, fixedChance{f: tt.draw}); got != tt.want {
			t.Errorf("level %d, draw %.2f: got %v, want %v", tt.level, tt.draw, got, tt.want)
		}
	}
	if got := MinLevel.choose(best, g, nil); got != best {
		t.Errorf("without a chance: got %v, want %v", got, best)
	}
}
