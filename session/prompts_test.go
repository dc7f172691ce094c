package session

import (
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// hosted is a match as anna host plays it: White at the host's terminal,
// which holds the arbiter's powers, Black at a terminal of its own.
func hosted(t *testing.T, cfg Config) (*Session, func(string) string, func(string) string) {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	white := func(line string) string { return s.Transcript(s.HandleWith(WhiteSeat, WhiteRole|ArbiterRole, line)) }
	black := func(line string) string { return s.Transcript(s.HandleAs(BlackSeat, line)) }
	return s, white, black
}

// TestNoAdjournTrap: Black's adjourn while White is on move is a request
// to the arbiter, never White's sealing; the arbiter grants it, and the
// sealer may still leave with quit or cancel: nothing is sealed.
func TestNoAdjournTrap(t *testing.T) {
	s, white, black := hosted(t, Config{})
	white("e4")
	black("e5")
	if got := black("adjourn"); !strings.Contains(got, "Sent to the arbiter.") {
		t.Fatalf("Black's adjourn: %q", got)
	}
	if s.sealer != rules.NoColor || strings.Contains(s.PictureFor(WhiteSeat, time.Now()).Prompt, "seal") {
		t.Fatal("Black's request put White into the sealing")
	}
	if got := white("Nf3"); !strings.Contains(got, "Springer Felix drei") {
		t.Fatalf("White could not play on: %q", got)
	}
	black("Nc6")
	if got := white("grant"); !strings.Contains(got, "White seals the next move") {
		t.Fatalf("the arbiter's grant: %q", got)
	}
	if !s.PictureFor(WhiteSeat, time.Now()).Asking {
		t.Error("the sealer's picture does not say a question waits")
	}
	if got := white("cancel"); !strings.Contains(got, "White seals no move: the game goes on.") {
		t.Fatalf("cancel while sealing: %q", got)
	}
	white("adjourn") // the player on move seals at once
	outs := s.HandleWith(WhiteSeat, WhiteRole|ArbiterRole, "quit")
	got := s.Transcript(outs)
	if !strings.Contains(got, "White seals no move") || !strings.Contains(got, "Game saved. Goodbye.") || outs[len(outs)-1].Kind != Quit {
		t.Errorf("quit while sealing: %q", got)
	}
	if s.adjourned || s.envelope != nil {
		t.Error("quit sealed a move")
	}
}

// TestFlagEndsSealing: a flag that falls while a move is being sealed ends
// the sealing with the game.
func TestFlagEndsSealing(t *testing.T) {
	ft := &fakeTime{}
	s, white, _ := hosted(t, Config{TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: time.Minute}}}, Time: ft})
	white("adjourn")
	if s.sealer != rules.White {
		t.Fatal("no sealing")
	}
	ft.now += 2 * time.Minute
	got := s.Transcript(s.Tick())
	if !strings.Contains(got, "flag fallen") || s.sealer != rules.NoColor {
		t.Fatalf("the flag fell during the sealing: %q, sealer %v", got, s.sealer)
	}
	if p := s.PictureFor(WhiteSeat, time.Now()); p.Asking || p.SecretInput || strings.Contains(p.Prompt, "seal") {
		t.Errorf("the sealing prompt stayed: %+v", p.Prompt)
	}
}

// TestQuestionsLeft: "which piece?" and "do you really resign?" are left
// with cancel; quit leaves them and anna.
func TestQuestionsLeft(t *testing.T) {
	s, _ := New(Config{FEN: "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"})
	s.Start()
	if got := s.Transcript(s.Handle("Rd1")); !strings.Contains(got, "Which") && !strings.Contains(got, "which") {
		t.Fatalf("no question: %q", got)
	}
	if got := s.Transcript(s.Handle("cancel")); got != "Cancelled.\n" {
		t.Errorf("cancel at which piece: %q", got)
	}
	s.Handle("resign")
	if got := s.Transcript(s.Handle("cancel")); got != "Resignation cancelled.\n" {
		t.Errorf("cancel at resign: %q", got)
	}
	s.Handle("resign")
	outs := s.Handle("quit")
	if outs[len(outs)-1].Kind != Quit || s.Game().Outcome().Over() {
		t.Errorf("quit at resign: %q", s.Transcript(outs))
	}
	if got := s.Transcript(s.Handle("cancel")); got != "Nothing to cancel.\n" {
		t.Errorf("cancel with no question: %q", got)
	}
}

// TestIncrementNeedsTheArbiter: Black's increment is asked for White never
// (III.4: the player on move asks); asked by Black on move it is a draw
// offer and a request, granted by the arbiter's grant only.
func TestIncrementNeedsTheArbiter(t *testing.T) {
	ft := &fakeTime{}
	s, white, black := hosted(t, Config{TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: 15 * time.Minute}}}, Time: ft})
	if got := black("increment"); !strings.Contains(got, "Only the player on move") {
		t.Fatalf("Black's increment for White: %q", got)
	}
	white("e4")
	ft.now += 13*time.Minute + 30*time.Second // Black has 1:30 left
	got := black("increment")
	if !strings.Contains(got, "Black asks for 5 seconds a move") || s.clock.Increment(rules.Black) != 0 {
		t.Fatalf("Black's request: %q, increment %v", got, s.clock.Increment(rules.Black))
	}
	if got := black("grant"); !strings.Contains(got, "Only the arbiter may type grant") {
		t.Errorf("Black granted: %q", got)
	}
	if got := white("grant"); !strings.Contains(got, "Increment granted") || s.clock.Increment(rules.Black) != 5*time.Second {
		t.Errorf("the arbiter's grant: %q", got)
	}
}
