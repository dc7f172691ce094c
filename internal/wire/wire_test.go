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

// TestPromptFlags: a prompt's flags come back as written; flags a newer
// host may add are left out, and a prompt without flags has none.
func TestPromptFlags(t *testing.T) {
	for _, p := range []Prompt{
		{Text: "1. White to move"},
		{Text: "Seal your move", Secret: true, Asking: true},
		{Text: "2. Black to move", Awaiting: true},
	} {
		kind, fields := Split(p.Line())
		if got, err := ParsePrompt(fields); kind != KindPrompt || err != nil || got != p {
			t.Errorf("%+v: got %q %+v %v", p, kind, got, err)
		}
	}
	for line, want := range map[string]Prompt{
		"prompt\tX":                 {Text: "X"},
		"prompt\tX\tasking,glowing": {Text: "X", Asking: true},
		"prompt\t\t":                {},
	} {
		if got, err := ParsePrompt(fieldsOf(line)); err != nil || got != want {
			t.Errorf("%q: got %+v %v, want %+v", line, got, err, want)
		}
	}
	if _, err := ParsePrompt(nil); err == nil {
		t.Error("a prompt without its text was read")
	}
}

func fieldsOf(line string) []string {
	_, f := Split(line)
	return f
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
		ParsePrompt(fields)
		CheckGreeting(line)
	})
}
