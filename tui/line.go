package tui

import (
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// Line is the line view as a Bubble Tea model. It never redraws what it has
// printed: each announcement is printed once, above a single prompt line
// ("12. Black to move: "), which is all the program draws.
type Line struct {
	table   *table.Table
	client  *table.Client
	opens   bool // this view opens the game (the first terminal at the table)
	voice   Voice
	notices []string
	keys    lineKeys
	typing
	prompt  string
	outbox  []step // lines waiting to be printed, in order
	busy    bool   // a print is on the screen but not yet followed by a redraw
	started bool
	fps     int
}

// step is one thing the view prints: a line, spoken or not, or the end.
type step struct {
	text   string
	phrase *speech.Phrase // spoken when not nil
	quit   bool
}

type (
	// eventsMsg brings what the table said to this terminal.
	eventsMsg []table.Event
	// goneMsg: the client has left the table.
	goneMsg struct{}
	// printedMsg says that the last print has had time to be drawn.
	printedMsg struct{}
	// NoticeMsg is a line from outside the game (an audio device that
	// failed); the line view prints it.
	NoticeMsg string
)

// FPS is how often the line view's prompt may be redrawn: 30 frames a second
// keeps typing smooth, and an idle view costs well under 1% of a core.
const FPS = 30

// printGap is how long the view waits between two prints. Bubble Tea loses
// a line printed before the screen has been redrawn since the line before,
// so prints are kept two frames apart.
func (m *Line) printGap() time.Duration {
	return 2*time.Second/time.Duration(m.fps) + 5*time.Millisecond
}

// WithFPS tells the view the frame rate its program runs at (FPS unless
// set), which paces its prints.
func (m *Line) WithFPS(fps int) *Line {
	if fps > 0 {
		m.fps = fps
	}
	return m
}

// NewLine makes the line view for a client at a table. If opens is true
// the view opens the game when it starts. Notices are printed first.
func NewLine(t *table.Table, c *table.Client, opens bool, voice Voice, notices []string) *Line {
	in := textinput.New()
	in.CharLimit = 500
	// Plain text and the terminal's own cursor: a screen reader follows the
	// real cursor, and colours mean nothing on a braille display.
	in.SetStyles(textinput.Styles{})
	in.SetVirtualCursor(false)
	in.Focus()
	m := &Line{table: t, client: c, opens: opens, voice: voice, notices: notices, keys: newLineKeys(), typing: newTyping(in, c), fps: FPS}
	return m
}

// Init waits for the terminal's size before printing anything: lines
// printed above the prompt before the renderer knows the screen are lost.
func (m *Line) Init() tea.Cmd { return nil }

// start prints the notices, opens the game if this view does, and listens
// to the table.
func (m *Line) start() tea.Cmd {
	m.started = true
	var sts []step
	for _, n := range m.notices {
		sts = append(sts, step{text: n})
	}
	return tea.Batch(m.queue(sts), join(m.table, m.client, m.opens))
}

// join opens the game if this view does, and listens to the table.
func join(t *table.Table, c *table.Client, opens bool) tea.Cmd {
	if !opens {
		return listen(c)
	}
	return tea.Batch(func() tea.Msg { t.Start(); return nil }, listen(c))
}

// listen waits for the table's next events for a terminal.
func listen(c *table.Client) tea.Cmd {
	return func() tea.Msg {
		evs, ok := c.Next()
		if !ok {
			return goneMsg{}
		}
		return eventsMsg(evs)
	}
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
	case eventsMsg:
		return m, tea.Batch(m.events(msg), listen(m.client))
	case goneMsg:
		return m, m.queue([]step{{quit: true}})
	case NoticeMsg:
		return m, m.queue([]step{{text: string(msg)}})
	case printedMsg:
		m.busy = false
		return m, m.print()
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return m, cmd
}

// events takes what the table said: lines to print and speak, the picture
// for the prompt, perhaps the end.
func (m *Line) events(evs []table.Event) tea.Cmd {
	var sts []step
	for _, e := range evs {
		m.prompt = e.Picture.Prompt
		for _, n := range e.Notices {
			sts = append(sts, step{text: "  " + n})
		}
		for _, p := range e.Lines {
			sts = append(sts, step{text: p.Text(), phrase: &p})
		}
		if e.Quit {
			sts = append(sts, step{quit: true})
		}
	}
	return m.queue(sts)
}

func (m *Line) key(msg tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.keys.Enter):
		m.submit()
		return nil
	case key.Matches(msg, m.keys.Quit):
		m.send("quit")
		return nil
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
			tea.Tick(m.printGap(), func(time.Time) tea.Msg { return printedMsg{} }))
	}
	if quit && m.end() {
		cmds = append(cmds, tea.Tick(m.printGap(), func(time.Time) tea.Msg { return tea.QuitMsg{} }))
	}
	return tea.Sequence(cmds...)
}

func (m *Line) View() tea.View {
	if m.done {
		return tea.NewView("")
	}
	in := m.input
	in.Prompt = m.prompt + ": "
	v := tea.NewView(in.View())
	v.Cursor = in.Cursor()
	return v
}

// outboxDone reports whether every queued line has been printed (tests).
func (m *Line) outboxDone() bool { return len(m.outbox) == 0 }
