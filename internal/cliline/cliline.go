// Package cliline is a line anna says on its command line (a refusal, a
// notice), or a part of one, in the words of the language files: a text
// and its slots, said in the player's language when it is printed; and
// the flags' values (values.go), whose refusals are such lines.
package cliline

import (
	"fmt"
	"strings"

	"github.com/anna-chess/anna/speech"
)

// Sayable is a line of anna's own, said in the player's language.
type Sayable interface {
	error
	In(speech.Phrasebook) string
}

// InLang is err as the player reads it: anna's own lines in the book's
// language, any other error (the system's) as it is.
func InLang(b speech.Phrasebook, err error) string {
	if s, ok := err.(Sayable); ok {
		return s.In(b)
	}
	return err.Error()
}

// Line is a line of the command line, or a part of one, in the words of
// the language files: a text and its slots. Error says it in English.
type Line struct {
	Who  string         // "anna", "anna lichess", "anna settings"; "" for a part
	Text speech.CLIText // "" for the line that is its args, one after another
	Args []any          // string, error, Or or speech.CLIText
}

// Or are words a slot lists as "a, b or c" in the language.
type Or []string

func (s *Line) Error() string { return s.In(speech.Phrasebook{}) }

// In is the line in b's language.
func (s *Line) In(b speech.Phrasebook) string {
	args := make([]string, len(s.Args))
	for i, a := range s.Args {
		switch a := a.(type) {
		case string:
			args[i] = a
		case error:
			args[i] = InLang(b, a)
		case Or:
			args[i] = b.CLIOrList(a)
		case speech.CLIText:
			args[i] = b.CommandLine(a)
		default:
			args[i] = fmt.Sprint(a)
		}
	}
	line := ""
	if s.Text == "" {
		line = strings.Join(args, "")
	} else {
		line = b.CommandLine(s.Text, args...)
	}
	if s.Who != "" {
		line = s.Who + ": " + line
	}
	return line
}

// Anna is a line of anna's, "anna: " and the text.
func Anna(t speech.CLIText, args ...any) *Line { return &Line{Who: "anna", Text: t, Args: args} }

// Part is part of a line: a reason given within another.
func Part(t speech.CLIText, args ...any) *Line { return &Line{Text: t, Args: args} }

// Of is err as a line of anna's.
func Of(err error) *Line { return &Line{Who: "anna", Args: []any{err}} }

// Choose is the reason a value is refused: choose one of words.
func Choose(words ...string) *Line { return Part(cliChoose, Or(words)) }
