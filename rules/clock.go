package rules

import (
	"errors"
	"fmt"
	"time"
)

// TimeSource is where the clock reads the time: a monotonic reading, as the
// time passed since some fixed moment. rules never reads the wall clock.
type TimeSource interface {
	Now() time.Duration
}

// Clock is a chess clock by Article 6: two clocks of which at most one runs,
// a move counter for each player, increments and delays, periods with move
// quotas, pauses by the arbiter and adjustments.
type Clock struct {
	tc  TimeControl
	src TimeSource

	left     [2]time.Duration // main time left, as of the start of the running segment
	moves    [2]int           // completed moves
	period   [2]int           // the period each player is in
	inPeriod [2]int           // moves completed in that period
	extraInc time.Duration    // increment added during the game (III.4)

	running  Color         // whose clock runs; NoColor when stopped
	paused   bool          // stopped by the arbiter (6.11), to restart with running
	segStart time.Duration // when the running segment began
	turnUsed time.Duration // delay already used in this turn before the segment
	flagFell Color         // the first flag to fall, or NoColor
}

// Errors of the clock.
var (
	ErrNotRunning = errors.New("rules: that clock is not running")
	ErrFlagFallen = errors.New("rules: a flag has fallen")
	ErrPaused     = errors.New("rules: the clocks are paused")
	ErrNoPause    = errors.New("rules: the clocks are not paused")
)

// NewClock sets both clocks to the first period's time. Nothing runs until
// Start.
func NewClock(tc TimeControl, src TimeSource) *Clock {
	c := &Clock{tc: tc, src: src, running: NoColor, flagFell: NoColor}
	if !tc.IsZero() {
		c.left = [2]time.Duration{tc.Periods[0].Time, tc.Periods[0].Time}
	}
	return c
}

// TimeControl is the clock's time control.
func (c *Clock) TimeControl() TimeControl { return c.tc }

// Start starts the clock of the player to move (6.6: White's at the start).
func (c *Clock) Start(turn Color) {
	if c.tc.IsZero() || c.running != NoColor {
		return
	}
	c.running, c.segStart, c.turnUsed = turn, c.src.Now(), 0
}

// Running is the colour whose clock runs, or NoColor.
func (c *Clock) Running() Color {
	if c.paused {
		return NoColor
	}
	return c.running
}

// ToMove is the colour whose turn the clock is timing, paused or not.
func (c *Clock) ToMove() Color { return c.running }

// Paused reports whether the arbiter has stopped the clocks.
func (c *Clock) Paused() bool { return c.paused }

func (c *Clock) delay(col Color) time.Duration {
	return c.tc.period(c.period[colorIndex(col)]).Delay
}

func (c *Clock) increment(col Color) time.Duration {
	return c.tc.period(c.period[colorIndex(col)]).Increment + c.extraInc
}

// used is the time the running player has used in this turn so far.
func (c *Clock) used(now time.Duration) time.Duration {
	if c.paused {
		return c.turnUsed
	}
	return c.turnUsed + now - c.segStart
}

// remainingAt is a player's main time at now: for the player on move, the
// time used beyond the delay is taken off (6.3.1).
func (c *Clock) remainingAt(col Color, now time.Duration) time.Duration {
	i := colorIndex(col)
	if col != c.running {
		return c.left[i]
	}
	return c.left[i] - max(0, c.used(now)-c.delay(col))
}

// Remaining is a player's time left now.
func (c *Clock) Remaining(col Color) time.Duration {
	return c.remainingAt(col, c.src.Now())
}

// Moves is how many moves a player has completed.
func (c *Clock) Moves(col Color) int { return c.moves[colorIndex(col)] }

// MovesToControl is how many moves a player has left in the current period
// before the next time is added, or 0 when the period is for the rest of the
// game.
func (c *Clock) MovesToControl(col Color) int {
	i := colorIndex(col)
	p := c.tc.period(c.period[i])
	if c.tc.IsZero() || p.Moves == 0 {
		return 0
	}
	return p.Moves - c.inPeriod[i]
}

// FlagAt is the moment the running player's flag will fall if nothing
// happens, and whether a clock runs at all.
func (c *Clock) FlagAt() (time.Duration, bool) {
	if c.running == NoColor || c.paused {
		return 0, false
	}
	i := colorIndex(c.running)
	// used - delay = left  <=>  now = segStart + left + delay - turnUsed
	return c.segStart + c.left[i] + c.delay(c.running) - c.turnUsed, true
}

// CheckFlag reports the colour whose flag has fallen, if any: the running
// player's time has run out. The clock stops there (6.9).
func (c *Clock) CheckFlag() Color {
	if c.flagFell != NoColor || c.running == NoColor || c.paused {
		return c.flagFell
	}
	now := c.src.Now()
	if c.remainingAt(c.running, now) <= 0 {
		c.left[colorIndex(c.running)] = 0
		c.flagFell = c.running
		c.running = NoColor
	}
	return c.flagFell
}

// Press completes a move of col: it stops col's clock, takes the time used
// (less the delay), adds the increment (Fischer mode, 6.3.1), and, when the
// move completes a period's quota, the next period's time (6.3.2); then it
// starts the opponent's clock (6.2.1). A flag that fell before the press
// stands: the press fails.
func (c *Clock) Press(col Color) error {
	if c.tc.IsZero() {
		c.moves[colorIndex(col)]++
		return nil
	}
	if c.CheckFlag() != NoColor {
		return ErrFlagFallen
	}
	if c.running != col {
		return ErrNotRunning
	}
	now := c.src.Now()
	i := colorIndex(col)
	c.left[i] = c.remainingAt(col, now) + c.increment(col)
	c.moves[i]++
	c.inPeriod[i]++
	if p := c.tc.period(c.period[i]); p.Moves > 0 && c.inPeriod[i] == p.Moves {
		c.period[i]++
		c.inPeriod[i] = 0
		c.left[i] += c.tc.period(c.period[i]).Time
	}
	c.running, c.segStart, c.turnUsed = col.Other(), now, 0
	return nil
}

// settle banks the running player's time used so far, so that the clock can
// be changed at this moment.
func (c *Clock) settle(now time.Duration) {
	if c.running == NoColor || c.paused {
		return
	}
	i := colorIndex(c.running)
	used := c.used(now)
	d := c.delay(c.running)
	c.left[i] -= max(0, used-d)
	c.turnUsed = min(used, d)
	c.segStart = now
}

// Pause stops both clocks (6.11.1, for the arbiter or assistant).
func (c *Clock) Pause() error {
	if c.paused {
		return ErrPaused
	}
	c.settle(c.src.Now())
	c.paused = true
	return nil
}

// Resume restarts the clock of the player to move.
func (c *Clock) Resume() error {
	if !c.paused {
		return ErrNoPause
	}
	c.paused = false
	c.segStart = c.src.Now()
	return nil
}

// Stop stops the clocks at the end of the game.
func (c *Clock) Stop() {
	c.settle(c.src.Now())
	c.running = NoColor
}

// Set puts a player's clock at d (6.10.2: the arbiter corrects a wrong
// setting). A flag that had fallen is lifted if its clock now shows time.
func (c *Clock) Set(col Color, d time.Duration) {
	c.settle(c.src.Now())
	c.left[colorIndex(col)] = d
	if c.flagFell == col && d > 0 {
		c.flagFell = NoColor
	}
}

// Add gives a player extra time (a penalty for the opponent, 9.5.3, 7.5.5, 12.9.2).
func (c *Clock) Add(col Color, d time.Duration) {
	c.settle(c.src.Now())
	c.left[colorIndex(col)] += d
}

// AddIncrement adds an increment per move for both players from now on
// (III.4: a quickplay finish turned into an increment game).
func (c *Clock) AddIncrement(d time.Duration) { c.extraInc += d }

// Increment is the increment per move the player on move gets now.
func (c *Clock) Increment(col Color) time.Duration {
	if c.tc.IsZero() {
		return 0
	}
	return c.increment(col)
}

// LastPeriod reports whether col plays the rest of the game in the current
// period (no more time will be added).
func (c *Clock) LastPeriod(col Color) bool {
	return c.tc.IsZero() || c.tc.period(c.period[colorIndex(col)]).Moves == 0
}

// BothFlagsDown handles both clocks at zero with the order unknown
// (III.3.1): in the last period the game is drawn (true); in an earlier
// period each player gets the next period's time and play goes on (false).
func (c *Clock) BothFlagsDown() (drawn bool) {
	if c.LastPeriod(White) && c.LastPeriod(Black) {
		c.Stop()
		return true
	}
	for _, col := range []Color{White, Black} {
		i := colorIndex(col)
		if !c.LastPeriod(col) {
			c.period[i]++
			c.inPeriod[i] = 0
			c.left[i] = c.tc.period(c.period[i]).Time
		}
	}
	c.flagFell = NoColor
	return false
}

// Restore sets both clocks to a reading taken earlier, with turn to move
// (D.2.9: when moves are retraced the arbiter readjusts the clocks). The
// periods follow from the moves completed. A pause stays.
func (c *Clock) Restore(r Reading, turn Color) {
	if c.tc.IsZero() {
		c.moves = r.Moves
		return
	}
	c.left = [2]time.Duration{r.White, r.Black}
	c.moves = r.Moves
	for i, n := range r.Moves {
		p := 0
		for c.tc.period(p).Moves > 0 && n >= c.tc.period(p).Moves {
			n -= c.tc.period(p).Moves
			p++
		}
		c.period[i], c.inPeriod[i] = p, n
	}
	c.flagFell = NoColor
	c.running, c.segStart, c.turnUsed = turn, c.src.Now(), 0
}

// StartReading is what the clock showed when the game began.
func (c *Clock) StartReading() Reading {
	if c.tc.IsZero() {
		return Reading{}
	}
	t := c.tc.Periods[0].Time
	return Reading{White: t, Black: t}
}

// Reading is what the clock shows at one moment.
type Reading struct {
	White, Black time.Duration
	Moves        [2]int // completed moves, White's then Black's
}

// Read returns both players' time left and moves completed.
func (c *Clock) Read() Reading { return c.readAt(c.src.Now()) }

// AtPress is the reading at the moment of the last press: what the
// scoresheet records with the move, whatever time has passed since.
func (c *Clock) AtPress() Reading {
	if c.running == NoColor || c.paused {
		return c.Read()
	}
	return c.readAt(c.segStart)
}

func (c *Clock) readAt(now time.Duration) Reading {
	return Reading{White: c.remainingAt(White, now), Black: c.remainingAt(Black, now), Moves: c.moves}
}

// For is the time left of one colour.
func (r Reading) For(col Color) time.Duration {
	if col == Black {
		return r.Black
	}
	return r.White
}

// WholeSeconds rounds time left up to the second, as digital clocks show
// it: a clock shows 0 only when the time is up, and a move made at once
// after the clock started does not lose a shown second.
func WholeSeconds(d time.Duration) time.Duration {
	return max(0, (d+time.Second-1)/time.Second*time.Second)
}

func (r Reading) String() string {
	return fmt.Sprintf("White %s, Black %s, moves %d/%d", ClockString(r.White), ClockString(r.Black), r.Moves[0], r.Moves[1])
}

// ClockString writes a time as the PGN %clk command does, h:mm:ss: the
// shown time (ShownTime) rounded up to the second.
func ClockString(d time.Duration) string {
	s := int64(WholeSeconds(ShownTime(d)) / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}
