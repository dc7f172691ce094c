package rules

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// TestTouchOf reads testdata/touched.tsv: what the pieces touched bind the
// player on move to (4.3), with a move that keeps to it and one that does
// not.
func TestTouchOf(t *testing.T) {
	f, err := os.Open("testdata/touched.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sq := func(s string) Square {
		if s == "-" {
			return NoSquare
		}
		return ParseSquare(s)
	}
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c := strings.Split(line, "\t")
		if len(c) != 7 {
			t.Fatalf("touched.tsv: %q has %d fields", line, len(c))
		}
		g, err := NewGameFromFEN(c[0])
		if err != nil {
			t.Fatalf("%s: %v", c[0], err)
		}
		var touched []Square
		for _, w := range strings.Fields(c[1]) {
			touched = append(touched, ParseSquare(w))
		}
		got := g.TouchOf(touched)
		if want := (Touch{Move: sq(c[2]), Capture: sq(c[3]), Rook: sq(c[6])}); got != want {
			t.Errorf("%s, touched %s: got move %s capture %s rook %s, want %s %s %s", c[0], c[1], got.Move, got.Capture, got.Rook, c[2], c[3], c[6])
			continue
		}
		for i, want := range []bool{true, false} {
			if c[4+i] == "-" {
				continue
			}
			m, err := ParseUCI(c[4+i])
			if err != nil {
				t.Fatal(err)
			}
			var ok bool
			if m, ok = g.Find(m); !ok {
				t.Fatalf("%s: %s is not legal here", c[0], c[4+i])
			}
			if got.Allows(g, m) != want {
				t.Errorf("%s, touched %s: %s allowed %v, want %v", c[0], c[1], m, !want, want)
			}
		}
		n++
	}
	if n < 10 {
		t.Fatalf("only %d cases read", n)
	}
}
