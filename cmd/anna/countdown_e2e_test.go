package main

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

var (
	namedReadingRE = regexp.MustCompile(`^(White|Black) [0-9]+ seconds?$`)
	bareReadingRE  = regexp.MustCompile(`^[0-9]$`)
	promptLineRE   = regexp.MustCompile(`^[0-9]+\. (White|Black) to move: `)
)

// TestCountdownNamesTheSideAgain: the last seconds are counted as numbers
// alone only right after the reading before them; the first reading, and
// one that follows anything else said (an answer typed meanwhile), names
// the side ("White 4 seconds"). The answers are typed while the countdown
// runs, wherever they fall between its numbers: the test reads the order
// of the lines, never when they came.
func TestCountdownNamesTheSideAgain(t *testing.T) {
	a := startAnna(t, "--time", "7s")
	a.expect("New game")
	a.send("moves")
	a.expect("White 5 seconds") // the first reading names the side
	a.send("moves")
	a.send("moves")
	last, readings, answers := "", 0, 0
	timeout := time.After(30 * time.Second)
	for {
		var l timedLine
		var ok bool
		select {
		case l, ok = <-a.lines:
		case <-timeout:
			t.Fatal("no flag fall")
		}
		if !ok {
			t.Fatal("anna ended before the flag fell")
		}
		text := l.text
		if text == "" || promptLineRE.MatchString(text) {
			continue // a prompt, and the line typed at it: nothing said
		}
		switch {
		case bareReadingRE.MatchString(text):
			readings++
			if !namedReadingRE.MatchString(last) && !bareReadingRE.MatchString(last) {
				t.Errorf("%q said alone after %q: the side must be named again", text, last)
			}
		case namedReadingRE.MatchString(text):
			readings++
		case text == "No move has been played yet.":
			answers++
		}
		last = text
		if strings.Contains(text, "flag fallen") {
			break
		}
	}
	if readings < 3 || answers < 2 {
		t.Errorf("%d readings and %d answers heard, want at least 3 and 2", readings, answers)
	}
}
