package session

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// longGame is the moves of the longest game of testdata/games/masters.pgn
// (Kasparov–Topalov, 44 moves): a game that runs long enough for an
// increment to lift the time back over a reading again and again.
func longGame(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../testdata/games/masters.pgn")
	if err != nil {
		t.Fatal(err)
	}
	var best []string
	for _, text := range strings.SplitAfter(string(data), "\n\n[") {
		g, err := rules.ReadPGN(strings.TrimSuffix("["+strings.TrimPrefix(text, "["), "["))
		if err != nil {
			continue
		}
		var sans []string
		for _, p := range g.Plies() {
			sans = append(sans, p.SAN)
		}
		if len(sans) > len(best) {
			best = sans
		}
	}
	if len(best) < 80 {
		t.Fatalf("no long game in masters.pgn (longest %d plies)", len(best))
	}
	return best
}

// TestReadingsSaidOnce plays a long game under increments that lift the
// time back over a scheduled reading after each move, with thinking times
// close to the increment: each reading is said when the time falls across
// it, and said again for that side only after its time rose above the next
// reading up (1+5 said "White 1 minute" after 5 of 7 moves; 15+10 "White
// 15 minutes" twice in three moves).
func TestReadingsSaidOnce(t *testing.T) {
	moves := longGame(t)
	tests := []struct {
		control string
		think   []time.Duration // each side's thinking time, move after move, in turn
		least   int             // readings the game must still say
	}{
		{"1+5", []time.Duration{3 * time.Second, 8 * time.Second, 2 * time.Second, 9 * time.Second, 6 * time.Second}, 2},
		{"3+2", []time.Duration{1 * time.Second, 4 * time.Second, 2 * time.Second, 3 * time.Second}, 2},
		{"15+10", []time.Duration{12 * time.Second, 5 * time.Second, 9 * time.Second, 14 * time.Second, 7 * time.Second}, 2},
		{"90+30", []time.Duration{25 * time.Second, 40 * time.Second, 28 * time.Second, 35 * time.Second, 31 * time.Second}, 1},
		{"90+30", []time.Duration{45 * time.Second, 2 * time.Minute, 10 * time.Second, 90 * time.Second}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.control, func(t *testing.T) {
			tc, err := rules.ParseTimeControl(tt.control)
			if err != nil {
				t.Fatal(err)
			}
			ft := &fakeTime{}
			s, err := New(Config{TimeControl: tc, Time: ft})
			if err != nil {
				t.Fatal(err)
			}
			s.Start()
			said := map[rules.Color][]time.Duration{}
			// risen[c][v]: c's time rose above the reading up from v
			// since v was last said for c.
			risen := map[rules.Color]map[time.Duration]bool{rules.White: {}, rules.Black: {}}
			readings := 0
			hear := func(outs []Output) {
				for _, o := range outs {
					c, _ := o.Reading()
					if c == rules.NoColor {
						continue
					}
					v := o.Event.Args.Duration(1) // the fake time stops at the reading itself
					for _, w := range said[c] {
						if w == v && !risen[c][v] {
							t.Errorf("%v: %v %v said again without its time rising above %v since (move %d)", tt.control, c, v, s.announce.above(v), len(s.match.Agreed().Plies())/2+1)
						}
					}
					said[c] = append(said[c], v)
					risen[c][v] = false
					readings++
				}
			}
			rose := func(c rules.Color) {
				left := s.clock.Remaining(c)
				for v := range risen[c] {
					if left > s.announce.above(v) {
						risen[c][v] = true
					}
				}
			}
			for i, m := range moves {
				passTime(t, s, ft, tt.think[i%len(tt.think)], hear)
				if s.match.Outcome().Over() {
					break
				}
				c := s.match.Turn()
				hear(s.Handle(m))
				rose(c)
			}
			t.Logf("%v: said %v", tt.control, said)
			if readings < tt.least {
				t.Errorf("%v: %d readings said in the game, want at least %d (said %v)", tt.control, readings, tt.least, said)
			}
		})
	}
}

// TestReadingAbove: the reading up from each reading of the normal
// schedule.
func TestReadingAbove(t *testing.T) {
	for _, tt := range []struct{ reading, above time.Duration }{
		{time.Second, 2 * time.Second}, {5 * time.Second, 10 * time.Second}, {10 * time.Second, 15 * time.Second},
		{30 * time.Second, time.Minute}, {time.Minute, 2 * time.Minute}, {9 * time.Minute, 10 * time.Minute},
		{10 * time.Minute, 15 * time.Minute}, {90 * time.Minute, 95 * time.Minute},
	} {
		if got := AnnounceNormal.above(tt.reading); got != tt.above {
			t.Errorf("above %v: got %v, want %v", tt.reading, got, tt.above)
		}
	}
}
