package lineedit

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hinshun/vt10x"

	"github.com/anna-chess/anna/internal/cleantext"
)

// screen is a terminal emulator fed with everything the editor writes.
type screen struct {
	t    testing.TB
	term vt10x.Terminal
	cols int
}

func newScreen(t testing.TB, cols int) *screen { return newScreenRows(t, cols, 10) }

func newScreenRows(t testing.TB, cols, rows int) *screen {
	return &screen{t: t, term: vt10x.New(vt10x.WithSize(cols, rows)), cols: cols}
}

func (s *screen) write(b []byte) {
	s.t.Helper()
	if _, err := s.term.Write(b); err != nil {
		s.t.Fatal(err)
	}
}

// row is one row of the screen, without trailing blanks.
func (s *screen) row(y int) string {
	var sb strings.Builder
	for x := 0; x < s.cols; x++ {
		sb.WriteRune(s.term.Cell(x, y).Char)
	}
	return strings.TrimRight(sb.String(), " \x00")
}

func (s *screen) cursor() (x, y int) {
	c := s.term.Cursor()
	return c.X, c.Y
}

// parseKeys reads the key notation of testdata/keys.tsv: text is typed as
// it is, <Name> is a special key.
func parseKeys(t testing.TB, script string) []Key {
	t.Helper()
	names := map[string]Code{
		"Enter": Enter, "BS": Backspace, "Del": Delete, "Left": Left, "Right": Right, "Home": Home, "End": End,
		"Up": Up, "Down": Down, "C-u": Clear, "Esc": Clear, "C-k": KillToEnd, "C-w": KillWord, "C-c": Interrupt,
		"C-d": EndOfInput, "C-l": Redraw,
	}
	var keys []Key
	for script != "" {
		if script[0] == '<' {
			end := strings.IndexByte(script, '>')
			code, ok := names[script[1:end]]
			if !ok {
				t.Fatalf("unknown key %q", script[:end+1])
			}
			keys = append(keys, Key{Code: code})
			script = script[end+1:]
			continue
		}
		r, n := utf8.DecodeRuneInString(script)
		keys = append(keys, Key{Code: Text, Text: string(r)})
		script = script[n:]
	}
	return keys
}

// TestKeys plays the key scripts of testdata/keys.tsv into an editor and a
// terminal emulator: the row the input line is on must read as the prompt
// and the line, the cursor must be where the editor's cursor is, and the
// escape sequences written must be at most the number the table allows.
func TestKeys(t *testing.T) {
	f, err := os.Open("testdata/keys.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) != 5 {
			t.Fatalf("testdata/keys.tsv: %q has %d fields, want 5", line, len(fields))
		}
		name, script, wantRow, wantCol, wantEsc := fields[0], fields[1], fields[2], fields[3], fields[4]
		t.Run(name, func(t *testing.T) {
			s := newScreen(t, 80)
			e := New(80)
			e.SetPrompt("1. White to move: ")
			s.write(e.Show())
			escapes := 0
			var lastLine string
			for _, k := range parseKeys(t, script) {
				r := e.Key(k)
				escapes += strings.Count(string(r.Out), "\x1b")
				s.write(r.Out)
				lastLine = ""
				if r.Action == Submit {
					lastLine = r.Line
				}
			}
			_, y := s.cursor()
			row := s.row(y)
			if lastLine != "" {
				row = lastLine // the line submitted last, as the program gets it
			}
			if row != wantRow {
				t.Errorf("got row %q, want %q", row, wantRow)
			}
			if x, _ := s.cursor(); wantCol != "-" && strconv.Itoa(x) != wantCol {
				t.Errorf("got cursor at column %d, want %s", x, wantCol)
			}
			if most, err := strconv.Atoi(wantEsc); err != nil || escapes > most {
				t.Errorf("got %d escape sequences, want at most %s", escapes, wantEsc)
			}
		})
	}
}

// TestTypingBudget: a typed character costs the character itself, no
// escape sequence, at most 2 bytes for the letters players type (ä, ö, ü,
// ß are two bytes in UTF-8); Backspace at the end costs 3 bytes; Enter 2.
func TestTypingBudget(t *testing.T) {
	e := New(80)
	e.SetPrompt("12. Black to move: ")
	e.Show()
	for _, r := range "Läufer schlägt Cäsar fünf" {
		out := e.Key(Key{Code: Text, Text: string(r)}).Out
		if string(out) != string(r) {
			t.Errorf("typing %q wrote %q, want the character itself", r, out)
		}
		if len(out) > 2 {
			t.Errorf("typing %q cost %d bytes, want at most 2", r, len(out))
		}
	}
	if out := e.Key(Key{Code: Backspace}).Out; string(out) != "\b \b" {
		t.Errorf("Backspace wrote %q, want %q", out, "\b \b")
	}
	r := e.Key(Key{Code: Enter})
	if string(r.Out) != "\r\n" || r.Action != Submit || r.Line != "Läufer schlägt Cäsar fün" {
		t.Errorf("Enter wrote %q, gave %v %q", r.Out, r.Action, r.Line)
	}
}

// TestPrintWhileTyping: a line arriving while the player types goes on a
// row of its own above the input line, which is written again whole with
// the cursor where it was; one escape sequence (erase to end of line).
func TestPrintWhileTyping(t *testing.T) {
	s := newScreen(t, 80)
	e := New(80)
	e.SetPrompt("1. White to move: ")
	s.write(e.Show())
	for _, k := range parseKeys(t, "Springer Fel<Left><Left>") {
		s.write(e.Key(k).Out)
	}
	out := e.Print("White 4 minutes", "Black has left the game")
	if n := strings.Count(string(out), "\x1b"); n != 1 {
		t.Errorf("printing wrote %d escape sequences, want 1: %q", n, out)
	}
	s.write(out)
	want := []string{"White 4 minutes", "Black has left the game", "1. White to move: Springer Fel"}
	for y, w := range want {
		if got := s.row(y); got != w {
			t.Errorf("row %d: got %q, want %q", y, got, w)
		}
	}
	if x, y := s.cursor(); x != len("1. White to move: Springer F") || y != 2 {
		t.Errorf("cursor at %d,%d, want %d,2", x, y, len("1. White to move: Springer F"))
	}
	// Typing goes on where it was.
	s.write(e.Key(Key{Code: Text, Text: "x"}).Out)
	if got := s.row(2); got != "1. White to move: Springer Fxel" {
		t.Errorf("after typing on: %q", got)
	}
}

// TestPrintAfterEnter: after Enter the prompt is not on the screen; the
// answer's lines are printed and then the new prompt, with no escape.
func TestPrintAfterEnter(t *testing.T) {
	s := newScreen(t, 80)
	e := New(80)
	e.SetPrompt("1. White to move: ")
	s.write(e.Show())
	for _, k := range parseKeys(t, "e4<Enter>") {
		s.write(e.Key(k).Out)
	}
	if e.Shown() {
		t.Fatal("the prompt counts as shown after Enter")
	}
	if out := e.SetPrompt("1. Black to move: "); len(out) != 0 {
		t.Errorf("a new prompt while none is shown wrote %q", out)
	}
	out := e.Print("Bauer Eva vier")
	if strings.Contains(string(out), "\x1b") {
		t.Errorf("the answer to a line wrote an escape sequence: %q", out)
	}
	s.write(out)
	for y, w := range []string{"1. White to move: e4", "Bauer Eva vier", "1. Black to move:"} {
		if got := s.row(y); got != w {
			t.Errorf("row %d: got %q, want %q", y, got, w)
		}
	}
}

// FuzzKeys: any keys, any prompt: no panic, and whenever the prompt and
// the line fit on one row, the row reads as them and the cursor is where
// the editor says.
func FuzzKeys(f *testing.F) {
	f.Add("e4<Left><BS>x<Up><Down><C-w>ab<Home>c<End><Del><C-k><Enter>", "1. White to move: ")
	f.Add("Läufer<Left><Left>ß<Right><BS><Esc>", "")
	f.Fuzz(func(t *testing.T, script, prompt string) {
		// The emulator draws every character one cell wide and knows no
		// combining marks: keep to Latin letters, as anna's prompts do.
		prompt = strings.Map(func(r rune) rune {
			if r >= 0x300 || width([]rune{r}) != 1 {
				return -1
			}
			return r
		}, cleantext.Line(prompt))
		if n := utf8.RuneCountInString(prompt); n > 40 {
			prompt = string([]rune(prompt)[:40])
		}
		keys := fuzzKeys(script)
		s := newScreen(t, 80)
		e := New(80)
		e.SetPrompt(prompt)
		s.write(e.Show())
		for _, k := range keys {
			r := e.Key(k)
			s.write(r.Out)
			if r.Action != None {
				s.write(e.Show())
			}
			if !e.fits() {
				return
			}
			x, y := s.cursor()
			if got, want := s.row(y), strings.TrimRight(e.prompt+string(e.buf), " "); got != want {
				t.Fatalf("after %v: row %q, want %q", k, got, want)
			}
			if want := width([]rune(e.prompt)) + width(e.buf[:e.pos]); x != want {
				t.Fatalf("after %v: cursor at %d, want %d", k, x, want)
			}
		}
	})
}

// fuzzKeys turns fuzz input into keys: the notation where it parses,
// otherwise each byte picks a key or a letter.
func fuzzKeys(script string) []Key {
	codes := []Code{Enter, Backspace, Delete, Left, Right, Home, End, Up, Down, Clear, KillToEnd, KillWord, Interrupt, EndOfInput, Redraw}
	var keys []Key
	for _, r := range script {
		switch {
		case r < 32:
			keys = append(keys, Key{Code: codes[int(r)%len(codes)]})
		case r == 0x7f || (r >= 0x80 && r < 0xa0) || !utf8.ValidRune(r) || r == utf8.RuneError:
		case width([]rune{r}) != 1:
		default:
			keys = append(keys, Key{Code: Text, Text: string(r)})
		}
	}
	return keys
}

// TestSecretLine: a sealed move shows while it is typed and is erased when
// submitted, and the history does not bring it back.
func TestSecretLine(t *testing.T) {
	s := newScreen(t, 80)
	e := New(80)
	e.SetPrompt("2. White to seal a move: ")
	e.SetSecret(true)
	s.write(e.Show())
	for _, k := range parseKeys(t, "Springer Felix drei") {
		s.write(e.Key(k).Out)
	}
	if got := s.row(0); got != "2. White to seal a move: Springer Felix drei" {
		t.Errorf("while typed: %q", got)
	}
	r := e.Key(Key{Code: Enter})
	s.write(r.Out)
	if r.Line != "Springer Felix drei" {
		t.Errorf("submitted %q", r.Line)
	}
	if got := s.row(0); got != "2. White to seal a move:" {
		t.Errorf("after Enter the row reads %q, want the prompt alone", got)
	}
	e.SetSecret(false)
	e.SetPrompt("Game adjourned: ")
	s.write(e.Show())
	s.write(e.Key(Key{Code: Up}).Out)
	if got := e.Line(); got != "" {
		t.Errorf("the history brought back %q", got)
	}
}

// TestLineTooLong: a line past MaxLine is refused whole (TooLong, once),
// the text that follows it is dropped without a byte written up to Enter,
// which sends nothing; then typing works as before.
func TestLineTooLong(t *testing.T) {
	e := New(80)
	e.SetPrompt("1. White to move: ")
	e.Show()
	for i := 0; i < MaxLine; i++ {
		if r := e.Key(Key{Code: Text, Text: "a"}); r.Action != None {
			t.Fatalf("character %d: got %v, want none", i+1, r.Action)
		}
	}
	r := e.Key(Key{Code: Text, Text: "a"})
	if r.Action != TooLong || e.Line() != "" || e.Shown() {
		t.Fatalf("past the limit: got %v, line of %d, shown %v; want TooLong, an empty line not shown", r.Action, len(e.Line()), e.Shown())
	}
	if out := string(e.Print("That line is too long.")); out != "That line is too long.\r\n1. White to move: " {
		t.Errorf("the answer wrote %q", out)
	}
	for i := 0; i < 1000; i++ {
		if r := e.Key(Key{Code: Text, Text: "bb"}); r.Action != None || len(r.Out) != 0 {
			t.Fatalf("the rest of the line: got %v and %q, want nothing", r.Action, r.Out)
		}
	}
	if r := e.Key(Key{Code: Enter}); r.Action != None || len(r.Out) != 0 {
		t.Errorf("Enter after a line too long: got %v and %q, want nothing sent", r.Action, r.Out)
	}
	for _, k := range parseKeys(t, "e4") {
		if out := string(e.Key(k).Out); out != k.Text {
			t.Errorf("typing %q after it wrote %q", k.Text, out)
		}
	}
	if r := e.Key(Key{Code: Enter}); r.Action != Submit || r.Line != "e4" {
		t.Errorf("got %v %q, want e4 submitted", r.Action, r.Line)
	}
}

// TestOverLimit counts characters, not bytes, and one text at a time.
func TestOverLimit(t *testing.T) {
	for _, c := range []struct {
		n    int
		text string
		want bool
	}{
		{0, "e4", false},
		{MaxLine - 1, "a", false},
		{MaxLine, "a", true},
		{MaxLine - 2, "äö", false},
		{MaxLine - 2, "äöü", true},
		{0, strings.Repeat("ß", MaxLine), false},
		{0, strings.Repeat("ß", MaxLine+1), true},
	} {
		if got := OverLimit(c.n, c.text); got != c.want {
			t.Errorf("OverLimit(%d, %d characters): got %v, want %v", c.n, utf8.RuneCountInString(c.text), got, c.want)
		}
	}
}

// TestHistoryKept: the history keeps the newest lines, maxHistory of them.
func TestHistoryKept(t *testing.T) {
	e := New(80)
	for i := 0; i < maxHistory+50; i++ {
		e.Key(Key{Code: Text, Text: strconv.Itoa(i)})
		e.Key(Key{Code: Enter})
	}
	if len(e.history) != maxHistory || e.history[0] != "50" {
		t.Errorf("got %d lines from %q, want %d from \"50\"", len(e.history), e.history[0], maxHistory)
	}
}

// BenchmarkPastedMegabyte: a megabyte pasted on one line, key after key:
// what it costs the editor (most of it dropped past MaxLine).
func BenchmarkPastedMegabyte(b *testing.B) {
	n := 1 << 20
	if testing.Short() {
		n = 1 << 14 // the quick form (docs/developers.md): 16 KB
	}
	for b.Loop() {
		e := New(80)
		e.SetPrompt("1. White to move: ")
		e.Show()
		for i := 0; i < n; i++ {
			e.Key(Key{Code: Text, Text: "a"})
		}
		e.Key(Key{Code: Enter})
	}
}
