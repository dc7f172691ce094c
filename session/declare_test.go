package session

import (
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// TestAbsentAtTheResumption: after an adjourned game is resumed, a player
// who has not moved since the envelope was opened may be declared absent
// (I.10), though they moved before the adjournment; once they move, not.
func TestAbsentAtTheResumption(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("90+30")
	s, _ := New(Config{TimeControl: tc, Time: ft, Announce: AnnounceOff})
	s.Start()
	s.Handle("e4")
	s.Handle("e5")
	if got := s.Transcript(s.Handle("declare black absent")); !strings.Contains(got, "Black has already made a move") {
		t.Fatalf("absent after a move, before the adjournment: %q", got)
	}
	s.Handle("adjourn")
	s.Handle("Nf3")
	back := roundTrip(t, s, Config{Time: ft, Announce: AnnounceOff})
	back.Start()
	back.OpenEnvelope()                                                  // White's sealed Nf3 is played, not by White's hand: White may be absent too (I.9.3)
	again := roundTrip(t, back, Config{Time: ft, Announce: AnnounceOff}) // the resumption is kept across a crash
	again.Start()
	again.Handle("Nc6")
	if got := again.Transcript(again.Handle("declare black absent")); !strings.Contains(got, "Black has already made a move") {
		t.Errorf("absent after a move since the resumption: %q", got)
	}
	got := again.Transcript(again.Handle("declare white absent"))
	if !strings.Contains(got, "White loses: absent.") {
		t.Fatalf("White, not at the resumption: %q", got)
	}
	if pgn := again.PGN(); !strings.Contains(pgn, "The arbiter declared White absent: not at the board at the default time (I.10)") {
		t.Errorf("the scoresheet does not cite I.10:\n%s", pgn)
	}
}

// TestIllegalMovesCountAcrossResume: the first completed illegal move
// declared is kept in the state, so the second after a resume loses.
func TestIllegalMovesCountAcrossResume(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("3+2") // blitz: 1 minute (B.2)
	s, _ := New(Config{TimeControl: tc, Time: ft, Announce: AnnounceOff})
	s.Start()
	s.Handle("e4")
	if got := s.Transcript(s.Handle("declare white illegal")); !strings.Contains(got, "Black gets 1 minute extra.") {
		t.Fatalf("first illegal move in blitz: %q", got)
	}
	if r := s.clock.Read(); r.Black != 4*time.Minute {
		t.Errorf("Black's clock: %v, want 4m0s", r.Black)
	}
	back := roundTrip(t, s, Config{Time: ft, Announce: AnnounceOff})
	back.Start()
	if got := back.Transcript(back.Handle("declare white illegal")); !strings.Contains(got, "White loses: a second illegal move.") {
		t.Errorf("second illegal move after a resume: %q", got)
	}
}

// TestRestoreRefusesImpossibleIllegalCounts: a state file cannot hold two
// illegal moves of one player in a game that goes on.
func TestRestoreRefusesImpossibleIllegalCounts(t *testing.T) {
	s, _ := New(Config{})
	st := s.State()
	st.IllegalMoves = &[2]int{0, 2}
	if _, err := Restore(st, Config{}); err == nil || !strings.Contains(err.Error(), "illegal_moves[1]") {
		t.Errorf("restore of two illegal moves: %v", err)
	}
	st.IllegalMoves, st.OpenedAt = nil, -1
	if _, err := Restore(st, Config{}); err == nil || !strings.Contains(err.Error(), "opened_at") {
		t.Errorf("restore of opened_at -1: %v", err)
	}
}
