package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/muesli/cancelreader"
	"golang.org/x/term"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
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
func runTerminal(o options, t *table.Table, seat tui.Seat, stdin *os.File, stdout, stderr io.Writer, v *voice, notices []string, later chan string) int {
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
func viewTerminal(o options, t *table.Table, seat tui.Seat, stdin *os.File, stdout, stderr io.Writer, v *voice, notices []string, later chan string, rest []byte, last bool) (left []byte, unseen bool, status int) {
	stop, release := stopSignals()
	defer release()
	var err error
	switch out, outIsFile := stdout.(*os.File); {
	case !isTerminal(stdin):
		if o.view == "board" {
			fmt.Fprintln(stderr, "anna: "+o.book.BoardNeedsTerminal().Text())
		}
		err = (&tui.Plain{Table: t, Client: seat, In: after(rest, stdin), Out: stdout, Voice: v, Echo: true,
			Notices: notices, Later: later, Stop: stop}).Run()
	case o.view == "board":
		left, err = boardView(o.look, t, seat, v, stdin, stdout, notices, later, stop, rest)
		unseen = true
	case !outIsFile || !isTerminal(out) || os.Getenv("TERM") == "dumb":
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
func plainTerminal(t *table.Table, seat tui.Seat, stdin *os.File, stdout io.Writer, v *voice, notices []string, later chan string, stop <-chan struct{}, rest []byte) ([]byte, error) {
	cr, err := cancellable(stdin)
	if err != nil { // no way to stop its reading: the input is the view's to its end
		return nil, (&tui.Plain{Table: t, Client: seat, In: after(rest, stdin), Out: stdout, Voice: v,
			Notices: notices, Later: later, Stop: stop, HideEcho: hideEcho(stdin)}).Run()
	}
	view := &tui.Plain{Table: t, Client: seat, In: after(rest, cr), Out: stdout, Voice: v,
		Notices: notices, Later: later, Stop: stop, HideEcho: hideEcho(stdin)}
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
func lineView(t *table.Table, seat tui.Seat, stdin, stdout *os.File, v *voice, notices []string, later chan string, stop <-chan struct{}, rest []byte, last bool) ([]byte, error) {
	fd := int(stdin.Fd())
	saved, err := term.MakeRaw(fd)
	if err != nil {
		return nil, part(speech.CLITerminalRaw, err)
	}
	defer term.Restore(fd, saved)
	defer vtOutput(stdout)()
	cr, err := cancellable(stdin)
	if err != nil {
		return nil, err
	}
	in := &keyInput{in: cr, idle: make(chan struct{}, 1)}
	cols := columnsOf(stdout)
	view := &tui.LineView{Table: t, Client: seat, Opens: t != nil, In: after(rest, in), Out: stdout, Voice: v,
		Notices: notices, Later: later, Stop: stop, Columns: cols}
	err = view.Run()
	if last {
		time.Sleep(lastLinesRead)
	}
	in.stop() // the key reader stops with the view
	return view.Unread(), err
}

// lastLinesRead is how long the line view's last lines are given to be
// read off the terminal before the program ends.
const lastLinesRead = 300 * time.Millisecond

// keyInput is the terminal's keys as the line view reads them. When the
// view ends, its reader is cancelled and waited for before the cancel
// reader is closed: closed at once, the cancel is lost (epoll drops the
// closed pipe before the waiting reader looks), and the reader, still
// waiting, takes the next line typed from whoever reads the terminal next
// (anna lichess's lobby after a game).
type keyInput struct {
	in   cancelreader.CancelReader
	mu   sync.Mutex
	busy bool
	idle chan struct{} // signalled when a read returns
}

func (k *keyInput) Read(p []byte) (int, error) {
	k.mu.Lock()
	k.busy = true
	k.mu.Unlock()
	n, err := k.in.Read(p)
	k.mu.Lock()
	k.busy = false
	k.mu.Unlock()
	select {
	case k.idle <- struct{}{}:
	default:
	}
	return n, err
}

// stop cancels the reading, waits for a read under way to return (a
// second at most), and closes the reader.
func (k *keyInput) stop() {
	k.in.Cancel()
	deadline := time.After(time.Second)
	for {
		k.mu.Lock()
		busy := k.busy
		k.mu.Unlock()
		if !busy {
			break
		}
		select {
		case <-k.idle:
		case <-deadline:
			k.in.Close()
			return
		}
	}
	k.in.Close()
}

// stopSignals turns the signals that end a program (Ctrl+C where the
// terminal makes it a signal, kill, a closed terminal) into a request to
// save and quit; a second one ends the program at once.
func stopSignals() (<-chan struct{}, func()) {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		select {
		case <-sigs:
			close(stop)
		case <-done:
			return
		}
		select {
		case <-sigs:
			os.Exit(1) // everything completed is on disk already
		case <-done:
		}
	}()
	return stop, func() {
		signal.Stop(sigs)
		close(done)
	}
}

// isTerminal reports whether f is a terminal (not just any character
// device: /dev/null is one too).
func isTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }

// columnsOf is the width of the terminal f, asked each time (it may be
// resized); 0 when it cannot be told.
func columnsOf(f *os.File) func() int {
	return func() int {
		w, _, err := term.GetSize(int(f.Fd()))
		if err != nil {
			return 0
		}
		return w
	}
}
