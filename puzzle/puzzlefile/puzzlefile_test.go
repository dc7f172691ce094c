package puzzlefile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/scoresheet"
)

// TestRatingKept: a rating saved and loaded again is the same; a missing
// file is a new player's rating; the file is in the data folder.
func TestRatingKept(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	path, err := RatingPath()
	if err != nil || path != filepath.Join(dir, "anna", RatingFileName) {
		t.Fatalf("path %s %v", path, err)
	}
	r, err := LoadRating(path)
	if err != nil || fmt.Sprint(r) != fmt.Sprint(puzzle.NewRating()) {
		t.Fatalf("no file: got %+v %v, want a new rating", r, err)
	}
	r = r.After(puzzle.Puzzle{ID: "00sHx", Rating: 1760, RatingDeviation: 80}, true, "", time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC))
	if err := SaveRating(path, r); err != nil { // makes the folder
		t.Fatal(err)
	}
	back, err := LoadRating(path)
	if err != nil || fmt.Sprint(back) != fmt.Sprint(r) {
		t.Errorf("got %+v %v, want %+v", back, err, r)
	}
	r2 := back.After(puzzle.Puzzle{ID: "00sJ9", Rating: 2671, RatingDeviation: 105}, false, "", time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC))
	if err := SaveRating(path, r2); err != nil { // over the old, whole
		t.Fatal(err)
	}
	if back, _ := LoadRating(path); back.Puzzles != 2 || fmt.Sprint(back) != fmt.Sprint(r2) {
		t.Errorf("second save: got %+v", back)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files, want the rating alone (no temporary left)", len(entries))
	}
}

// TestRatingRefused: a damaged file says which line and why and gives a
// new rating; a file too large, a folder or a FIFO at its place are
// refused at once, never waited on; a save over a folder changes nothing.
func TestRatingRefused(t *testing.T) {
	dir := t.TempDir()
	damaged := filepath.Join(dir, "damaged.txt")
	os.WriteFile(damaged, []byte("rating = 1600\ndeviation = lots\n"), 0o644)
	r, err := LoadRating(damaged)
	var pe *puzzle.Error
	if !errors.As(err, &pe) || pe.Line != 2 || pe.Field != "deviation" || r.Rating != 1500 {
		t.Errorf("damaged: got %+v, %v", r, err)
	}
	large := filepath.Join(dir, "large.txt")
	os.WriteFile(large, []byte(strings.Repeat("#\n", puzzle.MaxRatingText)), 0o644)
	if _, err := LoadRating(large); !errors.Is(err, ErrTooLarge) {
		t.Errorf("large: %v", err)
	}
	folder := filepath.Join(dir, "folder")
	os.Mkdir(folder, 0o755)
	var nr *scoresheet.NotRegularError
	if _, err := LoadRating(folder); !errors.As(err, &nr) {
		t.Errorf("folder: %v", err)
	}
	if err := SaveRating(folder, puzzle.NewRating()); err == nil {
		t.Error("saved over a folder")
	}
	fifo := filepath.Join(dir, "fifo")
	if err := mkfifo(fifo); err != nil {
		t.Skip(err) // Windows has none
	}
	done := make(chan error, 1)
	go func() { _, err := LoadRating(fifo); done <- err }()
	select {
	case err := <-done:
		if !errors.As(err, &nr) {
			t.Errorf("fifo: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("waited on a FIFO")
	}
}

// TestRead: a coach's file is read with its good puzzles and its bad rows
// named; a file too large or missing is an error.
func TestRead(t *testing.T) {
	ps, refused, err := Read("testdata/coach.csv")
	if err != nil || len(ps) != 2 || refused.Count != 1 {
		t.Fatalf("got %d puzzles, %+v, %v", len(ps), refused, err)
	}
	if ps[0].ID != "backRank1" || ps[1].Rating != 0 || refused.First[0].Line != 4 || refused.First[0].Problem != puzzle.IllegalMove {
		t.Errorf("got %+v, refused %v", ps, refused.First[0])
	}
	big := filepath.Join(t.TempDir(), "big.csv")
	f, _ := os.Create(big)
	f.Truncate(scoresheet.MaxRead + 1)
	f.Close()
	var tl *scoresheet.TooLargeError
	if _, _, err := Read(big); !errors.As(err, &tl) {
		t.Errorf("a file past MaxRead: %v", err)
	}
	if _, _, err := Read(filepath.Join(t.TempDir(), "none.csv")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing: %v", err)
	}
}
