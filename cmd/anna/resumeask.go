package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// asker asks the player at this terminal what a scoresheet does not say
// (a game begun on paper: its time control), before the game goes on.
// The question is printed and said; the answer is a line of standard
// input, read a byte at a time so that nothing typed after it is taken
// from the game's own lines, and at most maxAnswer bytes long. A wrong
// answer gets its reason, and the question again; the input's end gives
// up.
type asker struct {
	in   io.Reader
	out  io.Writer
	book speech.Phrasebook
	// echo: the input is not a terminal (which echoes what is typed): the
	// answer is printed after the question, as the plain view prints a
	// line it reads.
	echo bool
	say  func(speech.Phrase) // the voice; opened when first asked
}

// maxAnswer is the longest answer read: a time control is a few words.
const maxAnswer = 4000

// errNoAnswer: the input ended before an answer.
var errNoAnswer = errors.New("no answer")

// timeControl asks the game's time control: as --time takes it (90+30),
// as PGN's TimeControl tag writes it (5400+30), or no (the language's
// word too, or -) for a game without a clock.
func (a *asker) timeControl() (rules.TimeControl, error) {
	q := a.book.AskTimeControl()
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
		if answer == "-" || strings.EqualFold(a.book.Canonical(answer), "no") {
			return rules.TimeControl{}, nil
		}
		if tc, err := rules.ParseTimeControl(answer); err == nil {
			return tc, nil
		}
		if tc, err := rules.ParsePGNTimeControl(answer); err == nil && !tc.IsZero() {
			return tc, nil
		}
		q = a.book.NotATimeControl()
	}
}

// ask prints and says the question; the prompt waits on its line.
func (a *asker) ask(q speech.Phrase) {
	fmt.Fprint(a.out, q.Text()+" ")
	if a.say != nil {
		a.say(q)
	}
}

// line reads one line of the answer, without its end.
func (a *asker) line() (string, error) {
	var sb strings.Builder
	b := make([]byte, 1)
	for {
		n, err := a.in.Read(b)
		if n == 1 && b[0] == '\n' {
			break
		}
		if n == 1 && sb.Len() < maxAnswer {
			sb.WriteByte(b[0])
		}
		if err != nil {
			if sb.Len() == 0 {
				fmt.Fprintln(a.out)
				return "", errNoAnswer
			}
			break
		}
	}
	line := strings.TrimSuffix(sb.String(), "\r")
	if a.echo {
		fmt.Fprintln(a.out, line)
	}
	return line, nil
}
