// Package practice is anna's practice commands (issue 36): anna puzzle,
// the puzzles anna carries or a coach's file rated by anna, and anna
// lichess puzzle, lichess's puzzles rated by lichess. Both set their
// puzzles in one sitting (session.NewPuzzles) played at this terminal.
// anna's command parses the flags and hands over its terminal and voice
// in a Config.
package practice

import (
	"fmt"
	"io"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/voice"
)

// Config is what the practice commands' flags ask, and what anna's
// command hands them to play with.
type Config struct {
	Book speech.Phrasebook
	Out  io.Writer // where the lines after the sitting go
	Err  io.Writer // the refusals

	// anna puzzle's flags: --theme (a lichess theme), --rating (checked
	// already), --file.
	Theme, Rating, File string
	// anna lichess puzzle's: --lichess-url.
	LichessURL string

	// Voice opens the voice the flags ask for; false: it could not be,
	// and that has been said.
	Voice func(later chan<- string) (*voice.Voice, bool)
	// Terminal plays seat at t at this terminal until its player quits,
	// the notices said first; its answer is the program's status.
	Terminal func(t *table.Table, seat *table.Client, v *voice.Voice, notices []string, later chan string) int
}

// withVoice opens the voice the flags ask for, plays with it and closes
// it: later carries the lines said between the player's (the voice's
// trouble, lichess's waits), 16 at most waiting (voice.Tell drops the
// rest). 2 when the voice could not be opened, which has been said.
func withVoice(c Config, play func(v *voice.Voice, later chan string) int) int {
	later := make(chan string, 16)
	v, ok := c.Voice(later)
	if !ok {
		return 2
	}
	defer v.Close()
	return play(v, later)
}

// playPuzzles is a sitting of puzzles from src at this terminal, the
// notices said first.
func playPuzzles(c Config, src session.PuzzleSource, v *voice.Voice, notices []string, later chan string) int {
	sess, err := session.NewPuzzles(session.Config{Book: c.Book}, src)
	if err != nil {
		fmt.Fprintln(c.Err, cliline.InLang(c.Book, err))
		return 1
	}
	t := table.New(sess, table.NoStore{})
	defer t.Close()
	seat, _ := t.Sit(session.NoSeat)
	t.Start()
	return c.Terminal(t, seat, v, notices, later)
}
