package tui

import (
	"bufio"
	"fmt"
	"io"
	"time"

	"github.com/anna-chess/anna/session"
)

// Script runs the line view without a terminal: it reads one command per
// line from In and writes the lines anna says to Out, the same lines the
// line view prints. It ends at the end of input or at "quit".
type Script struct {
	Session *session.Session
	In      io.Reader
	Out     io.Writer
	Store   Store
	Voice   Voice
	// Notices are lines printed first (the scoresheet's file name).
	Notices []string
	// Later carries lines that arrive while the script runs (an audio
	// device that failed); they are printed between commands.
	Later <-chan string

	version int
}

// Run plays the script to its end.
func (s *Script) Run() error {
	for _, n := range s.Notices {
		s.println(n)
	}
	// The clock's next moment (a flag fall, a time announcement).
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	rearm := func() {
		if d, ok := s.Session.UntilNextEvent(); ok {
			timer.Reset(d)
		} else {
			timer.Stop()
		}
	}
	if s.do(s.Session.Start()) {
		return nil
	}
	rearm()
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
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				return <-errs
			}
			if s.do(s.Session.Handle(line)) {
				return nil
			}
			rearm()
		case <-timer.C:
			if s.do(s.Session.Tick()) {
				return nil
			}
			rearm()
		case n := <-s.Later:
			s.println(n)
		}
	}
}

// do carries out the outputs of one command; it reports whether to quit.
func (s *Script) do(outs []session.Output) bool {
	for _, st := range steps(outs) {
		switch {
		case st.save:
			s.version++
			if err := s.Store.Save(s.version, s.Session.Documents()); err != nil {
				for _, f := range saveFailed(s.Session.Book(), s.Store, err) {
					s.say(f)
				}
			}
		case st.quit:
			return true
		default:
			s.say(st)
		}
	}
	return false
}

func (s *Script) say(st step) {
	s.println(st.text)
	if st.phrase != nil {
		s.Voice.Speak(*st.phrase)
	}
}

func (s *Script) println(text string) { fmt.Fprintln(s.Out, text) }
