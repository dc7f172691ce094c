package practice

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/internal/why"
	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/puzzle/puzzlefile"
	"github.com/anna-chess/anna/puzzle/puzzleset"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/voice"
	"github.com/anna-chess/anna/words"
)

// puzzles is the source of an anna puzzle sitting: the puzzles chosen,
// the player's rating and where it is kept.
type puzzles struct {
	all    []puzzle.Puzzle
	filter puzzle.Filter
	rating puzzle.PlayerRating
	path   string // the rating's file
	noPath error  // why there is no file for it (no data folder), or nil
	rnd    *rand.Rand
	now    func() time.Time
	errOut io.Writer
}

// Next is a puzzle of the theme and ratings chosen; none left needs no
// more words than the sitting's.
func (p *puzzles) Next() (puzzle.Puzzle, bool, words.Event) {
	pz, ok := puzzle.Next(p.all, p.filter, p.rating, p.rnd)
	return pz, ok, words.Event{}
}

// Rate rates a puzzle as lichess would, once, and keeps the rating.
func (p *puzzles) Rate(pz puzzle.Puzzle, won bool) (before, after int, rated bool, err error) {
	before = int(p.rating.Rating + 0.5)
	if p.rating.HasPlayed(pz.ID) || pz.Rating == 0 { // lichess rates a puzzle once; a coach's may have no rating
		return before, before, false, nil
	}
	p.rating = p.rating.After(pz, won, p.filter.Theme, p.now())
	after = int(p.rating.Rating + 0.5)
	if p.noPath != nil {
		return before, after, true, p.noPath
	}
	if err := puzzlefile.SaveRating(p.path, p.rating); err != nil {
		fmt.Fprintf(p.errOut, "anna: %v\n", err)
		return before, after, true, err
	}
	return before, after, true, nil
}

// Puzzles is anna puzzle: puzzles from the set anna carries or a file,
// one after another, the rating kept in the data folder.
func Puzzles(c Config) int {
	src, err := loadPuzzles(c)
	if err != nil {
		fmt.Fprintln(c.Err, cliline.InLang(c.Book, err))
		return 1
	}
	return withVoice(c, func(v *voice.Voice, later chan string) int {
		return playPuzzles(c, src, v, nil, later)
	})
}

// loadPuzzles reads the puzzles (--file, or anna's own), chooses those of
// --theme and --rating, and reads the player's rating.
func loadPuzzles(c Config) (*puzzles, error) {
	var all []puzzle.Puzzle
	var err error
	if c.File != "" {
		var refused puzzle.Refusals
		all, refused, err = puzzlefile.Read(c.File)
		if err != nil && len(all) == 0 {
			var pe *puzzle.Error
			if errors.As(err, &pe) {
				return nil, cliline.Anna(cliCannotRead, c.File, puzzleReason{pe})
			}
			return nil, why.Scoresheet(err, cliCannotRead) // missing, a folder, too large
		}
		if refused.Count > 0 {
			fmt.Fprintln(c.Err, cliline.InLang(c.Book, cliline.Anna(cliPuzzlesRefused, c.File, refused.Count, puzzleReason{refused.First[0]})))
		}
	} else if all, err = puzzleset.All(); err != nil {
		return nil, err
	}
	f := puzzle.Filter{Theme: c.Theme}
	if c.Rating != "" {
		f.MinRating, f.MaxRating, _ = puzzle.ParseRange(c.Rating) // checked by anna puzzle's flags
	}
	if len(puzzle.Select(all, f)) == 0 {
		return nil, cliline.Anna(cliPuzzleNone)
	}
	src := &puzzles{all: all, filter: f, rnd: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 36)), now: time.Now, errOut: c.Err}
	src.rating = puzzle.NewRating()
	if src.path, src.noPath = puzzlefile.RatingPath(); src.noPath == nil {
		r, err := puzzlefile.LoadRating(src.path)
		if err != nil {
			fmt.Fprintln(c.Err, cliline.InLang(c.Book, cliline.Anna(cliCannotRead, src.path, err)))
		}
		src.rating = r
	}
	return src, nil
}

// puzzleReason is why a puzzle file or its row is refused, as the player
// reads it (speech's PuzzleReason); Error is the package's English.
type puzzleReason struct{ e *puzzle.Error }

func (p puzzleReason) Error() string                 { return p.e.Error() }
func (p puzzleReason) In(b speech.Phrasebook) string { return b.PuzzleReason(p.e) }
