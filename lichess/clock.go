package lichess

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Clock is the time control of a game to seek or a challenge: minutes and
// an increment, or days per move (correspondence).
type Clock struct {
	Limit     time.Duration // the time each player starts with
	Increment time.Duration // added after each move
	Days      int           // correspondence: days per move; Limit and Increment are 0
}

// Speeds, as lichess names them (Speed).
const (
	UltraBullet    = "ultraBullet"
	Bullet         = "bullet"
	Blitz          = "blitz"
	Rapid          = "rapid"
	Classical      = "classical"
	Correspondence = "correspondence"
)

// correspondenceDays are the days per move lichess offers.
var correspondenceDays = []int{1, 2, 3, 5, 7, 10, 14}

// ErrClock is wrapped by every error of ParseClock.
var ErrClock = errors.New("lichess: bad time control")

// ParseClock reads a time control as lichess shows it: "15+10" (minutes
// and seconds a move), "15" (no increment), "0.5+0", or "3d" (3 days a
// move, correspondence).
func ParseClock(s string) (Clock, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	bad := func(why string) (Clock, error) {
		return Clock{}, fmt.Errorf("%w %q: %s", ErrClock, s, why)
	}
	if d, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(d)
		if err != nil || !slices.Contains(correspondenceDays, n) {
			return bad("days a move are 1, 2, 3, 5, 7, 10 or 14")
		}
		return Clock{Days: n}, nil
	}
	mins, inc, plus := strings.Cut(s, "+")
	m, err := strconv.ParseFloat(mins, 64)
	if err != nil || !(m >= 0 && m <= 180) {
		return bad("give minutes and seconds a move, as 15+10")
	}
	var i int
	if plus {
		if i, err = strconv.Atoi(inc); err != nil || i < 0 || i > 180 {
			return bad("the increment is 0 to 180 seconds")
		}
	}
	// lichess counts the limit in whole seconds (the API's clock.limit):
	// ".57" minutes is 34 s, and written again it reads the same.
	c := Clock{Limit: time.Duration(math.Round(m*60)) * time.Second, Increment: time.Duration(i) * time.Second}
	if c.Limit == 0 && c.Increment == 0 {
		return bad("a game needs some time")
	}
	return c, nil
}

// String writes the clock as lichess shows it: "15+10", "0.5+0", "3d".
func (c Clock) String() string {
	if c.Days > 0 {
		return fmt.Sprintf("%dd", c.Days)
	}
	return strconv.FormatFloat(c.Limit.Minutes(), 'f', -1, 64) + "+" + strconv.Itoa(int(c.Increment/time.Second))
}

// Speed is the clock's category as lichess counts it: the limit plus 40
// times the increment (under 30 s ultra bullet, 3 min bullet, 8 min blitz,
// 25 min rapid; classical above; days are correspondence).
func (c Clock) Speed() string {
	if c.Days > 0 {
		return Correspondence
	}
	est := c.Limit + 40*c.Increment
	switch {
	case est < 30*time.Second:
		return UltraBullet
	case est < 3*time.Minute:
		return Bullet
	case est < 8*time.Minute:
		return Blitz
	case est < 25*time.Minute:
		return Rapid
	}
	return Classical
}

// Seekable reports whether the Board API takes a seek of this speed: rapid,
// classical and correspondence only (blitz and faster only by challenge).
func (c Clock) Seekable() bool {
	switch c.Speed() {
	case Rapid, Classical, Correspondence:
		return true
	}
	return false
}

// challengeLimit reports whether a challenge may start with limit: 0, 15,
// 30, 45, 60 or 90 seconds, or whole minutes up to 3 hours.
func challengeLimit(limit time.Duration) bool {
	s := limit / time.Second
	if limit%time.Second != 0 {
		return false
	}
	switch s {
	case 0, 15, 30, 45, 60, 90:
		return true
	}
	return s%60 == 0 && s <= 10800
}

// CheckChallenge says why a challenge cannot have this clock, or nil.
func (c Clock) CheckChallenge() error {
	if c.Days > 0 {
		return nil
	}
	if !challengeLimit(c.Limit) {
		return fmt.Errorf("%w %q: a challenge starts with 0, 0.25, 0.5, 0.75 or 1.5 minutes, or whole minutes up to 180", ErrClock, c.String())
	}
	if c.Increment > time.Minute {
		return fmt.Errorf("%w %q: a challenge's increment is at most 60 seconds", ErrClock, c.String())
	}
	return nil
}
