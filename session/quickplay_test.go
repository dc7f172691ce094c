package session

import (
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// TestQuickplayClaimIsKept: a claim under III.5 waiting for the arbiter,
// postponed and with a flag fallen since, comes back with anna resume, and
// the arbiter's grant then draws the game; whether Guidelines III apply is
// kept too (off stays off for a time control they would apply to).
func TestQuickplayClaimIsKept(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("15")
	cfg := Config{TimeControl: tc, Time: ft, Announce: AnnounceOff}
	s, _ := New(cfg)
	s.Start()
	s.Handle("adjust white 1m")
	s.Handle("claim")
	s.Handle("arbiter: resume 0")
	passTime(t, s, ft, 61*time.Second, func([]Output) {})
	back := roundTrip(t, s, Config{Time: ft, Announce: AnnounceOff})
	q := back.claimWaiting()
	if q == nil || q.by != rules.White || !q.postponed || q.flag != rules.White || q.extra || !q.shared {
		t.Fatalf("the claim after the restore: %+v", q)
	}
	if got := back.Transcript(back.Handle("arbiter: grant")); !strings.Contains(got, "The arbiter accepted the claim of White") {
		t.Errorf("grant after the restore: %q", got)
	}
	if o := back.match.Outcome(); o.Result != rules.Drawn || o.Reason != rules.NormalMeansClaim || o.By != rules.White {
		t.Errorf("outcome: %v", o)
	}

	off, _ := New(Config{TimeControl: tc, Time: ft, Announce: AnnounceOff, GuidelinesIII: rules.GuidelinesOff})
	off.Start()
	if back := roundTrip(t, off, Config{Time: ft, Announce: AnnounceOff}); back.guidelines {
		t.Errorf("Guidelines III apply after the restore of a game that had them off")
	}
}

// TestGuidelinesIIIApply: III.2.2 as a table: standard and rapid without
// increment, never blitz, never with an increment or a delay.
func TestGuidelinesIIIApply(t *testing.T) {
	for _, c := range []struct {
		tc   string
		g    rules.GuidelinesIII
		want bool
		err  bool
	}{
		{"90", rules.GuidelinesAuto, true, false},
		{"15", rules.GuidelinesAuto, true, false},
		{"40/90+30", rules.GuidelinesAuto, false, false},
		{"5", rules.GuidelinesAuto, false, false},
		{"5", rules.GuidelinesOn, false, true},
		{"15+10", rules.GuidelinesOn, false, true},
		{"15d5", rules.GuidelinesOn, false, true},
		{"15", rules.GuidelinesOn, true, false},
		{"15", rules.GuidelinesOff, false, false},
	} {
		tc, err := rules.ParseTimeControl(c.tc)
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(Config{TimeControl: tc, Time: &fakeTime{}, GuidelinesIII: c.g})
		if (err != nil) != c.err {
			t.Errorf("%s %s: error %v, want one: %v", c.tc, c.g, err, c.err)
			continue
		}
		if err == nil && s.guidelines != c.want {
			t.Errorf("%s %s: Guidelines III apply %v, want %v", c.tc, c.g, s.guidelines, c.want)
		}
	}
}

// TestQuickplayClaimGoesToTheArbiter: at a hosted table Black's claim
// under III.5 is said to both, the arbiter is told how to decide, Black
// cannot decide it, and the arbiter's refusal gives White two minutes.
func TestQuickplayClaimGoesToTheArbiter(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("15")
	s, white, black := hosted(t, Config{TimeControl: tc, Time: ft})
	white("e4")
	ft.now += 13*time.Minute + 30*time.Second // Black has 1:30 left
	outs := s.HandleAs(BlackSeat, "claim")
	var toArbiter, toAll string
	for _, o := range outs {
		if o.Kind != Say {
			continue
		}
		if o.To == ToArbiter {
			toArbiter += s.Book().Say(o.Event).Text()
		} else {
			toAll += s.Book().Say(o.Event).Text()
		}
	}
	if !strings.Contains(toAll, "Claim of Black: White cannot win by normal means") || !strings.Contains(toArbiter, "Type grant for a draw") {
		t.Fatalf("Black's claim: to all %q, to the arbiter %q", toAll, toArbiter)
	}
	if got := black("grant"); !strings.Contains(got, "Only the arbiter may type grant") {
		t.Errorf("Black granted own claim: %q", got)
	}
	before := s.clock.Remaining(rules.White)
	if got := white("refuse"); !strings.Contains(got, "The arbiter rejected the claim of Black.") || s.clock.Remaining(rules.White) != before+2*time.Minute {
		t.Errorf("the arbiter's refusal: %q, White %v (was %v)", got, s.clock.Remaining(rules.White), before)
	}
	if got := black("e5"); !strings.Contains(got, "Bauer Eva fuenf") {
		t.Errorf("play after the refusal: %q", got)
	}
}

// TestClaimWithoutAnotherArbiter: a player does not decide their own claim
// under III.5. Where the only arbiter is the claimant's own terminal
// (against the engine at one terminal; the host's own terminal) the claim
// is granted when the opponent cannot checkmate at all, and otherwise
// not filed: said why, the clocks run on, nothing changes. A player at a
// seat of their own without the arbiter's powers files it for the
// arbiter, who decides.
func TestClaimWithoutAnotherArbiter(t *testing.T) {
	tc, _ := rules.ParseTimeControl("15")
	start := func(cfg Config) (*Session, *fakeTime) {
		t.Helper()
		ft := &fakeTime{}
		cfg.TimeControl, cfg.Time, cfg.Announce = tc, ft, AnnounceOff
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.Start()
		s.Handle("adjust white 1m")
		return s, ft
	}
	notFiled := func(who string, s *Session, said string) {
		t.Helper()
		if !strings.Contains(said, "White: a player does not decide their own claim, and no one else here is the arbiter.") ||
			!strings.Contains(said, "Black can. Play goes on.") {
			t.Errorf("%s: the claim was answered %q", who, said)
		}
		if s.claimWaiting() != nil || s.clock.Paused() || s.match.Outcome().Over() {
			t.Errorf("%s: the claim changed the game: waiting %v, paused %v, %v", who, s.claimWaiting(), s.clock.Paused(), s.match.Outcome())
		}
	}

	engine, _ := start(Config{Engine: &EngineConfig{Command: "stockfish", Plays: "black", Level: 1}})
	notFiled("against the engine", engine, engine.Transcript(engine.Handle("claim")))
	notFiled("against the engine, typed as White", engine, engine.Transcript(engine.Handle("white: claim")))

	bare, _ := start(Config{Engine: &EngineConfig{Command: "stockfish", Plays: "black", Level: 1}, FEN: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"})
	if said := bare.Transcript(bare.Handle("claim")); !strings.Contains(said, "Black cannot checkmate by any series of legal moves: the claim of White is granted.") {
		t.Errorf("a lone king's opponent claims against the engine: %q", said)
	}

	host, _ := start(Config{})
	notFiled("at the host's own terminal", host, host.Transcript(host.HandleWith(WhiteSeat, WhiteRole|ArbiterRole, "claim")))

	remote, _ := start(Config{})
	remote.HandleAs(WhiteSeat, "claim")
	if remote.claimWaiting() == nil {
		t.Fatal("a remote player's claim was not filed for the arbiter")
	}
	if said := remote.Transcript(remote.HandleAs(ArbiterSeat, "grant")); !strings.Contains(said, "The arbiter accepted the claim of White") {
		t.Errorf("the arbiter's grant: %q", said)
	}
}
