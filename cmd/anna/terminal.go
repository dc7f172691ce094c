package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
	"github.com/anna-chess/anna/voice"
)

// runTerminal runs this terminal's seat until its player quits, in the view
// that suits the terminal (tui.Terminal). The seat is a client at t, or (t
// nil) a seat at a host's table taken with anna join: the same views.
func runTerminal(o options, t *table.Table, seat tui.Seat, stdin *os.File, stdout, stderr io.Writer, v *voice.Voice, notices []string, later chan string) int {
	_, _, status := viewTerminal(o, t, seat, stdin, stdout, stderr, v, notices, later, nil, true)
	return status
}

// viewTerminal is runTerminal after rest, what was typed ahead for the
// view (anna lichess's lobby read it); it returns what was typed at the
// terminal and not taken by the view, and whether the terminal did not
// show it (tui.Terminal.Run). last says the program ends with the view.
func viewTerminal(o options, t *table.Table, seat tui.Seat, stdin *os.File, stdout, stderr io.Writer, v *voice.Voice, notices []string, later chan string, rest []byte, last bool) (left []byte, unseen bool, status int) {
	stop, release := console.StopSignals()
	defer release()
	board := o.view == "board"
	if board && !console.IsTerminal(stdin) {
		fmt.Fprintln(stderr, "anna: "+o.book.BoardNeedsTerminal().Text())
	}
	left, unseen, err := tui.Terminal{Table: t, Seat: seat, In: stdin, Out: stdout, Voice: v, Notices: notices,
		Later: later, Stop: stop, Board: board, Look: o.look, Rest: rest, Last: last}.Run()
	var raw *tui.RawModeError
	if errors.As(err, &raw) {
		err = part(cliTerminalRaw, raw.Err)
	}
	if err != nil {
		fmt.Fprintln(stderr, "anna: "+inLang(o.book, err))
		return left, unseen, 1
	}
	return left, unseen, 0
}
