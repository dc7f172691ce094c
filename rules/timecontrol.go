package rules

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Period is one stage of a time control (6.3.1): a number of moves (0 for
// all the remaining moves) in a time, with an increment or a delay per move.
type Period struct {
	Moves     int           // moves to complete in this period; 0: the rest of the game
	Time      time.Duration // added to the clock when the period begins
	Increment time.Duration // Fischer increment, added after every move of the period
	Delay     time.Duration // per-move delay before the main time runs
}

// DelayMode says how a delay is applied. 6.3.1: both give the same result.
type DelayMode int8

const (
	SimpleDelay DelayMode = iota // US delay: the main time waits for the delay
	Bronstein                    // the time used, up to the delay, is given back
)

func (d DelayMode) String() string {
	if d == Bronstein {
		return "bronstein"
	}
	return "simple"
}

// TimeControl is a game's time control: its periods in order. The last
// period repeats when it has a move quota (40/120 is 40 moves in two hours,
// again and again). The zero TimeControl means no clock.
type TimeControl struct {
	Periods   []Period
	DelayMode DelayMode
}

// ErrTimeControl is wrapped by every time-control parsing error.
var ErrTimeControl = errors.New("rules: bad time control")

// TimeControlForms lists the accepted spellings, for messages.
const TimeControlForms = `"5+3" (5 minutes, 3 seconds a move), "90+30", "25", "3m+2s", "10s", "1h30+30", ` +
	`"5d3" (5 minutes, 3 seconds delay), "40/90+30, 30+30" (40 moves in 90 minutes, then 30 minutes for the rest, 30 seconds a move)`

// IsZero reports whether there is no clock.
func (tc TimeControl) IsZero() bool { return len(tc.Periods) == 0 }

// period returns the i-th period, repeating the last.
func (tc TimeControl) period(i int) Period {
	if i < len(tc.Periods) {
		return tc.Periods[i]
	}
	return tc.Periods[len(tc.Periods)-1]
}

// Pace is the class of a game by its time (A.1, B.1).
type Pace int8

const (
	Standard Pace = iota
	Rapid         // A.1: more than 10 and less than 60 minutes (time + 60 x increment)
	Blitz         // B.1: 10 minutes or less
)

func (p Pace) String() string {
	return [...]string{"standard", "rapid", "blitz"}[p]
}

// Pace classifies the time control: a single period's time plus 60 times
// its increment decides (A.1, B.1); periods with move quotas are standard.
func (tc TimeControl) Pace() Pace {
	if len(tc.Periods) != 1 || tc.Periods[0].Moves != 0 {
		return Standard
	}
	p := tc.Periods[0]
	total := p.Time + 60*(p.Increment+p.Delay)
	switch {
	case total <= 10*time.Minute:
		return Blitz
	case total < 60*time.Minute:
		return Rapid
	}
	return Standard
}

// PGN writes the time control as the PGN TimeControl tag does:
// "40/5400+30:1800+30", "300+2", "-". A delay, which the tag cannot say, is
// left out; DelayTag says it.
func (tc TimeControl) PGN() string {
	if tc.IsZero() {
		return "-"
	}
	parts := make([]string, len(tc.Periods))
	for i, p := range tc.Periods {
		s := secs(p.Time)
		if p.Moves > 0 {
			s = strconv.Itoa(p.Moves) + "/" + s
		}
		if p.Increment > 0 {
			s += "+" + secs(p.Increment)
		}
		parts[i] = s
	}
	return strings.Join(parts, ":")
}

func secs(d time.Duration) string {
	if d%time.Second == 0 {
		return strconv.FormatInt(int64(d/time.Second), 10)
	}
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// String is the time control in the short form ParseTimeControl reads.
func (tc TimeControl) String() string {
	if tc.IsZero() {
		return "no clock"
	}
	parts := make([]string, len(tc.Periods))
	for i, p := range tc.Periods {
		s := shortDuration(p.Time, time.Minute)
		if p.Moves > 0 {
			s = strconv.Itoa(p.Moves) + "/" + s
		}
		if p.Increment > 0 {
			s += "+" + shortDuration(p.Increment, time.Second)
		}
		if p.Delay > 0 {
			s += "d" + shortDuration(p.Delay, time.Second)
		}
		parts[i] = s
	}
	return strings.Join(parts, ", ")
}

// shortDuration writes d as a number of units, or with units when it is not
// a whole number of them ("90", "1m30s").
func shortDuration(d, unit time.Duration) string {
	if d%unit == 0 {
		return strconv.FormatInt(int64(d/unit), 10)
	}
	return strings.Replace(d.String(), "m0s", "m", 1)
}

// ParseTimeControl reads a time control as players say it:
//
//	5+3  90+30  25  3m+2s  10s  1h30+30  5d3  40/90+30, 30+30
//
// A bare number of the main time is minutes; of an increment or delay,
// seconds. Units h, m and s may be given. Periods are separated by commas.
// "none", "-" and "" mean no clock.
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	s = strings.TrimSpace(s)
	if s == "" || s == "-" || strings.EqualFold(s, "none") {
		return tc, nil
	}
	for _, part := range strings.Split(s, ",") {
		p, err := parsePeriod(strings.TrimSpace(part), time.Minute)
		if err != nil {
			return TimeControl{}, fmt.Errorf("%w %q: %v; accepted forms: %s", ErrTimeControl, s, err, TimeControlForms)
		}
		tc.Periods = append(tc.Periods, p)
	}
	if err := tc.check(); err != nil {
		return TimeControl{}, fmt.Errorf("%w %q: %v; accepted forms: %s", ErrTimeControl, s, err, TimeControlForms)
	}
	return tc, nil
}

// ParsePGNTimeControl reads the PGN TimeControl tag exactly: periods
// separated by colons, each "moves/seconds", "seconds", or either with
// "+increment" in seconds; "-" is no clock.
func ParsePGNTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	bad := func(why string) error {
		return fmt.Errorf(`%w %q: %s; PGN TimeControl is like "40/5400+30:1800+30", "300+2" or "-"`, ErrTimeControl, s, why)
	}
	switch s = strings.TrimSpace(s); {
	case s == "-":
		return tc, nil
	case s == "?" || s == "":
		return tc, bad("the time control is unknown")
	case strings.HasPrefix(s, "*"):
		return tc, bad("sandclock time controls are not supported")
	}
	for _, part := range strings.Split(s, ":") {
		var p Period
		rest := part
		if moves, after, ok := strings.Cut(rest, "/"); ok {
			n, err := strconv.Atoi(moves)
			if err != nil || n <= 0 {
				return TimeControl{}, bad(fmt.Sprintf("%q is not a number of moves", moves))
			}
			p.Moves, rest = n, after
		}
		base, inc, hasInc := strings.Cut(rest, "+")
		var err error
		if p.Time, err = pgnSeconds(base); err != nil {
			return TimeControl{}, bad(err.Error())
		}
		if hasInc {
			if p.Increment, err = pgnSeconds(inc); err != nil {
				return TimeControl{}, bad(err.Error())
			}
		}
		tc.Periods = append(tc.Periods, p)
	}
	if err := tc.check(); err != nil {
		return TimeControl{}, bad(err.Error())
	}
	return tc, nil
}

func pgnSeconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || math.IsInf(f, 0) || f > 1e7 {
		return 0, fmt.Errorf("%q is not a number of seconds", s)
	}
	return time.Duration(f * float64(time.Second)), nil
}

// parsePeriod reads "[moves/]time[+increment][d delay]".
func parsePeriod(s string, bareUnit time.Duration) (Period, error) {
	var p Period
	if s == "" {
		return p, errors.New("a period is empty")
	}
	if moves, rest, ok := strings.Cut(s, "/"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(moves))
		if err != nil || n <= 0 {
			return p, fmt.Errorf("%q is not a number of moves", moves)
		}
		p.Moves, s = n, rest
	}
	s = strings.ReplaceAll(s, " ", "")
	if i := strings.LastIndexByte(s, 'd'); i >= 0 {
		d, err := parseDuration(s[i+1:], time.Second)
		if err != nil {
			return p, fmt.Errorf("delay: %v", err)
		}
		p.Delay, s = d, s[:i]
	}
	base, inc, hasInc := strings.Cut(s, "+")
	var err error
	if p.Time, err = parseDuration(base, bareUnit); err != nil {
		return p, err
	}
	if hasInc {
		if p.Increment, err = parseDuration(inc, time.Second); err != nil {
			return p, fmt.Errorf("increment: %v", err)
		}
	}
	return p, nil
}

// parseDuration reads "90", "1.5", "3m", "10s", "1h30", "1h30m", "2m30s";
// a bare number counts in bareUnit.
func parseDuration(s string, bareUnit time.Duration) (time.Duration, error) {
	if s == "" {
		return 0, errors.New("a time is missing")
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if f < 0 || f > 1e6 {
			return 0, fmt.Errorf("%q is out of range", s)
		}
		return time.Duration(f * float64(bareUnit)), nil
	}
	// "1h30" means 1h30m.
	if i := strings.LastIndexByte(s, 'h'); i >= 0 && i < len(s)-1 {
		if _, err := strconv.Atoi(s[i+1:]); err == nil {
			s += "m"
		}
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%q is not a time", s)
	}
	return d, nil
}

// check holds a time control to what a clock can play.
func (tc TimeControl) check() error {
	for i, p := range tc.Periods {
		if p.Time <= 0 && i == 0 {
			return errors.New("the first period needs some time")
		}
		if p.Moves == 0 && i != len(tc.Periods)-1 {
			return errors.New("only the last period may be for the rest of the game")
		}
	}
	return nil
}
