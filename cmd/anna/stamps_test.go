package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestStamper: every line gets one stamp, at its start, however the
// writes split it; the stamps are anna's monotonic time.
func TestStamper(t *testing.T) {
	var out strings.Builder
	s := &stamper{w: &out, now: monotonic{time.Now().Add(-2 * time.Second)}}
	for _, w := range []string{"Scoresheet: g.pgn\nNew game. 1. White to move\n", "1. White to move: ", "e4\n", "Bauer", " Eva vier\n"} {
		if n, err := s.Write([]byte(w)); n != len(w) || err != nil {
			t.Fatalf("Write(%q) = %d, %v", w, n, err)
		}
	}
	want := []string{"Scoresheet: g.pgn", "New game. 1. White to move", "1. White to move: e4", "Bauer Eva vier"}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("got %q, want the lines %q stamped", out.String(), want)
	}
	stamp := regexp.MustCompile(`^@2\.[0-9]{6} `)
	for i, l := range lines {
		if !stamp.MatchString(l) || stamp.ReplaceAllString(l, "") != want[i] {
			t.Errorf("line %d: got %q, want %q after a stamp of about 2 s", i+1, l, want[i])
		}
	}
}

// TestStallsRead: the tests read anna's stall file (watchStalls) as the
// time its process ran: a stall within a span does not count as anna's
// own time, one outside it changes nothing.
func TestStallsRead(t *testing.T) {
	a := &liveAnna{t: t, stallsFile: filepath.Join(t.TempDir(), "stalls")}
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	if got := a.earliest(ms(1000), ms(150)); got != ms(850) {
		t.Errorf("no stall file: earliest = %v, want 850ms", got)
	}
	if err := os.WriteFile(a.stallsFile, []byte("0.500000 0.600000\n0.900000 0.950000\n0.980000 1.100000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ at, d, want int }{
		{1000, 150, 780},  // 20 ms stalled up to the line, 50 ms from 0.90
		{1000, 10, 970},   // the stall from 0.98 goes on after the line: its part before counts
		{1000, 20, 960},   // 30 ms run between the stalls: the one from 0.90 does not count
		{1000, 500, 330},  // all three stalls, 170 ms
		{700, 150, 450},   // the later stalls are after the line
		{2000, 100, 1900}, // no stall within
	} {
		if got := a.earliest(ms(tt.at), ms(tt.d)); got != ms(tt.want) {
			t.Errorf("earliest(%d ms, %d ms) = %v, want %d ms", tt.at, tt.d, got, tt.want)
		}
	}
	if got := a.stalled(ms(550), ms(1000)); got != ms(120) {
		t.Errorf("stalled(550 ms, 1000 ms) = %v, want 120ms", got)
	}
}
