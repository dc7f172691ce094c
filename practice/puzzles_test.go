package practice

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/speech"
)

// TestPuzzlesFromAFile: anna puzzle's source with a coach's file: only
// the puzzles of --theme are set, and none left needs no more words; a
// result is rated once and the rating kept in the data folder, where the
// next sitting finds it; a theme no puzzle has is refused with its line,
// and a file that cannot be read is said as the game's files are
// (internal/why).
func TestPuzzlesFromAFile(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	book := speech.Phrasebook{Lang: speech.EN}
	var errs strings.Builder
	c := Config{Book: book, Err: &errs, File: filepath.Join("..", "puzzle", "testdata", "solve.csv"), Theme: "mateIn1"}
	src, err := loadPuzzles(c)
	if err != nil {
		t.Fatal(err)
	}
	first, ok, why := src.Next()
	if !ok || !why.IsZero() {
		t.Fatalf("Next = %v, %v", ok, why)
	}
	for range 20 {
		p, ok, why := src.Next()
		if !ok || !why.IsZero() || !slices.Contains(p.Themes, "mateIn1") {
			t.Fatalf("Next = %s %v %v, themes %v: want a mate in one", p.ID, ok, why, p.Themes)
		}
	}
	before, after, rated, err := src.Rate(first, true)
	if !rated || err != nil || after <= before {
		t.Fatalf("Rate(won) = %d -> %d, rated %v, %v", before, after, rated, err)
	}
	if _, again, rated, _ := src.Rate(first, false); rated || again != after {
		t.Errorf("rated twice: %d, rated %v", again, rated)
	}
	next, err := loadPuzzles(c)
	if err != nil {
		t.Fatal(err)
	}
	if got := int(next.rating.Rating + 0.5); got != after {
		t.Errorf("the next sitting's rating %d, want the kept %d", got, after)
	}

	c.Theme = "smotheredMate"
	if _, err := loadPuzzles(c); err == nil || !strings.Contains(cliline.InLang(book, err), "no puzzle fits that theme and rating") {
		t.Errorf("a theme no puzzle has: %v", err)
	}
	c.Theme, c.File = "", filepath.Join(t.TempDir(), "missing.csv")
	if _, err := loadPuzzles(c); err == nil || !strings.Contains(cliline.InLang(book, err), c.File+" cannot be read") {
		t.Errorf("a missing file: %v", err)
	}
}
