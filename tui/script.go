package tui

import (
	"bufio"
	"fmt"
	"io"

	"github.com/anna-chess/anna/table"
)

// Script runs the line view without a terminal: it reads one command per
// line from In and writes the lines anna says to Out, the same lines the
// line view prints. It ends at the end of input or at "quit". While it
// waits for a line, the game's clock goes on: flag falls and time
// announcements are written when they happen.
type Script struct {
	Table  *table.Table
	Client *table.Client
	In     io.Reader
	Out    io.Writer
	Voice  Voice
	// Notices are lines printed first (the scoresheet's file name).
	Notices []string
	// Later carries lines that arrive while the script runs (an audio
	// device that failed); they are printed between commands.
	Later <-chan string
}

// Run plays the script to its end.
func (s *Script) Run() error {
	for _, n := range s.Notices {
		fmt.Fprintln(s.Out, n)
	}
	s.Table.Start()
	if s.show() {
		return nil
	}
	lines := make(chan string)
	errs := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(s.In)
		sc.Buffer(make([]byte, 64*1024), 1024*1024)
		for sc.Scan() {
			lines <- sc.Text()
		}
		errs <- sc.Err()
		close(lines)
	}()
	// A hosted game starts when both players sit down; the script's lines
	// wait for it.
	var ready <-chan string
	begun := s.Table.Begun()
	for {
		select {
		case <-begun:
			ready, begun = lines, nil
		case line, ok := <-ready:
			if !ok {
				return <-errs
			}
			s.Client.Do(line)
			if s.show() {
				return nil
			}
		case <-s.Client.Ready():
			if s.show() {
				return nil
			}
		case n := <-s.Later:
			fmt.Fprintln(s.Out, n)
		}
	}
}

// show writes and speaks what has arrived for this terminal; it reports
// whether the terminal is to close.
func (s *Script) show() bool {
	for _, e := range s.Client.Take() {
		for _, n := range e.Notices {
			fmt.Fprintln(s.Out, "  "+n)
		}
		for _, p := range e.Lines {
			fmt.Fprintln(s.Out, p.Text())
			s.Voice.Speak(p)
		}
		if e.Quit {
			return true
		}
	}
	return false
}
