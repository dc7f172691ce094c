package cleantext

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/anna-chess/anna/internal/tsv"
)

func TestCases(t *testing.T) {
	rows := tsv.Read(t, "testdata/cases.tsv")
	if len(rows) < 20 {
		t.Fatalf("%d cases", len(rows))
	}
	for _, row := range rows {
		var q [3]string
		for i := range q {
			var err error
			if q[i], err = strconv.Unquote(row[i]); err != nil {
				t.Fatalf("%s: %v", row[i], err)
			}
		}
		if got := Line(q[0]); got != q[1] {
			t.Errorf("Line(%q) = %q, want %q", q[0], got, q[1])
		}
		if got := Text(q[0]); got != q[2] {
			t.Errorf("Text(%q) = %q, want %q", q[0], got, q[2])
		}
		if IsClean(q[0]) != (q[0] == q[1]) {
			t.Errorf("IsClean(%q) = %v", q[0], IsClean(q[0]))
		}
	}
}

func TestWriter(t *testing.T) {
	var b bytes.Buffer
	w := Writer(&b)
	in := "anna: refused\x1b]52;c;eA==\n"
	if n, err := w.Write([]byte(in)); n != len(in) || err != nil {
		t.Errorf("Write = %d, %v; want %d, nil", n, err, len(in))
	}
	// an open sequence in one message takes nothing of the next
	w.Write([]byte("open\x1b]0;"))
	w.Write([]byte("next\n"))
	if got, want := b.String(), "anna: refused\nopennext\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// FuzzClean holds what a terminal and a voice rely on, whatever comes:
// valid UTF-8, no control character (a "\n" in Text aside), no format
// character, nothing left to clean, and printable text kept as written.
func FuzzClean(f *testing.F) {
	for _, s := range []string{"", "Springer Felix drei", "\x1b]52;c;eA==\a", "\u009b2J", "gnp\u202e.exe",
		"a\r\nb", "\x1bP\x1b\\", "\xff\x9b", "\u2028\u0085"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		line, text := Line(s), Text(s)
		for _, out := range []string{line, text} {
			if !utf8.ValidString(out) {
				t.Fatalf("%q: %q is not UTF-8", s, out)
			}
			for _, r := range out {
				if r != '\n' && (unicode.IsControl(r) || unicode.Is(unicode.Cf, r)) || r == 0x2028 || r == 0x2029 {
					t.Fatalf("%q: %q keeps %U", s, out, r)
				}
			}
			if len(out) > len(s) {
				t.Fatalf("%q: %q is longer", s, out)
			}
		}
		if strings.Contains(line, "\n") {
			t.Fatalf("%q: Line keeps a line break: %q", s, line)
		}
		if !IsClean(line) || Line(line) != line || Text(text) != text {
			t.Fatalf("%q: cleaning %q or %q again changes it", s, line, text)
		}
		printable := true
		for _, r := range s {
			printable = printable && (unicode.IsPrint(r) || r == ' ') && r != utf8.RuneError
		}
		if printable && (line != s || text != s) {
			t.Fatalf("printable %q changed: %q, %q", s, line, text)
		}
	})
}

func BenchmarkLine(b *testing.B) {
	clean := strings.Repeat("Springer Felix drei, Schach. ", 10)
	dirty := strings.Repeat("refused\x1b]52;c;eA==\a \u202egnp.exe\u009b2J ", 10)
	b.Run("clean", func(b *testing.B) {
		for b.Loop() {
			Line(clean)
		}
	})
	b.Run("dirty", func(b *testing.B) {
		for b.Loop() {
			Line(dirty)
		}
	})
}
