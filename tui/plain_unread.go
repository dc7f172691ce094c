package tui

import (
	"bufio"
	"errors"
	"io"
	"strings"
)

// plainInput reads the plain view's lines, and keeps what it read and
// did not hand on when the view ended.
type plainInput struct {
	br     *bufio.Reader
	unsent string        // a line read and not taken, with its end
	done   chan struct{} // closed when the reading has stopped
}

// maxPlainLine is the longest line read: a longer one ends the input
// with bufio.ErrTooLong, as a bufio.Scanner of this size does.
const maxPlainLine = 1024 * 1024

// read hands on the lines read until the input ends (its error on errs,
// nil at its end, and lines closed) or stop is closed.
func (in *plainInput) read(lines chan<- string, errs chan<- error, stop <-chan struct{}) {
	defer close(in.done)
	for {
		line, err := in.line()
		if line != "" && (err == nil || errors.Is(err, io.EOF)) {
			select {
			case lines <- strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r"):
			case <-stop:
				in.unsent = line
				return
			}
		} else if line != "" {
			in.unsent = line // begun, and the input stopped
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = nil
			}
			errs <- err
			close(lines)
			return
		}
	}
}

func (in *plainInput) line() (string, error) {
	var b []byte
	for {
		chunk, err := in.br.ReadSlice('\n')
		b = append(b, chunk...)
		if !errors.Is(err, bufio.ErrBufferFull) {
			return string(b), err
		}
		if len(b) > maxPlainLine {
			return "", bufio.ErrTooLong
		}
	}
}

// Unread is what the plain view read and did not take: the line it had
// read when it ended, and what it had read ahead. It waits until the
// reading has stopped: the caller ends the input first (closes the pipe,
// cancels the terminal's reader). Nil when the view read nothing.
func (p *Plain) Unread() []byte {
	if p.input == nil {
		return nil
	}
	<-p.input.done
	n := p.input.br.Buffered()
	ahead, _ := p.input.br.Peek(n)
	return append([]byte(p.input.unsent), ahead...)
}
