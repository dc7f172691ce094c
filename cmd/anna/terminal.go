package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/muesli/cancelreader"
	"golang.org/x/term"

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
	stop, release := stopSignals()
	defer release()
	var err error
	switch out, outIsFile := stdout.(*os.File); {
	case !isTerminal(stdin):
		if o.view == "board" {
			fmt.Fprintln(stderr, "anna: "+o.book.BoardNeedsTerminal().Text())
		}
		err = (&tui.Plain{Table: t, Client: seat, In: stdin, Out: stdout, Voice: v, Echo: true,
			Notices: notices, Later: later, Stop: stop}).Run()
	case o.view == "board":
		err = boardView(o.look, t, seat, v, stdin, stdout, notices, later, stop)
	case !outIsFile || !isTerminal(out) || os.Getenv("TERM") == "dumb":
		err = (&tui.Plain{Table: t, Client: seat, In: stdin, Out: stdout, Voice: v,
			Notices: notices, Later: later, Stop: stop}).Run()
	default:
		err = lineView(t, seat, stdin, out, v, notices, later, stop)
	}
	if err != nil {
		fmt.Fprintf(stderr, "anna: %v\n", err)
		return 1
	}
	return 0
}

// lineView runs the line view with the terminal in raw mode: anna echoes
// what is typed, and nothing but whole lines and the prompt is written.
// The terminal's settings are put back at the end.
func lineView(t *table.Table, seat tui.Seat, stdin, stdout *os.File, v *voice, notices []string, later chan string, stop <-chan struct{}) error {
	fd := int(stdin.Fd())
	saved, err := term.MakeRaw(fd)
	if err != nil {
		return fmt.Errorf("the terminal cannot be set up for typing: %w", err)
	}
	defer term.Restore(fd, saved)
	cr, err := cancelreader.NewReader(stdin)
	if err != nil {
		return err
	}
	in := &keyInput{in: cr, idle: make(chan struct{}, 1)}
	defer in.stop() // the key reader stops with the view
	cols := func() int {
		w, _, err := term.GetSize(int(stdout.Fd()))
		if err != nil {
			return 0
		}
		return w
	}
	view := &tui.LineView{Table: t, Client: seat, Opens: t != nil, In: in, Out: stdout, Voice: v,
		Notices: notices, Later: later, Stop: stop, Columns: cols}
	err = view.Run()
	time.Sleep(300 * time.Millisecond)
	return err
}

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

// boardView runs the board view (Bubble Tea) on this terminal. It ends,
// saving the game as quit does, when a signal asks it to (stop: Ctrl+C
// made a signal, kill, SIGHUP from a closed terminal) or when the
// terminal's input ends (EOF, or EIO once the terminal is gone): Bubble
// Tea's reader takes either as the quiet end of its input, and the view
// went on drawing for nobody.
func boardView(look boardLook, t *table.Table, seat tui.Seat, v tui.Voice, stdin *os.File, stdout io.Writer, notices []string, later chan string, stop <-chan struct{}) error {
	in := &endingInput{File: stdin, ended: make(chan struct{})}
	prog := tea.NewProgram(look.localBoard(t, seat, v, notices), tea.WithInput(in), tea.WithOutput(stdout), tea.WithFPS(tui.BoardFPS))
	done := make(chan struct{})
	defer close(done)
	go func() {
		ended := in.ended
		for {
			select {
			case n := <-later:
				prog.Send(tui.NoticeMsg(n))
			case <-stop:
				stop = nil
				prog.Send(tui.StopMsg{})
			case <-ended:
				ended = nil
				prog.Send(tui.StopMsg{})
			case <-done:
				return
			}
		}
	}()
	_, err := prog.Run()
	if in.gone() {
		return nil // the terminal went; the game is saved
	}
	return err
}

// endingInput is a terminal's input that tells when it ends.
type endingInput struct {
	*os.File // the terminal: Bubble Tea puts it in raw mode
	ended    chan struct{}
	once     sync.Once
	closed   atomic.Bool
}

func (e *endingInput) Read(p []byte) (int, error) {
	n, err := e.File.Read(p)
	if errors.Is(err, io.EOF) || errors.Is(err, syscall.EIO) {
		e.once.Do(func() { e.closed.Store(true); close(e.ended) })
	}
	return n, err
}

// gone reports whether the input has ended.
func (e *endingInput) gone() bool { return e.closed.Load() }

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
