package rules

import (
	"fmt"
	"time"
)

// The one rule by which anna shows a time left, wherever it shows it: the
// spoken clock, the board view, and the scoresheet's [%clk].
//
// A time is rounded up: to the second from ten seconds up, to the tenth of
// a second below, as digital clocks show a time scramble. Rounded up, a
// clock shows zero only when the time is up, which is when the flag falls
// (6.9), and the three never disagree by a second. The scoresheet holds
// whole seconds, so it rounds the shown time up to the second once more.
// The saved state keeps the times to the millisecond: it is not shown, it
// restores the clocks.

// ShownTime is the time left as anna shows it.
func ShownTime(d time.Duration) time.Duration {
	d = max(0, d)
	unit := time.Second
	if d < 10*time.Second {
		unit = 100 * time.Millisecond
	}
	shown := (d + unit - 1) / unit * unit
	if shown >= 10*time.Second && unit < time.Second {
		shown = 10 * time.Second // 9.96 s shows as 10.0: the same as 0:10
	}
	return shown
}

// ClockText writes the time left as a clock display does: h:mm:ss from an
// hour up, m:ss below, and 0:08.4 under ten seconds.
func ClockText(d time.Duration) string {
	d = ShownTime(d)
	if d < 10*time.Second {
		return fmt.Sprintf("0:%02d.%d", int(d/time.Second), int(d%time.Second/(100*time.Millisecond)))
	}
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
