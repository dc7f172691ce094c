package tui

import (
	"bytes"
	"errors"
	"io"
	"sync"
	"syscall"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/internal/termkeys"
)

// boardView runs the board view (Bubble Tea) on this terminal. It ends,
// saving the game as quit does, when a signal asks it to (stop: Ctrl+C
// made a signal, kill, SIGHUP from a closed terminal) or when the
// terminal's input ends (EOF, or EIO once the terminal is gone).
//
// anna reads the terminal's keys itself and hands them to the program one
// by one, so that what was typed after quit is not lost with the program:
// the lines it typed and did not hand to the table, then the keys it was
// never given, are returned, for the reader after it (rest is typed into
// it first, as what was typed before it).
func (v Terminal) boardView() ([]byte, error) {
	stdin, stop, later, rest := v.In, v.Stop, v.Later, v.Rest
	if console.IsTerminal(stdin) {
		restore, err := console.KeysRaw(stdin)
		if err != nil {
			return nil, &RawModeError{err}
		}
		defer restore()
	}
	cr, err := console.Cancellable(stdin)
	if err != nil {
		return nil, err
	}
	defer cr.Close()
	keys := &terminalKeys{ended: make(chan struct{})}
	prog := tea.NewProgram(v.Look.localBoard(v.Table, v.Seat, v.Voice, v.Notices), tea.WithInput(nil), tea.WithOutput(v.Out),
		tea.WithFPS(BoardFPS), tea.WithFilter(keys.filter))
	done := make(chan struct{})
	go func() {
		ended := keys.ended
		for {
			select {
			case n := <-later:
				prog.Send(NoticeMsg(n))
			case <-stop:
				stop = nil
				prog.Send(StopMsg{})
			case <-ended:
				ended = nil
				prog.Send(StopMsg{})
			case <-done:
				return
			}
		}
	}()
	reading := make(chan struct{})
	go func() {
		defer close(reading)
		keys.typeIn(prog, rest)
		keys.read(prog, cr)
	}()
	model, err := prog.Run()
	close(done)
	cr.Cancel()
	<-reading
	if keys.gone {
		return nil, nil // the terminal went; the game is saved
	}
	var left []byte
	if b, ok := model.(interface{ Unread() []byte }); ok {
		left = b.Unread()
	}
	lines, begun := left, []byte(nil) // the keys never taken go on the line begun
	if i := bytes.LastIndexByte(left, '\n'); i < len(left)-1 {
		lines, begun = left[:i+1], left[i+1:]
	}
	return append(lines, keys.unread(string(begun))...), err
}

// terminalKeys are the terminal's keys on their way to the board view's
// program. Each is numbered; the program's filter notes the last it was
// given, and those after it were never taken.
type terminalKeys struct {
	ended chan struct{} // closed when the terminal's input ends
	gone  bool          // it ended (EOF, EIO): the terminal is gone

	mu    sync.Mutex
	sent  []uv.Event // the keys sent, in order
	given int        // how many of them the program has taken
}

// numberedKey is a key press with its number.
type numberedKey struct {
	n   int
	key uv.KeyPressEvent
}

// send hands an event to the program; it returns when the program has
// taken it, or has ended.
func (k *terminalKeys) send(prog *tea.Program, ev uv.Event) {
	key, ok := ev.(uv.KeyPressEvent)
	if !ok {
		prog.Send(ev) // a terminal's answer to the program's question
		return
	}
	k.mu.Lock()
	k.sent = append(k.sent, key)
	n := len(k.sent)
	k.mu.Unlock()
	prog.Send(numberedKey{n, key})
}

// filter notes each key the program takes, and gives it as a key press.
func (k *terminalKeys) filter(_ tea.Model, msg tea.Msg) tea.Msg {
	nk, ok := msg.(numberedKey)
	if !ok {
		return msg
	}
	k.mu.Lock()
	k.given = nk.n
	k.mu.Unlock()
	return tea.KeyPressMsg(nk.key)
}

// typeIn types rest, what was typed before the view, key by key.
func (k *terminalKeys) typeIn(prog *tea.Program, rest []byte) {
	for _, r := range string(rest) {
		switch r {
		case '\n', '\r':
			k.send(prog, uv.KeyPressEvent{Code: uv.KeyEnter})
		default:
			k.send(prog, uv.KeyPressEvent{Code: r, Text: string(r)})
		}
	}
}

// read hands the terminal's keys to the program until its reading is
// cancelled or the terminal's input ends.
func (k *terminalKeys) read(prog *tea.Program, in io.Reader) {
	err := termkeys.Read(in, func(ev uv.Event) bool {
		k.send(prog, ev)
		return true
	})
	if errors.Is(err, io.EOF) || errors.Is(err, syscall.EIO) {
		k.gone = true
		close(k.ended)
	}
}

// unread is what the keys the program never took type after begun, the
// line typed in it, as lines.
func (k *terminalKeys) unread(begun string) []byte {
	k.mu.Lock()
	defer k.mu.Unlock()
	return termkeys.Typed(begun, k.sent[k.given:])
}
