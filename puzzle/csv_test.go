package puzzle

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/golden"
	"github.com/anna-chess/anna/rules"
)

var update = flag.Bool("update", false, "write the golden files")

const lichessHeader = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags"

type rowCase struct {
	name, want, header string
	rows               []string
}

func rowCases(t *testing.T) []rowCase {
	t.Helper()
	data, err := os.ReadFile("testdata/rows.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var out []rowCase
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("rows.tsv: %q has %d fields", line, len(f))
		}
		out = append(out, rowCase{f[0], f[1], f[2], strings.Split(f[3], `\n`)})
	}
	return out
}

func (c rowCase) text() string {
	var b strings.Builder
	if c.header == "lichess" {
		b.WriteString(lichessHeader + "\n")
	}
	for _, r := range c.rows {
		b.WriteString(r + "\n")
	}
	return b.String()
}

// TestRows: each row of testdata/rows.tsv is read, or refused with its
// line and the problem the table names; the reasons in English are in
// testdata/refused.golden.
func TestRows(t *testing.T) {
	var reasons strings.Builder
	for _, c := range rowCases(t) {
		t.Run(c.name, func(t *testing.T) {
			ps, refused, err := ReadAll(strings.NewReader(c.text()))
			if err != nil {
				t.Fatalf("reading ended: %v", err)
			}
			if c.want == "ok" {
				if refused.Count != 0 || len(ps) != len(c.rows) {
					t.Fatalf("got %d puzzles and refusals %v, want %d puzzles", len(ps), refused.First, len(c.rows))
				}
				return
			}
			if refused.Count != 1 || len(ps) != len(c.rows)-1 {
				t.Fatalf("got %d puzzles, %d refused (%v), want the last row refused", len(ps), refused.Count, refused.First)
			}
			e := refused.First[0]
			line := len(c.rows)
			if c.header == "lichess" {
				line++
			}
			if e.Problem.String() != c.want || e.Line != line {
				t.Errorf("got %v at line %d (%v), want %s at line %d", e.Problem, e.Line, e, c.want, line)
			}
			fmt.Fprintf(&reasons, "%s: %v\n", c.name, e)
		})
	}
	golden.Check(t, "testdata/refused.golden", reasons.String(), *update)
}

// TestLichessRow: a row of lichess's own sample is read into every field,
// as the database's page describes them.
func TestLichessRow(t *testing.T) {
	in := lichessHeader + "\n" +
		"00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game Italian_Game_Classical_Variation\n"
	ps, refused, err := ReadAll(strings.NewReader(in))
	if err != nil || refused.Count != 0 || len(ps) != 1 {
		t.Fatalf("got %v %v %v", ps, refused, err)
	}
	p := ps[0]
	want := Puzzle{
		ID: "00sHx", FEN: "q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17",
		Moves:  moves(t, "e8d7 a2e6 d7d8 f7f8"),
		Rating: 1760, RatingDeviation: 80, Popularity: 83, Plays: 72,
		Themes: []string{"mate", "mateIn2", "middlegame", "short"}, GameURL: "https://lichess.org/yyznGmXs/black#34",
		OpeningTags: []string{"Italian_Game", "Italian_Game_Classical_Variation"},
	}
	if fmt.Sprint(p) != fmt.Sprint(want) {
		t.Errorf("got  %+v\nwant %+v", p, want)
	}
	if p.Solver() != rules.White {
		t.Errorf("solver %v, want White (Black moves first)", p.Solver())
	}
	if !p.Mates() || !p.HasTheme("MATEIN2") || p.HasTheme("fork") {
		t.Errorf("themes read wrong: %v", p.Themes)
	}
}

func moves(t *testing.T, s string) []rules.Move {
	t.Helper()
	var out []rules.Move
	for _, w := range strings.Fields(s) {
		mv, err := rules.ParseUCI(w)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, mv)
	}
	return out
}

// TestCastlingKept: castling written as king takes rook is kept in the
// game's own form, the king's move (e1c1).
func TestCastlingKept(t *testing.T) {
	for _, c := range rowCases(t) {
		if c.name != "castling as king takes rook" {
			continue
		}
		ps, _, err := ReadAll(strings.NewReader(c.text()))
		if err != nil || len(ps) != 1 {
			t.Fatal(ps, err)
		}
		if got := ps[0].Moves[1].String(); got != "e1c1" {
			t.Errorf("got %s, want e1c1", got)
		}
		return
	}
	t.Fatal("no castling row in rows.tsv")
}

// TestHeaders: a header names the columns in any order, may add columns of
// its own, and must have PuzzleId, FEN and Moves; a file may begin with a
// byte order mark, end its lines as Windows does and leave lines blank.
func TestHeaders(t *testing.T) {
	row := "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game"
	for _, c := range []struct {
		name, text string
		fatal      Problem // 0: read, one puzzle
		line       int     // the puzzle's line, for a refusal after it
	}{
		{"reordered, extra column", "Moves,DailyDate,FEN,puzzleid\r\ne8d7 a2e6 d7d8 f7f8,2024-05-01,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,00sHx\r\n", 0, 0},
		{"byte order mark, CRLF, blank lines", "\ufeff" + lichessHeader + "\r\n\r\n" + row + "\r\n\r\n", 0, 0},
		{"no newline at the end", lichessHeader + "\n" + row, 0, 0},
		{"no Moves column", "PuzzleId,FEN,Rating\n00sHx,8/8/8/8/8/8/8/K6k w - - 0 1,1500\n", MissingColumn, 1},
		{"FEN twice", "PuzzleId,FEN,Moves,fen\n", DuplicateColumn, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			ps, refused, err := ReadAll(strings.NewReader(c.text))
			if c.fatal == 0 {
				if err != nil || refused.Count != 0 || len(ps) != 1 || ps[0].ID != "00sHx" || len(ps[0].Moves) != 4 {
					t.Errorf("got %v, %+v, %v", ps, refused, err)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || e.Problem != c.fatal || e.Line != c.line || !e.Fatal() {
				t.Errorf("got %v, want %v at line %d", err, c.fatal, c.line)
			}
		})
	}
}

// TestLineNumbers: a refused row is named by its line in the file, blank
// lines and the header counted.
func TestLineNumbers(t *testing.T) {
	good := "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate,,"
	text := lichessHeader + "\n\n" + good + "\n\nbad,row\n" + strings.Repeat("x", MaxLine+10) + "\n" + strings.Replace(good, "00sHx", "other", 1) + "\n"
	ps, refused, err := ReadAll(strings.NewReader(text))
	if err != nil || len(ps) != 2 {
		t.Fatalf("got %d puzzles, %v", len(ps), err)
	}
	var got []int
	for _, e := range refused.First {
		got = append(got, e.Line)
	}
	if !slices.Equal(got, []int{5, 6}) {
		t.Errorf("refused lines %v, want [5 6]", got)
	}
}

// TestTooManyRows: the reading stops after MaxRows puzzles, with the rows
// read before it kept.
func TestTooManyRows(t *testing.T) {
	var b bytes.Buffer
	b.WriteString(lichessHeader + "\n")
	for i := range MaxRows + 5 {
		fmt.Fprintf(&b, "p%d,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2 h1h2,1500,80,0,0,,,\n", i)
	}
	r := NewReader(&b)
	r.Trusted = true // the rows need not be puzzles: this is the count
	n := 0
	for {
		_, err := r.Read()
		if err == nil {
			n++
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Problem != TooManyRows || !e.Fatal() {
			t.Fatalf("after %d: %v", n, err)
		}
		break
	}
	if n != MaxRows {
		t.Errorf("read %d, want %d", n, MaxRows)
	}
}

// TestWriteCSVRoundTrip: what WriteCSV writes reads back the same.
func TestWriteCSVRoundTrip(t *testing.T) {
	var in strings.Builder
	ids := map[string]bool{}
	for _, c := range rowCases(t) {
		row := c.rows[len(c.rows)-1]
		id, _, _ := strings.Cut(row, ",")
		if c.want == "ok" && c.header == "lichess" && !ids[id] {
			ids[id] = true
			in.WriteString(row + "\n")
		}
	}
	ps, refused, err := ReadAll(strings.NewReader(in.String()))
	if err != nil || len(ps) < 3 {
		t.Fatalf("got %d, %+v, %v", len(ps), refused, err)
	}
	var out bytes.Buffer
	if err := WriteCSV(&out, ps); err != nil {
		t.Fatal(err)
	}
	again, refused, err := ReadAll(&out)
	if err != nil || refused.Count != 0 {
		t.Fatalf("%+v, %v", refused, err)
	}
	if fmt.Sprint(again) != fmt.Sprint(ps) {
		t.Errorf("got  %v\nwant %v", again, ps)
	}
}

// TestTextCleaned: a game address or an opening tag with an escape
// sequence is kept without it (text that is shown and said).
func TestTextCleaned(t *testing.T) {
	row := "00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate,https://lichess.org/x\x1b]0;owned\x07y,Italian\x1b[2J_Game\n"
	ps, _, err := ReadAll(strings.NewReader(row))
	if err != nil || len(ps) != 1 {
		t.Fatal(ps, err)
	}
	if ps[0].GameURL != "https://lichess.org/xy" || ps[0].OpeningTags[0] != "Italian_Game" {
		t.Errorf("got %q %q", ps[0].GameURL, ps[0].OpeningTags)
	}
}

// FuzzReadAll: whatever the text, reading ends without a panic, every
// puzzle read plays through on the board again and writes out and reads
// back the same, and every refusal names a line.
func FuzzReadAll(f *testing.F) {
	data, _ := os.ReadFile("testdata/rows.tsv")
	for _, line := range strings.Split(string(data), "\n") {
		if fields := strings.Split(line, "\t"); len(fields) == 4 {
			f.Add(lichessHeader + "\n" + strings.ReplaceAll(fields[3], `\n`, "\n"))
			f.Add(strings.ReplaceAll(fields[3], `\n`, "\r\n"))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		ps, refused, err := ReadAll(strings.NewReader(text))
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || !e.Fatal() {
				t.Fatalf("reading ended with %v", err)
			}
		}
		for _, e := range refused.First {
			if e.Line < 1 {
				t.Errorf("refusal without a line: %v", e)
			}
		}
		for _, p := range ps {
			q := p
			q.Moves = slices.Clone(p.Moves)
			if err := q.Check(); err != nil {
				t.Errorf("%s read, yet Check says %v", p.ID, err)
			}
		}
		var out bytes.Buffer
		if err := WriteCSV(&out, ps); err != nil {
			t.Fatal(err)
		}
		again, refused2, err := ReadAll(&out)
		if err != nil || refused2.Count != 0 || fmt.Sprint(again) != fmt.Sprint(ps) {
			t.Errorf("written and read again: %v %+v %v, want %v", again, refused2, err, ps)
		}
	})
}
