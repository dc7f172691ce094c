package session

import (
	"strings"
	"testing"
)

// TestTouchedIsKept: a touched piece the arbiter recorded still binds the
// move after anna resume (4.3), and no longer once the move is made.
func TestTouchedIsKept(t *testing.T) {
	s, _ := New(Config{})
	s.Start()
	s.Handle("touched g1")
	back := roundTrip(t, s, Config{})
	if got := back.Transcript(back.Handle("e4")); !strings.Contains(got, "White touched the Springer on Gustav eins and must move it") {
		t.Errorf("e4 after the restore: %q", got)
	}
	back.Handle("Nf3")
	back.Handle("Nf6")
	if got := back.Transcript(back.Handle("e4")); got != "Bauer Eva vier\n" {
		t.Errorf("the touch binds the next move too: %q", got)
	}
}

// TestTouchedReportBindsNothing: at a hosted table a player's report goes
// to the arbiter and binds nothing; the arbiter's record binds.
func TestTouchedReportBindsNothing(t *testing.T) {
	_, white, black := hosted(t, Config{})
	if got := black("touched g1"); !strings.Contains(got, "Reported to the arbiter by Black: White touched the Springer on Gustav eins") {
		t.Fatalf("Black's report: %q", got)
	}
	if got := white("e4"); !strings.Contains(got, "Bauer Eva vier") {
		t.Errorf("White's e4 after Black's report: %q", got)
	}
}
