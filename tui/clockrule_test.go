package tui

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// TestOneClockRule: the board view, the spoken clock and the scoresheet's
// [%clk] show the same time for the same instant (rules.ShownTime), and
// not one second apart as they once did (5:24 said, 5:23 shown).
func TestOneClockRule(t *testing.T) {
	book := speech.Phrasebook{Lang: speech.EN}
	for _, left := range []time.Duration{
		5*time.Minute + 23600*time.Millisecond, 5*time.Minute + 23*time.Second, 4*time.Minute + 59999*time.Millisecond,
		time.Hour + 200*time.Millisecond, 61 * time.Second, 10 * time.Second, 9960 * time.Millisecond,
		8410 * time.Millisecond, 500 * time.Millisecond, time.Millisecond,
	} {
		shown := rules.ShownTime(left)
		board, err := parseClockText(clockText(left))
		if err != nil {
			t.Fatal(err)
		}
		spoken, err := parseSpoken(book.Duration(left).Text())
		if err != nil {
			t.Fatal(err)
		}
		clk, err := parseClockText(rules.ClockString(left))
		if err != nil {
			t.Fatal(err)
		}
		if board != shown || spoken != shown {
			t.Errorf("%v left: board shows %v, speech says %v, want both %v", left, board, spoken, shown)
		}
		if want := (shown + time.Second - 1) / time.Second * time.Second; clk != want {
			t.Errorf("%v left: [%%clk] has %v, want %v (the shown time in whole seconds)", left, clk, want)
		}
	}
}

// parseClockText reads h:mm:ss, m:ss or m:ss.t.
func parseClockText(s string) (time.Duration, error) {
	m := regexp.MustCompile(`^(?:(\d+):)?(\d+):(\d+)(?:\.(\d))?$`).FindStringSubmatch(s)
	if m == nil {
		return 0, fmt.Errorf("clock text %q", s)
	}
	n := func(x string) time.Duration { v, _ := strconv.Atoi(x); return time.Duration(v) }
	return n(m[1])*time.Hour + n(m[2])*time.Minute + n(m[3])*time.Second + n(m[4])*100*time.Millisecond, nil
}

// parseSpoken reads "1 hour 2 minutes 5 seconds" or "8.4 seconds".
func parseSpoken(s string) (time.Duration, error) {
	var d time.Duration
	parts := regexp.MustCompile(`([\d.]+) (hour|minute|second)s?`).FindAllStringSubmatch(s, -1)
	if parts == nil {
		return 0, fmt.Errorf("spoken time %q", s)
	}
	for _, p := range parts {
		v, err := strconv.ParseFloat(p[1], 64)
		if err != nil {
			return 0, err
		}
		unit := map[string]time.Duration{"hour": time.Hour, "minute": time.Minute, "second": time.Second}[p[2]]
		d += time.Duration(v*float64(unit)/float64(100*time.Millisecond)+0.5) * 100 * time.Millisecond
	}
	return d, nil
}
