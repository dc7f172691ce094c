package main

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/puzzle/puzzlefile"
	"github.com/anna-chess/anna/puzzle/puzzleset"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
)

// puzzleFlags are anna puzzle's own flags (issue 36).
type puzzleFlags struct {
	theme  string // a lichess theme: --theme in anna puzzle, beside the board view's themes
	rating string // --rating 1200-1600
	file   string // --file F: puzzles in lichess's CSV form instead of anna's own
}

// addPuzzleFlags: --rating is read by anna puzzle (loadPuzzles), so that
// another command refuses it as a flag it does not read, whatever its value.
func addPuzzleFlags(fs *flagSet, p *puzzleFlags) {
	fs.StringVar(&p.rating, "rating", "", "")
	fs.StringVar(&p.file, "file", "", "")
}

// puzzleTheme is --theme in anna puzzle: the board view's colours, or one
// of lichess's puzzle themes (their names do not meet).
type puzzleTheme struct {
	look  **tui.Theme
	theme *string
}

func (t puzzleTheme) MarshalText() ([]byte, error) {
	if *t.theme != "" {
		return []byte(*t.theme), nil
	}
	return []byte((*t.look).Name), nil
}

func (t puzzleTheme) UnmarshalText(text []byte) error {
	s := strings.TrimSpace(string(text))
	if th, err := tui.ParseTheme(s); err == nil {
		*t.look = th
		return nil
	}
	if name, ok := puzzle.Theme(s); ok {
		*t.theme = name
		return nil
	}
	return part(cliPuzzleTheme, s)
}

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

func (p *puzzles) Next() (puzzle.Puzzle, bool) {
	return puzzle.Next(p.all, p.filter, p.rating, p.rnd)
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

// puzzleCommand is anna puzzle: puzzles from the set anna carries or a
// file, one after another, the rating kept in the data folder.
func puzzleCommand(o options, stdin *os.File, stdout, stderr io.Writer) int {
	if _, _, err := puzzle.ParseRange(o.puzzle.rating); o.puzzle.rating != "" && err != nil {
		// a range as 1200-1600, or one rating (100 either side): a wrong command line
		fmt.Fprintln(stderr, inLang(o.book, annaLine(&refusal{Name: "rating", Value: o.puzzle.rating, Reason: part(cliPuzzleRating)})))
		return 2
	}
	src, err := loadPuzzles(o, stderr)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 1
	}
	later := make(chan string, 4)
	voice, ok := openVoiceSaying(o, later, stdout, stderr)
	if !ok {
		return 2
	}
	defer voice.Close()
	sess, err := session.NewPuzzles(session.Config{Book: o.book}, src)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 1
	}
	t := table.New(sess, noStore{})
	defer t.Close()
	client, _ := t.Sit(session.NoSeat)
	t.Start()
	return runTerminal(o, t, client, stdin, stdout, stderr, voice, nil, later)
}

// loadPuzzles reads the puzzles (--file, or anna's own), chooses those of
// --theme and --rating, and reads the player's rating.
func loadPuzzles(o options, stderr io.Writer) (*puzzles, error) {
	var all []puzzle.Puzzle
	var err error
	if o.puzzle.file != "" {
		var refused puzzle.Refusals
		all, refused, err = puzzlefile.Read(o.puzzle.file)
		if err != nil && len(all) == 0 {
			var pe *puzzle.Error
			if errors.As(err, &pe) {
				return nil, annaSays(cliCannotRead, o.puzzle.file, puzzleReason{pe})
			}
			return nil, scoresheetTrouble(err, cliCannotRead) // missing, a folder, too large
		}
		if refused.Count > 0 {
			fmt.Fprintln(stderr, inLang(o.book, annaSays(cliPuzzlesRefused, o.puzzle.file, refused.Count, puzzleReason{refused.First[0]})))
		}
	} else if all, err = puzzleset.All(); err != nil {
		return nil, err
	}
	f := puzzle.Filter{Theme: o.puzzle.theme}
	if o.puzzle.rating != "" {
		f.MinRating, f.MaxRating, _ = puzzle.ParseRange(o.puzzle.rating) // checked by puzzleCommand
	}
	if len(puzzle.Select(all, f)) == 0 {
		return nil, annaSays(cliPuzzleNone)
	}
	src := &puzzles{all: all, filter: f, rnd: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 36)), now: time.Now, errOut: stderr}
	src.rating = puzzle.NewRating()
	if src.path, src.noPath = puzzlefile.RatingPath(); src.noPath == nil {
		r, err := puzzlefile.LoadRating(src.path)
		if err != nil {
			fmt.Fprintln(stderr, inLang(o.book, annaSays(cliCannotRead, src.path, err)))
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
