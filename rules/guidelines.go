package rules

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// GuidelinesIII says whether an event applies Guidelines III (games
// without increment, including quickplay finishes): the increment a
// player short of time may ask for (III.4) and the claim that the opponent
// cannot win, or makes no effort to win, by normal means (III.5). They
// apply only where the event announces them beforehand (III.2.1), and only
// to standard and rapid games without increment, never to blitz (III.2.2).
type GuidelinesIII int8

const (
	// GuidelinesAuto applies them wherever III.2.2 allows: the default.
	GuidelinesAuto GuidelinesIII = iota
	// GuidelinesOn applies them; refused where III.2.2 does not allow.
	GuidelinesOn
	// GuidelinesOff does not apply them (not announced, III.2.1).
	GuidelinesOff
)

// GuidelinesNames are the values ParseGuidelinesIII reads.
var GuidelinesNames = []string{"auto", "on", "off"}

func (g GuidelinesIII) String() string { return GuidelinesNames[g] }

// ParseGuidelinesIII reads auto, on or off.
func ParseGuidelinesIII(s string) (GuidelinesIII, error) {
	for i, n := range GuidelinesNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return GuidelinesIII(i), nil
		}
	}
	return GuidelinesAuto, fmt.Errorf("rules: Guidelines III are auto, on or off, not %q", s)
}

// Guidelines III's times: a player with less than QuickplayLimit left may
// ask for QuickplayIncrement a move for both (III.4) or claim (III.5); the
// opponent then gets QuickplayExtra when the increment is granted, the
// claim rejected, or the decision postponed (III.4, III.5.2, III.5.3). The
// same in the 2017 and the 2023 text: these are Guidelines III's own
// minutes, not the penalties of Articles 7 and 9 that A.3 of 2023 halves
// in rapid.
const (
	QuickplayLimit     = 2 * time.Minute
	QuickplayIncrement = 5 * time.Second
	QuickplayExtra     = 2 * time.Minute
)

// ErrGuidelinesIII is wrapped by Check's refusal.
var ErrGuidelinesIII = errors.New("rules: Guidelines III do not apply")

// GuidelinesRefusal is why Guidelines III cannot apply to a game with the
// time control TC (III.2.2); it wraps ErrGuidelinesIII.
type GuidelinesRefusal struct {
	Why GuidelinesWhy
	TC  TimeControl
}

// GuidelinesWhy names III.2.2's reasons.
type GuidelinesWhy int

const (
	GuidelinesNoClock   GuidelinesWhy = iota // a game without a clock
	GuidelinesBlitz                          // blitz (B.1)
	GuidelinesIncrement                      // an increment or a delay
)

func (r *GuidelinesRefusal) Error() string {
	switch r.Why {
	case GuidelinesNoClock:
		return fmt.Sprintf("%v to a game without a clock", ErrGuidelinesIII)
	case GuidelinesBlitz:
		return fmt.Sprintf("%v to blitz (III.2.2): %s is a blitz time control (B.1)", ErrGuidelinesIII, r.TC)
	}
	return fmt.Sprintf("%v to a game with an increment or a delay (III.2.2): %s has one", ErrGuidelinesIII, r.TC)
}

func (r *GuidelinesRefusal) Unwrap() error { return ErrGuidelinesIII }

// allowed reports whether III.2.2 lets Guidelines III apply to a game with
// this time control: a clock, standard or rapid, and no increment. A delay
// counts as an increment here: each move gets its seconds as III.4 would
// give them.
func allowed(tc TimeControl) error {
	switch {
	case tc.IsZero():
		return &GuidelinesRefusal{GuidelinesNoClock, tc}
	case tc.Pace() == Blitz:
		return &GuidelinesRefusal{GuidelinesBlitz, tc}
	}
	for _, p := range tc.Periods {
		if p.Increment > 0 || p.Delay > 0 {
			return &GuidelinesRefusal{GuidelinesIncrement, tc}
		}
	}
	return nil
}

// Check refuses GuidelinesOn for a time control III.2.2 excludes, with
// the reason.
func (g GuidelinesIII) Check(tc TimeControl) error {
	if g != GuidelinesOn {
		return nil
	}
	return allowed(tc)
}

// Apply reports whether Guidelines III apply to a game with this time
// control.
func (g GuidelinesIII) Apply(tc TimeControl) bool {
	return g != GuidelinesOff && allowed(tc) == nil
}
