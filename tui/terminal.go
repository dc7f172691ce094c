package tui

import (
	"bytes"
	"io"
	"os"
	"time"

	"golang.org/x/term"

	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/table"
)

// Terminal is a seat's view on this process's own terminal, in the view
// that suits it:
//   - In is not a terminal (a script, a pipe): plain lines, the lines
//     read echoed after the prompt, to the end of the input;
//   - Board (--view board): the board view;
//   - Out is not a terminal (anna | tee log) or TERM=dumb: plain lines,
//     the terminal edits the line (cooked mode);
//   - otherwise the line view, the terminal in raw mode.
//
// The seat is a client at Table, or (Table nil) a seat at a host's table
// taken with anna join: the same views.
type Terminal struct {
	Table   *table.Table
	Seat    Seat
	In      *os.File
	Out     io.Writer
	Voice   Voice
	Notices []string
	Later   chan string
	Stop    <-chan struct{} // a signal: save and quit
	Board   bool            // --view board
	Look    Look            // the board view's --theme and --pieces
	// Rest is what was typed ahead for the view (anna lichess's lobby
	// read it). Last says the program ends with the view.
	Rest []byte
	Last bool
}

// RawModeError is a terminal that could not be put in raw mode.
type RawModeError struct{ Err error }

func (e *RawModeError) Error() string { return "tui: raw mode: " + e.Err.Error() }
func (e *RawModeError) Unwrap() error { return e.Err }

// Run runs the view until its player quits. It returns what was typed at
// the terminal and not taken by the view (keys typed ahead after quit, for
// the lobby), but for input that is not a terminal, which is read to its
// end; unseen says the terminal did not show it (the view read the keys
// in raw mode, and showed none after it ended).
func (v Terminal) Run() (left []byte, unseen bool, err error) {
	switch out, outIsFile := v.Out.(*os.File); {
	case !console.IsTerminal(v.In):
		err = (&Plain{Table: v.Table, Client: v.Seat, In: after(v.Rest, v.In), Out: v.Out, Voice: v.Voice, Echo: true,
			Notices: v.Notices, Later: v.Later, Stop: v.Stop}).Run()
	case v.Board:
		left, err = v.boardView()
		unseen = true
	case !outIsFile || !console.IsTerminal(out) || os.Getenv("TERM") == "dumb":
		left, err = v.plain()
	default:
		left, err = v.lineView(out)
		unseen = true
	}
	return left, unseen, err
}

// after is what was typed ahead, then in.
func after(rest []byte, in io.Reader) io.Reader {
	if len(rest) == 0 {
		return in
	}
	return io.MultiReader(bytes.NewReader(rest), in)
}

// plain runs the plain view on a terminal that edits the line itself
// (cooked mode); its reading stops with the view, so that the next line
// typed is the next reader's.
func (v Terminal) plain() ([]byte, error) {
	cr, err := console.Cancellable(v.In)
	if err != nil { // no way to stop its reading: the input is the view's to its end
		return nil, (&Plain{Table: v.Table, Client: v.Seat, In: after(v.Rest, v.In), Out: v.Out, Voice: v.Voice,
			Notices: v.Notices, Later: v.Later, Stop: v.Stop, HideEcho: console.HideEcho(v.In)}).Run()
	}
	view := &Plain{Table: v.Table, Client: v.Seat, In: after(v.Rest, cr), Out: v.Out, Voice: v.Voice,
		Notices: v.Notices, Later: v.Later, Stop: v.Stop, HideEcho: console.HideEcho(v.In)}
	err = view.Run()
	cr.Cancel()
	left := view.Unread() // the reading has stopped: the cancel is not lost
	cr.Close()
	return left, err
}

// lineView runs the line view with the terminal in raw mode: anna echoes
// what is typed, and nothing but whole lines and the prompt is written.
// The terminal's settings are put back at the end. It returns the keys
// the view did not take, as lines. Last: the program ends with the view,
// and the view's last lines (Game saved. Goodbye.) are given a moment to
// be read off the terminal (a screen reader's terminal lost them when the
// program ended at once); keys typed meanwhile are kept all the same.
func (v Terminal) lineView(out *os.File) ([]byte, error) {
	fd := int(v.In.Fd())
	saved, err := term.MakeRaw(fd)
	if err != nil {
		return nil, &RawModeError{err}
	}
	defer term.Restore(fd, saved)
	defer console.VTOutput(out)()
	cr, err := console.Cancellable(v.In)
	if err != nil {
		return nil, err
	}
	in := console.NewKeyInput(cr)
	view := &LineView{Table: v.Table, Client: v.Seat, Opens: v.Table != nil, In: after(v.Rest, in), Out: out, Voice: v.Voice,
		Notices: v.Notices, Later: v.Later, Stop: v.Stop, Columns: console.ColumnsOf(out)}
	err = view.Run()
	if v.Last {
		time.Sleep(lastLinesRead)
	}
	in.Stop() // the key reader stops with the view
	return view.Unread(), err
}

// lastLinesRead is how long the line view's last lines are given to be
// read off the terminal before the program ends.
const lastLinesRead = 300 * time.Millisecond
