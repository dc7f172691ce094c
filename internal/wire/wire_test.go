package wire

import (
	"slices"
	"testing"
)

// TestRoundTrip: what one side writes, the other reads back, texts with
// tabs and line breaks made plain.
func TestRoundTrip(t *testing.T) {
	for _, s := range []Said{
		{Priority: 0, Clips: []string{"de/springer", "de/felix", "de/drei"}, Text: "Springer Felix drei"},
		{Priority: 1, Text: "a\ttab\nand a break"},
		{Priority: 3, Clips: []string{"hr/sah"}, Text: "Šah!"},
	} {
		kind, fields := Split(s.Line())
		got, err := ParseSaid(fields)
		if kind != KindSay || err != nil || got.Priority != s.Priority || !slices.Equal(got.Clips, s.Clips) || got.Text != Clean(s.Text) {
			t.Errorf("%+v: got %q %+v %v", s, kind, got, err)
		}
	}
	h := Hello{Seat: "black", Lang: "hr", Names: "local", Notation: "appendix-d", Verbosity: "brief"}
	kind, fields := Split(h.Line())
	if got, err := ParseHello(fields); kind != KindHello || err != nil || got != h {
		t.Errorf("hello: got %q %+v %v", kind, got, err)
	}
}

func TestGreeting(t *testing.T) {
	for line, ok := range map[string]bool{Greeting(): true, "anna-events 2\n": false, "SSH-2.0\n": false, "": false} {
		if err := CheckGreeting(line); (err == nil) != ok {
			t.Errorf("%q: got %v", line, err)
		}
	}
}

// FuzzParse: no line makes the readers panic.
func FuzzParse(f *testing.F) {
	f.Add("say\t0\tde/springer\tSpringer")
	f.Add("hello\tblack\thr\tlocal\tlong\tfull")
	f.Fuzz(func(t *testing.T, line string) {
		_, fields := Split(line)
		ParseSaid(fields)
		ParseHello(fields)
		CheckGreeting(line)
	})
}
