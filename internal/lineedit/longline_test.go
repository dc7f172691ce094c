package lineedit

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/anna-chess/anna/internal/cleantext"
)

// inputRows checks the screen against the editor: the rows from y0 read
// as the prompt and the line, wrapped at the terminal's width; every row
// below them is empty (nothing stale stays); the cursor is on the cell of
// the editor's cursor (or, after the last column, where the wrap waits).
func inputRows(t *testing.T, s *screen, e *Editor, y0 int, after string) {
	t.Helper()
	all := []rune(e.prompt + string(e.buf))
	l := e.layout(all)
	for r := 0; r < e.rowsOf(l); r++ {
		var want []rune
		for i, c := range l.starts {
			if c/e.cols == r {
				want = append(want, all[i])
			}
		}
		if got := s.row(y0 + r); got != strings.TrimRight(string(want), " ") {
			t.Fatalf("after %s: row %d reads %q, want %q", after, r, got, string(want))
		}
	}
	for y := y0 + e.rowsOf(l); y < y0+e.rowsOf(l)+3; y++ {
		if got := s.row(y); got != "" {
			t.Fatalf("after %s: row %d below the line reads %q", after, y-y0, got)
		}
	}
	cell := e.cursorCell(l)
	x, y := s.cursor()
	at := (y-y0)*e.cols + x
	pendingHere := cell%e.cols == 0 && cell > 0 && at == cell-1 // the wrap waits in the last column
	if at != cell && !pendingHere {
		t.Fatalf("after %s: cursor at row %d column %d, want cell %d (row %d column %d)", after, y-y0, x, cell, cell/e.cols, cell%e.cols)
	}
}

// TestLongLineKeys: every key on a line longer than the terminal changes
// the screen in place, as readline does: the rows read as the line, nothing
// stale is left, the cursor is where the editor's is, and a key costs a
// few bytes, not the whole line again. Ctrl+U erases every row.
func TestLongLineKeys(t *testing.T) {
	const cols = 30
	s := newScreenRows(t, cols, 20)
	e := New(cols)
	e.SetPrompt("12. Black to move: ")
	s.write(e.Show())
	typed := "Springer Gustav eins Felix drei und dann noch mehr"
	for _, k := range parseKeys(t, typed) {
		out := e.Key(k).Out
		if len(out) > 1 {
			t.Fatalf("typing %q at the end of a long line wrote %q", k.Text, out)
		}
		s.write(out)
	}
	inputRows(t, s, e, 0, "typing")
	for _, c := range []struct {
		keys string
		most int // bytes
	}{
		{"<BS>", 3}, {"<Left>", 1}, {"<Home>", 12}, {"<End>", 12}, {"<Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left>", 12},
		{"<BS>", 40}, {"x", 40}, {"<Del>", 40}, {"<Right>", 4}, {"<C-w>", 40}, {"<End>", 12}, {"<BS><BS><BS><BS><BS><BS><BS><BS><BS><BS><BS><BS>", 12},
		{"<Home>", 12}, {"<Right><Right><Right>", 3}, {"<C-k>", 24}, {"<C-l>", 120}, {"a long tail again to wrap the line", 40},
		{"<Up>", 120}, {"<Down>", 120}, {"<C-u>", 32},
	} {
		for _, k := range parseKeys(t, c.keys) {
			out := e.Key(k).Out
			if len(out) > c.most {
				t.Errorf("%s wrote %d bytes, want at most %d: %q", c.keys, len(out), c.most, out)
			}
			s.write(out)
			inputRows(t, s, e, 0, c.keys)
		}
	}
	if got := s.row(0); got != "12. Black to move:" || e.Line() != "" {
		t.Errorf("after Ctrl+U the screen reads %q, the line %q", got, e.Line())
	}
}

// TestLongLinePrint: a line arriving while a long line is typed goes above
// it; the long line's rows are erased first and written again below, whole,
// with nothing stale left.
func TestLongLinePrint(t *testing.T) {
	s := newScreenRows(t, 30, 20)
	e := New(30)
	e.SetPrompt("12. Black to move: ")
	s.write(e.Show())
	for _, k := range parseKeys(t, "Springer Gustav eins Felix drei<Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left><Left>") {
		s.write(e.Key(k).Out)
	}
	s.write(e.Print("White 4 minutes", "Black is back"))
	if s.row(0) != "White 4 minutes" || s.row(1) != "Black is back" {
		t.Errorf("the lines printed read %q, %q", s.row(0), s.row(1))
	}
	inputRows(t, s, e, 2, "printing")
	r := e.Key(Key{Code: Enter})
	s.write(r.Out)
	if r.Line != "Springer Gustav eins Felix drei" {
		t.Errorf("submitted %q", r.Line)
	}
	if x, y := s.cursor(); x != 0 || y != 4 {
		t.Errorf("after Enter the cursor is at %d,%d, want 0,4 (below the line's two rows)", x, y)
	}
}

// TestLongSecretLine: a sealed move longer than the terminal is erased
// from every row it took when it is submitted.
func TestLongSecretLine(t *testing.T) {
	s := newScreenRows(t, 30, 20)
	e := New(30)
	e.SetPrompt("22. White to seal a move: ")
	e.SetSecret(true)
	s.write(e.Show())
	for _, k := range parseKeys(t, "Springer Gustav eins Felix drei") {
		s.write(e.Key(k).Out)
	}
	s.write(e.Key(Key{Code: Enter}).Out)
	if s.row(0) != "22. White to seal a move:" || s.row(1) != "" || s.row(2) != "" {
		t.Errorf("after Enter the screen reads %q, %q, %q", s.row(0), s.row(1), s.row(2))
	}
	if x, y := s.cursor(); x != 0 || y != 1 {
		t.Errorf("after Enter the cursor is at %d,%d, want 0,1", x, y)
	}
}

// FuzzLongLines: any keys on a narrow terminal, where lines wrap: no
// panic; the rows read as the prompt and the line with nothing stale
// below, and the cursor is where the editor says, after every key.
func FuzzLongLines(f *testing.F) {
	f.Add("Springer Gustav eins Felix drei<Home><Del><End><BS><Left><Left>xyz<C-w><Up><C-u>", "1. White to move: ", uint8(20))
	f.Add("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz<Left><BS><BS><Home><Right>q<C-k>", "", uint8(13))
	f.Add("aaaaaaaaaaaaaaaaaaa<BS>a<BS>a<Left><Left><Del>", "xx", uint8(10))
	f.Fuzz(func(t *testing.T, script, prompt string, width uint8) {
		cols := 8 + int(width)%40
		prompt = strings.Map(func(r rune) rune {
			if r >= 0x300 || r == ' ' || len(string(r)) != 1 {
				return -1
			}
			return r
		}, cleantext.Line(prompt))
		if n := utf8.RuneCountInString(prompt); n > 2*cols {
			prompt = string([]rune(prompt)[:2*cols])
		}
		var keys []Key
		for _, k := range fuzzKeys(script) {
			if k.Code == Text && len(k.Text) != 1 {
				continue // the emulator draws every character one cell wide: keep to ASCII
			}
			if k.Code != Enter && k.Code != Interrupt && k.Code != EndOfInput {
				keys = append(keys, k)
			}
		}
		if len(keys) > 300 {
			keys = keys[:300]
		}
		s := newScreenRows(t, cols, 40)
		e := New(cols)
		e.SetPrompt(prompt)
		s.write(e.Show())
		for i, k := range keys {
			s.write(e.Key(k).Out)
			if e.rowsOf(e.layout(e.text())) > 30 {
				return
			}
			inputRows(t, s, e, 0, fmt.Sprintf("key %d (%v)", i, k))
		}
	})
}

// TestResizeUnderLongLine: when the terminal's width changes under a line
// that takes more than a row, the editor cannot know how the terminal
// rewrapped it: the next key starts the line again, whole, on a new row.
// A line on one row is left as it is.
func TestResizeUnderLongLine(t *testing.T) {
	e := New(30)
	e.SetPrompt("12. Black to move: ")
	e.Show()
	for _, k := range parseKeys(t, "e4") {
		e.Key(k)
	}
	e.SetColumns(40)
	if out := string(e.Key(Key{Code: Text, Text: "+"}).Out); out != "+" {
		t.Errorf("a short line after a resize: %q, want the key's echo alone", out)
	}
	for _, k := range parseKeys(t, " Springer Gustav eins") {
		e.Key(k)
	}
	e.SetColumns(25)
	out := string(e.Key(Key{Code: Left}).Out)
	if want := "\r\n12. Black to move: e4+ Springer Gustav eins\b"; out != want {
		t.Errorf("a long line after a resize: %q, want %q", out, want)
	}
	s := newScreenRows(t, 25, 10)
	s.write([]byte(out[2:]))
	inputRows(t, s, e, 0, "the resize")
}

// TestRowsBetweenWords: lines printed above the input line are broken
// between words at the terminal's width, counted in cells as the terminal
// counts them: a spacing vowel sign after a letter takes a cell of its own
// (wcwidth), though it joins the letter in one grapheme.
func TestRowsBetweenWords(t *testing.T) {
	e := New(40)
	line := "Which view do you want? line: plain lines, for a screen reader or braille display; board: the board drawn on the screen."
	out := string(e.Print(line))
	rows := strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n")
	if strings.Join(rows, " ") != line || len(rows) != 4 {
		t.Fatalf("printed %q, want %q in 4 rows broken between words", rows, line)
	}
	for _, r := range rows {
		if width([]rune(r)) > 40 {
			t.Errorf("row %q is wider than the terminal", r)
		}
	}
	for _, cols := range []int{10, 6} {
		e := New(cols)
		line := "aी aी aी" // 8 cells on a terminal, 5 by graphemes
		rows := e.rows([]string{line})
		for _, row := range rows {
			if w := width([]rune(row)); w > cols {
				t.Errorf("%d columns: row %q takes %d cells", cols, row, w)
			}
		}
		if strings.Join(rows, " ") != line {
			t.Errorf("%d columns: rows %q do not read as %q", cols, rows, line)
		}
	}
}

// TestTypingAtTheEndAsRedraw: a character typed at the end of the line
// writes what the editor's whole redraw would write there, and leaves the
// cursor where it would (wide characters wrapping at a row's end, a
// combining mark, rows filled to the last column).
func TestTypingAtTheEndAsRedraw(t *testing.T) {
	for _, cols := range []int{7, 8, 13, 30} {
		e := New(cols)
		e.SetPrompt("1. Weiß: ")
		e.Show()
		for i, r := range []rune("ab中文c日本語e\u0301ﬁ한국어xyz" + strings.Repeat("中a", 20)) {
			redrawn := *e
			redrawn.buf = append([]rune(nil), e.buf...)
			old := redrawn.text()
			redrawn.buf = append(redrawn.buf, r)
			redrawn.pos = len(redrawn.buf)
			want := string(redrawn.redraw(old, len(old)))
			got := string(e.Key(Key{Code: Text, Text: string(r)}).Out)
			if got != want || e.cur != redrawn.cur || e.pending != redrawn.pending {
				t.Fatalf("%d columns, key %d (%q): wrote %q, cursor %d pending %v; the redraw writes %q, cursor %d pending %v",
					cols, i, r, got, e.cur, e.pending, want, redrawn.cur, redrawn.pending)
			}
		}
	}
}

// TestTypingAtTheEndCostsTheSame: a key typed at the end of a line of
// nearly MaxLine characters costs what it costs on a short line: the
// editor does not lay out the whole line again for it (a megabyte pasted
// key by key took 0.5-0.8 s so, BenchmarkPastedMegabyte).
func TestTypingAtTheEndCostsTheSame(t *testing.T) {
	cost := func(n int) uint64 {
		e := New(80)
		e.SetPrompt("1. White to move: ")
		e.Show()
		e.Key(Key{Code: Text, Text: strings.Repeat("a", n)})
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range 100 {
			e.Key(Key{Code: Text, Text: "b"})
		}
		runtime.ReadMemStats(&after)
		return (after.TotalAlloc - before.TotalAlloc) / 100
	}
	short, long := cost(10), cost(MaxLine-200)
	if long > short+64 {
		t.Errorf("a key at the end of a line of %d characters allocates %d bytes, at the end of 10 characters %d", MaxLine-200, long, short)
	}
}
