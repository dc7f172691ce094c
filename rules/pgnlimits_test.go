package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// maxPGNFile is the most a PGN read from outside may hold: the file is
// refused past it (scoresheet.MaxRead) before it is read.
const maxPGNFile = 16 << 20

// hugePGNs are texts of about n bytes that keep as much as a PGN can
// beside its moves: one comment, tags, empty comments, nested variations,
// a tag's value; each of a game whose moves are 1. e4 e5.
func hugePGNs(n int) map[string]string {
	fill := func(unit string) string { return strings.Repeat(unit, n/len(unit)) }
	return map[string]string{
		"one comment":      "1. e4 {" + fill("x") + "} e5 *",
		"many tags":        fill("[T \"y\"]\n[U \"z\"]\n[V"+strings.Repeat("w", 20)+" \"v\"]\n") + "\n1. e4 e5 *",
		"many distinct":    distinctTags(n) + "\n1. e4 e5 *",
		"empty comments":   "1. e4 " + fill("{}") + " e5 *",
		"nested variation": "1. e4 " + strings.Repeat("(", n/2) + strings.Repeat(")", n/2) + " e5 *",
		"one tag value":    "[Event \"" + fill("é") + "\"]\n\n1. e4 e5 *",
	}
}

func distinctTags(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString("[T")
		b.WriteString(strings.Repeat("a", i%7))
		b.WriteString(string(rune('A' + i%26)))
		b.WriteString(string(rune('A' + i/26%26)))
		b.WriteString(string(rune('A' + i/676%26)))
		b.WriteString(" \"v\"]\n")
	}
	return b.String()
}

// checkKept holds the limits of what a record keeps beside its moves.
func checkKept(t *testing.T, name string, rec PGNRecord) {
	t.Helper()
	if len(rec.Tags) > maxTags {
		t.Errorf("%s: %d tags kept, at most %d", name, len(rec.Tags), maxTags)
	}
	n := 0
	for _, cs := range rec.Comments {
		n += len(cs)
		for _, c := range cs {
			if utf8.RuneCountInString(c) > maxKeptText+1 {
				t.Errorf("%s: a comment of %d characters kept, at most %d and …", name, utf8.RuneCountInString(c), maxKeptText)
			}
		}
	}
	if n > maxComments {
		t.Errorf("%s: %d comments kept, at most %d", name, n, maxComments)
	}
	for k, v := range rec.Tags {
		if utf8.RuneCountInString(v) > maxKeptText+1 {
			t.Errorf("%s: tag %s of %d characters kept", name, k, utf8.RuneCountInString(v))
		}
	}
}

// TestPGNReaderLimits: a PGN of the most a file may hold, made to keep as
// much as it can (a 16 MB comment, hundreds of thousands of tags or empty
// comments, millions of nested variations), is read to its moves with
// what it keeps beside them within the reader's limits, the long texts cut
// with "…".
func TestPGNReaderLimits(t *testing.T) {
	size := maxPGNFile
	if testing.Short() {
		size = 1 << 20
	}
	for name, text := range hugePGNs(size) {
		rec, err := ReadPGNRecord(text)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := len(rec.Game.Plies()); got != 2 {
			t.Errorf("%s: %d moves read, want 2", name, got)
		}
		checkKept(t, name, rec)
	}
	// A variation never closed, the text's size deep, is refused at its
	// line, as quickly.
	var pe *PGNError
	if _, err := ReadPGNRecord("1. e4 " + strings.Repeat("(", size) + " e5 *"); !errors.As(err, &pe) || pe.Problem != PGNVariationOpen || pe.Line != 1 {
		t.Errorf("a variation never closed: %v", err)
	}
	rec, _ := ReadPGNRecord(hugePGNs(1 << 16)["one comment"])
	if c := rec.Comments[1][0]; !strings.HasSuffix(c, "…") || utf8.RuneCountInString(c) != maxKeptText+1 {
		t.Errorf("the long comment is kept as %d characters ending %q", utf8.RuneCountInString(c), c[len(c)-5:])
	}
}

// FuzzPGNReaderLimits: whatever the text, what the record keeps beside
// its moves is within the reader's limits.
func FuzzPGNReaderLimits(f *testing.F) {
	for _, text := range hugePGNs(1 << 12) {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if rec, err := ReadPGNRecord(text); err == nil {
			checkKept(t, "the fuzzed text", rec)
		}
	})
}

// BenchmarkPGNReaderLimits reads each of hugePGNs at the most a file may
// hold (16 MB; 1 MB under -short).
func BenchmarkPGNReaderLimits(b *testing.B) {
	size := maxPGNFile
	if testing.Short() {
		size = 1 << 20
	}
	for name, text := range hugePGNs(size) {
		b.Run(strings.ReplaceAll(name, " ", "-"), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				ReadPGNRecord(text)
			}
		})
	}
}

// TestHeaderKept: a header from a file (a saved state's) keeps its tags
// as a PGN read from outside does; a header within the bounds is kept as
// it is.
func TestHeaderKept(t *testing.T) {
	long := strings.Repeat("é", maxKeptText+5)
	h := Header{Event: long, White: "Eva", Black: long}
	for i := 0; i < 3*maxTags; i++ {
		h.Extra = append(h.Extra, [2]string{long, "v"})
	}
	k := h.Kept()
	if want := strings.Repeat("é", maxKeptText) + "…"; k.Event != want || k.Black != want || k.Extra[0][0] != want {
		t.Errorf("a long value kept as %d characters, want %d and …", utf8.RuneCountInString(k.Black), maxKeptText)
	}
	if k.White != "Eva" || len(k.Extra) != maxTags {
		t.Errorf("got White %q and %d extra tags, want Eva and %d", k.White, len(k.Extra), maxTags)
	}
	short := Header{Event: "Casual game", White: "Eva", Extra: [][2]string{{"Laws", "FIDE 2023"}}}
	if got := short.Kept(); got.Event != short.Event || got.White != short.White || len(got.Extra) != 1 || got.Extra[0] != short.Extra[0] {
		t.Errorf("Kept(%v) = %v, want it unchanged", short, got)
	}
}

// TestPGNWritesOnlySymbolTags: a tag whose name is not a PGN symbol (an
// escape, a space, a quote: from a state file) is not written; the
// others are, and the scoresheet reads back.
func TestPGNWritesOnlySymbolTags(t *testing.T) {
	h := Header{Extra: [][2]string{{"Bad\x1b]0;title\x1b\\", "x"}, {"Two words", "y"}, {`Q"`, "z"}, {"", "e"},
		{"WhiteElo", "1500"}, {"Black_Team", "B"}, {"Time-Zone+1", "t"}}}
	g := NewGame()
	text := g.PGN(h)
	for _, bad := range []string{"Bad", "Two", `Q"`, `[ "e"]`} {
		if strings.Contains(text, bad) {
			t.Errorf("the tag %q is written:\n%s", bad, text)
		}
	}
	rec, err := ReadPGNRecord(text)
	if err != nil {
		t.Fatalf("%v:\n%s", err, text)
	}
	for name, want := range map[string]string{"WhiteElo": "1500", "Black_Team": "B", "Time-Zone+1": "t"} {
		if rec.Tags[name] != want {
			t.Errorf("tag %s = %q, want %q:\n%s", name, rec.Tags[name], want, text)
		}
	}
}

// TestKeptComments: a game's comments from a file (a saved state's) are
// kept as a PGN read from outside keeps them; a few short ones as they
// are.
func TestKeptComments(t *testing.T) {
	long := strings.Repeat("z", maxKeptText+5)
	many := make([]string, maxComments)
	for i := range many {
		many[i] = "c"
	}
	k := KeptComments([][]string{{long, "short"}, nil, many})
	if len(k) != 3 || k[0][0] != strings.Repeat("z", maxKeptText)+"…" || k[0][1] != "short" || k[1] != nil {
		t.Fatalf("got %d moves, the first's %d characters, want 3 and %d and …", len(k), utf8.RuneCountInString(k[0][0]), maxKeptText)
	}
	if n := len(k[0]) + len(k[2]); n != maxComments {
		t.Errorf("%d comments kept, want %d", n, maxComments)
	}
	few := [][]string{{"(=)"}, {"White's flag fell", "1-0"}}
	if got := KeptComments(few); !slices.EqualFunc(got, few, slices.Equal) {
		t.Errorf("KeptComments(%q) = %q, want them as they are", few, got)
	}
}
