package tui

import (
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/internal/termkeys"
	"github.com/anna-chess/anna/internal/termsize"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// Board is the board view, for a sighted player: the board from the
// player's side with the last move marked, both clocks, whose turn it is,
// the scoresheet, and every announcement as text (D.2.11: a player who
// cannot hear reads what is spoken). Moves are typed as in the line view,
// or made with the arrow keys and Enter on the from- and to-square.
type Board struct {
	table *table.Table // nil for a seat over the network (anna join)
	seat  Seat
	opens bool
	// voice speaks what the view shows, and faster, slower, louder and
	// softer tune it; nil: the view is silent (at home, and over ssh).
	voice Voice
	keys  boardKeys
	// words are the language and names the view's own words (keys, the
	// input's hint) are in: lang typed at the seat changes them.
	words speech.Phrasebook
	help  help.Model
	typing

	pic  session.Picture
	log  []string // what was said and noticed, oldest first
	logv logView  // where the log is scrolled to
	pick picker
	hint string // a word from the view itself ("Nothing stands on e3.")
	// tooLong: a line went past the limit and was dropped; the text that
	// follows it is dropped too, up to Enter or any other key.
	tooLong bool
	full    bool // the full key help is shown
	// keysTop is the first line of the key help shown, keysRows the rows
	// it had: PgUp and PgDn page through it while it is shown.
	keysTop, keysRows int
	pieces            Pieces
	theme             *Theme
	profile           colorprofile.Profile
	width             int
	height            int
	sized             bool // the terminal's size is known
	zoom              int  // the square height chosen with + and -; 0: the biggest that fits
	draw              *drawer
	looks             looks // the styles' escape sequences in the theme
	// rev counts the changes to what the panel shows (a picture, the log,
	// the size, the help), so that a frame for a key press or a clock
	// tick reuses the panel drawn before.
	rev  int
	kept kept

	// now reads the time for the running clock; tests fix it.
	now       func() time.Time
	tickGen   int // only the newest clock tick redraws
	startCmds []tea.Cmd
}

// BoardFPS is the frame rate for the board view (tea.WithFPS). Bubble Tea
// draws only on its frame ticks, and a move must reach the other player's
// screen within 10 ms: at 120 frames a second, Bubble Tea's most, a frame
// waits 8.3 ms at worst. An idle view draws nothing (the ticks find no
// change).
const BoardFPS = 120

type (
	// clockTickMsg redraws the running clock; gen tells the newest apart.
	clockTickMsg struct{ gen int }
)

// NewBoard makes the board view for a seat: a client at table t, or (t
// nil) a seat at a host's table taken with anna join. If opens is true
// the view opens the game when it starts. Notices start the log.
func NewBoard(t *table.Table, c Seat, opens bool, notices []string) *Board {
	in := textinput.New()
	in.CharLimit = lineedit.MaxLine
	in.Prompt = "> "
	in.Placeholder = c.Book().View(textPlaceholder)
	in.SetVirtualCursor(false) // the terminal's own cursor: no blinking, no ticks when idle
	in.Focus()
	m := &Board{table: t, seat: c, opens: opens, keys: newBoardKeys(c.Book()), help: help.New(), typing: newTyping(in, c),
		pick: newPicker(), profile: colorprofile.TrueColor, now: time.Now, logv: newLogView()}
	m.words = c.Book()
	m.pic.LastFrom, m.pic.LastTo = rules.NoSquare, rules.NoSquare
	m.draw = newDrawer()
	m.SetTheme(defaultTheme)
	for _, n := range notices {
		m.addLog(n)
	}
	return m
}

// text is a text of the view in the language of the table.
func (m *Board) text(t speech.ViewText, args ...string) string {
	return m.seat.Book().View(t, args...)
}

// SetVoice has the view speak what it shows with v (before the program
// runs): anna join's board view speaks in the joiner's own voice.
func (m *Board) SetVoice(v Voice) { m.voice = v }

// SetPieces chooses how pieces are drawn (before the program runs).
func (m *Board) SetPieces(p Pieces) { m.pieces = p; m.rev++ }

// SetTheme chooses the colours (before the program runs); nil is the
// default theme.
func (m *Board) SetTheme(t *Theme) {
	if t == nil {
		t = defaultTheme
	}
	m.theme = t
	m.restyle()
}

// restyle draws everything anew in the theme, or without colours when
// the terminal has none: the input and help lines too.
func (m *Board) restyle() {
	t := m.theme
	if !m.colored() {
		t = defaultTheme // the terminal's own colours: none set
	}
	m.input.SetStyles(inputStyles(t))
	m.help.Styles = helpStyles(t)
	m.looks = makeLooks(m.theme, m.colored())
	m.kept = kept{}
	m.rev++
}

// Init opens the game if this view does, and listens to the table.
func (m *Board) Init() tea.Cmd { return join(m.table, m.seat, m.opens) }

func (m *Board) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		return m, m.key(msg)
	case tea.PasteMsg:
		if m.tooLongWith(msg.Content) {
			m.tooLong = false // a paste comes whole: what follows is typed
			return m, nil
		}
	case tea.WindowSizeMsg:
		m.resize(msg.Width, msg.Height)
		return m, nil
	case tea.ColorProfileMsg:
		m.profile = msg.Profile
		m.restyle()
		return m, nil
	case eventsMsg:
		return m, tea.Batch(m.events(msg), listen(m.seat))
	case goneMsg, stoppedMsg:
		return m, m.quit()
	case StopMsg:
		m.send("quit")
		return m, tea.Tick(stopWithin, func(time.Time) tea.Msg { return stoppedMsg{} })
	case NoticeMsg:
		m.addLog(string(msg))
		return m, nil
	case clockTickMsg:
		if msg.gen != m.tickGen {
			return m, nil
		}
		return m, m.tick()
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return m, cmd
}

// events takes what the table said: lines for the log, the new picture,
// perhaps the end.
func (m *Board) events(evs []table.Event) tea.Cmd {
	for _, e := range evs {
		for _, n := range e.Notices {
			m.addLog(n)
		}
		for _, p := range e.Lines {
			m.say(p)
		}
		for _, c := range e.Voice {
			if m.voice == nil {
				m.addLog(m.seat.Book().Say(keyNoVoice.Event()).Text()) // the board view is silent
				continue
			}
			m.say(m.voice.Tune(c, m.seat.Book()))
		}
		// Every event but a bare notice or quit carries a picture, and
		// every picture has a prompt.
		if e.Picture.Prompt != "" {
			m.pick.follow(&m.pic.Board, &e.Picture.Board)
			m.pic = shownPicture(e.Picture)
			m.hide(e.Picture.HiddenInput)
			m.rev++
		}
		if e.Quit {
			return m.quit()
		}
	}
	m.followWords()
	return m.tick()
}

// followWords writes the view's own words anew in the seat's language
// and names, when lang typed there changed them: the keys and the
// input's hint.
func (m *Board) followWords() {
	b := m.seat.Book()
	if b.Lang == m.words.Lang && b.Names == m.words.Names {
		return
	}
	m.words = b
	m.keys = newBoardKeys(b)
	m.promoting()
	m.input.Placeholder = b.View(textPlaceholder)
	m.kept = kept{}
	m.rev++
}

// say shows a line in the log, and speaks it if the view has a voice.
func (m *Board) say(p speech.Phrase) {
	m.addLog(p.Text())
	if m.voice != nil {
		m.voice.Speak(p)
	}
}

// tick schedules the next redraw of the running clock, when its shown
// time changes; none while no clock runs.
func (m *Board) tick() tea.Cmd {
	m.tickGen++
	c := m.pic.Clock
	if c == nil || c.Running == rules.NoColor || c.Paused || m.pic.Over || m.done {
		return nil
	}
	left := c.Left(c.Running, m.now())
	if left <= 0 {
		return nil
	}
	unit := time.Second
	if left <= 10*time.Second {
		unit = 100 * time.Millisecond
	}
	wait := left % unit // the shown time drops when left passes a whole unit
	if wait == 0 {
		wait = unit
	}
	gen := m.tickGen
	return tea.Tick(wait+time.Millisecond, func(time.Time) tea.Msg { return clockTickMsg{gen} })
}

func (m *Board) quit() tea.Cmd {
	if !m.end() {
		return nil
	}
	return tea.Quit
}

func (m *Board) key(msg tea.KeyPressMsg) tea.Cmd {
	if m.tooLong { // the rest of a line too long, cheaply: a paste sends key after key
		if m.tooLong = termkeys.IsText(uv.KeyPressEvent(msg)); m.tooLong || key.Matches(msg, m.keys.Enter) {
			return nil
		}
	}
	m.hint = ""
	if m.voice != nil {
		m.voice.Hush() // a key silences an answer being read, as in the line view
	}
	empty := m.input.Value() == ""
	switch {
	case key.Matches(msg, m.keys.Quit):
		m.send("quit")
	case key.Matches(msg, m.keys.Enter):
		m.enter()
	case key.Matches(msg, m.keys.Queen, m.keys.Rook, m.keys.Bishop, m.keys.Knight):
		m.promote(msg)
	case key.Matches(msg, m.keys.Cancel) && empty && m.pic.Asking && !m.pick.picking():
		m.send("cancel") // Esc leaves a question: no question is a trap
	case key.Matches(msg, m.keys.Cancel):
		m.pick.cancel()
		m.promoting()
	case empty && key.Matches(msg, m.keys.Help):
		m.full = !m.full
		m.rev++
	case empty && key.Matches(msg, m.keys.Up, m.keys.Down, m.keys.Left, m.keys.Right):
		m.arrow(msg)
	case empty && key.Matches(msg, m.keys.Bigger), key.Matches(msg, m.keys.CtrlBigger):
		m.zoomBy(+1)
	case empty && key.Matches(msg, m.keys.Smaller), key.Matches(msg, m.keys.CtrlSmaller):
		m.zoomBy(-1)
	case key.Matches(msg, m.keys.PageUp):
		m.scroll(-1)
	case key.Matches(msg, m.keys.PageDown):
		m.scroll(+1)
	case empty && key.Matches(msg, m.keys.First), key.Matches(msg, m.keys.CtrlFirst):
		m.scroll(-2)
	case empty && key.Matches(msg, m.keys.Last), key.Matches(msg, m.keys.CtrlLast):
		m.scroll(+2)
	case key.Matches(msg, m.keys.Previous):
		m.recall(-1)
	case key.Matches(msg, m.keys.Next):
		m.recall(+1)
	case m.tooLongWith(msg.Text):
	default:
		var cmd tea.Cmd
		m.input, cmd = m.input.Update(msg)
		return cmd
	}
	return nil
}

// arrow moves the board cursor; the first arrow shows it.
func (m *Board) arrow(msg tea.KeyPressMsg) {
	if !m.pick.on {
		m.pick.show(&m.pic)
		return
	}
	switch {
	case key.Matches(msg, m.keys.Up):
		m.pick.step(0, 1, m.pic.FromBlack)
	case key.Matches(msg, m.keys.Down):
		m.pick.step(0, -1, m.pic.FromBlack)
	case key.Matches(msg, m.keys.Left):
		m.pick.step(-1, 0, m.pic.FromBlack)
	case key.Matches(msg, m.keys.Right):
		m.pick.step(1, 0, m.pic.FromBlack)
	}
}

// enter sends the typed line; on an empty line with the cursor shown it
// picks the square instead. An empty line without the cursor goes to the
// table as it is (in a review it shows the next move).
func (m *Board) enter() {
	line := m.input.Value()
	if line == "" && m.pick.on {
		move, hint := m.pick.enter(&m.pic.Board, m.seat.Book())
		m.hint = hint
		m.promoting()
		if move != "" {
			m.send(move)
		}
		return
	}
	m.submit()
}

// promote completes a pawn's move to the last rank with the piece named.
func (m *Board) promote(msg tea.KeyPressMsg) {
	m.send(m.pick.promoteTo(m.keys.promoted(msg)))
	m.promoting()
}

// promoting turns the promotion keys on while a pawn waits for its piece.
func (m *Board) promoting() { m.keys.promoting(m.pick.promote != rules.NoSquare) }

// resize lays the screen out anew for the terminal's size, at most a
// size a person can read (termsize): the view's memory is bounded
// whatever the terminal claims.
func (m *Board) resize(w, h int) {
	w, h = termsize.Readable(w, h)
	m.width, m.height, m.sized = w, h, true
	m.rev++
	m.help.SetWidth(w)
	m.input.SetWidth(max(1, w-len(m.input.Prompt)-1))
}

// zoomBy makes the squares a size bigger (+1) or smaller (-1), within
// what the terminal holds with the panel, and says what it did.
func (m *Board) zoomBy(dir int) {
	if !m.sized {
		return
	}
	l := layoutFor(m.width, m.height, m.zoom)
	next := l.sqH + dir
	switch {
	case l.small:
		m.hint = m.text(textTooSmall)
		return
	case next > l.most:
		m.hint = m.text(textBiggest)
		return
	case next < 1:
		m.hint = m.text(textSmallest)
		return
	}
	m.zoom = next
	if next == l.most {
		m.zoom = 0 // the biggest, also when the terminal grows
	}
	m.rev++
	w, h := sizeText(layoutFor(m.width, m.height, m.zoom))
	m.hint = m.text(textSquares, w, h)
}
