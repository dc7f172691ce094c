package engine

import (
	"runtime"
	"strconv"
	"time"

	chessuci "github.com/corentings/chess/v2/uci"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// Level is the opponent's strength, from 1 (a beginner can beat it) to 8
// (the engine at full strength).
type Level int

// The levels --level takes, and the one a game gets without it.
const (
	MinLevel     Level = 1
	MaxLevel     Level = 8
	DefaultLevel Level = 3
)

// levelSpec is how a level weakens the engine: with the engine's own
// strength options where it has them (stockfish has both), a depth limit,
// a think time, and at the lowest levels a share of moves played at
// random. Stockfish's UCI_Elo starts at 1350, so the lowest levels use
// Skill Level (0 to 20) and a shallow search. That alone is not weak
// enough: at Skill Level 0 and depth 1 stockfish still takes every piece
// left hanging, and a player who looks one move ahead scored 0 to 2.5% in
// 20 games (BenchmarkLevelStrength); with a random move now and then the
// beginner gets the chances a beginner needs.
type levelSpec struct {
	skill int           // Skill Level, where UCI_Elo is not used
	elo   int           // UCI_Elo with UCI_LimitStrength; 0: not used
	depth int           // the deepest search, in plies; 0: no limit
	think time.Duration // the think time a move: all of it without a clock
	slips float64       // the share of moves played at random
}

var levels = [...]levelSpec{
	1: {skill: 0, depth: 1, think: 50 * time.Millisecond, slips: 0.3},
	2: {skill: 2, depth: 2, think: 100 * time.Millisecond, slips: 0.12},
	3: {skill: 5, depth: 4, think: 200 * time.Millisecond},
	4: {skill: 8, depth: 6, think: 300 * time.Millisecond},
	5: {skill: 11, elo: 1700, think: 500 * time.Millisecond},
	6: {skill: 14, elo: 2000, think: 800 * time.Millisecond},
	7: {skill: 17, elo: 2400, think: 1200 * time.Millisecond},
	8: {skill: 20, think: 2 * time.Second},
}

func (l Level) spec() levelSpec {
	if l < MinLevel || l > MaxLevel {
		l = DefaultLevel
	}
	return levels[l]
}

// Configure sets the engine's strength options for the level: UCI_Elo
// where the level has one and the engine offers it, else Skill Level; at
// level 8 neither limits it. An engine with neither is weakened by the
// depth limit and the think time only.
func Configure(p *uci.Process, l Level) error {
	spec := l.spec()
	limit := spec.elo > 0 && p.Has("UCI_LimitStrength") && p.Has("UCI_Elo")
	if l < MaxLevel && !p.Has("Skill Level") && p.Has("UCI_LimitStrength") && p.Has("UCI_Elo") {
		limit = true // the weakest the engine offers is closer than full strength
	}
	if err := p.Set("UCI_LimitStrength", strconv.FormatBool(limit)); err != nil {
		return err
	}
	if limit {
		o := p.Options["uci_elo"]
		elo := o.Clamp(spec.elo)
		if spec.elo == 0 {
			elo = o.Min
		}
		return p.Set("UCI_Elo", strconv.Itoa(elo))
	}
	skill := spec.skill
	if o, ok := p.Options["skill level"]; ok {
		if l == MaxLevel {
			skill = o.Max
		}
		skill = o.Clamp(skill)
	}
	return p.Set("Skill Level", strconv.Itoa(skill))
}

// limits are the go command for the opponent's move. Without a clock the
// engine thinks the level's time. With one it is told both clocks, and
// levels below 8 think their level's time as far as their clock allows;
// level 8 manages its clock itself, as a player at full strength does.
func (l Level) limits(c *session.EngineClock, me rules.Color) chessuci.CmdGo {
	spec := l.spec()
	g := chessuci.CmdGo{Depth: spec.depth}
	if c == nil {
		g.MoveTime = spec.think
		return g
	}
	g.WhiteTime, g.BlackTime = max(c.White, time.Millisecond), max(c.Black, time.Millisecond)
	g.WhiteIncrement, g.BlackIncrement = c.WhiteInc, c.BlackInc
	g.MovesToGo = c.MovesToGo
	if l == MaxLevel {
		return g
	}
	left, inc := c.White, c.WhiteInc
	if me == rules.Black {
		left, inc = c.Black, c.BlackInc
	}
	share := left / 20
	if c.MovesToGo > 0 {
		share = left / time.Duration(c.MovesToGo+2)
	}
	g.MoveTime = max(10*time.Millisecond, min(spec.think, share+inc/2))
	return g
}

// Adviser settings: hint and eval use the engine at full strength, on up
// to two cores, for a second; an analysis on one core (see Evaluate).
const (
	adviceTime = time.Second
	adviceHash = 64
)

func adviceThreads() int { return min(2, runtime.NumCPU()) }

// AnalysisNodes is how far the engine searches each position of an
// analysis at a level: the nodes of a search, level 8's 100,000 (depth 12
// to 17 in the middlegame with stockfish 15.1), level 1's an eighth of it.
// A game of 40 moves (81 positions) at level 8 took 20 s on two cores at
// a load of 10, 52 s at 20 (BenchmarkAnalyse40); at the half second a
// position it was searched for before, never less than 41 s.
func AnalysisNodes(l Level) int {
	if l < MinLevel || l > MaxLevel {
		l = MaxLevel
	}
	return int(l) * 12_500
}

// ConfigureAdviser sets an engine to full strength for hints, evaluations
// and analyses, one line of play at a time.
func ConfigureAdviser(p *uci.Process) error {
	if err := Configure(p, MaxLevel); err != nil {
		return err
	}
	if err := p.Set("MultiPV", "1"); err != nil {
		return err
	}
	if err := p.Set("Threads", strconv.Itoa(adviceThreads())); err != nil {
		return err
	}
	return p.Set("Hash", strconv.Itoa(adviceHash))
}

// Chance is where a level's random moves come from (*rand.Rand is one).
type Chance interface {
	Float64() float64
	IntN(n int) int
}

// choose is the move the level plays in game g when the engine chose best:
// best, or at the lowest levels now and then any legal move.
func (l Level) choose(best rules.Move, g *rules.Game, c Chance) rules.Move {
	if c == nil || l.spec().slips == 0 || c.Float64() >= l.spec().slips {
		return best
	}
	legal := g.LegalMoves()
	if len(legal) == 0 {
		return best
	}
	return legal[c.IntN(len(legal))]
}
