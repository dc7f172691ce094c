package main

import (
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
