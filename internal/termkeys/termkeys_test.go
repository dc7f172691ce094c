package termkeys

import (
	"io"
	"strings"
	"testing"

	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/lineedit"
)

// keysOf decodes input whole with Read.
func keysOf(t *testing.T, input string) []uv.Event {
	t.Helper()
	var evs []uv.Event
	if err := Read(strings.NewReader(input), func(ev uv.Event) bool { evs = append(evs, ev); return true }); err != io.EOF {
		t.Fatalf("got %v, want io.EOF at the end", err)
	}
	return evs
}

// TestEdit: text, the editing keys, and nothing else.
func TestEdit(t *testing.T) {
	for _, c := range []struct {
		input string
		want  lineedit.Key
		known bool
	}{
		{"e", lineedit.Key{Code: lineedit.Text, Text: "e"}, true},
		{"E", lineedit.Key{Code: lineedit.Text, Text: "E"}, true},
		{"ä", lineedit.Key{Code: lineedit.Text, Text: "ä"}, true},
		{" ", lineedit.Key{Code: lineedit.Text, Text: " "}, true},
		{"\r", lineedit.Key{Code: lineedit.Enter}, true},
		{"\x7f", lineedit.Key{Code: lineedit.Backspace}, true},
		{"\x1b[D", lineedit.Key{Code: lineedit.Left}, true},
		{"\x1b[1~", lineedit.Key{Code: lineedit.Home}, true},
		{"\x03", lineedit.Key{Code: lineedit.Interrupt}, true},
		{"\x15", lineedit.Key{Code: lineedit.Clear}, true},
		{"\x1b", lineedit.Key{Code: lineedit.Clear}, true},
		{"\x1bx", lineedit.Key{}, false}, // Alt+x types nothing
		{"\t", lineedit.Key{}, false},
	} {
		evs := keysOf(t, c.input)
		if len(evs) != 1 {
			t.Fatalf("%q: got %d events, want 1", c.input, len(evs))
		}
		got, known := Edit(evs[0].(uv.KeyPressEvent))
		if got != c.want || known != c.known {
			t.Errorf("%q: got %+v %v, want %+v %v", c.input, got, known, c.want, c.known)
		}
	}
}

// TestReadPaste: a bracketed paste comes as the keys it is made of, one by
// one, never gathered whole; the markers are events of their own.
func TestReadPaste(t *testing.T) {
	evs := keysOf(t, "\x1b[200~abc\x1b[201~")
	var text strings.Builder
	for _, ev := range evs {
		if k, ok := ev.(uv.KeyPressEvent); ok {
			text.WriteString(k.Text)
		}
	}
	if len(evs) != 5 || text.String() != "abc" {
		t.Errorf("got %d events typing %q, want 5 typing abc", len(evs), text.String())
	}
}

// TestReadUnended: an escape sequence begun and never ended (an OSC
// string, a bracketed paste) holds back nothing: the Enter after 64 KB of
// it comes as a key.
func TestReadUnended(t *testing.T) {
	for _, start := range []string{"\x1b]0;", "\x1bP", "\x1b[200~", "\x1b["} {
		evs := keysOf(t, start+strings.Repeat("x", 1<<16)+"\r")
		if k, ok := evs[len(evs)-1].(uv.KeyPressEvent); !ok || k.Code != uv.KeyEnter {
			t.Errorf("%q and 64 KB: the last event is %v, want Enter", start, evs[len(evs)-1])
		}
	}
}

// chunks is an input that comes in the reads given.
type chunks []string

func (c *chunks) Read(p []byte) (int, error) {
	if len(*c) == 0 {
		return 0, io.EOF
	}
	n := copy(p, (*c)[0])
	(*c)[0] = (*c)[0][n:]
	if (*c)[0] == "" {
		*c = (*c)[1:]
	}
	return n, nil
}

// TestReadRuns: keys typed by hand come one by one, even several in one
// read; a longer run of text in one read (a paste) comes as one key with
// its text, and a key of the board view inside it (+) is text too.
func TestReadRuns(t *testing.T) {
	var got []string
	long := "+" + strings.Repeat("Springer Felix drei ", 4) + "+"
	in := chunks{"?", "e4\r", long + "\rab"}
	Read(&in, func(ev uv.Event) bool {
		if k, ok := ev.(uv.KeyPressEvent); ok {
			got = append(got, k.String())
		}
		return true
	})
	want := []string{"?", "e", "4", "enter", long, "enter", "a", "b"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got keys %q, want %q", got, want)
	}
}
