package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
)

// BenchmarkLevelStrength plays real stockfish at the levels of issue 13:
// level 1 against a beginner (beginnerMove: it must be beatable), then
// level 1 against 3 and level 3 against 8 (the higher level must score
// more). The engine is used exactly as the opponent at the table uses it:
// started and set by StartOpponent, asked with the level's limits without
// a clock. Games alternate colours. ANNA_STRENGTH_GAMES sets the games
// against the beginner (20), ANNA_STRENGTH_LEVEL_GAMES those of each pair
// of levels (20 for 1 against 3, 4 for 3 against 8: about 3.5 minutes in
// all on 2 cores; under -short one game each, of 4 plies at most).
// Stockfish's Skill Level draws its weaker moves at random, seeded by the
// clock, so only the beginner's side is reproducible.
//
//	go test ./engine -run NONE -bench LevelStrength -benchtime 1x -v
func BenchmarkLevelStrength(b *testing.B) {
	path := stockfish(b)
	b.Run("beginner-vs-1", func(b *testing.B) {
		games := envCount(b, "ANNA_STRENGTH_GAMES", 20)
		eng := startLevel(b, path, MinLevel)
		var sc score
		for range b.N {
			rng := rand.New(rand.NewPCG(13, 1))
			for i := range games {
				first := rules.White
				if i%2 == 1 {
					first = rules.Black
				}
				beginner := &beginnerSide{rng: rng}
				engine := &engineSide{proc: eng, level: MinLevel, chance: rng}
				r := playGame(b, beginner, engine, first)
				b.Logf("game %d: beginner %s: %s", i+1, rules.ColorName(first), r)
				sc.add(r)
			}
		}
		sc.report(b, "beginner")
	})
	// Level 8 thinks 2 s a move, so its games take about 50 s each; the
	// lower levels stop at their depth in a few milliseconds.
	for _, pair := range []struct {
		lo, hi Level
		games  int
	}{{1, 3, 20}, {3, 8, 4}} {
		lo, hi := pair.lo, pair.hi
		b.Run(fmt.Sprintf("level-%d-vs-%d", lo, hi), func(b *testing.B) {
			games := envCount(b, "ANNA_STRENGTH_LEVEL_GAMES", pair.games)
			low, high := startLevel(b, path, lo), startLevel(b, path, hi)
			var sc score
			for range b.N {
				rng := rand.New(rand.NewPCG(17, 1))
				for i := range games {
					first := rules.White
					if i%2 == 1 {
						first = rules.Black
					}
					r := playGame(b, &engineSide{proc: high, level: hi, chance: rng}, &engineSide{proc: low, level: lo, chance: rng}, first)
					b.Logf("game %d: level %d %s: %s", i+1, hi, rules.ColorName(first), r)
					sc.add(r)
				}
			}
			sc.report(b, fmt.Sprintf("level%d", hi))
		})
	}
}

// envCount is a positive count from the environment, or def; under
// -short (the quick form every benchmark has, docs/developers.md), one.
func envCount(b *testing.B, name string, def int) int {
	b.Helper()
	s := os.Getenv(name)
	if s == "" && testing.Short() {
		return 1
	}
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		b.Fatalf("%s=%q: want a count of games, 1 or more", name, s)
	}
	return n
}

// startLevel starts stockfish as the opponent at level l.
func startLevel(b *testing.B, path string, l Level) *uci.Process {
	b.Helper()
	p, err := StartOpponent(path, l, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { p.Close() })
	return p
}

// side is a player of a benchmark game.
type side interface {
	newGame(b *testing.B)
	// move is the side's move in g; its score (from the side's own view)
	// when it has one.
	move(b *testing.B, g *rules.Game) (m rules.Move, sc uci.Score, scored bool)
}

// gameResult is a game from the first player's view.
type gameResult struct {
	points float64 // 1, 0.5 or 0
	how    string
	plies  int
}

func (r gameResult) String() string {
	return fmt.Sprintf("%v after %d plies (%s)", r.points, r.plies, r.how)
}

// Games are ended by the benchmark, not by the Laws, in two ways, as
// engine matches usually are. moveCap: after 200 plies (100 moves each)
// the game is judged by material (piece values as in rules.Value): a side
// three points or more ahead, a minor piece, wins; anything closer is a
// draw. Resignation: when both engines' own searches agree that one side
// is lost (mated, or lostScore centipawns down) on two moves each in a
// row, that side loses, as the opponent at level 6 and up resigns.
const (
	moveCap     = 200
	capMargin   = 3
	lostScore   = 900
	agreedPlies = 4
)

// gameCap is moveCap, or under -short 4 plies: level 8 thinks 2 s a move.
func gameCap() int {
	if testing.Short() {
		return 4
	}
	return moveCap
}

// playGame plays one game, first with the colour c, the other with the
// other colour, and scores it for first.
func playGame(b *testing.B, first, second side, c rules.Color) gameResult {
	b.Helper()
	first.newGame(b)
	second.newGame(b)
	sides := map[rules.Color]side{c: first, c.Other(): second}
	g := rules.NewGame()
	agreed, loser := 0, rules.NoColor
	for !g.Outcome().Over() {
		if n := len(g.Plies()); n >= gameCap() {
			return capResult(g, c)
		}
		mover := g.Turn()
		m, sc, scored := sides[mover].move(b, g)
		if _, err := g.Play(m); err != nil {
			b.Fatalf("%s at ply %d: %v", rules.ColorName(mover), len(g.Plies())+1, err)
		}
		lost := rules.NoColor
		switch {
		case scored && (sc.Mate < 0 || sc.Mate == 0 && sc.CP <= -lostScore):
			lost = mover
		case scored && (sc.Mate > 0 || sc.Mate == 0 && sc.CP >= lostScore):
			lost = mover.Other()
		}
		if lost != rules.NoColor && lost == loser {
			agreed++
		} else {
			agreed, loser = 0, lost
			if lost != rules.NoColor {
				agreed = 1
			}
		}
		if agreed >= agreedPlies {
			points := 1.0
			if loser == c {
				points = 0
			}
			return gameResult{points, "resigns: " + rules.ColorName(loser), len(g.Plies())}
		}
	}
	o := g.Outcome()
	points := 0.5
	switch o.Winner() {
	case c:
		points = 1
	case c.Other():
		points = 0
	}
	return gameResult{points, o.String(), len(g.Plies())}
}

// capResult judges a game stopped at moveCap by material, for the side c.
func capResult(g *rules.Game, c rules.Color) gameResult {
	ahead := rules.Material(g.Board(), c) - rules.Material(g.Board(), c.Other())
	r := gameResult{0.5, fmt.Sprintf("move cap, material %+d", ahead), len(g.Plies())}
	switch {
	case ahead >= capMargin:
		r.points = 1
	case ahead <= -capMargin:
		r.points = 0
	}
	return r
}

// engineSide is stockfish as the opponent plays at a level.
type engineSide struct {
	proc   *uci.Process
	level  Level
	chance Chance // the level's random moves, as Player makes them
}

func (e *engineSide) newGame(b *testing.B) {
	b.Helper()
	if err := e.proc.NewGame(); err != nil {
		b.Fatal(err)
	}
}

func (e *engineSide) move(b *testing.B, g *rules.Game) (rules.Move, uci.Score, bool) {
	b.Helper()
	moves := make([]rules.Move, 0, len(g.Plies()))
	for _, p := range g.Plies() {
		moves = append(moves, p.Move)
	}
	pos := uci.Position{FEN: g.StartFEN(), Moves: uciMoves(moves)}
	res, err := e.proc.Search(context.Background(), pos, e.level.limits(nil, g.Turn()))
	if err != nil {
		b.Fatalf("level %d: %v", e.level, err)
	}
	m, err := rules.ParseUCI(res.Move)
	if err != nil {
		b.Fatalf("level %d: %v", e.level, err)
	}
	return e.level.choose(m, g, e.chance), res.Score, true
}

// beginnerSide is a model of a beginner: it looks one move ahead only. It
// mates in one when it can; otherwise it takes the capture that wins the
// most by rules.Value, not looking at the recapture; otherwise it plays any
// legal move, at random (ties too are broken at random).
type beginnerSide struct {
	rng *rand.Rand
}

func (*beginnerSide) newGame(*testing.B) {}

func (s *beginnerSide) move(b *testing.B, g *rules.Game) (rules.Move, uci.Score, bool) {
	b.Helper()
	legal := g.LegalMoves()
	var best []rules.Move
	bestGain := 0
	for _, m := range legal {
		ply, err := g.Play(m)
		if err != nil {
			b.Fatal(err)
		}
		if err := g.TakeBack(1); err != nil {
			b.Fatal(err)
		}
		if ply.Mate {
			return m, uci.Score{}, false
		}
		gain := rules.Value(ply.Captured)
		switch {
		case gain > bestGain:
			best, bestGain = []rules.Move{m}, gain
		case gain == bestGain && gain > 0:
			best = append(best, m)
		}
	}
	if len(best) == 0 {
		best = legal
	}
	return best[s.rng.IntN(len(best))], uci.Score{}, false
}

// score adds up the games of the first player of a pairing.
type score struct {
	wins, draws, losses int
}

func (s *score) add(r gameResult) {
	switch r.points {
	case 1:
		s.wins++
	case 0:
		s.losses++
	default:
		s.draws++
	}
}

func (s score) report(b *testing.B, who string) {
	b.Helper()
	n := s.wins + s.draws + s.losses
	pct := 100 * (float64(s.wins) + float64(s.draws)/2) / float64(n)
	b.ReportMetric(pct, who+"-score-%")
	b.ReportMetric(float64(s.wins), "wins")
	b.ReportMetric(float64(s.draws), "draws")
	b.ReportMetric(float64(s.losses), "losses")
	b.Logf("%s: %.1f%% (%d won, %d drawn, %d lost)", who, pct, s.wins, s.draws, s.losses)
}
