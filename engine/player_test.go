package engine

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
)

// syncBuffer is the engine's log, written on the player's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// game is a match between a person at one seat and the engine at the
// other, on a real table and session, the engine the fake one.
type game struct {
	t      testing.TB
	tb     *table.Table
	store  *tabletest.Store
	human  *table.Client
	player *Player
	log    *syncBuffer
	heard  []string
}

// newGame starts a game against the fake engine set up by spec.
func newGame(t testing.TB, spec string, cfg session.Config, plays rules.Color, level Level) *game {
	t.Helper()
	path := fake(t, spec)
	cfg.Engine = &session.EngineConfig{Command: path, Plays: rules.ColorName(plays), Level: int(level), Hints: true}
	sess, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, store: &tabletest.Store{}, log: &syncBuffer{}}
	g.tb = table.New(sess, g.store)
	proc, err := StartOpponent(path, level, g.log)
	if err != nil {
		t.Fatal(err)
	}
	if g.player, err = Attach(g.tb, Config{Path: path, Plays: plays, Level: level, AnalysisLevel: 1, Log: g.log, Chance: noSlips{}}, proc); err != nil {
		t.Fatal(err)
	}
	if g.human, err = g.tb.Sit(session.SeatOf(plays.Other())); err != nil {
		t.Fatal(err)
	}
	g.tb.Start()
	t.Cleanup(func() {
		g.tb.Close()
		g.player.Close()
	})
	return g
}

// do types a line at the person's seat.
func (g *game) do(line string) { g.human.Do(line) }

// waitFor waits until the person has heard a line containing want, and
// returns it.
func (g *game) waitFor(want string) string {
	g.t.Helper()
	// A bound for a test that fails: a move can take seconds under the
	// race detector on a loaded machine (6.9's and 5.2.2's searches).
	deadline := time.After(30 * time.Second)
	for {
		for len(g.heard) > 0 {
			line := g.heard[0]
			g.heard = g.heard[1:]
			if strings.Contains(line, want) {
				return line
			}
		}
		for _, ev := range g.human.Take() {
			for _, p := range ev.Lines {
				g.heard = append(g.heard, p.Text())
			}
		}
		if len(g.heard) > 0 {
			continue
		}
		select {
		case <-g.human.Ready():
		case <-deadline:
			g.t.Fatalf("never heard %q", want)
		}
	}
}

// pgn is the scoresheet as last saved.
func (g *game) pgn() string { return g.store.Last().PGN }

func TestEnginePlaysItsMoves(t *testing.T) {
	g := newGame(t, "moves=e7e5 g8f6", session.Config{}, rules.Black, DefaultLevel)
	g.waitFor("The engine plays Black, at level 3 of 8.")
	g.do("e4")
	g.waitFor("Bauer Eva fuenf")
	g.do("Springer Felix drei")
	g.waitFor("Springer Felix sechs")
	if !strings.Contains(g.pgn(), "1. e4 e5 2. Nf3 Nf6") {
		t.Errorf("the scoresheet:\n%s", g.pgn())
	}
}

func TestEngineOpensAsWhite(t *testing.T) {
	// The engine answers its first search only, so that d5 comes while it
	// still thinks after e5, however loaded the machine (with a quick
	// reply, d5 could be Black's move by then).
	g := newGame(t, "moves=d2d4,hang=2", session.Config{}, rules.White, DefaultLevel)
	g.waitFor("Bauer David vier")
	g.do("e5")
	g.do("d5") // not Black's turn: the engine's
	g.waitFor("White is to move: the engine is thinking.")
}

// TestQuestionsWhileThinking: the table answers at once while the engine
// thinks; a game that ends meanwhile stops its search.
func TestQuestionsWhileThinking(t *testing.T) {
	log, setting := fakeLog(t)
	g := newGame(t, "infinite,"+setting, session.Config{}, rules.Black, DefaultLevel)
	g.do("e4")
	g.do("moves")
	g.waitFor("Moves: 1. Bauer Eva vier")
	g.do("d5")
	g.waitFor("Black is to move: the engine is thinking.")
	waitCommand(t, log, "go ")
	g.do("resign")
	g.do("yes")
	g.waitFor("White resigns")
	waitCommand(t, log, "stop")
}

func TestEngineCrashes(t *testing.T) {
	g := newGame(t, "crash=2,moves=e7e5 d7d5 c7c5", session.Config{}, rules.Black, DefaultLevel)
	g.do("e4")
	g.waitFor("Bauer Eva fuenf")
	saves := g.store.Count()
	g.do("d4")
	g.waitFor("The engine has stopped working. The game is saved.")
	if g.store.Count() <= saves+1 {
		t.Errorf("saved %d times since e5, want the move and the fault", g.store.Count()-saves)
	}
	g.do("engine off")
	g.waitFor("The engine is off: type the moves of both sides.")
	g.do("d5") // the person plays Black's move now
	g.waitFor("Bauer David fuenf")
	g.do("engine restart")
	g.waitFor("The engine is running again; it plays Black.")
	g.do("exd5")
	g.waitFor("Bauer Cesar fuenf") // c7c5: the new engine's first search
	if !strings.Contains(g.pgn(), "1. e4 e5 2. d4 d5 3. exd5 c5") {
		t.Errorf("the scoresheet:\n%s", g.pgn())
	}
}

func TestEngineStopsAnswering(t *testing.T) {
	g := newGame(t, "hang=1", session.Config{}, rules.Black, DefaultLevel)
	g.do("e4")
	g.waitFor("The engine does not answer. The game is saved.")
	g.do("e5")
	g.waitFor("Black is to move, and the engine has stopped")
}

func TestIllegalMoveRefused(t *testing.T) {
	g := newGame(t, "illegal=1,moves=e7e5", session.Config{}, rules.Black, DefaultLevel)
	g.do("e4")
	g.waitFor("The engine sent a move that cannot be played")
	g.waitFor("Bauer Eva fuenf")
	if !strings.Contains(g.log.String(), "refused") {
		t.Errorf("the refusal is not logged:\n%s", g.log)
	}
	if !strings.Contains(g.pgn(), "1. e4 e5") {
		t.Errorf("the scoresheet:\n%s", g.pgn())
	}
}

func TestIllegalMovesTwice(t *testing.T) {
	g := newGame(t, "illegalall", session.Config{}, rules.Black, DefaultLevel)
	g.do("e4")
	g.waitFor("The engine sent a move that cannot be played")
	g.waitFor("The engine has stopped working.")
	if !strings.Contains(g.pgn(), "1. e4 *") {
		t.Errorf("a move was played:\n%s", g.pgn())
	}
}

// TestDrawOffers: the engine accepts when it finds the position about
// level or worse for it, and declines (by moving) when it is better.
func TestDrawOffers(t *testing.T) {
	for _, tt := range []struct {
		score, want string
	}{
		{"10", "Draw by agreement"},
		{"-200", "Draw by agreement"},
		{"200", "Draw offer declined."},
	} {
		t.Run(tt.score, func(t *testing.T) {
			g := newGame(t, "moves=e7e5 b8c6,score="+tt.score, session.Config{}, rules.Black, DefaultLevel)
			g.do("e4")
			g.waitFor("Bauer Eva fuenf")
			g.do("draw")
			g.do("Nf3")
			g.waitFor(tt.want)
		})
	}
}

func TestEngineResigns(t *testing.T) {
	g := newGame(t, "moves=e7e5 d7d6,score=-1200", session.Config{}, rules.Black, 6)
	g.do("e4")
	g.waitFor("Bauer Eva fuenf") // hopeless once: it plays on
	g.do("d4")
	g.waitFor(speech.Phrasebook{}.Outcome(rules.Outcome{Result: rules.WhiteWins, Reason: rules.Resignation}).Text())
	// At level 3 it plays on, whatever it finds.
	g = newGame(t, "moves=e7e5 d7d6,score=-1200", session.Config{}, rules.Black, DefaultLevel)
	g.do("e4")
	g.waitFor("Bauer Eva fuenf")
	g.do("d4")
	g.waitFor("Bauer David sechs")
}

func TestHintAndEval(t *testing.T) {
	g := newGame(t, "moves=e2e4 e7e5 g1f3,score=120", session.Config{}, rules.Black, DefaultLevel)
	g.do("hint")
	g.waitFor("Hint: Bauer Eva vier.")
	g.do("eval")
	g.waitFor("White is better, about a pawn.")
	g.do("e4")
	g.waitFor("Bauer Eva fuenf")
	g.do("eval") // Black's engine finds 120 for White: the side to move
	g.waitFor("White is better, about a pawn.")
}

func TestAnalysisAfterTheGame(t *testing.T) {
	// White (the person) lets a mate in one go, then gives it.
	cfg := session.Config{FEN: "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"}
	g := newGame(t, "moves=a1a8 g8h8,scores=m1 0 m1", cfg, rules.Black, DefaultLevel)
	g.do("analyze")
	g.waitFor("The analysis comes after the game")
	g.do("h3")
	g.waitFor("Koenig Hector acht")
	g.do("Ra8")
	g.waitFor("Checkmate")
	g.do("analyze")
	g.waitFor("The engine analyses 2 moves")
	g.waitFor("Analysis done: 1 blunder. Type next for the first")
	g.do("next")
	g.waitFor("Move 1, White: Bauer Hector drei, a blunder: it misses mate in one. Better: Turm Anna acht, Matt.")
	g.do("where white Turm")
	g.waitFor("Anna eins") // the position before the mistake
	g.do("next")
	g.waitFor("That was the last mistake.")
	g.do("stop")
	g.waitFor("Analysis ended, back to the game.")
}

// TestEngineFollowsTheProcedure: with the opponent's board following on
// repeat (D.2.1) and moves completed by pressing the clock (D.2.3), the
// engine repeats the person's moves and presses its own clock.
func TestEngineFollowsTheProcedure(t *testing.T) {
	g := newGame(t, "moves=e7e5", session.Config{Mirror: rules.MirrorConfirm}, rules.Black, DefaultLevel)
	g.do("e4")
	g.waitFor("Black has repeated it.")
	g.waitFor("Bauer Eva fuenf")
	g.do("e5") // the person repeats the engine's move
	g.waitFor("White has repeated it.")

	g = newGame(t, "moves=e7e5", session.Config{Press: rules.PressManual}, rules.Black, DefaultLevel)
	g.do("e4")
	g.do("press")
	g.waitFor("Bauer Eva fuenf")
	g.waitFor("Black completes the move.")
}

func TestEngineClock(t *testing.T) {
	log, setting := fakeLog(t)
	tc, _ := rules.ParseTimeControl("5+3")
	g := newGame(t, "moves=e7e5,"+setting, session.Config{TimeControl: tc, Time: monotonic{time.Now()}}, rules.Black, DefaultLevel)
	g.do("e4")
	g.waitFor("Bauer Eva fuenf")
	var goLine string
	for _, c := range commands(t, log) {
		if strings.HasPrefix(c, "go ") {
			goLine = c
		}
	}
	// Black's clock runs from White's press: under 5 minutes, or just 5
	// minutes where the clock's grain is coarse (Windows' is 0.5 to 16 ms).
	if !strings.Contains(goLine, "wtime 30") || !regexp.MustCompile(`btime (29\d{4}|300000) `).MatchString(goLine) || !strings.Contains(goLine, "winc 3000 binc 3000") {
		t.Errorf("the engine was told %q, want both clocks and increments", goLine)
	}
	if !strings.Contains(g.pgn(), "e5 {[%clk 0:0") {
		t.Errorf("the engine's move has no clock on the scoresheet:\n%s", g.pgn())
	}
}

func TestEngineLosesOnTime(t *testing.T) {
	tc := rules.TimeControl{Periods: []rules.Period{{Time: 700 * time.Millisecond}}}
	g := newGame(t, "infinite", session.Config{TimeControl: tc, Time: monotonic{time.Now()}}, rules.Black, 8)
	g.do("e4")
	g.waitFor("Black: flag fallen")
}

func TestEngineIsSavedForResume(t *testing.T) {
	g := newGame(t, "moves=e7e5", session.Config{}, rules.Black, 5)
	g.do("e4")
	g.waitFor("Bauer Eva fuenf")
	var st session.State
	if err := json.Unmarshal(g.store.Last().State, &st); err != nil {
		t.Fatal(err)
	}
	s, err := session.Restore(st, session.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := s.Engine(); !ok || e.Plays != "black" || e.Level != 5 || !e.Hints {
		t.Errorf("resumed with the engine %+v (%v)", e, ok)
	}
}

type monotonic struct{ start time.Time }

func (m monotonic) Now() time.Duration { return time.Since(m.start) }

// noSlips keeps the lowest levels from playing a random move, so that the
// scripted engine's moves are the moves played.
type noSlips struct{}

func (noSlips) Float64() float64 { return 1 }
func (noSlips) IntN(int) int     { return 0 }
