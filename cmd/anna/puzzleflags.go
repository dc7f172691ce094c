package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/anna-chess/anna/practice"
	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
	"github.com/anna-chess/anna/voice"
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

// puzzleCommand is anna puzzle (package practice), its --rating checked
// first: a range as 1200-1600, or one rating (100 either side).
func puzzleCommand(o options, stdin *os.File, stdout, stderr io.Writer) int {
	if _, _, err := puzzle.ParseRange(o.puzzle.rating); o.puzzle.rating != "" && err != nil {
		// a wrong command line
		fmt.Fprintln(stderr, inLang(o.book, annaLine(&refusal{Name: "rating", Value: o.puzzle.rating, Reason: part(cliPuzzleRating)})))
		return 2
	}
	return practice.Puzzles(practiceConfig(o, stdin, stdout, stderr))
}

// lichessPuzzleCommand is anna lichess puzzle (package practice).
func lichessPuzzleCommand(o options, stdin *os.File, stdout, stderr io.Writer) int {
	return practice.LichessPuzzles(practiceConfig(o, stdin, stdout, stderr))
}

// practiceConfig hands the practice commands their flags, this
// terminal and the voice.
func practiceConfig(o options, stdin *os.File, stdout, stderr io.Writer) practice.Config {
	return practice.Config{Book: o.book, Out: stdout, Err: stderr,
		Theme: o.puzzle.theme, Rating: o.puzzle.rating, File: o.puzzle.file, LichessURL: o.lichess.url,
		Voice: func(later chan<- string) (*voice.Voice, bool) { return openVoiceSaying(o, later, stdout, stderr) },
		Terminal: func(t *table.Table, seat *table.Client, v *voice.Voice, notices []string, later chan string) int {
			return runTerminal(o, t, seat, stdin, stdout, stderr, v, notices, later)
		},
	}
}
