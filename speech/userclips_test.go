package speech

import (
	"testing"
	"time"
)

// TestBriefClockTime: the brief reading is the time the clocks show
// (rules.ShownTime), rounded up as the full reading and the board are.
func TestBriefClockTime(t *testing.T) {
	b := Phrasebook{Verbosity: Brief}
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "0 0"},
		{-time.Second, "0 0"},
		{8400 * time.Millisecond, "0 8.4"},
		{8410 * time.Millisecond, "0 8.5"},
		{9960 * time.Millisecond, "0 10"},
		{4 * time.Second, "0 4"},
		{4*time.Minute + 12*time.Second, "4 12"},
		{4*time.Minute + 12*time.Second + 400*time.Millisecond, "4 13"},
		{95*time.Minute + 30*time.Second, "95 30"},
	}
	for _, tt := range tests {
		if got := b.clockTime(tt.d).Text(); got != tt.want {
			t.Errorf("%v: got %q, want %q", tt.d, got, tt.want)
		}
	}
}

func TestDuration(t *testing.T) {
	en, de := Phrasebook{}, Phrasebook{Lang: DE}
	tests := []struct {
		d      time.Duration
		en, de string
	}{
		{0, "0 seconds", "0 Sekunden"},
		{time.Second, "1 second", "1 Sekunde"},
		{8400 * time.Millisecond, "8.4 seconds", "8,4 Sekunden"},
		{9960 * time.Millisecond, "10 seconds", "10 Sekunden"},
		{4 * time.Second, "4 seconds", "4 Sekunden"},
		{4*time.Minute + 12*time.Second, "4 minutes 12 seconds", "4 Minuten 12 Sekunden"},
		{4*time.Minute + 12*time.Second + 400*time.Millisecond, "4 minutes 13 seconds", "4 Minuten 13 Sekunden"}, // rounded up, as every clock shows it (rules.ShownTime)
		{8410 * time.Millisecond, "8.5 seconds", "8,5 Sekunden"},
		{4*time.Minute + 12*time.Second + 600*time.Millisecond, "4 minutes 13 seconds", "4 Minuten 13 Sekunden"},
		{61 * time.Minute, "1 hour 1 minute", "1 Stunde 1 Minute"},
		{-time.Second, "0 seconds", "0 Sekunden"},
	}
	for _, tt := range tests {
		if got := en.Duration(tt.d).Text(); got != tt.en {
			t.Errorf("%v in English: got %q, want %q", tt.d, got, tt.en)
		}
		if got := de.Duration(tt.d).Text(); got != tt.de {
			t.Errorf("%v in German: got %q, want %q", tt.d, got, tt.de)
		}
	}
}
