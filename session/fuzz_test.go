package session

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// FuzzStateFile: a state file of any bytes (damaged on disk, edited by
// hand) is restored or refused with an error; it never stops anna.
func FuzzStateFile(f *testing.F) {
	s, _ := New(Config{TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: 5 * time.Minute}}}, Time: &fakeTime{}})
	s.Start()
	for _, m := range []string{"e4", "e5", "draw", "Nf3", "adjourn"} {
		s.Handle(m)
	}
	f.Add(s.Documents().State)
	f.Add([]byte(`{"format":1,"fen":"8/8/8/8/8/8/8/K6k w - - 0 1","seats":[{"moves":[{"uci":"a1a2"}]},{}]}`))
	f.Add([]byte(`{"format":1,"seats":[{"board":"9/9"},{}],"envelope":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if json.Unmarshal(data, &st) != nil {
			return
		}
		if s, err := Restore(st, Config{Time: &fakeTime{}}); err == nil {
			s.Start()
			s.Handle("position")
		}
	})
}

// FuzzLines: a session fed any line never panics, and a line that is
// refused (nothing to save) changes nothing that is saved.
func FuzzLines(f *testing.F) {
	for _, l := range []string{"e4", "Springer Felix drei", "white: e4", "black:", "draw", "claim Nf3", "board set Eva vier white Dame",
		"adjust white 5m", "review 3", "moves 999999999999", "press", "correct e5", "resign", "quit", "\x00\xff", "spr fel", "w"} {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, line string) {
		clock := &fakeTime{}
		s, err := New(Config{Mirror: rules.MirrorConfirm, Press: rules.PressManual, Assistant: true,
			TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: 5 * time.Minute}}}, Time: clock})
		if err != nil {
			t.Fatal(err)
		}
		s.Start()
		for _, l := range []string{"e4", "press", "e4"} {
			s.Handle(l)
		}
		before := saved(s)
		clock.now += time.Second
		out := s.Handle(line)
		for _, o := range out {
			if o.Kind == Save {
				return
			}
		}
		if after := saved(s); after != before {
			t.Errorf("%q was not saved, yet changed what is saved:\n%s\nto\n%s", line, before, after)
		}
	})
}

// saved is what a save would write, less the moment of saving.
func saved(s *Session) string {
	d := s.Documents()
	var st State
	json.Unmarshal(d.State, &st)
	st.SavedAt = ""
	st.Clock = nil // the clocks run on whether or not a line is read
	state, _ := json.Marshal(st)
	return strings.Join([]string{d.PGN, d.Seats[0], d.Seats[1], string(state)}, "\n")
}
