package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/speech"
)

// brailleOptions are anna braille's flags: where the scoresheet goes and
// its page.
type brailleOptions struct {
	out          string
	cells, lines int
	unicode      bool
}

func addBrailleFlags(fs *flagSet, o *brailleOptions) {
	fs.StringVar(&o.out, "o", "", "")
	fs.Text(&number[int]{P: &o.cells, Lo: braille.MinCells, Hi: braille.MaxCells, Choices: part(cliCellsRange, strconv.Itoa(braille.MinCells), strconv.Itoa(braille.MaxCells))}, "cells", "40")
	fs.Text(&number[int]{P: &o.lines, Lo: 0, Hi: braille.MaxLines, Choices: part(cliLinesRange, strconv.Itoa(braille.MinLines), strconv.Itoa(braille.MaxLines))}, "lines", "25")
	fs.BoolVar(&o.unicode, "unicode", false, "")
}

func (o brailleOptions) format() braille.Format {
	return braille.Format{Cells: o.cells, Lines: o.lines, Unicode: o.unicode}
}

// brailleGame is anna braille FILE: the first game of a PGN file as a
// braille scoresheet, on standard output or in the file of -o.
func brailleGame(o options, stdout, stderr io.Writer) int {
	f := o.braille.format()
	if err := f.Check(); err != nil {
		fmt.Fprintf(stderr, "anna: %s\n", strings.TrimPrefix(err.Error(), "braille: "))
		return 2
	}
	text, err := scoresheet.ReadNamed(o.analyze) // a device, a FIFO, a huge file refused at once
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, scoresheetTrouble(err, cliCannotRead)))
		return 1
	}
	rec, err := braille.ReadPGN(string(text))
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, pgnTrouble(o.analyze, err)))
		return 1
	}
	tr, notice := louis(o.book)
	if notice != "" {
		fmt.Fprintln(stderr, notice)
	}
	doc, err := braille.Render(braille.NewScore(rec, o.book.ScoreWords()), f, tr)
	if err != nil {
		fmt.Fprintf(stderr, "anna: %v\n", err)
		return 1
	}
	if o.braille.out == "" {
		if _, err := stdout.Write(doc); err != nil {
			return 1
		}
		return 0
	}
	if err := scoresheet.WriteAtomic(o.braille.out, doc); err != nil {
		fmt.Fprintf(stderr, "anna: %s\n", strings.TrimPrefix(err.Error(), "scoresheet: "))
		return 1
	}
	return 0
}

// louis is liblouis for the book's language, or nil and the line that
// says it is not installed (the scoresheet then has the moves only).
func louis(book speech.Phrasebook) (braille.Translator, string) {
	l, err := braille.NewLouis(book.Lang.String())
	if errors.Is(err, braille.ErrNoLouis) || err != nil {
		return nil, book.NoLouis().Text()
	}
	return l, ""
}
