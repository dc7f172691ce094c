package wire

import (
	"bufio"
	"errors"
	"strings"
	"testing"
)

// TestRoundTrip: what one side writes, the other reads back, texts with
// tabs and line breaks made plain.
func TestRoundTrip(t *testing.T) {
	for _, h := range []Hello{{Seat: "black", Lang: "hr", Names: "local", Notation: "appendix-d", Verbosity: "brief", Heard: -1},
		{Seat: "white", Resume: Mark{Stream: "0a1b", N: 17}, Heard: 12}, {Seat: "white", Resume: Mark{Stream: "0a1b"}, Heard: 0},
		{Seat: "black", Fallback: "de", Heard: -1, Arrivals: "off"}} {
		kind, fields := Split(h.Line())
		if got, err := ParseHello(fields); kind != KindHello || err != nil || got != h {
			t.Errorf("hello: got %q %+v %v, want %+v", kind, got, err, h)
		}
	}
	for _, n := range []int{5, 6, 7, 8, 10} {
		if _, err := ParseHello(make([]string, n)); !errors.Is(err, ErrFormat) {
			t.Errorf("a hello of %d fields: got %v, want ErrFormat", n, err)
		}
	}
	for _, bad := range []string{"0a1b", "0a1b -1", "0a1b x", " 3"} {
		if _, err := ParseHello([]string{"white", "", "", "", "", bad, "", "", ""}); !errors.Is(err, ErrFormat) {
			t.Errorf("a hello resuming %q: got %v, want ErrFormat", bad, err)
		}
	}
	for _, bad := range []string{"-1", "x", "1 "} {
		if _, err := ParseHello([]string{"white", "", "", "", "", "", "", bad, ""}); !errors.Is(err, ErrFormat) {
			t.Errorf("a hello that heard %q: got %v, want ErrFormat", bad, err)
		}
	}
	for _, why := range []string{"", QuitClosed} {
		if kind, fields := Split(QuitLine(why)); kind != KindQuit || (why == "") != (len(fields) == 0) {
			t.Errorf("quit %q: got %q %q", why, kind, fields)
		}
	}
	for _, n := range []int{0, 1, 4096} {
		kind, fields := Split(MarkLine(n))
		if got, err := ParseMark(fields); kind != KindMark || err != nil || got != n {
			t.Errorf("mark %d: got %q %d %v", n, kind, got, err)
		}
	}
	for _, bad := range [][]string{{}, {"-1"}, {"x"}, {"1", "2"}} {
		if _, err := ParseMark(bad); !errors.Is(err, ErrFormat) {
			t.Errorf("mark %q: got %v, want ErrFormat", bad, err)
		}
	}
	for _, s := range []Seated{{Seat: "black", Lang: "hr", Names: "local", Notation: "san", Verbosity: "full", Engine: true, Stream: "c0ffee", Done: 17}, {Seat: "white"}} {
		kind, fields := Split(s.Line())
		if got, err := ParseSeated(fields); kind != KindSeated || err != nil || got != s {
			t.Errorf("seated: got %q %+v %v, want %+v", kind, got, err, s)
		}
	}
	for _, bad := range [][]string{{"black", "hr", "", "", "", "", "c0ffee"}, {"black", "hr", "", "", "", "", "c0ffee", "-1"}, {"black", "hr", "", "", "", "", "c0ffee", "+1"}} {
		if _, err := ParseSeated(bad); !errors.Is(err, ErrFormat) {
			t.Errorf("seated %q: got %v, want ErrFormat", bad, err)
		}
	}
	for _, typed := range []Typed{{N: 1, Text: "e4"}, {N: 300, Text: "lang hr"}, {N: 2}} {
		kind, fields := Split(typed.Line())
		if got, err := ParseTyped(fields); kind != KindLine || err != nil || got != typed {
			t.Errorf("line: got %q %+v %v, want %+v", kind, got, err, typed)
		}
	}
	for _, bad := range [][]string{{"e4"}, {"0", "e4"}, {"-3", "e4"}, {"x", "e4"}, {"1", "e4", "e5"}} {
		if _, err := ParseTyped(bad); !errors.Is(err, ErrFormat) {
			t.Errorf("line %q: got %v, want ErrFormat", bad, err)
		}
	}
	if kind, fields := Split(AnsweredLine(9)); kind != KindAnswered {
		t.Errorf("answered: %q", kind)
	} else if n, err := ParseAnswered(fields); n != 9 || err != nil {
		t.Errorf("answered 9: got %d %v", n, err)
	}
	if _, err := ParseAnswered(nil); !errors.Is(err, ErrFormat) {
		t.Errorf("answered without its number: %v", err)
	}
	for _, o := range []Own{{Lang: "sl"}, {Verbosity: "brief"}, {Lang: "de", Verbosity: "full"}, {Arrivals: "off"}} {
		kind, fields := Split(o.Line())
		if got, err := ParseOwn(fields); kind != KindOwn || err != nil || got != o {
			t.Errorf("own: got %q %+v %v, want %+v", kind, got, err, o)
		}
	}
	if got := Line(KindNotice, "a\ttab\nand a break"); got != "notice\ta tab and a break\n" {
		t.Errorf("a notice with a tab and a break: %q", got)
	}
}

// TestPromptFlags: a prompt's event and flags come back as written; flags
// a newer host may add are left out, and a prompt without flags has none.
func TestPromptFlags(t *testing.T) {
	for _, p := range []Prompt{
		{Event: `{"k":"prompt","a":[1,"white"]}`},
		{Event: `{"k":"sealing-prompt","a":[20,"white"]}`, Secret: true, Asking: true},
		{Event: `{"k":"prompt","a":[2,"black"]}`, Awaiting: true},
		{Event: `{"k":"prompt","a":[2,"black"]}`, Awaiting: true, Pending: true},
		{Event: `{"k":"prompt","a":[3,"white"]}`, EngineActs: true},
	} {
		kind, fields := Split(p.Line())
		if got, err := ParsePrompt(fields); kind != KindPrompt || err != nil || got != p {
			t.Errorf("%+v: got %q %+v %v", p, kind, got, err)
		}
	}
	for line, want := range map[string]Prompt{
		"prompt\tX":                 {Event: "X"},
		"prompt\tX\tasking,glowing": {Event: "X", Asking: true},
		"prompt\tX\tengine,pending": {Event: "X", Pending: true, EngineActs: true},
		"prompt\t\t":                {},
	} {
		if got, err := ParsePrompt(fieldsOf(line)); err != nil || got != want {
			t.Errorf("%q: got %+v %v, want %+v", line, got, err, want)
		}
	}
	if _, err := ParsePrompt(nil); err == nil {
		t.Error("a prompt without its event was read")
	}
}

func fieldsOf(line string) []string {
	_, f := Split(line)
	return f
}

// TestGreeting: version 6 is read; version 5 (or 1, 3, 4, 7) is ErrVersion, said
// in one sentence naming both; anything else is not a greeting.
func TestGreeting(t *testing.T) {
	for line, ok := range map[string]bool{Greeting(): true, "anna-events 6\r\n": true, "anna-events 5\n": false, "anna-events 4\n": false, "anna-events 3\n": false, "anna-events 1\n": false, "anna-events 7\n": false, "SSH-2.0\n": false, "": false} {
		if err := CheckGreeting(line); (err == nil) != ok {
			t.Errorf("%q: got %v", line, err)
		}
	}
	for line, theirs := range map[string]string{"anna-events 1\n": "1", "anna-events 12\n": "12", "anna-events \x1b[2J\n": "?", "anna-events 99999999999\n": "?"} {
		var ve *VersionError
		if err := CheckGreeting(line); !errors.Is(err, ErrVersion) || !errors.As(err, &ve) || ve.Theirs != theirs {
			t.Errorf("%q: got %v, want version %s", line, err, theirs)
		}
	}
	if err := CheckGreeting("SSH-2.0\n"); errors.Is(err, ErrVersion) || !errors.Is(err, ErrFormat) {
		t.Errorf("not a greeting: got %v", err)
	}
}

// TestReadLine: lines up to MaxLine are read whole; a longer one is refused
// without reading it into memory whole.
func TestReadLine(t *testing.T) {
	long := strings.Repeat("x", MaxLine-1)
	r := bufio.NewReaderSize(strings.NewReader("event\t{}\r\n"+long+"\n"+long+"xx\nnext\n"), 4096)
	for _, want := range []string{"event\t{}", long} {
		if got, err := ReadLine(r); err != nil || got != want {
			t.Fatalf("got %.20q (%d bytes) %v, want %.20q", got, len(got), err, want)
		}
	}
	if _, err := ReadLine(r); !errors.Is(err, ErrFormat) {
		t.Errorf("a line past MaxLine: got %v", err)
	}
}

// FuzzParse: no line makes the readers panic.
func FuzzParse(f *testing.F) {
	f.Add("seated\tblack\thr\tlocal\tsan\tfull\tengine")
	f.Add("hello\tblack\thr\tlocal\tlong\tfull")
	f.Add("own\tsl\t")
	f.Add("prompt\t{}\tsecret")
	f.Fuzz(func(t *testing.T, line string) {
		_, fields := Split(line)
		ParseSeated(fields)
		ParseHello(fields)
		ParsePrompt(fields)
		ParseOwn(fields)
		CheckGreeting(line)
		ReadLine(bufio.NewReader(strings.NewReader(line)))
	})
}

// TestReadBounded: a line within the bound is read whole; of a longer one
// the first bytes are kept, the rest read and dropped up to its line
// break, and the next line is read as it is. A line of carriage returns
// is a line like any other (its run of them was kept whole, past the
// bound, and the next buffer's cut at a negative index took the host
// down: a spectator's one line).
func TestReadBounded(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	returns := strings.Repeat("\r", 1000)
	in := bufio.NewReaderSize(strings.NewReader("short\r\n12345\n"+long+"\r\nnext\n"+returns+"\n"+"ab"+returns+"c\n"+long), 16)
	for _, want := range []struct {
		line string
		long bool
	}{{"short", false}, {"12345", false}, {"xxxxx", true}, {"next", false}, {"", true}, {"ab", true}} {
		line, long, err := ReadBounded(in, 5)
		if err != nil || line != want.line || long != want.long {
			t.Errorf("got %q %v %v, want %q %v", line, long, err, want.line, want.long)
		}
	}
	if _, _, err := ReadBounded(in, 5); err == nil {
		t.Error("a last line without its line break: read, want the end")
	}
}
