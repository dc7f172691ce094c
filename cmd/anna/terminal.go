package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"time"

	"golang.org/x/term"

	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
	"github.com/anna-chess/anna/voice"
)

// runTerminal runs this terminal's seat until its player quits, in the view
// that suits the terminal:
//   - standard input is not a terminal (a script, a pipe): plain lines, the
//     lines read echoed after the prompt, to the end of the input;
//   - --view board: the board view;
//   - standard output is not a terminal (anna | tee log) or TERM=dumb: plain
//     lines, the terminal edits the line (cooked mode);
//   - otherwise the line view, the terminal in raw mode.
//
// The seat is a client at t, or (t nil) a seat at a host's table taken
// with anna join: the same views.
func runTerminal(o options, t *table.Table, seat tui.Seat, stdin *os.File, stdout, stderr io.Writer, v *voice.Voice, notices []string, later chan string) int {
	_, _, status := viewTerminal(o, t, seat, stdin, stdout, stderr, v, notices, later, nil, true)
	return status
}

// viewTerminal is runTerminal after rest, what was typed ahead for the
// view (anna lichess's lobby read it); it returns what was typed at the
// terminal and not taken by the view (keys typed ahead after quit, for
// the lobby), but for input that is not a terminal, which is read to its
// end; unseen says the terminal did not show it (the view read the keys
// in raw mode, and showed none after it ended). last says the program
// ends with the view.
func viewTerminal(o options, t *table.Table, seat tui.Seat, stdin *os.File, stdout, stderr io.Writer, v *voice.Voice, notices []string, later chan string, rest []byte, last bool) (left []byte, unseen bool, status int) {
	stop, release := console.StopSignals()
	defer release()
	var err error
	switch out, outIsFile := stdout.(*os.File); {
	case !console.IsTerminal(stdin):
		if o.view == "board" {
			fmt.Fprintln(stderr, "anna: "+o.book.BoardNeedsTerminal().Text())
		}
		err = (&tui.Plain{Table: t, Client: seat, In: after(rest, stdin), Out: stdout, Voice: v, Echo: true,
			Notices: notices, Later: later, Stop: stop}).Run()
	case o.view == "board":
		left, err = boardView(o.look, t, seat, v, stdin, stdout, notices, later, stop, rest)
		unseen = true
	case !outIsFile || !console.IsTerminal(out) || os.Getenv("TERM") == "dumb":
		left, err = plainTerminal(t, seat, stdin, stdout, v, notices, later, stop, rest)
	default:
		left, err = lineView(t, seat, stdin, out, v, notices, later, stop, rest, last)
		unseen = true
	}
	if err != nil {
		fmt.Fprintln(stderr, "anna: "+inLang(o.book, err))
		return left, unseen, 1
	}
	return left, unseen, 0
}

// after is what was typed ahead, then in.
func after(rest []byte, in io.Reader) io.Reader {
	if len(rest) == 0 {
		return in
	}
	return io.MultiReader(bytes.NewReader(rest), in)
}

// plainTerminal runs the plain view on a terminal that edits the line
// itself (cooked mode); its reading stops with the view, so that the next
// line typed is the next reader's.
func plainTerminal(t *table.Table, seat tui.Seat, stdin *os.File, stdout io.Writer, v *voice.Voice, notices []string, later chan string, stop <-chan struct{}, rest []byte) ([]byte, error) {
	cr, err := console.Cancellable(stdin)
	if err != nil { // no way to stop its reading: the input is the view's to its end
		return nil, (&tui.Plain{Table: t, Client: seat, In: after(rest, stdin), Out: stdout, Voice: v,
			Notices: notices, Later: later, Stop: stop, HideEcho: console.HideEcho(stdin)}).Run()
	}
	view := &tui.Plain{Table: t, Client: seat, In: after(rest, cr), Out: stdout, Voice: v,
		Notices: notices, Later: later, Stop: stop, HideEcho: console.HideEcho(stdin)}
	err = view.Run()
	cr.Cancel()
	left := view.Unread() // the reading has stopped: the cancel is not lost
	cr.Close()
	return left, err
}

// lineView runs the line view with the terminal in raw mode: anna echoes
// what is typed, and nothing but whole lines and the prompt is written.
// The terminal's settings are put back at the end. It returns the keys
// the view did not take, as lines. last: the program ends with the view,
// and the view's last lines (Game saved. Goodbye.) are given a moment to
// be read off the terminal (a screen reader's terminal lost them when the
// program ended at once); keys typed meanwhile are kept all the same.
func lineView(t *table.Table, seat tui.Seat, stdin, stdout *os.File, v *voice.Voice, notices []string, later chan string, stop <-chan struct{}, rest []byte, last bool) ([]byte, error) {
	fd := int(stdin.Fd())
	saved, err := term.MakeRaw(fd)
	if err != nil {
		return nil, part(speech.CLITerminalRaw, err)
	}
	defer term.Restore(fd, saved)
	defer console.VTOutput(stdout)()
	cr, err := console.Cancellable(stdin)
	if err != nil {
		return nil, err
	}
	in := console.NewKeyInput(cr)
	cols := console.ColumnsOf(stdout)
	view := &tui.LineView{Table: t, Client: seat, Opens: t != nil, In: after(rest, in), Out: stdout, Voice: v,
		Notices: notices, Later: later, Stop: stop, Columns: cols}
	err = view.Run()
	if last {
		time.Sleep(lastLinesRead)
	}
	in.Stop() // the key reader stops with the view
	return view.Unread(), err
}

// lastLinesRead is how long the line view's last lines are given to be
// read off the terminal before the program ends.
const lastLinesRead = 300 * time.Millisecond
