// Package resume is resuming a match: finding it, setting it up again
// from its state brought up to its scoresheet or from a scoresheet alone
// (a game begun on paper), holding the flags typed to the match, asking
// the player what a scoresheet leaves open (its time control) and saying
// why a saved state cannot be used.
package resume

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// Asker asks the player at this terminal what a scoresheet does not say
// (a game begun on paper: its time control), before the game goes on.
// The question is printed and said; the answer is a line of standard
// input, read a byte at a time so that nothing typed after it is taken
// from the game's own lines, and at most maxAnswer bytes long. A wrong
// answer gets its reason, and the question again; the input's end gives
// up.
type Asker struct {
	In   io.Reader
	Out  io.Writer
	Book speech.Phrasebook
	// Echo: the input is not a terminal (which echoes what is typed): the
	// answer is printed after the question, as the plain view prints a
	// line it reads.
	Echo bool
	Say  func(speech.Phrase) // the voice; opened when first asked
}

// maxAnswer is the longest answer read: a time control is a few words.
const maxAnswer = 4000

// ErrNoAnswer: the input ended before an answer.
var ErrNoAnswer = errors.New("no answer")

// TimeControl asks the game's time control: as --time takes it (90+30),
// as PGN's TimeControl tag writes it (5400+30), or no (the language's
// word too, or -) for a game without a clock.
func (a *Asker) TimeControl() (rules.TimeControl, error) {
	q := a.Book.AskTimeControl()
	for {
		a.ask(q)
		line, err := a.line()
		if err != nil {
			return rules.TimeControl{}, err
		}
		answer := strings.TrimSpace(line)
		if answer == "" {
			continue
		}
		if answer == "-" || strings.EqualFold(a.Book.Canonical(answer), "no") {
			return rules.TimeControl{}, nil
		}
		if tc, err := rules.ParseTimeControl(answer); err == nil {
			return tc, nil
		}
		if tc, err := rules.ParsePGNTimeControl(answer); err == nil && !tc.IsZero() {
			return tc, nil
		}
		q = a.Book.NotATimeControl()
	}
}

// ask prints and says the question; the prompt waits on its line.
func (a *Asker) ask(q speech.Phrase) {
	fmt.Fprint(a.Out, q.Text()+" ")
	if a.Say != nil {
		a.Say(q)
	}
}

// line reads one line of the answer, without its end.
func (a *Asker) line() (string, error) {
	var sb strings.Builder
	b := make([]byte, 1)
	for {
		n, err := a.In.Read(b)
		if n == 1 && b[0] == '\n' {
			break
		}
		if n == 1 && sb.Len() < maxAnswer {
			sb.WriteByte(b[0])
		}
		if err != nil {
			if sb.Len() == 0 {
				fmt.Fprintln(a.Out)
				return "", ErrNoAnswer
			}
			break
		}
	}
	line := strings.TrimSuffix(sb.String(), "\r")
	if a.Echo {
		fmt.Fprintln(a.Out, line)
	}
	return line, nil
}
