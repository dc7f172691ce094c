package rules

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/tsv"
)

// fakeTime is a TimeSource the test moves by hand.
type fakeTime struct{ now time.Duration }

func (f *fakeTime) Now() time.Duration    { return f.now }
func (f *fakeTime) pass(d time.Duration)  { f.now += d }
func (f *fakeTime) passS(seconds float64) { f.pass(time.Duration(seconds * float64(time.Second))) }
func mustTC(t *testing.T, s string) TimeControl {
	t.Helper()
	tc, err := ParseTimeControl(s)
	if err != nil {
		t.Fatal(err)
	}
	return tc
}

func TestParseTimeControl(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/timecontrols.tsv") {
		for len(row) < 4 {
			row = append(row, "")
		}
		typed, form, want, wantPGN := row[0], row[1], row[2], row[3]
		t.Run(form+" "+typed, func(t *testing.T) {
			parse := ParseTimeControl
			if form == "pgn" {
				parse = ParsePGNTimeControl
			}
			tc, err := parse(typed)
			if strings.HasPrefix(want, "error: ") {
				if err == nil || !errors.Is(err, ErrTimeControl) || !strings.Contains(err.Error(), strings.TrimPrefix(want, "error: ")) {
					t.Fatalf("got %v, %v; want an error about %q", tc, err, strings.TrimPrefix(want, "error: "))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range tc.Periods {
				got = append(got, fmt.Sprintf("%d/%v+%v d%v", p.Moves, p.Time, p.Increment, p.Delay))
			}
			if strings.Join(got, ";") != want {
				t.Errorf("got %s, want %s", strings.Join(got, ";"), want)
			}
			if tc.PGN() != wantPGN {
				t.Errorf("PGN tag %q, want %q", tc.PGN(), wantPGN)
			}
			if !tc.IsZero() {
				back, err := ParseTimeControl(tc.String())
				if err != nil || back.PGN() != tc.PGN() {
					t.Errorf("String %q does not read back: %v %v", tc.String(), back, err)
				}
			}
		})
	}
}

func TestPace(t *testing.T) {
	for _, tt := range []struct {
		tc   string
		want Pace
	}{{"5+3", Blitz}, {"3+2", Blitz}, {"10", Blitz}, {"10+1", Rapid}, {"15+10", Rapid}, {"25", Rapid}, {"60", Standard}, {"90+30", Standard}, {"40/90+30, 30+30", Standard}} {
		if got := mustTC(t, tt.tc).Pace(); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.tc, got, tt.want)
		}
	}
}

func TestClockIncrementAndMoves(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "5+3"), ft)
	c.Start(White) // 6.6
	ft.passS(10)
	if err := c.Press(White); err != nil {
		t.Fatal(err)
	}
	ft.passS(20)
	if got, want := c.Read(), (Reading{White: 4*time.Minute + 53*time.Second, Black: 4*time.Minute + 40*time.Second, Moves: [2]int{1, 0}}); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	// What the scoresheet records with White's move: the times at the press.
	if got, want := c.AtPress(), (Reading{White: 4*time.Minute + 53*time.Second, Black: 5 * time.Minute, Moves: [2]int{1, 0}}); got != want {
		t.Errorf("at the press: got %s, want %s", got, want)
	}
	if err := c.Press(White); !errors.Is(err, ErrNotRunning) {
		t.Errorf("White pressed on Black's time: got %v", err)
	}
	c.Press(Black)
	if got := c.Remaining(Black); got != 4*time.Minute+43*time.Second {
		t.Errorf("Black after the increment: got %v", got)
	}
}

// TestClockDelay: with a delay the main time does not run while the delay
// lasts and is unchanged if the move comes within it; Bronstein and simple
// delay give the same result (6.3.1).
func TestClockDelay(t *testing.T) {
	for _, mode := range []DelayMode{SimpleDelay, Bronstein} {
		ft := &fakeTime{}
		tc := mustTC(t, "5d3")
		tc.DelayMode = mode
		c := NewClock(tc, ft)
		c.Start(White)
		ft.passS(2)
		if got := c.Remaining(White); got != 5*time.Minute {
			t.Errorf("%s: within the delay the main time ran: %v", mode, got)
		}
		c.Press(White)
		if got := c.Remaining(White); got != 5*time.Minute {
			t.Errorf("%s: move within the delay cost %v", mode, 5*time.Minute-got)
		}
		ft.passS(10)
		c.Press(Black)
		if got := c.Remaining(Black); got != 5*time.Minute-7*time.Second {
			t.Errorf("%s: 10 s with a 3 s delay: got %v, want 4m53s", mode, got)
		}
		if at, _ := c.FlagAt(); at != ft.now+5*time.Minute+3*time.Second {
			t.Errorf("%s: flag at %v, want now + 5m03s", mode, at)
		}
	}
}

// TestClockPeriods: after 40 moves the next period's time is added, time
// saved carries over (6.3.2), and the increment counts from move 1.
func TestClockPeriods(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "40/90+30, 30+30"), ft)
	c.Start(White)
	for i := 1; i <= 40; i++ {
		if got := c.MovesToControl(White); got != 41-i {
			t.Fatalf("before move %d: %d moves to the control, want %d", i, got, 41-i)
		}
		ft.pass(2 * time.Minute)
		if err := c.Press(White); err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		ft.pass(time.Minute)
		c.Press(Black)
	}
	// White used 80 minutes and got 40 x 30 s: 90 - 80 + 20 = 30 minutes, plus 30 for the last period.
	if got := c.Remaining(White); got != 60*time.Minute {
		t.Errorf("White after move 40: %v, want 1h0m0s", got)
	}
	if got := c.Remaining(Black); got != 90*time.Minute-40*time.Minute+20*time.Minute+30*time.Minute {
		t.Errorf("Black after move 40: %v", got)
	}
	if c.Moves(White) != 40 || c.MovesToControl(White) != 0 || !c.LastPeriod(White) {
		t.Errorf("move counter %d, to control %d, last period %v", c.Moves(White), c.MovesToControl(White), c.LastPeriod(White))
	}
}

// TestClockRepeatingPeriod: 40/120 gives two more hours every 40 moves.
func TestClockRepeatingPeriod(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "40/120"), ft)
	c.Start(White)
	for i := 0; i < 80; i++ {
		c.Press(White)
		c.Press(Black)
	}
	if got := c.Remaining(White); got != 6*time.Hour {
		t.Errorf("after 80 instant moves: %v, want 6h", got)
	}
}

func TestClockFlagFall(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "1+0"), ft)
	c.Start(White)
	at, ok := c.FlagAt()
	if !ok || at != time.Minute {
		t.Fatalf("flag at %v %v", at, ok)
	}
	ft.pass(time.Minute - time.Millisecond)
	if c.CheckFlag() != NoColor {
		t.Fatal("flag fell a millisecond early")
	}
	ft.pass(time.Millisecond)
	if c.CheckFlag() != White {
		t.Fatal("flag did not fall at zero")
	}
	if err := c.Press(White); !errors.Is(err, ErrFlagFallen) {
		t.Errorf("a move after the flag fell was completed: %v", err)
	}
	if c.Remaining(White) != 0 || c.Running() != NoColor {
		t.Errorf("after the flag: %v left, %v running", c.Remaining(White), c.Running())
	}
}

func TestClockPauseAdjustPenalty(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "5d2"), ft)
	c.Start(White)
	ft.passS(1)
	c.Pause() // inside the delay: one second of it used
	ft.pass(time.Hour)
	if c.Remaining(White) != 5*time.Minute || c.Running() != NoColor {
		t.Errorf("paused: %v running, %v left", c.Running(), c.Remaining(White))
	}
	if err := c.Pause(); !errors.Is(err, ErrPaused) {
		t.Errorf("second pause: %v", err)
	}
	c.Resume()
	ft.passS(3) // one second of delay left, then two of main time
	if got := c.Remaining(White); got != 5*time.Minute-2*time.Second {
		t.Errorf("after resume: %v", got)
	}
	c.Set(White, 2*time.Minute) // 6.10.2
	ft.passS(1)
	if got := c.Remaining(White); got != 2*time.Minute-time.Second {
		t.Errorf("after adjust: %v", got)
	}
	c.Add(Black, 2*time.Minute) // 9.5.3
	if got := c.Remaining(Black); got != 7*time.Minute {
		t.Errorf("after penalty: %v", got)
	}
	if err := c.Resume(); !errors.Is(err, ErrNoPause) {
		t.Errorf("resume while running: %v", err)
	}
}

func TestClockQuickplayIncrement(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "5"), ft)
	c.Start(White)
	c.AddIncrement(5 * time.Second) // III.4
	ft.passS(1)
	c.Press(White)
	if got := c.Remaining(White); got != 5*time.Minute+4*time.Second {
		t.Errorf("got %v", got)
	}
}

func TestClockBothFlags(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "5"), ft)
	c.Start(White)
	c.Set(White, 0)
	c.Set(Black, 0)
	if !c.BothFlagsDown() {
		t.Error("both flags in the last period: want a draw (III.3.1)")
	}
	ft2 := &fakeTime{}
	c2 := NewClock(mustTC(t, "40/90, 30"), ft2)
	c2.Start(White)
	if c2.BothFlagsDown() {
		t.Error("both flags in an earlier period: want play to go on")
	}
	if got := c2.Remaining(Black); got != 30*time.Minute {
		t.Errorf("next period's time: %v", got)
	}
}

// TestClockNoDrift plays a simulated six-hour game with uneven move times:
// the clock must account for every nanosecond.
func TestClockNoDrift(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "40/120+30, 60+30"), ft)
	r := rand.New(rand.NewPCG(1, 2))
	var used [2]time.Duration
	c.Start(White)
	moves := 0
	for ft.now < 6*time.Hour && moves < 140 {
		col := Color(White)
		if moves%2 == 1 {
			col = Black
		}
		d := time.Duration(r.Int64N(int64(150 * time.Second)))
		ft.pass(d)
		if err := c.Press(col); err != nil {
			t.Fatalf("move %d: %v", moves, err)
		}
		used[colorIndex(col)] += d
		moves++
	}
	for _, col := range []Color{White, Black} {
		n := c.Moves(col)
		want := 2*time.Hour - used[colorIndex(col)] + time.Duration(n)*30*time.Second
		if n >= 40 {
			want += time.Hour
		}
		if got := c.Remaining(col); got != want {
			t.Errorf("%s after %d moves in %v: %v, want %v", ColorName(col), n, ft.now, got, want)
		}
	}
}

func TestClockString(t *testing.T) {
	for d, want := range map[time.Duration]string{0: "0:00:00", 4*time.Minute + 12*time.Second + 900*time.Millisecond: "0:04:13", 4*time.Minute + 12*time.Second: "0:04:12", time.Millisecond: "0:00:01", 90 * time.Minute: "1:30:00", -time.Second: "0:00:00"} {
		if got := ClockString(d); got != want {
			t.Errorf("ClockString(%v) = %s, want %s", d, got, want)
		}
	}
}

func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"5+3", "40/90+30, 30+30", "5d3", "1h30+30", "3m+2s"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := ParseTimeControl(s)
		if err == nil && !tc.IsZero() {
			_ = tc.PGN()
			_ = tc.Pace()
			c := NewClock(tc, &fakeTime{})
			c.Start(White)
			c.Press(White)
		}
		ParsePGNTimeControl(s)
	})
}

// TestFlagFallResult: 6.9 loses on time unless the opponent cannot mate.
func TestFlagFallResult(t *testing.T) {
	tests := []struct {
		fen, flag, want string
	}{
		{StartFEN, "white", "0-1 by time"},
		{"4k3/8/8/8/8/8/8/3QK3 b - - 0 1", "black", "1-0 by time"},                           // queen against a bare king
		{"4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "white", "1/2-1/2 by time, opponent cannot mate"}, // the bare king cannot mate
		{"4k3/8/8/8/8/8/4p3/3NK3 b - - 0 1", "black", "1-0 by time"},                         // a knight can mate with the pawn's help
		{"4k3/8/8/8/8/8/4p3/3NK3 w - - 0 1", "white", "0-1 by time"},                         // so can the pawn, after promotion
		{"4k3/3r4/8/8/8/8/8/2B1K3 w - - 0 1", "white", "0-1 by time"},
		{"4k3/3r4/8/8/8/8/8/2B1K3 b - - 0 1", "black", "1/2-1/2 by time, opponent cannot mate"}, // a rook next to its king always interposes or captures: a lone bishop never mates it
		{"8/8/8/8/8/k7/8/K1N5 w - - 0 1", "white", "1/2-1/2 by dead position"},                  // king and knight against a bare king: dead already (5.2.2)
	}
	for _, tt := range tests {
		g := mustGame(t, tt.fen)
		c := White
		if tt.flag == "black" {
			c = Black
		}
		o, err := g.FlagFall(c)
		if err != nil && !errors.Is(err, ErrGameOver) || o.String() != tt.want {
			t.Errorf("%s, %s flag: got %s (%v), want %s", tt.fen, tt.flag, o, err, tt.want)
		}
	}
}

func TestClockInPGN(t *testing.T) {
	g := NewGame()
	playUCI(t, g, "e2e4")
	g.RecordClock(Reading{White: 4*time.Minute + 58*time.Second, Black: 5 * time.Minute})
	g.OfferDraw(Black)
	playUCI(t, g, "e7e5")
	g.RecordClock(Reading{White: 4*time.Minute + 58*time.Second, Black: 4*time.Minute + 50*time.Second})
	pgn := g.PGN(Header{Extra: [][2]string{{"TimeControl", "300+3"}}})
	for _, want := range []string{`[TimeControl "300+3"]`, "1. e4 {[%clk 0:04:58]} 1... e5 {[%clk 0:04:50] (=)}"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN lacks %q:\n%s", want, pgn)
		}
	}
}

// TestClockRestore: the clocks go back to a reading with the periods that
// follow from its move counts.
func TestClockRestore(t *testing.T) {
	ft := &fakeTime{}
	c := NewClock(mustTC(t, "2/1, 1"), ft)
	c.Start(White)
	for i := 0; i < 3; i++ {
		c.Press(White)
		c.Press(Black)
	}
	c.Restore(Reading{White: 40 * time.Second, Black: 50 * time.Second, Moves: [2]int{1, 1}}, Black)
	ft.passS(5)
	if got := c.Read(); got.White != 40*time.Second || got.Black != 45*time.Second || got.Moves != [2]int{1, 1} {
		t.Errorf("after restore: %v", got)
	}
	if c.MovesToControl(Black) != 1 || c.LastPeriod(Black) {
		t.Errorf("Black should be back in the first period, 1 move to the control: %d", c.MovesToControl(Black))
	}
	c.Press(Black) // Black's second move: the control, one more minute
	if got := c.Remaining(Black); got != 105*time.Second {
		t.Errorf("at the restored control: %v", got)
	}
	c.Press(White)
	c.Press(Black) // the last period: nothing more is added
	if got := c.Remaining(Black); got != 105*time.Second || !c.LastPeriod(Black) {
		t.Errorf("in the last period: %v", got)
	}
}
