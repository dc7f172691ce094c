package session

import (
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// TestEnginePending: a seat's picture says what it waits for from the
// engine, until it comes: the engine's move (EngineActs), the answer to a
// question (Awaiting and Pending), an analysis (Awaiting until its first
// line, that it has begun, so that the line view writes the prompt after
// it; Pending until its result), a restart; an answer for a
// position that has gone ends the wait too, and says so to the table (its
// result is not nil).
func TestEnginePending(t *testing.T) {
	s, err := New(Config{Engine: &EngineConfig{Command: "stockfish", Plays: "black", Level: 1, Hints: true}})
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	type want struct{ awaiting, pending, acts bool }
	check := func(step string, w want) {
		t.Helper()
		p := s.PictureFor(WhiteSeat, time.Time{})
		if got := (want{p.Awaiting, p.Pending, p.EngineActs}); got != w {
			t.Errorf("%s: got %+v, want %+v", step, got, w)
		}
	}
	check("at the start, White to move", want{})
	s.HandleAs(WhiteSeat, "e4")
	check("the engine to move", want{acts: true})
	s.HandleAs(BlackSeat, "e5")
	check("the engine moved", want{})

	s.HandleAs(WhiteSeat, "hint")
	check("hint asked", want{awaiting: true, pending: true})
	req := s.TakeEngineRequests()[0]
	s.HandleAs(WhiteSeat, "Nf3")
	if out := s.EngineHint(req, rules.Move{}); out == nil || len(out) != 0 {
		t.Errorf("a hint for a position gone: got %v, want no line and not nil", out)
	}
	check("hint for a position gone", want{acts: true})
	s.HandleAs(BlackSeat, "Nc6")

	s.HandleAs(WhiteSeat, "engine restart")
	check("restart asked", want{pending: true})
	s.TakeEngineRequests()
	s.EngineUp("FakeFish")
	check("the engine is back", want{})

	s.HandleAs(WhiteSeat, "resign")
	s.HandleAs(WhiteSeat, "yes")
	s.HandleAs(WhiteSeat, "analyze")
	check("analysis asked", want{awaiting: true, pending: true})
	req = s.TakeEngineRequests()[0]
	s.AnalysisStarted(req, time.Second)
	check("analysis begun", want{pending: true})
	s.AnalysisDone(req, nil)
	check("analysis done", want{})
}
