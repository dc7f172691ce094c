package tui

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/engine"
	"github.com/anna-chess/anna/internal/fakeuci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/words"
)

// TestMain turns this test binary into the fake UCI engine when a test
// starts it as one (fakeuci.Env set).
func TestMain(m *testing.M) {
	fakeuci.Main()
	os.Exit(m.Run())
}

// firstLegal plays the engine's best move, never one at random.
type firstLegal struct{}

func (firstLegal) Float64() float64 { return 1 }
func (firstLegal) IntN(int) int     { return 0 }

// scriptAgainstEngine runs a script (Plain with Echo, as anna does with a
// pipe) against the fake engine set up by spec, playing Black at level 1;
// it returns what the script printed and the store.
func scriptAgainstEngine(t *testing.T, spec, script string, waitAtMost time.Duration) (string, *memoryStore) {
	t.Helper()
	t.Setenv(fakeuci.Env, spec)
	path := os.Args[0]
	cfg := session.Config{Engine: &session.EngineConfig{Command: path, Plays: "black", Level: 1, Hints: true}}
	sess, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	store := &memoryStore{}
	tb := table.New(sess, store)
	proc, err := engine.StartOpponent(path, engine.MinLevel, nil)
	if err != nil {
		t.Fatal(err)
	}
	player, err := engine.Attach(tb, engine.Config{Path: path, Plays: rules.Black, Level: engine.MinLevel, AnalysisLevel: engine.MinLevel, Chance: firstLegal{}}, proc)
	if err != nil {
		t.Fatal(err)
	}
	defer player.Close() // before the table closes, as anna does
	defer tb.Close()
	c, err := tb.Sit(session.WhiteSeat)
	if err != nil {
		t.Fatal(err)
	}
	out := &syncBuffer{}
	p := &Plain{Table: tb, Client: c, In: strings.NewReader(script), Out: out, Voice: Silent{}, Echo: true, WaitAtMost: waitAtMost}
	done := make(chan error, 1)
	go func() { done <- p.Run() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("the script never ended; so far:\n%s", out.String())
	}
	return out.String(), store
}

// TestPlainScriptAgainstTheEngine: a script gets every answer in order,
// each after its own line and prompt, however long the engine thinks: the
// engine's move before the next line is read, an evaluation before the
// line after it; the end of the input waits for the engine's move, which
// is saved.
func TestPlainScriptAgainstTheEngine(t *testing.T) {
	out, store := scriptAgainstEngine(t, "delay=300ms,score=35,moves=g8f6 f6g8", "e4\nd4\neval\nmoves\nNf3\n", 0)
	want := "New game. 1. White to move\n" +
		"The engine plays Black, at level 1 of 8.\n" +
		"1. White to move: e4\nBauer Eva vier\n" +
		"1. Black to move: \nSpringer Felix sechs\n" +
		"2. White to move: d4\nBauer David vier\n" +
		"2. Black to move: \nSpringer Gustav acht\n" +
		"3. White to move: eval\nWhite is slightly better.\n" +
		"3. White to move: moves\nMoves: 1. Bauer Eva vier, Springer Felix sechs. 2. Bauer David vier, Springer Gustav acht\n" +
		"3. White to move: Nf3\nSpringer Felix drei\n" +
		"3. Black to move: \nSpringer Felix sechs\n" +
		"4. White to move: \n"
	if out != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
	if pgn := store.Last().PGN; !strings.Contains(pgn, "1. e4 Nf6 2. d4 Ng8 3. Nf3 Nf6 *") {
		t.Errorf("the engine's last move is not saved:\n%s", pgn)
	}
}

// TestPlainScriptEndWaitsForTheEngine: printf 'e4\n' | anna --engine ...
// leaves once the engine's answer is on the scoresheet.
func TestPlainScriptEndWaitsForTheEngine(t *testing.T) {
	out, store := scriptAgainstEngine(t, "delay=500ms,moves=e7e5", "e4", 0)
	if !strings.HasSuffix(out, "1. Black to move: \nBauer Eva fuenf\n2. White to move: \n") {
		t.Errorf("the end of the input did not wait for the engine's move:\n%s", out)
	}
	if pgn := store.Last().PGN; !strings.Contains(pgn, "1. e4 e5 *") {
		t.Errorf("the engine's move is not saved:\n%s", pgn)
	}
}

// TestPlainScriptWaitIsBounded: an engine that stops answering holds a
// script up at most for the wait's bound: the next line is read, after
// its prompt, and the end of the input ends the view.
func TestPlainScriptWaitIsBounded(t *testing.T) {
	start := time.Now()
	out, _ := scriptAgainstEngine(t, "hang=1", "e4\nmoves\n", 300*time.Millisecond)
	want := "1. White to move: e4\nBauer Eva vier\n1. Black to move: moves\nMoves: 1. Bauer Eva vier\n1. Black to move: \n"
	if !strings.HasSuffix(out, want) {
		t.Errorf("got:\n%s\nwant it to end:\n%s", out, want)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the script took %v against an engine that never answers, with a bound of 300 ms a line", d)
	}
}

// TestPlainScriptAnalysis: analyze after the game is answered, then its
// result, before the next line is read; the steps follow in order.
func TestPlainScriptAnalysis(t *testing.T) {
	out, _ := scriptAgainstEngine(t, "moves=g8f6", "e4\nresign\nyes\nanalyze\nmoves\n", 0)
	over := speech.Phrasebook{}.Say(words.Key("game-over-prompt-engine").With(words.Result(rules.BlackWins))).Text()
	want := over + ": analyze\n" +
		"The engine analyses 1 move; this takes about 1 second.\n" +
		"Analysis done: no serious mistakes.\n" +
		over + ": moves\n" +
		"Moves: 1. Bauer Eva vier, Springer Felix sechs\n"
	if !strings.Contains(out, want) {
		t.Errorf("got:\n%s\nwant it to hold:\n%s", out, want)
	}
}

// TestPlainScriptRestart: engine restart is answered, and the engine is
// back, before the next line is read.
func TestPlainScriptRestart(t *testing.T) {
	out, _ := scriptAgainstEngine(t, "moves=g8f6 f6g8", "e4\nengine off\nengine restart\nd4\n", 0)
	want := "2. White to move: engine restart\nStarting the engine again.\n" +
		"The engine is running again; it plays Black.\n" +
		"2. White to move: d4\nBauer David vier\n2. Black to move: \nSpringer Gustav acht\n3. White to move: \n"
	if !strings.HasSuffix(out, want) {
		t.Errorf("got:\n%s\nwant it to end:\n%s", out, want)
	}
}
