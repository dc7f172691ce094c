package host

import (
	"bufio"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/internal/wire"
)

// FuzzReadTyped: the host's reader of what a joiner sends (anna-events)
// takes any bytes before a typed line without keeping more than
// maxJoinerLine of any line, and then reads the line as typed: its text
// as written when it holds at most lineedit.MaxLine characters, counted
// before decoding (a byte that is not UTF-8 counts one), too long
// otherwise.
func FuzzReadTyped(f *testing.F) {
	f.Add([]byte("anna-events 6\nhello\tblack\n"), "e4", uint16(1))
	f.Add([]byte("line\t1\t"+strings.Repeat("\xff", 5000)), strings.Repeat("ž", lineedit.MaxLine), uint16(2))
	f.Add([]byte(strings.Repeat("x", 70000)), strings.Repeat("\xff", lineedit.MaxLine+1), uint16(3))
	f.Add([]byte(strings.Repeat("\r", 20000)), "e4", uint16(4)) // took the host down (wire.ReadBounded)
	f.Fuzz(func(t *testing.T, junk []byte, text string, n uint16) {
		want := wire.Typed{N: int(n) + 1, Text: text}
		in := string(junk) + "\n" + want.Line()
		lines := make(chan typedLine)
		go readTyped(bufio.NewReaderSize(strings.NewReader(in), 4096), lines)
		var got []typedLine
		for l := range lines {
			if l.N < 1 || strings.ContainsAny(l.Text, "\t\n") || len(l.Text) > maxJoinerLine {
				t.Fatalf("read %+v", l)
			}
			if !l.tooLong && utf8.RuneCountInString(l.Text) > lineedit.MaxLine {
				t.Fatalf("a line of %d characters read as not too long", utf8.RuneCountInString(l.Text))
			}
			got = append(got, l)
		}
		if len(got) == 0 {
			t.Fatal("the typed line was not read")
		}
		last := got[len(got)-1]
		written := wire.Clean(text)
		if long := utf8.RuneCountInString(written) > lineedit.MaxLine; last.N != want.N || last.tooLong != long || !long && last.Text != written {
			t.Errorf("read %d %q (too long %v), want %d %q (too long %v)", last.N, trim(last.Text), last.tooLong, want.N, trim(written), long)
		}
	})
}

func trim(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
