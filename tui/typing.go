package tui

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"charm.land/bubbles/v2/textinput"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/words"
)

// typing is the input line both views share: the lines typed before, to
// bring back, and the lines on their way to the table, handed over one at
// a time in the order typed.
type typing struct {
	input   textinput.Model
	history []string
	histPos int
	out     *outbox
	done    bool // the view has ended: nothing more goes to the table
	hidden  bool // the line typed now is the arbiter's code
}

func newTyping(in textinput.Model, c Seat) typing {
	return typing{input: in, out: &outbox{client: c}}
}

// maxHistory is how many typed lines the view keeps to bring back.
const maxHistory = 500

// outbox hands typed lines to the table in order, off the view's own
// goroutine (Client.Do waits for the table). Its goroutine runs only while
// lines wait: a view that ends in any way (a dropped connection kills its
// program) leaves nothing running.
type outbox struct {
	client  Seat
	mu      sync.Mutex
	lines   []string
	running bool
	// unread: the lines typed after one that closed the view (quit), in
	// order; they are handed back, for the reader after the view.
	unread []string
}

func (o *outbox) put(line string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if seatEnded(o.client) {
		o.unread = append(o.unread, line)
		return
	}
	if len(o.lines) >= 1024 {
		return // over a thousand lines typed ahead: the table is stuck; drop
	}
	o.lines = append(o.lines, line)
	if !o.running {
		o.running = true
		go o.deliver()
	}
}

func (o *outbox) deliver() {
	for {
		o.mu.Lock()
		if len(o.lines) == 0 {
			o.running = false
			o.mu.Unlock()
			return
		}
		if seatEnded(o.client) { // the line before closed the view
			o.unread = append(o.unread, o.lines...)
			o.lines, o.running = nil, false
			o.mu.Unlock()
			return
		}
		line := o.lines[0]
		o.lines = o.lines[1:]
		o.mu.Unlock()
		o.client.Do(line)
	}
}

// hide says whether the line typed now is the arbiter's code: the input
// shows nothing of it, and it is not remembered; one half typed when the
// prompt changes is dropped.
func (ty *typing) hide(hidden bool) {
	if ty.hidden && !hidden {
		ty.input.Reset()
	}
	ty.hidden = hidden
	ty.input.EchoMode = textinput.EchoNormal
	if hidden {
		ty.input.EchoMode = textinput.EchoNone
	}
}

// submit takes the input line: it is remembered and sent.
func (ty *typing) submit() {
	line := ty.input.Value()
	ty.input.Reset()
	if strings.TrimSpace(line) != "" && !ty.hidden {
		ty.history = append(ty.history, line)
		if len(ty.history) > maxHistory {
			ty.history = slices.Delete(ty.history, 0, len(ty.history)-maxHistory)
		}
	}
	ty.histPos = len(ty.history)
	ty.send(line)
}

// send hands a line to the table; after the view has ended, it is kept
// for the reader after it.
func (ty *typing) send(line string) {
	if ty.done {
		ty.out.mu.Lock()
		ty.out.unread = append(ty.out.unread, line)
		ty.out.mu.Unlock()
		return
	}
	ty.out.put(line)
}

// seatEnded reports whether the table has told the seat to close its
// view (table.Client.Ended); a seat that cannot tell (over the network)
// never has.
func seatEnded(s Seat) bool {
	e, ok := s.(interface{ Ended() bool })
	return ok && e.Ended()
}

// Unread is what was typed at the view after the line that closed it
// (quit) and not taken: the lines, each ended by a newline, then the line
// being typed. Lines on their way to the table when it closed the view
// are among them: they were typed after quit. Call it when the view's
// program has ended.
func (ty *typing) Unread() []byte {
	var sb strings.Builder
	ty.out.mu.Lock()
	for _, l := range ty.out.unread {
		sb.WriteString(l + "\n")
	}
	for _, l := range ty.out.lines { // not delivered: they go nowhere now
		sb.WriteString(l + "\n")
	}
	ty.out.unread, ty.out.lines = nil, nil
	ty.out.mu.Unlock()
	if !ty.hidden { // a code half typed goes nowhere
		sb.WriteString(ty.input.Value())
	}
	return []byte(sb.String())
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
	return true
}

// tooLongWith refuses text that would take the input line past the
// editor's limit (lineedit.MaxLine), as the line view does: the line is
// dropped and the log says why; the text still coming with it, key after
// key, is dropped up to Enter.
func (m *Board) tooLongWith(text string) bool {
	if text == "" || !lineedit.OverLimit(utf8.RuneCountInString(m.input.Value()), text) {
		return false
	}
	m.input.Reset()
	m.tooLong = true
	m.addLog(m.seat.Book().Say(words.Key("line-too-long").Event()).Text())
	return true
}
