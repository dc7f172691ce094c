package session

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Announce is how often the time left is announced (D.2.6.1: a clock that
// talks).
type Announce int8

const (
	// AnnounceNormal: every 5 minutes above 10 minutes, every minute below,
	// then at 30, 15 and 10 seconds and each of the last 5 seconds.
	AnnounceNormal Announce = iota
	AnnounceOff
	// AnnounceSparse: every 10 minutes above 10, then at 5, 2 and 1 minutes,
	// 30 and 10 seconds.
	AnnounceSparse
	// AnnounceEveryMinute: every minute, then as normal.
	AnnounceEveryMinute
)

var announceNames = []string{"normal", "off", "sparse", "every-minute"}

func (a Announce) String() string { return announceNames[a] }

// ParseAnnounce reads a --clock-announce value.
func ParseAnnounce(s string) (Announce, error) {
	for i, n := range announceNames {
		if strings.EqualFold(s, n) {
			return Announce(i), nil
		}
	}
	return 0, fmt.Errorf("session: unknown announcement schedule %q (choose off, sparse, normal or every-minute)", s)
}

// lastSeconds are the moments below a minute at which time is announced.
var (
	normalSeconds = []time.Duration{30, 15, 10, 5, 4, 3, 2, 1}
	sparseSeconds = []time.Duration{30, 10}
)

// nextThreshold is the next moment, as time left, at which the schedule
// announces: the largest threshold below left, or 0 for none.
func (a Announce) nextThreshold(left time.Duration) time.Duration {
	const min = time.Minute
	below := func(step time.Duration, floor time.Duration) time.Duration {
		t := (left - 1) / step * step
		if t < floor {
			return 0
		}
		return t
	}
	seconds := func(list []time.Duration) time.Duration {
		for _, s := range list {
			if t := s * time.Second; t < left {
				return t
			}
		}
		return 0
	}
	switch a {
	case AnnounceNormal:
		if t := below(5*min, 10*min); t > 0 {
			return t
		}
		if t := below(min, min); t > 0 {
			return t
		}
		return seconds(normalSeconds)
	case AnnounceEveryMinute:
		if t := below(min, min); t > 0 {
			return t
		}
		return seconds(normalSeconds)
	case AnnounceSparse:
		if t := below(10*min, 10*min); t > 0 {
			return t
		}
		for _, t := range []time.Duration{5 * min, 2 * min, min} {
			if t < left {
				return t
			}
		}
		return seconds(sparseSeconds)
	}
	return 0
}

// above is the schedule's next reading above the reading t: the time must
// rise past it before t is said again (1+5: "White 1 minute" once, not
// after each move that the increment lifts over 60 seconds).
func (a Announce) above(t time.Duration) time.Duration {
	// Every reading is a whole number of seconds; none is an hour apart
	// from the next.
	for x := t + time.Second; x <= t+time.Hour; x += time.Second {
		if a.nextThreshold(x+1) == x {
			return x
		}
	}
	return t + time.Hour
}

// threshold is the next reading due for c's clock at left: the schedule's
// next one, but not one said already for c since its time last rose past
// the reading above it.
func (s *Session) threshold(c rules.Color, left time.Duration) time.Duration {
	said := s.readings[c]
	if said > 0 && left > s.announce.above(said) {
		s.readings[c], said = 0, 0
	}
	t := s.announce.nextThreshold(left)
	for said > 0 && t >= said {
		t = s.announce.nextThreshold(t)
	}
	return t
}

// rearm sets the next scheduled announcement for the player whose clock runs.
func (s *Session) rearm() {
	s.armed = 0
	if s.clock == nil || s.clock.Running() == rules.NoColor {
		return
	}
	c := s.clock.Running()
	s.armed = s.threshold(c, s.clock.Remaining(c))
}

// UntilNextEvent is how long until the clock next needs the session's
// attention (a scheduled announcement or a flag fall), and whether there is
// such a moment. The views call Tick then.
func (s *Session) UntilNextEvent() (time.Duration, bool) {
	if s.clock == nil || s.match.Outcome().Over() || s.online != nil && s.armed == 0 {
		return 0, false // online, only announcements: the server says when a flag falls
	}
	col := s.clock.Running()
	if col == rules.NoColor {
		return 0, false
	}
	left := s.clock.Remaining(col)
	wait := left
	if s.armed > 0 {
		wait = left - s.armed
	}
	return max(0, wait), true
}

// Tick is called by the views when UntilNextEvent has passed: it announces
// a flag fall or the scheduled time left.
func (s *Session) Tick() []Output {
	if out := s.checkFlag(); out != nil {
		return out
	}
	if s.clock == nil || s.armed == 0 {
		return nil
	}
	col := s.clock.Running()
	if col == rules.NoColor {
		return nil
	}
	left := s.clock.Remaining(col)
	if left > s.armed {
		return nil // not yet: a timer fired early
	}
	s.readings[col] = s.armed
	s.armed = s.threshold(col, left)
	if left <= lastSeconds {
		return []Output{say(keyLastSeconds.With(words.Colour(col), words.Duration(left)).As(words.Countdown))}
	}
	return []Output{say(keyScheduled.With(words.Colour(col), words.Duration(left)).As(words.Countdown))}
}

// lastSeconds: a reading at or below it is the number alone ("4") to a
// listener who heard the reading before it last (Output.Reading), the
// side's name and the seconds to anybody else.
const lastSeconds = 5 * time.Second

// Reading reports whose clock o reads, when it is a scheduled reading
// (Tick), and whether it is the number alone of the last seconds.
func (o Output) Reading() (c rules.Color, bare bool) {
	if o.Kind != Say {
		return rules.NoColor, false
	}
	switch o.Event.Key {
	case keyLastSeconds:
		bare = true
	case keyScheduled:
	default:
		return rules.NoColor, false
	}
	return o.Event.Args.Colour(0), bare
}

// Named is a reading of the last seconds said with its side and unit
// ("White 4 seconds" for "4"): to a listener who heard something else
// since the reading before it (the countdown names the side again).
func (o Output) Named() Output {
	if c, bare := o.Reading(); bare {
		o.Event = keyScheduled.With(words.Colour(c), words.Duration(o.Event.Args.Duration(1))).As(words.Countdown)
	}
	return o
}

// checkFlag ends the game when the running player's time is up (6.9).
func (s *Session) checkFlag() []Output {
	if s.clock == nil || s.match.Outcome().Over() || s.online != nil { // online, the server says
		return nil
	}
	col := s.clock.CheckFlag()
	if col == rules.NoColor {
		return nil
	}
	if out, took := s.flagWhilePostponed(col); took {
		return out // III.5.2: the arbiter decides
	}
	o, err := s.match.FlagFall(col)
	if err != nil {
		return nil
	}
	for _, st := range s.seats {
		st.confirm, st.question = nil, nil // a flag fall ends every question
	}
	s.sealer = rules.NoColor
	return []Output{{Kind: Save}, s.announced(keyFlagFell.With(words.Colour(col), words.Outcome(o)).As(words.Alarm))}
}

// stopClockIfOver stops the clocks once the game has ended.
func (s *Session) stopClockIfOver() {
	if s.clock != nil && s.match.Outcome().Over() && s.clock.ToMove() != rules.NoColor {
		s.clock.Stop()
		s.armed = 0
	}
}

// penalty is the extra time the penalties of Articles 7 and 9 give the
// opponent (9.5.3 a wrong claim, 7.5.5 a first illegal move): 2 minutes;
// 1 in blitz (B.2), and in rapid under the 2023 text (A.3).
func (s *Session) penalty() time.Duration {
	return s.match.Laws().PenaltyTime(s.clock.TimeControl().Pace())
}

// penalize gives c the penalty time, and says so.
func (s *Session) penalize(c rules.Color) []Output {
	if s.clock == nil {
		return nil
	}
	d := s.penalty()
	s.clock.Add(c, d)
	s.rearm()
	return []Output{s.announced(keyPenalty.With(words.Colour(c), words.Duration(d)))}
}

func (s *Session) noClock(in *typedLine) []Output {
	return []Output{s.said(in, keyNoClock.Event())}
}

// cmdClock: both players' time and the moves completed (D.2.6.1, D.2.10.4).
func (s *Session) cmdClock(in *typedLine, _ string) []Output {
	if s.clock == nil {
		return s.noClock(in)
	}
	return []Output{s.saidInFull(in, s.clockBoth())}
}

// clockBoth is both players' time, the moves completed and those to the
// time control, the clock read once.
func (s *Session) clockBoth() Event {
	r := s.clock.Read()
	return keyClockBoth.With(words.Duration(r.White), words.Duration(r.Black),
		words.Number(s.clock.Moves(rules.White)), words.Number(s.clock.MovesToControl(s.match.Turn())), words.Flag(s.clock.Paused()))
}

// cmdTime: the time of the player on move.
func (s *Session) cmdTime(in *typedLine, _ string) []Output {
	if s.clock == nil {
		return s.noClock(in)
	}
	c := s.clock.ToMove()
	if c == rules.NoColor {
		c = s.match.Turn()
	}
	return []Output{s.saidInFull(in, keyClockOne.With(words.Colour(c), words.Duration(s.clock.Remaining(c)), words.Number(s.clock.Moves(c)), words.Number(s.clock.MovesToControl(c)), words.Flag(s.clock.Paused())))}
}

// cmdPause stops both clocks (6.11.1).
func (s *Session) cmdPause(in *typedLine, _ string) []Output {
	if s.clock == nil {
		return s.noClock(in)
	}
	if o := s.match.Outcome(); o.Over() {
		return []Output{s.said(in, keyGameIsOver.With(words.Result(o.Result)))}
	}
	if err := s.clock.Pause(); err != nil {
		return []Output{s.said(in, keyAlreadyPaused.Event())}
	}
	s.armed = 0
	s.note("The arbiter paused the clocks (6.11.1)")
	return []Output{{Kind: Save}, s.announced(keyPaused.Event())}
}

func (s *Session) cmdResume(in *typedLine, arg string) []Output {
	if s.clock == nil {
		return s.noClock(in)
	}
	if q := s.claimWaiting(); q.holdsPlay() {
		return s.postponeClaim(in, q, arg) // III.5.2: play goes on, the decision later
	}
	if err := s.clock.Resume(); err != nil {
		return []Output{s.said(in, keyNotPaused.Event())}
	}
	s.rearm()
	s.note("The arbiter restarted the clocks (6.11.3)")
	return append([]Output{{Kind: Save}, s.announced(keyResumed.With(words.Colour(s.match.Turn())))}, s.flagsAfterChange()...)
}

// cmdAdjust sets a clock (6.10.2): "adjust white 5m", "adjust black 4:30".
func (s *Session) cmdAdjust(in *typedLine, arg string) []Output {
	if s.clock == nil {
		return s.noClock(in)
	}
	if o := s.match.Outcome(); o.Over() {
		return []Output{s.said(in, keyGameIsOver.With(words.Result(o.Result)))}
	}
	fields := strings.Fields(arg)
	if len(fields) != 2 {
		return []Output{s.said(in, keyAdjustHow.Event())}
	}
	c, ok := parseColor(fields[0])
	d, err := parseClockTime(fields[1])
	if !ok || err != nil || d > maxAdjust {
		return []Output{s.said(in, keyAdjustHow.Event())}
	}
	before := s.clock.Remaining(c)
	s.clock.Set(c, d)
	s.rearm()
	// The scoresheet's [%clk] jumps: the note says why.
	s.note(fmt.Sprintf("The arbiter set %s's clock from %s to %s (6.10.2)", rules.ColorName(c), rules.ClockString(before), rules.ClockString(d)))
	return append([]Output{{Kind: Save}, s.announced(keyAdjusted.With(words.Colour(c), words.Duration(d)))}, s.flagsAfterChange()...)
}

// flagsAfterChange looks at the clocks after the arbiter changed them: both
// at zero is III.3.1; the running one at zero is a flag fall. While the
// clocks are paused nothing falls until they run again.
func (s *Session) flagsAfterChange() []Output {
	if s.clock.Paused() {
		return nil
	}
	if s.clock.Remaining(rules.White) <= 0 && s.clock.Remaining(rules.Black) <= 0 {
		return s.bothFlags()
	}
	return s.checkFlag()
}

// bothFlags: both clocks at zero with the order unknown (III.3.1).
func (s *Session) bothFlags() []Output {
	if s.clock.BothFlagsDown() {
		s.match.BothFlags()
		return []Output{{Kind: Save}, s.announced(keyBothFlags.With(words.Flag(true)).As(words.Alarm))}
	}
	s.rearm()
	return []Output{s.announced(keyBothFlags.With(words.Flag(false)))}
}

// cmdIncrement: a player on move with under two minutes, in a game without
// increment, asks for 5 seconds a move for both (III.4). It is also a draw
// offer. The arbiter grants it (two minutes more for the opponent): at
// once when the terminal asking holds the arbiter's powers too, else with
// grant; the arbiter's own increment grants the request waiting.
func (s *Session) cmdIncrement(in *typedLine, _ string) []Output {
	if s.clock == nil {
		return s.noClock(in)
	}
	if o := s.match.Outcome(); o.Over() {
		return []Output{s.said(in, keyGameIsOver.With(words.Result(o.Result)))}
	}
	c := s.match.Turn()
	if !s.actsFor(in, c) {
		if s.arbiter(in) && !in.roles.Has(Playing) {
			return s.decide(in, incrementRequest, true)
		}
		return []Output{s.said(in, keyIncrementNotNow.With(words.Duration(rules.QuickplayLimit)))}
	}
	if !s.guidelines {
		return s.reply(in, keyIncrementNotInGame.Event()) // III.2: not announced, or blitz
	}
	if s.clock.Increment(c) > 0 {
		return []Output{s.said(in, keyIncrementHasOne.Event())}
	}
	if !s.clock.LastPeriod(c) {
		return []Output{s.said(in, keyIncrementNotLastPeriod.Event())} // III.1, III.4
	}
	if s.clock.Remaining(c) >= rules.QuickplayLimit {
		return []Output{s.said(in, keyIncrementNotNow.With(words.Duration(rules.QuickplayLimit)))}
	}
	if s.claimWaiting() != nil {
		return s.reply(in, keyClaimWaits.Event()) // III.4 or III.5, not both
	}
	s.match.OfferDraw(c)
	if s.arbiter(in) {
		s.giveIncrement(c)
		return []Output{{Kind: Save}, s.announced(keyIncrementGranted.With(words.Colour(c), words.Colour(c.Other()), words.Duration(rules.QuickplayIncrement), words.Duration(rules.QuickplayExtra)))}
	}
	s.fileRequest(incrementRequest, c)
	return []Output{{Kind: Save}, s.announced(keyIncrementAsked.With(words.Colour(c), words.Duration(rules.QuickplayIncrement)))} // the offer stands in the state
}

func parseColor(w string) (rules.Color, bool) {
	switch strings.ToLower(w) {
	case "white", "w", "weiss", "weiß":
		return rules.White, true
	case "black", "b", "schwarz", "s":
		return rules.Black, true
	}
	return rules.NoColor, false
}

// parseClockTime reads "5m", "90s", "1h2m", "4:30", "1:02:03", or a bare
// number of minutes.
func parseClockTime(s string) (time.Duration, error) {
	if strings.Contains(s, ":") {
		parts := strings.Split(s, ":")
		if len(parts) > 3 {
			return 0, fmt.Errorf("session: bad time %q", s)
		}
		var d time.Duration
		for _, p := range parts {
			n, err := strconv.Atoi(p)
			if err != nil || n < 0 {
				return 0, fmt.Errorf("session: bad time %q", s)
			}
			d = d*60 + time.Duration(n)
		}
		return d * time.Second, nil
	}
	if n, err := strconv.ParseFloat(s, 64); err == nil && n >= 0 && n < 1e5 {
		return time.Duration(n * float64(time.Minute)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("session: bad time %q", s)
	}
	return d, nil
}

// The events said here.
var (
	keyAdjustHow              = words.Declare("adjust-how")
	keyAdjusted               = words.Declare("adjusted", words.ColourKind, words.DurationKind)
	keyAlreadyPaused          = words.Declare("already-paused")
	keyBothFlags              = words.Declare("both-flags", words.FlagKind)
	keyClaimWaits             = words.Declare("claim-waits")
	keyClockBoth              = words.Declare("clock-both", words.DurationKind, words.DurationKind, words.NumberKind, words.NumberKind, words.FlagKind)
	keyClockOne               = words.Declare("clock-one", words.ColourKind, words.DurationKind, words.NumberKind, words.NumberKind, words.FlagKind)
	keyFlagFell               = words.Declare("flag-fell", words.ColourKind, words.OutcomeKind)
	keyIncrementAsked         = words.Declare("increment-asked", words.ColourKind, words.DurationKind)
	keyIncrementGranted       = words.Declare("increment-granted", words.ColourKind, words.ColourKind, words.DurationKind, words.DurationKind)
	keyIncrementHasOne        = words.Declare("increment-has-one")
	keyIncrementNotInGame     = words.Declare("increment-not-in-game")
	keyIncrementNotLastPeriod = words.Declare("increment-not-last-period")
	keyIncrementNotNow        = words.Declare("increment-not-now", words.DurationKind)
	keyLastSeconds            = words.Declare("last-seconds", words.ColourKind, words.DurationKind)
	keyNoClock                = words.Declare("no-clock")
	keyNotPaused              = words.Declare("not-paused")
	keyPaused                 = words.Declare("paused")
	keyPenalty                = words.Declare("penalty", words.ColourKind, words.DurationKind)
	keyResumed                = words.Declare("resumed", words.ColourKind)
	keyScheduled              = words.Declare("scheduled", words.ColourKind, words.DurationKind)
)
