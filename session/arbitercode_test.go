package session

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// rated is a game for rating at one keyboard with the arbiter's code
// chosen ("1789"), its clock at the start.
func rated(t *testing.T, cfg Config) *Session {
	t.Helper()
	cfg.ArbiterCode = true
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	s.Handle("1789")
	if got := s.Transcript(s.Handle("1789")); !strings.Contains(got, "The arbiter's code is set.\nNew game.") {
		t.Fatalf("choosing the code: %q", got)
	}
	return s
}

// TestArbiterCodeIsNeverShown: while the code is chosen and while a
// command waits for it, the terminal's prompt says so and its picture
// asks for hidden input (a question Esc leaves); the state file holds a
// hash, never the code; other prompts are as usual.
func TestArbiterCodeIsNeverShown(t *testing.T) {
	s, _ := New(Config{ArbiterCode: true})
	s.Start()
	check := func(when, prompt string, hidden bool) {
		t.Helper()
		pic := s.PictureFor(NoSeat, time.Time{})
		if pic.Prompt != prompt || pic.HiddenInput != hidden || hidden && !pic.Asking {
			t.Errorf("%s: prompt %q, hidden %v, asking %v; want %q, hidden %v", when, pic.Prompt, pic.HiddenInput, pic.Asking, prompt, hidden)
		}
	}
	check("choosing", "Arbiter's code", true)
	if s.engineActs() {
		t.Error("an engine would move before the game starts")
	}
	s.Handle("secret code")
	check("choosing again", "Arbiter's code again", true)
	s.Handle("secret code")
	check("playing", "1. White to move", false)
	s.Handle("pause")
	check("pause waits", "Arbiter's code", true)
	if got := s.Transcript(s.Handle("cancel")); got != "Cancelled; nothing changed.\n" {
		t.Errorf("cancel: %q", got)
	}
	check("after cancel", "1. White to move", false)
	state := string(s.Documents().State)
	if strings.Contains(state, "secret") || !strings.Contains(state, `"arbiter_code"`) || !strings.Contains(state, "pbkdf2-sha256") {
		t.Errorf("the state file:\n%s", state)
	}
}

// TestArbiterCodeAcrossResume: a resumed game keeps the code (its hash);
// one quit while the code was being chosen asks for it again.
func TestArbiterCodeAcrossResume(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("25")
	s := rated(t, Config{TimeControl: tc, Time: ft, Announce: AnnounceOff})
	s.Handle("e4")
	back := roundTrip(t, s, Config{Time: ft, Announce: AnnounceOff})
	back.Start()
	if got := back.Transcript(back.Handle("adjust white 10m")); !strings.Contains(got, "The arbiter's adjust: type the arbiter's code") {
		t.Fatalf("adjust after the resume: %q", got)
	}
	if got := back.Transcript(back.Handle("1789")); !strings.Contains(got, "White: clock set to 10 minutes.") {
		t.Errorf("the code after the resume: %q", got)
	}

	half, _ := New(Config{ArbiterCode: true})
	half.Start()
	half.Handle("1789") // typed once, then quit
	again := roundTrip(t, half, Config{})
	if got := again.Transcript(again.Start()); !strings.HasPrefix(got, "A game for rating: the arbiter chooses the arbiter's code") {
		t.Errorf("a code never chosen, after the resume: %q", got)
	}
}

// TestArbiterCodeAtTheEnginesKeyboard: a terminal that holds a player's
// seat and the arbiter's powers (a game against the engine) is guarded
// as the one keyboard is; the arbiter's own seat never is.
func TestArbiterCodeAtTheEnginesKeyboard(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("25")
	s, _ := New(Config{ArbiterCode: true, TimeControl: tc, Time: ft, Announce: AnnounceOff})
	s.Start()
	at := func(line string) string { return s.Transcript(s.HandleWith(WhiteSeat, WhiteRole|ArbiterRole, line)) }
	at("abcd")
	if got := at("abcd"); !strings.Contains(got, "New game") {
		t.Fatalf("choosing at the player's keyboard: %q", got)
	}
	if got := at("adjust black 1m"); !strings.Contains(got, "type the arbiter's code") {
		t.Errorf("the player's keyboard adjusts without the code: %q", got)
	}
	if pic := s.PictureFor(WhiteSeat, time.Time{}); !pic.HiddenInput || s.PictureFor(BlackSeat, time.Time{}).HiddenInput {
		t.Errorf("hidden input: White's %v, Black's %v; want White's only", pic.HiddenInput, s.PictureFor(BlackSeat, time.Time{}).HiddenInput)
	}
	// Another terminal's line is not the code White's terminal waits for,
	// and its quit leaves White's question where it is.
	if got := s.Transcript(s.HandleAs(BlackSeat, "abcd")); strings.Contains(got, "clock set") {
		t.Errorf("Black's line was taken for the code: %q", got)
	}
	s.HandleAs(BlackSeat, "quit")
	if got := at("abcd"); !strings.Contains(got, "Black: clock set to 1 minute.") {
		t.Errorf("the code at White's keyboard: %q", got)
	}
	if got := s.Transcript(s.HandleAs(ArbiterSeat, "adjust black 2m")); !strings.Contains(got, "Black: clock set to 2 minutes.") {
		t.Errorf("the arbiter's own seat: %q", got)
	}
}

// TestCasualGameKeepsThePowers: without the code every power is the
// keyboard's, at once, as before.
func TestCasualGameKeepsThePowers(t *testing.T) {
	s, _ := New(Config{})
	s.Start()
	if got := s.Transcript(s.Handle("declare black absent")); !strings.Contains(got, "Black loses: absent.") {
		t.Errorf("declare in a casual game: %q", got)
	}
	var st State
	json.Unmarshal(s.Documents().State, &st)
	if st.ArbiterCode != nil {
		t.Errorf("a casual game's state has an arbiter's code: %+v", st.ArbiterCode)
	}
}
