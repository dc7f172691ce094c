package rules

import (
	"testing"
	"time"
)

// TestShownTime (6.9): times are rounded up, to the second from ten
// seconds, to the tenth below; zero only when the time is up.
func TestShownTime(t *testing.T) {
	tests := []struct {
		left      time.Duration
		shown     time.Duration
		text, clk string
	}{
		{5*time.Minute + 23600*time.Millisecond, 5*time.Minute + 24*time.Second, "5:24", "0:05:24"},
		{5*time.Minute + 23*time.Second, 5*time.Minute + 23*time.Second, "5:23", "0:05:23"},
		{time.Hour + 200*time.Millisecond, time.Hour + time.Second, "1:00:01", "1:00:01"},
		{10 * time.Second, 10 * time.Second, "0:10", "0:00:10"},
		{9960 * time.Millisecond, 10 * time.Second, "0:10", "0:00:10"},
		{8410 * time.Millisecond, 8500 * time.Millisecond, "0:08.5", "0:00:09"},
		{8400 * time.Millisecond, 8400 * time.Millisecond, "0:08.4", "0:00:09"},
		{time.Millisecond, 100 * time.Millisecond, "0:00.1", "0:00:01"},
		{0, 0, "0:00.0", "0:00:00"},
		{-time.Second, 0, "0:00.0", "0:00:00"},
	}
	for _, tt := range tests {
		if got := ShownTime(tt.left); got != tt.shown {
			t.Errorf("ShownTime(%v): got %v, want %v", tt.left, got, tt.shown)
		}
		if got := ClockText(tt.left); got != tt.text {
			t.Errorf("ClockText(%v): got %q, want %q", tt.left, got, tt.text)
		}
		if got := ClockString(tt.left); got != tt.clk {
			t.Errorf("ClockString(%v): got %q, want %q", tt.left, got, tt.clk)
		}
	}
}
