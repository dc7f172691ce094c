// Package console is this process's own terminal: whether a file is one,
// its width, its keys raw or its echo off, the console's modes on
// Windows, reads that can be stopped, and the signals that end a program.
// The views (tui) read and write through it; cmd/anna wires it.
package console

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/muesli/cancelreader"
	"golang.org/x/term"
)

// IsTerminal reports whether f is a terminal (not just any character
// device: /dev/null is one too).
func IsTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }

// ColumnsOf is the width of the terminal f, asked each time (it may be
// resized); 0 when it cannot be told.
func ColumnsOf(f *os.File) func() int {
	return func() int {
		w, _, err := term.GetSize(int(f.Fd()))
		if err != nil {
			return 0
		}
		return w
	}
}

// StopSignals turns the signals that end a program (Ctrl+C where the
// terminal makes it a signal, kill, a closed terminal) into a request to
// save and quit; a second one ends the program at once.
func StopSignals() (<-chan struct{}, func()) {
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

// KeyInput is the terminal's keys as the line view reads them. When the
// view ends, its reader is cancelled and waited for before the cancel
// reader is closed: closed at once, the cancel is lost (epoll drops the
// closed pipe before the waiting reader looks), and the reader, still
// waiting, takes the next line typed from whoever reads the terminal next
// (anna lichess's lobby after a game).
type KeyInput struct {
	in   cancelreader.CancelReader
	mu   sync.Mutex
	busy bool
	idle chan struct{} // signalled when a read returns
}

// NewKeyInput reads in until Stop.
func NewKeyInput(in cancelreader.CancelReader) *KeyInput {
	return &KeyInput{in: in, idle: make(chan struct{}, 1)}
}

func (k *KeyInput) Read(p []byte) (int, error) {
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

// Stop cancels the reading, waits for a read under way to return (a
// second at most), and closes the reader.
func (k *KeyInput) Stop() {
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
