package tui

import (
	"strings"

	"charm.land/bubbles/v2/textinput"

	"github.com/anna-chess/anna/table"
)

// typing is the input line both views share: the lines typed before, to
// bring back, and the lines on their way to the table, handed over one at
// a time in the order typed.
type typing struct {
	input   textinput.Model
	history []string
	histPos int
	typed   chan string
	done    bool // the view has ended: nothing more goes to the table
}

func newTyping(in textinput.Model, c *table.Client) typing {
	ty := typing{input: in, typed: make(chan string, 1024)}
	go func(typed <-chan string) {
		for line := range typed {
			c.Do(line)
		}
	}(ty.typed)
	return ty
}

// submit takes the input line: it is remembered and sent.
func (ty *typing) submit() {
	line := ty.input.Value()
	ty.input.Reset()
	if strings.TrimSpace(line) != "" {
		ty.history = append(ty.history, line)
	}
	ty.histPos = len(ty.history)
	ty.send(line)
}

// send hands a line to the table.
func (ty *typing) send(line string) {
	if ty.done {
		return
	}
	select {
	case ty.typed <- line:
	default: // over a thousand lines typed ahead: the table is stuck; drop
	}
}

// recall puts an earlier (or later) typed line back into the input.
func (ty *typing) recall(dir int) {
	pos := ty.histPos + dir
	if pos < 0 || pos > len(ty.history) {
		return
	}
	ty.histPos = pos
	if pos == len(ty.history) {
		ty.input.Reset()
		return
	}
	ty.input.SetValue(ty.history[pos])
	ty.input.CursorEnd()
}

// end stops sending; it reports whether the view was still running.
func (ty *typing) end() bool {
	if ty.done {
		return false
	}
	ty.done = true
	close(ty.typed)
	return true
}
