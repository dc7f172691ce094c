package session

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// TestHostedStateKept: what the host keeps with the match is written with
// every save and comes back with the match.
func TestHostedStateKept(t *testing.T) {
	s, _ := New(Config{})
	s.SetHosted(json.RawMessage(`{"args":["--arbiter","remote"],"codes":{"black":"felix-drei"}}`))
	back := roundTrip(t, s, Config{})
	var got bytes.Buffer
	json.Compact(&got, back.hosted)
	if got.String() != `{"args":["--arbiter","remote"],"codes":{"black":"felix-drei"}}` {
		t.Errorf("kept after the restore: %s", got.String())
	}
	var st State
	json.Unmarshal(back.Documents().State, &st)
	if !strings.Contains(string(st.Hosted), "felix-drei") {
		t.Errorf("the next save lost it: %s", st.Hosted)
	}
}

// TestClocksStandAsSaved: a match set up again has the clocks of its
// last save (here after the arbiter added a minute to Black's), and no
// clock runs until the game goes on (a hosted match waits for both
// players); then the clock of the player to move runs.
func TestClocksStandAsSaved(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("5+0")
	s, _ := New(Config{TimeControl: tc, Time: ft, Announce: AnnounceOff})
	s.Start()
	ft.now += 10 * time.Second
	s.Handle("e4")
	ft.now += 20 * time.Second
	s.Handle("adjust black 5m") // Black's clock: 5 minutes again
	back := roundTrip(t, s, Config{Time: ft, Announce: AnnounceOff})
	ft.now += time.Hour // nobody ran the match
	if got := back.clock.Read(); got.White != 290*time.Second || got.Black != 300*time.Second {
		t.Errorf("before the game goes on, the clocks show %v, want White 4:50, Black 5:00", got)
	}
	back.Start()
	ft.now += 3 * time.Second
	if got := back.clock.Read(); got.White != 290*time.Second || got.Black != 297*time.Second {
		t.Errorf("3 s after the game went on: %v, want Black's clock 3 s down", got)
	}
}

// TestTableDown: how long no host ran the match, from when its host was
// last seen (never before the last save); a clock that ran after the
// save is named with what it ran, uncounted.
func TestTableDown(t *testing.T) {
	ft := &fakeTime{}
	tc, _ := rules.ParseTimeControl("5+0")
	s, _ := New(Config{TimeControl: tc, Time: ft, Announce: AnnounceOff})
	s.Start()
	s.Handle("e4")
	var st State
	json.Unmarshal(s.Documents().State, &st)
	saved := time.Date(2026, 11, 23, 15, 30, 0, 0, time.UTC)
	st.SavedAt = saved.Format(time.RFC3339)
	back, err := Restore(st, Config{Time: ft})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		seen time.Time
		want string
	}{
		{saved.Add(40 * time.Second), "The table was down for 2 minutes 20 seconds. The clocks stand as they were saved. Black: the clock ran 40 seconds more after the save, not counted.\n"},
		{saved, "The table was down for 3 minutes. The clocks stand as they were saved.\n"},
		{time.Time{}, "The table was down for 3 minutes. The clocks stand as they were saved.\n"},
	} {
		if got := back.Transcript(back.TableDown(tt.seen, saved.Add(3*time.Minute))); got != tt.want {
			t.Errorf("last seen %v: %q, want %q", tt.seen, got, tt.want)
		}
	}
	fresh, _ := New(Config{})
	if out := fresh.TableDown(saved, saved.Add(time.Minute)); out != nil {
		t.Errorf("a match not set up again says %q", fresh.Transcript(out))
	}
}

// TestUnheard: the moves a seat did not hear, after the plies it heard
// (up to where the table says the rest); none when it heard them all; the last moves when it says nothing of
// what it heard, or more than there is.
func TestUnheard(t *testing.T) {
	s, _ := New(Config{})
	s.Start()
	for _, m := range []string{"e4", "e5", "Nf3"} {
		s.Handle(m)
	}
	for _, tt := range []struct {
		heard, upTo int
		want        string
	}{
		{1, -1, "Bauer Eva fuenf\nSpringer Felix drei\n"},
		{1, 2, "Bauer Eva fuenf\n"},
		{3, -1, ""},
		{-1, -1, "Last moves, White: Springer Felix drei; Black: Bauer Eva fuenf\n"},
		{7, -1, "Last moves, White: Springer Felix drei; Black: Bauer Eva fuenf\n"},
	} {
		var outs []Output
		for _, e := range s.Unheard(BlackSeat, tt.heard, tt.upTo) {
			outs = append(outs, say(e))
		}
		if got := s.Transcript(outs); got != tt.want {
			t.Errorf("heard %d up to %d: %q, want %q", tt.heard, tt.upTo, got, tt.want)
		}
	}
}
