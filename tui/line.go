package tui

import (
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// Line is the line view as a Bubble Tea model. It never redraws what it has
// printed: each announcement is printed once, above a single prompt line
// ("12. Black to move: "), which is all the program draws.
type Line struct {
	sess    *session.Session
	store   Store
	voice   Voice
	notices []string
	keys    lineKeys
	input   textinput.Model
	history []string
	histPos int
	version int
	outbox  []step // lines waiting to be printed, in order
	busy    bool   // a print is on the screen but not yet followed by a redraw
	tickGen int    // the clock tick that counts; older ones are stale
	started bool
	done    bool
}

// NoticeMsg is a line that arrives from outside the game (an audio device
// that failed); the line view prints it.
type NoticeMsg string

type (
	// saveFailedMsg reports a failed save back to the view.
	saveFailedMsg struct{ err error }
	// queueMsg carries steps to print once the saves before them are done.
	queueMsg []step
	// printedMsg says that the last print has had time to be drawn.
	printedMsg struct{}
	// clockMsg wakes the view when the clock needs attention.
	clockMsg struct{ gen int }
)

// FPS is how often the line view's prompt may be redrawn: 30 frames a second
// keeps typing smooth, and an idle view costs well under 1% of a core.
const FPS = 30

// printGap is how long the view waits between two prints. Bubble Tea loses
// a line printed before the screen has been redrawn since the line before,
// so prints are kept two frames apart.
const printGap = 2*time.Second/FPS + 5*time.Millisecond

// NewLine makes the line view for a session. Notices are printed first.
func NewLine(sess *session.Session, store Store, voice Voice, notices []string) *Line {
	in := textinput.New()
	in.CharLimit = 500
	// Plain text and the terminal's own cursor: a screen reader follows the
	// real cursor, and colours mean nothing on a braille display.
	in.SetStyles(textinput.Styles{})
	in.SetVirtualCursor(false)
	in.Focus()
	return &Line{sess: sess, store: store, voice: voice, notices: notices, keys: newLineKeys(), input: in}
}

// Init waits for the terminal's size before printing anything: lines
// printed above the prompt before the renderer knows the screen are lost.
func (m *Line) Init() tea.Cmd { return nil }

// start prints the notices and the opening of the game.
func (m *Line) start() tea.Cmd {
	m.started = true
	var sts []step
	for _, n := range m.notices {
		sts = append(sts, step{text: n})
	}
	return tea.Batch(m.sequence(append(sts, steps(m.sess.Start())...)), m.schedule())
}

// schedule asks for a clock tick at the clock's next moment (a flag fall or
// a time announcement); no moment, no tick, so an idle view uses no time.
func (m *Line) schedule() tea.Cmd {
	m.tickGen++
	d, ok := m.sess.UntilNextEvent()
	if !ok {
		return nil
	}
	gen := m.tickGen
	return tea.Tick(d, func(time.Time) tea.Msg { return clockMsg{gen} })
}

func (m *Line) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		return m, m.key(msg)
	case tea.WindowSizeMsg:
		if !m.started {
			return m, m.start()
		}
		return m, nil
	case NoticeMsg:
		return m, m.queue([]step{{text: string(msg)}})
	case saveFailedMsg:
		return m, m.queue(saveFailed(m.sess.Book(), m.store, msg.err))
	case queueMsg:
		return m, m.queue(msg)
	case printedMsg:
		m.busy = false
		return m, m.print()
	case clockMsg:
		if msg.gen != m.tickGen {
			return m, nil
		}
		return m, tea.Batch(m.perform(m.sess.Tick()), m.schedule())
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return m, cmd
}

func (m *Line) key(msg tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.keys.Enter):
		return m.enter()
	case key.Matches(msg, m.keys.Quit):
		return m.perform(m.sess.Handle("quit"))
	case key.Matches(msg, m.keys.Previous):
		m.recall(-1)
		return nil
	case key.Matches(msg, m.keys.Next):
		m.recall(+1)
		return nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

// enter hands the typed line to the session.
func (m *Line) enter() tea.Cmd {
	line := m.input.Value()
	m.input.Reset()
	if strings.TrimSpace(line) != "" {
		m.history = append(m.history, line)
	}
	m.histPos = len(m.history)
	return tea.Batch(m.perform(m.sess.Handle(line)), m.schedule())
}

// recall puts an earlier (or later) typed line back into the prompt.
func (m *Line) recall(dir int) {
	pos := m.histPos + dir
	if pos < 0 || pos > len(m.history) {
		return
	}
	m.histPos = pos
	if pos == len(m.history) {
		m.input.Reset()
		return
	}
	m.input.SetValue(m.history[pos])
	m.input.CursorEnd()
}

// perform carries out session outputs in order: each save runs (as a
// command, off the update loop) before the lines after it are queued.
func (m *Line) perform(outs []session.Output) tea.Cmd {
	return m.sequence(steps(outs))
}

func (m *Line) sequence(sts []step) tea.Cmd {
	var cmds []tea.Cmd
	var pending []step
	flush := func() {
		if len(pending) > 0 {
			q := queueMsg(pending)
			cmds = append(cmds, func() tea.Msg { return q })
			pending = nil
		}
	}
	for _, st := range sts {
		if !st.save {
			pending = append(pending, st)
			continue
		}
		flush()
		m.version++
		v, docs, store := m.version, m.sess.Documents(), m.store
		cmds = append(cmds, func() tea.Msg {
			if err := store.Save(v, docs); err != nil {
				return saveFailedMsg{err}
			}
			return nil
		})
	}
	flush()
	return tea.Sequence(cmds...)
}

// queue adds steps to the outbox and prints if the screen is free.
func (m *Line) queue(sts []step) tea.Cmd {
	m.outbox = append(m.outbox, sts...)
	if m.busy {
		return nil
	}
	return m.print()
}

// print prints every line waiting in the outbox as one block, speaks them,
// and waits a moment before the next block; at a quit step it quits.
func (m *Line) print() tea.Cmd {
	var lines []string
	var phrases []speech.Phrase
	quit := false
	for len(m.outbox) > 0 && !quit {
		st := m.outbox[0]
		m.outbox = m.outbox[1:]
		if st.quit {
			quit = true
			break
		}
		lines = append(lines, st.text)
		if st.phrase != nil {
			phrases = append(phrases, *st.phrase)
		}
	}
	var cmds []tea.Cmd
	if len(lines) > 0 {
		m.busy = true
		voice := m.voice
		cmds = append(cmds,
			tea.Println(strings.Join(lines, "\n")),
			func() tea.Msg {
				for _, p := range phrases {
					voice.Speak(p)
				}
				return nil
			},
			tea.Tick(printGap, func(time.Time) tea.Msg { return printedMsg{} }))
	}
	if quit {
		m.done = true
		cmds = append(cmds, tea.Tick(printGap, func(time.Time) tea.Msg { return tea.QuitMsg{} }))
	}
	return tea.Sequence(cmds...)
}

func (m *Line) View() tea.View {
	if m.done {
		return tea.NewView("")
	}
	in := m.input
	in.Prompt = m.sess.Prompt().Text() + ": "
	v := tea.NewView(in.View())
	v.Cursor = in.Cursor()
	return v
}

// outboxDone reports whether every queued line has been printed (tests).
func (m *Line) outboxDone() bool { return len(m.outbox) == 0 }
