package lichess

import (
	"os"
	"strings"
	"testing"
)

// readTSV reads a table of testdata: one row a line, tab-separated,
// comments starting with #.
func readTSV(t *testing.T, name string) [][]string {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rows = append(rows, strings.Split(line, "\t"))
	}
	return rows
}

func TestParseClock(t *testing.T) {
	for _, row := range readTSV(t, "clocks.tsv") {
		t.Run(row[0], func(t *testing.T) {
			c, err := ParseClock(row[0])
			if err != nil {
				t.Fatal(err)
			}
			if c.String() != row[1] || c.Speed() != row[2] || (map[bool]string{true: "true", false: "false"}[c.Seekable()]) != row[3] {
				t.Errorf("got %s %s seekable %v, want %s %s %s", c, c.Speed(), c.Seekable(), row[1], row[2], row[3])
			}
			err = c.CheckChallenge()
			if want := row[4]; want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
				t.Errorf("as a challenge: got %v, want %q", err, want)
			}
		})
	}
	for _, row := range readTSV(t, "badclocks.tsv") {
		if _, err := ParseClock(row[0]); err == nil || !strings.Contains(err.Error(), row[1]) {
			t.Errorf("%q: got %v, want an error about %s", row[0], err, row[1])
		}
	}
}

func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"15+10", "3d", "0.5+0", "", "+", "1e9+1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseClock(s)
		if err != nil {
			return
		}
		again, err := ParseClock(c.String())
		if err != nil || again != c {
			t.Errorf("%q reads as %v, written %q reads as %v (%v)", s, c, c.String(), again, err)
		}
	})
}
