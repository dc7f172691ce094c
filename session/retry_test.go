package session

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// scholar is the game retried: 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7#.
var scholar = []string{"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"}

func uciMoves(t *testing.T, us ...string) []rules.Move {
	t.Helper()
	var ms []rules.Move
	for _, u := range us {
		m, err := rules.ParseUCI(u)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	return ms
}

// scholarMistakes are what the fake analysis finds: 2.Qh5 (Nf3 better),
// 3.Bc4 (Nf3) and 3...Nf6 (Qe7, a blunder allowing mate in one).
func scholarMistakes(t *testing.T) []Mistake {
	b := uciMoves(t, "g1f3", "g1f3", "d8e7")
	return []Mistake{{Ply: 2, Better: b[0]}, {Ply: 4, Better: b[1]}, {Ply: 5, Better: b[2], Blunder: true, AllowsMate: 1}}
}

// fakeJudge answers the retry requests as an engine would: good enough
// for the moves in good, with best the engine's move.
func fakeJudge(t *testing.T, s *Session, good []string, best string) []Output {
	t.Helper()
	var out []Output
	for _, req := range s.TakeEngineRequests() {
		if req.Kind != RetryRequest {
			t.Errorf("request %v, want a retry", req.Kind)
			continue
		}
		out = append(out, s.RetryJudged(req, slices.Contains(good, req.Answer.String()), uciMoves(t, best)[0])...)
	}
	return out
}

// matchGolden compares got with testdata/name (-update writes it).
func matchGolden(t *testing.T, name, got string) {
	t.Helper()
	golden := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestRetryTranscripts: retry after anna analyze FILE's analysis, in
// English and German, as testdata/retry-LANG.golden has it (-update writes
// them): before the analysis, each mistake of both sides in game order, a
// board question at the position set, a move judged not good enough, one
// good enough (the engine's best said, the next mistake set), the
// analysis's own better move taken at once, a move that cannot be played,
// the solution, the end back in the analysis's steps; retry again, skip,
// quit back to the steps; retry from the game after stop.
func TestRetryTranscripts(t *testing.T) {
	for _, c := range []struct {
		lang  speech.Lang
		lines []string
	}{
		{speech.EN, []string{"retry", "help", "square h5", "Qh5", "Nc3", "Nf3", "Kf8", "Qf6", "solution",
			"retry", "", "skip", "quit", "stop", "retry", "skip", "skip", "skip"}},
		{speech.DE, []string{"lernen", "hilfe", "feld Hector fünf", "Dame Hector fünf", "Springer Cesar drei", "Springer Felix drei", "König Felix acht",
			"Dame Felix sechs", "lösung", "lernen", "", "überspringen", "beenden", "fertig", "lernen", "überspringen", "überspringen", "überspringen"}},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			s, err := NewAnalysis(Config{Book: speech.Phrasebook{Lang: c.lang}, Engine: &EngineConfig{Command: "stockfish", Hints: true}}, "", uciMoves(t, scholar...))
			if err != nil {
				t.Fatal(err)
			}
			var sb strings.Builder
			write := func(outs []Output) {
				sb.WriteString(s.Transcript(outs))
				sb.WriteString(s.Prompt().Text() + "\n")
			}
			sb.WriteString("> " + c.lines[0] + "\n")
			write(s.Handle(c.lines[0])) // before the analysis
			req := s.RequestAnalysis(NoSeat)
			s.TakeEngineRequests()
			write(s.AnalysisDone(req, scholarMistakes(t)))
			for _, l := range c.lines {
				sb.WriteString("> " + l + "\n")
				out := s.Handle(l)
				write(append(out, fakeJudge(t, s, []string{"b1c3"}, "g1f3")...))
			}
			matchGolden(t, "retry-"+string(c.lang)+".golden", sb.String())
		})
	}
}

// TestRetryOwnMistakes: in a game against the engine, retry goes through
// the player's own mistakes only (White's, not the engine's 3...Nf6); it
// waits for analyze, and a game without an engine says why. A request
// is the position before the mistake with the move tried; while it is
// judged, a move waits; an answer for a move no longer awaited is not
// said; the engine failing lets the player try again.
func TestRetryOwnMistakes(t *testing.T) {
	plain, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	plain.Start()
	if got := plain.Transcript(plain.HandleAs(WhiteSeat, "retry")); !strings.Contains(got, "no engine") {
		t.Errorf("retry without an engine: %q", got)
	}

	s, err := New(Config{Engine: &EngineConfig{Command: "stockfish", Plays: "black", Level: 1, Hints: true}})
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	said := func(seat Seat, line string) string { return s.Transcript(s.HandleAs(seat, line)) }
	if got := said(WhiteSeat, "retry"); !strings.Contains(got, "after the game") {
		t.Errorf("retry during the game: %q", got)
	}
	for i, u := range scholar {
		seat := WhiteSeat
		if i%2 == 1 {
			seat = BlackSeat
		}
		said(seat, u)
	}
	if !s.Game().Outcome().Over() {
		t.Fatal("the game is not over")
	}
	if got := said(WhiteSeat, "retry"); !strings.Contains(got, "Type analyze first") {
		t.Errorf("retry before analyze: %q", got)
	}
	said(WhiteSeat, "analyze")
	req := s.TakeEngineRequests()[0]
	s.AnalysisDone(req, scholarMistakes(t)[2:]) // the engine's only
	if got := said(WhiteSeat, "retry"); !strings.Contains(got, "No serious mistakes to retry") {
		t.Errorf("only the engine's mistakes: %q", got)
	}
	s.AnalysisDone(req, scholarMistakes(t))
	if got := said(WhiteSeat, "retry"); !strings.Contains(got, "Move 2, White: you played") {
		t.Errorf("retry: %q", got)
	}
	if out := s.HandleAs(WhiteSeat, "d4"); len(out) != 0 {
		t.Errorf("a move tried: said %q before the engine judged it", s.Transcript(out))
	}
	if !s.PictureFor(WhiteSeat, time.Time{}).Awaiting {
		t.Error("the prompt does not wait for the engine's verdict")
	}
	reqs := s.TakeEngineRequests()
	if len(reqs) != 1 || reqs[0].Kind != RetryRequest || reqs[0].Answer.String() != "d2d4" || len(reqs[0].Moves) != 2 {
		t.Fatalf("requests %+v, want one to judge d2d4 after 1.e4 e5", reqs)
	}
	if got := said(WhiteSeat, "Nc3"); !strings.Contains(got, "judging your move") {
		t.Errorf("a move while the engine judges: %q", got)
	}
	if got := said(WhiteSeat, "square h5"); !strings.Contains(got, "empty") {
		t.Errorf("a question while the engine judges, at the position before 2.Qh5: %q", got)
	}
	s.EngineAdviceFailed(reqs[0])
	if got := said(WhiteSeat, "Nc3"); got != "" {
		t.Errorf("after the engine failed, a move tried: %q, want it sent to the engine", got)
	}
	reqs = s.TakeEngineRequests()
	said(WhiteSeat, "quit")
	if out := s.RetryJudged(reqs[0], true, reqs[0].Answer); out == nil || len(out) != 0 {
		t.Errorf("a verdict after quit: %q, want nothing said (and not nil)", s.Transcript(out))
	}
	if got := said(WhiteSeat, "retry"); !strings.Contains(got, "Move 2, White") {
		t.Errorf("retry again: %q", got)
	}
	if got := said(WhiteSeat, "skip"); !strings.Contains(got, "Move 3, White") {
		t.Errorf("skip: %q, want White's 3.Bc4 next", got)
	}
	if got := said(WhiteSeat, "skip"); !strings.Contains(got, "last mistake") {
		t.Errorf("skip at the last of White's: %q", got)
	}
}
