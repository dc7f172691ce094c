// Package puzzlefile is the puzzles' side of the disk: a file of puzzles a
// player names (any file in lichess's puzzle CSV form: a coach's own set,
// a slice of lichess's database), and the player's puzzle rating, kept in
// anna's data folder from one run to the next.
package puzzlefile

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/scoresheet"
)

// RatingFileName is the rating's file in anna's data folder.
const RatingFileName = "puzzle-rating.txt"

// RatingPath is where the rating is kept: puzzle-rating.txt in anna's data
// folder (internal/places: ~/.local/share/anna on Linux, %APPDATA%\anna on
// Windows, ~/Library/Application Support/anna on macOS).
func RatingPath() (string, error) {
	dir, err := places.Data()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, RatingFileName), nil
}

// ErrTooLarge: a rating file larger than any rating's text
// (puzzle.MaxRatingText).
var ErrTooLarge = errors.New("puzzlefile: the rating file is larger than a rating")

// LoadRating reads the rating kept at path; a missing file is a new
// player's rating (puzzle.NewRating). The file is read as a file a player
// named (scoresheet.ReadNamed: a regular file, a symbolic link followed,
// never a FIFO or a device that would make it wait), and is refused past
// puzzle.MaxRatingText bytes. A damaged file is an error wrapping the
// *puzzle.Error that says which line and why, and the rating returned is
// a new one: the caller says so, and may keep the file for the player to
// look at.
func LoadRating(path string) (puzzle.PlayerRating, error) {
	data, err := scoresheet.ReadNamed(path)
	if errors.Is(err, fs.ErrNotExist) {
		return puzzle.NewRating(), nil
	}
	if err != nil {
		return puzzle.NewRating(), fmt.Errorf("puzzlefile: the rating: %w", err)
	}
	if len(data) > puzzle.MaxRatingText {
		return puzzle.NewRating(), fmt.Errorf("%w (%s, %d bytes)", ErrTooLarge, path, len(data))
	}
	var r puzzle.PlayerRating
	if err := r.UnmarshalText(data); err != nil {
		return puzzle.NewRating(), fmt.Errorf("puzzlefile: %s: %w", path, err)
	}
	return r, nil
}

// SaveRating keeps the rating at path, written as safely as the
// scoresheet (scoresheet.WriteAtomic: a file beside it, synced, renamed
// over it, the folder synced): anna stopped at any moment leaves the old
// rating or the new, whole. The folder is made when missing; anything but
// a regular file at path is refused, never replaced.
func SaveRating(path string, r puzzle.PlayerRating) error {
	text, err := r.MarshalText()
	if err != nil {
		return err
	}
	if err := scoresheet.WriteAtomic(path, text); err != nil {
		return fmt.Errorf("puzzlefile: the rating: %w", err)
	}
	return nil
}

// Read reads the puzzles of a file a player named, in lichess's CSV form:
// as scoresheet.ReadNamed reads a file (a regular file of at most
// scoresheet.MaxRead bytes, some 70,000 of lichess's puzzles; never a FIFO
// or a device), then every row checked (puzzle.ReadAll). The rows refused
// are counted, the first of them with their lines and reasons.
func Read(path string) ([]puzzle.Puzzle, puzzle.Refusals, error) {
	data, err := scoresheet.ReadNamed(path)
	if err != nil {
		return nil, puzzle.Refusals{}, fmt.Errorf("puzzlefile: %w", err)
	}
	ps, refused, err := puzzle.ReadAll(bytes.NewReader(data))
	if err != nil {
		return ps, refused, fmt.Errorf("puzzlefile: %s: %w", path, err)
	}
	return ps, refused, nil
}
