package session

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// roundTrip writes a session's state as its file holds it and sets the
// match up again from it.
func roundTrip(t *testing.T, s *Session, cfg Config) *Session {
	t.Helper()
	var st State
	if err := json.Unmarshal(s.Documents().State, &st); err != nil {
		t.Fatal(err)
	}
	back, err := Restore(st, cfg)
	if err != nil {
		t.Fatalf("restore: %v\n%s", err, s.Documents().State)
	}
	return back
}

// TestRestoreSetsTheMatchUpAgain: both scoresheets and boards, the move
// waiting for its repeat, the clocks of the last completed move, and the
// scoresheet on disk come back as they were.
func TestRestoreSetsTheMatchUpAgain(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("5+3")
	cfg := Config{Mirror: rules.MirrorConfirm, TimeControl: tc, Time: ft, Announce: AnnounceOff}
	s, _ := New(cfg)
	s.Start()
	for _, line := range []string{"e4", "e4", "e5", "e5", "white: draw", "Nf3"} {
		ft.now += 7 * time.Second
		s.Handle(line)
	}
	s.Handle("black: board clear a8")
	s.Handle("black: board set a8 white Dame") // put back at once: nothing differs
	before := s.PGN()
	back := roundTrip(t, s, Config{Time: ft, Announce: AnnounceOff})
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if back.SeatPGN(c) != s.SeatPGN(c) || back.match.Board(c) != s.match.Board(c) {
			t.Errorf("%s's scoresheet or board differs after the restore:\n%s\n%s", rules.ColorName(c), back.SeatPGN(c), s.SeatPGN(c))
		}
	}
	if back.PGN() != before {
		t.Errorf("official scoresheet:\n%s\nwant:\n%s", back.PGN(), before)
	}
	if p, _, repeat := back.match.Pending(); !repeat || p.SAN != "Nf3" {
		t.Errorf("the move waiting for Black's repeat is lost: %v %v", p.SAN, repeat)
	}
	// White used 7 s and 21 s, Black 14 s, with 3 s a move: the readings
	// recorded with Nf3, the last completed move.
	if got := back.clock.Read(); got.White != 278*time.Second || got.Black != 289*time.Second || got.Moves != [2]int{2, 1} {
		t.Errorf("clocks after the restore: %v", got)
	}
	if back.match.DrawOfferBy() != rules.White {
		t.Error("White's standing draw offer is lost")
	}
	out := back.Transcript(back.Start())
	if !strings.HasPrefix(out, "The match is resumed. 2. Black to repeat the move") {
		t.Errorf("opening: %q", out)
	}
	if got := back.Transcript(back.Handle("Nf3")); got != "Black has repeated it.\n" {
		t.Errorf("the repeat after the restore: %q", got)
	}
}

func TestRestoreRefusesAFinishedMatch(t *testing.T) {
	s, _ := New(Config{})
	s.Handle("f3")
	s.Handle("e5")
	s.Handle("g4")
	s.Handle("Qh4")
	var st State
	json.Unmarshal(s.Documents().State, &st)
	if _, err := Restore(st, Config{}); err == nil || !strings.Contains(err.Error(), "0-1") {
		t.Errorf("got %v, want a finished match refused", err)
	}
}

// TestAdjournment seals a move, adjourns, and resumes: the envelope is
// opened and the sealed move played, with the times of the adjournment.
func TestAdjournment(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("90+30")
	cfg := Config{TimeControl: tc, Time: ft, Announce: AnnounceOff, Header: rules.Header{White: "Anna", Black: "Bella"}}
	s, _ := New(cfg)
	s.Start()
	s.Handle("e4")
	s.Handle("e5")
	ft.now += time.Minute
	if got := s.Transcript(s.Handle("adjourn")); !strings.Contains(got, "White seals the next move") {
		t.Fatalf("adjourn: %q", got)
	}
	if got := s.Transcript(s.Handle("black: Nf6")); !strings.Contains(got, "White is sealing a move") {
		t.Errorf("Black during the sealing: %q", got)
	}
	got := s.Transcript(s.Handle("Springer Felix drei"))
	if !strings.Contains(got, "White has sealed move 2. The game is adjourned") || strings.Contains(got, "Felix drei") {
		t.Fatalf("sealing: %q (the move must stay hidden)", got)
	}
	if strings.Contains(s.PGN(), "Nf3") || strings.Contains(string(s.Documents().State), "Felix") {
		t.Error("the sealed move shows on the scoresheet or in the state file")
	}
	ft.now += time.Hour // the clocks stand still
	if got := s.Transcript(s.Handle("Nc3")); !strings.Contains(got, "adjourned") {
		t.Errorf("a move while adjourned: %q", got)
	}
	back := roundTrip(t, s, Config{Time: ft, Announce: AnnounceOff})
	if r := back.clock.Read(); r.White != 90*time.Minute+30*time.Second-time.Minute {
		t.Errorf("White's time at the resumption: %v", r.White)
	}
	back.Start()
	opened := back.Transcript(back.OpenEnvelope())
	if !strings.HasPrefix(opened, "The envelope is opened. Sealed move of White: Springer Felix drei\nSpringer Felix drei\n") {
		t.Errorf("opening: %q", opened)
	}
	if !strings.Contains(back.PGN(), "2. Nf3") {
		t.Errorf("the sealed move was not played:\n%s", back.PGN())
	}
}

// TestSealedMoveThatCannotBePlayed loses (I.8).
func TestSealedMoveThatCannotBePlayed(t *testing.T) {
	for _, sealed := range []string{"Springer Eva vier", "Blubb"} {
		s, _ := New(Config{FEN: "4k2r/8/8/8/8/2N3N1/8/R3K3 w - - 0 30"})
		s.Start()
		s.Handle("adjourn")
		warned := s.Transcript(s.Handle(sealed))
		if !strings.Contains(warned, "Sealed as written, this move loses the game. Type yes to seal it all the same") {
			t.Errorf("sealing %q: no warning: %q", sealed, warned)
		}
		if got := s.Transcript(s.Handle("yes")); !strings.Contains(got, "White has sealed move 30.") {
			t.Errorf("sealing %q after yes: %q", sealed, got)
		}
		back := roundTrip(t, s, Config{})
		back.Start()
		got := back.Transcript(back.OpenEnvelope())
		if !strings.Contains(got, "cannot be played") || !strings.Contains(got, "White loses, 0 – 1.") {
			t.Errorf("sealed %q: %q", sealed, got)
		}
	}
}

// TestRequestsSurviveResume: a request waiting for the arbiter's decision
// is written in the state at once and waits there after a resume; the
// arbiter's decision is written too, so it is not asked again.
func TestRequestsSurviveResume(t *testing.T) {
	s, white, black := hosted(t, Config{})
	white("e4")
	black("e5")
	outs := s.HandleAs(BlackSeat, "adjourn")
	saved := false
	for _, o := range outs {
		saved = saved || o.Kind == Save
	}
	if !saved {
		t.Errorf("Black's request is not saved at once: %q", s.Transcript(outs))
	}
	back := roundTrip(t, s, Config{})
	back.Start()
	arbiter := func(s *Session, line string) string {
		return s.Transcript(s.HandleWith(WhiteSeat, WhiteRole|ArbiterRole, line))
	}
	if got := arbiter(back, "refuse"); !strings.Contains(got, back.book.Say(words.Key("adjourn-refused").Event()).Text()) {
		t.Fatalf("the request after the resume: %q", got)
	}
	again := roundTrip(t, back, Config{})
	again.Start()
	if got := arbiter(again, "grant"); !strings.Contains(got, again.book.Say(words.Key("no-request").Event()).Text()) {
		t.Errorf("a refused request came back after the next resume: %q", got)
	}
}

// TestRestoreAStateOfEvents4: a state file written by anna before the
// declared vocabulary (anna-events version 4, at f498f2b: a game at one
// keyboard with a clock, a draw offered, a move waiting for its repeat, a
// board set back) resumes: the same scoresheet and prompt, and the game
// goes on.
func TestRestoreAStateOfEvents4(t *testing.T) {
	data, err := os.ReadFile("testdata/state-events4.json")
	if err != nil {
		t.Fatal(err)
	}
	pgn, _ := os.ReadFile("testdata/state-events4.pgn")
	prompt, _ := os.ReadFile("testdata/state-events4.prompt")
	var st State
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	ft := &fakeTime{now: 100 * time.Second}
	s, err := Restore(st, Config{Time: ft, Announce: AnnounceOff})
	if err != nil {
		t.Fatal(err)
	}
	if s.PGN() != string(pgn) {
		t.Errorf("scoresheet:\n%s\nwant:\n%s", s.PGN(), pgn)
	}
	if got := s.Prompt().Text(); got != strings.TrimSpace(string(prompt)) {
		t.Errorf("prompt %q, want %q", got, prompt)
	}
	s.Handle("O-O")
	if !strings.Contains(s.PGN(), "5. O-O") {
		t.Errorf("the move repeated is not on the scoresheet:\n%s", s.PGN())
	}
}
