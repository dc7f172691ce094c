package lobby

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/anna-chess/anna/internal/console"
	"github.com/muesli/cancelreader"
)

// lineFeed reads the lines typed while anna lichess waits for a game, and
// gives standard input back whole to the game's view when one starts: its
// reading is cancelled, and what it had read ahead is handed on.
type lineFeed struct {
	in    cancelreader.CancelReader
	br    *bufio.Reader
	lines chan typedLine
	eof   chan struct{} // closed at the end of the input
	done  chan struct{} // closed when the reading has stopped
	quit  chan struct{} // closed by stop
	once  sync.Once
	// unsent is a line read and not taken when the reading stopped.
	unsent string
	// afterCR: the last line ended with a carriage return: a newline
	// right after it belongs to it.
	afterCR bool
	// ahead is how many bytes of what was handed on are still to read:
	// a line read wholly from them was typed where nothing showed it (a
	// game's view that had ended, the terminal in raw mode).
	ahead int
}

// typedLine is a line read, and whether the terminal did not show it.
type typedLine struct {
	text   string
	unseen bool
}

// newFeed starts reading the lobby's input, after rest (what a view
// before it read ahead); unseen: the terminal did not show rest.
func (l *lobby) newFeed(rest []byte, unseen bool) *lineFeed {
	return newLineFeed(l.in, rest, unseen)
}

// newLineFeed starts reading lines from f, after rest; unseen: the
// terminal did not show rest.
func newLineFeed(f *os.File, rest []byte, unseen bool) *lineFeed {
	cr, err := console.Cancellable(f)
	if err != nil {
		cr = nil
	}
	var src io.Reader = f
	if cr != nil {
		src = cr
	}
	if len(rest) > 0 {
		src = io.MultiReader(bytes.NewReader(rest), src)
	}
	l := &lineFeed{in: cr, br: bufio.NewReader(src), lines: make(chan typedLine), ahead: -1, eof: make(chan struct{}),
		done: make(chan struct{}), quit: make(chan struct{})}
	if unseen {
		l.ahead = len(rest)
	}
	go l.read()
	return l
}

func (l *lineFeed) read() {
	defer close(l.done)
	for {
		line, err := l.line()
		if err != nil && !errors.Is(err, io.EOF) {
			l.unsent = line // a line begun, and the reading stopped: the next reader has it
			if !errors.Is(err, cancelreader.ErrCanceled) {
				close(l.eof)
			}
			return
		}
		if line != "" {
			unseen := l.ahead >= 0
			select {
			case l.lines <- typedLine{strings.TrimRight(line, "\r\n"), unseen}:
			case <-l.quit:
				l.unsent = line // read, and not taken: the next reader has it
				return
			}
		}
		if err != nil {
			close(l.eof)
			return
		}
	}
}

// line reads a line with its end: a newline, or a carriage return, as
// the keys typed ahead at a terminal in raw mode come back (its own line
// view's Enter, or the terminal's buffer when it is set back); a carriage
// return and a newline are one end. At the end of the input, the last
// line may have none.
func (l *lineFeed) line() (string, error) {
	var b []byte
	for {
		c, err := l.br.ReadByte()
		if err != nil {
			return string(b), err
		}
		l.ahead--
		afterCR := l.afterCR
		l.afterCR = false
		switch {
		case c == '\n' && afterCR && len(b) == 0:
			continue // the newline of a CR LF
		case c == '\r':
			l.afterCR = true
			return string(append(b, '\n')), nil
		}
		b = append(b, c)
		if c == '\n' {
			return string(b), nil
		}
	}
}

// stop ends the reading and returns what was read ahead and not taken.
func (l *lineFeed) stop() []byte {
	l.once.Do(func() { close(l.quit) })
	if l.in != nil {
		l.in.Cancel()
	}
	<-l.done
	n := l.br.Buffered()
	rest, _ := l.br.Peek(n)
	if l.in != nil {
		l.in.Close()
	}
	return append([]byte(l.unsent), rest...)
}
