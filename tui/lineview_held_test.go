package tui

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

// answerEval answers the engine questions waiting at the table as the
// engine's adviser would, with White better by cp centipawns.
func answerEval(tb *table.Table, cp int) {
	tb.Act(func(s *session.Session) []session.Output {
		var out []session.Output
		for _, req := range s.TakeEngineRequests() {
			out = append(out, s.EngineEval(req, cp, 0)...)
		}
		return out
	})
}

// TestLineViewHoldsThePromptForTheEngine: a question the engine answers in
// its own time (eval) reads as any other: the typed line, the answer, the
// prompt, written in one go when the answer comes; a key typed before the
// answer brings the prompt back at once, and the answer is printed above.
func TestLineViewHoldsThePromptForTheEngine(t *testing.T) {
	cfg := session.Config{Engine: &session.EngineConfig{Command: "stockfish", Hints: true}}
	t.Run("answer, then prompt", func(t *testing.T) {
		r, _ := startLine(t, cfg, &memoryStore{}, nil)
		r.out.waitFor(t, "1. White to move: ")
		r.typeKeys("eval\r")
		time.Sleep(100 * time.Millisecond) // the engine thinks
		rows := r.out.rows()
		if last := rows[len(rows)-1]; last != "1. White to move: eval" {
			t.Fatalf("while the engine thinks the last row is %q, want the typed line and no new prompt", last)
		}
		n := r.out.count()
		answerEval(r.view.Table, 150)
		rows = r.out.waitFor(t, "better")
		wantRows(t, rows[len(rows)-3:], "1. White to move: eval", "White is better, about 2 pawns.", "1. White to move:")
		if got := r.out.count() - n; got != 1 {
			t.Errorf("the answer and the prompt took %d writes, want 1", got)
		}
	})
	t.Run("typing on", func(t *testing.T) {
		r, _ := startLine(t, cfg, &memoryStore{}, nil)
		r.out.waitFor(t, "1. White to move: ")
		r.typeKeys("eval\r")
		time.Sleep(50 * time.Millisecond)
		r.typeKeys("S")
		r.out.waitFor(t, "1. White to move: S")
		answerEval(r.view.Table, 150)
		rows := r.out.waitFor(t, "better")
		wantRows(t, rows[len(rows)-3:], "1. White to move: eval", "White is better, about 2 pawns.", "1. White to move: S")
	})
}

// TestPlainHoldsThePromptForTheEngine: in plain lines too, the answer the
// engine gives in its own time comes before the prompt, which is written
// once.
func TestPlainHoldsThePromptForTheEngine(t *testing.T) {
	out := &syncBuffer{}
	pr, pw := io.Pipe()
	cfg := session.Config{Engine: &session.EngineConfig{Command: "stockfish", Hints: true}}
	tb, c, _ := sit(t, cfg, &memoryStore{})
	p := &Plain{Table: tb, Client: c, In: pr, Out: out, Voice: Silent{}, Echo: true}
	done := make(chan error)
	go func() { done <- p.Run() }()
	for !strings.Contains(out.String(), "1. White to move: ") {
		time.Sleep(time.Millisecond)
	}
	pw.Write([]byte("eval\n"))
	time.Sleep(100 * time.Millisecond) // the engine thinks
	answerEval(tb, 150)
	for !strings.Contains(out.String(), "better") {
		time.Sleep(time.Millisecond)
	}
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	want := "New game. 1. White to move\n1. White to move: eval\nWhite is better, about 2 pawns.\n1. White to move: \n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}

// TestPlainLaterLineEndsTheHold: a line from outside that arrives while
// the prompt waits for the engine is written with the prompt after it, and
// the prompt is not written a second time when the wait runs out.
func TestPlainLaterLineEndsTheHold(t *testing.T) {
	out := &syncBuffer{}
	later := make(chan string)
	pr, pw := io.Pipe()
	cfg := session.Config{Engine: &session.EngineConfig{Command: "stockfish", Hints: true}}
	tb, c, _ := sit(t, cfg, &memoryStore{})
	p := &Plain{Table: tb, Client: c, In: pr, Out: out, Voice: Silent{}, Later: later, Echo: true, WaitAtMost: 100 * time.Millisecond}
	done := make(chan error)
	go func() { done <- p.Run() }()
	for !strings.Contains(out.String(), "1. White to move: ") {
		time.Sleep(time.Millisecond)
	}
	pw.Write([]byte("eval\n"))
	for !strings.Contains(out.String(), "eval\n") { // the view waits for the engine
		time.Sleep(time.Millisecond)
	}
	later <- "no sound"
	time.Sleep(holdAtMost + 300*time.Millisecond) // the engine never answers
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	want := "New game. 1. White to move\n1. White to move: eval\nno sound\n1. White to move: \n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}
