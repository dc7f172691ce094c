package tui

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

// watched runs a board view and keeps the screen it drew last, so that a
// test can wait for what the player sees (the program's output is only
// the changes between two screens).
type watched struct {
	*Board
	mu    sync.Mutex
	last  string // the screen, without colours
	moves int    // the moves on the scoresheet it showed
	sent  string
	out   bytes.Buffer
}

func (w *watched) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := w.Board.Update(msg)
	return w, cmd
}

func (w *watched) View() tea.View {
	v := w.Board.View()
	w.mu.Lock()
	w.last = ansi.Strip(v.Content)
	w.moves = len(w.Board.pic.Moves)
	w.mu.Unlock()
	return v
}

// shown is the number of moves the last screen showed.
func (w *watched) shown() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.moves
}

// Read gives each new screen once, after a form feed, for teatest.WaitFor.
func (w *watched) Read(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.out.Len() == 0 && w.last != w.sent {
		w.sent = w.last
		w.out.WriteString("\f" + w.last)
	}
	if w.out.Len() == 0 {
		return 0, io.EOF
	}
	return w.out.Read(p)
}

// run starts a board view in a test program at 80x24 without colours.
func run(t *testing.T, m *Board) (*teatest.TestModel, *watched) {
	t.Helper()
	w := &watched{Board: m}
	tm := teatest.NewTestModel(t, w, teatest.WithInitialTermSize(80, 24),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.Ascii)))
	return tm, w
}

// waitScreen waits until the newest screen holds every text.
func waitScreen(t *testing.T, w *watched, texts ...string) {
	t.Helper()
	teatest.WaitFor(t, w, func(b []byte) bool {
		screen := b[bytes.LastIndexByte(b, '\f')+1:]
		for _, s := range texts {
			if !bytes.Contains(screen, []byte(s)) {
				return false
			}
		}
		return true
	}, teatest.WithDuration(15*time.Second), teatest.WithCheckInterval(time.Millisecond)) // CI runs every package at once on two cores
}

// finalScreen stops the program and returns its last screen.
func finalScreen(t *testing.T, tm *teatest.TestModel) string {
	t.Helper()
	tm.Quit()
	m := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*watched)
	return ansi.Strip(m.Board.View().Content)
}

func press(tm *teatest.TestModel, codes ...rune) {
	for _, c := range codes {
		tm.Send(tea.KeyPressMsg{Code: c})
	}
}

// still builds a board view for a client without running a program: the
// size and colour profile set, the table's waiting events taken.
func still(t testing.TB, tb *table.Table, c *table.Client, w, h int, p colorprofile.Profile) *Board {
	t.Helper()
	m := NewBoard(tb, c, false, nil)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	m.Update(tea.ColorProfileMsg{Profile: p})
	m.take()
	return m
}

// take hands the view every event waiting at its client.
func (m *Board) take() {
	if evs := m.seat.Take(); len(evs) > 0 {
		m.events(evs)
	}
}

func plain(m *Board) string { return ansi.Strip(m.View().Content) }

// twoSeats sets a table with White's and Black's terminals.
func twoSeats(t *testing.T, cfg session.Config) (tb *table.Table, white, black *table.Client, sess *session.Session) {
	t.Helper()
	sess, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tb = table.New(sess, &memoryStore{})
	if white, err = tb.Sit(session.WhiteSeat); err != nil {
		t.Fatal(err)
	}
	if black, err = tb.Sit(session.BlackSeat); err != nil {
		t.Fatal(err)
	}
	return tb, white, black, sess
}

// TestBoardTwoSeats: White and Black at their own terminals see each
// other's moves, each board from its own side; Black plays a move with the
// cursor keys. The screens are the goldens of the board view at 80x24.
func TestBoardTwoSeats(t *testing.T) {
	tb, wc, bc, sess := twoSeats(t, session.Config{})
	wtm, white := run(t, NewBoard(tb, wc, true, []string{"Scoresheet: /games/test.pgn"}))
	btm, black := run(t, NewBoard(tb, bc, false, nil))
	waitScreen(t, black, "New game", "1. White to move") // the picture given at Sit has the prompt already: wait for the start

	enter(wtm, "e4")
	waitScreen(t, black, "Bauer Eva vier", "1. Black to move")
	enter(btm, "e5")
	waitScreen(t, white, "Bauer Eva fuenf", "2. White to move")
	enter(wtm, "Springer Felix drei")
	waitScreen(t, black, "Springer Felix drei", "2. Black to move") // the input's hint names the move too
	// Nc6 with the cursor: it starts on Black's king (e8), drawn at the
	// bottom, with a-file on the right.
	press(btm, tea.KeyUp)                                              // show the cursor on e8
	press(btm, tea.KeyRight, tea.KeyRight, tea.KeyRight, tea.KeyEnter) // b8
	press(btm, tea.KeyLeft, tea.KeyUp, tea.KeyUp, tea.KeyEnter)        // c6
	waitScreen(t, white, "Springer Cesar sechs", "3. White to move")
	enter(wtm, "Bb5")
	waitScreen(t, white, "Laeufer Bella fuenf")
	waitScreen(t, black, "Laeufer Bella fuenf", "3. Black to move")

	if got := sans(sess); got != "e4 e5 Nf3 Nc6 Bb5" {
		t.Errorf("got moves %q, want e4 e5 Nf3 Nc6 Bb5", got)
	}
	t.Run("white", func(t *testing.T) { golden.RequireEqual(t, finalScreen(t, wtm)) })
	t.Run("black", func(t *testing.T) { golden.RequireEqual(t, finalScreen(t, btm)) })
}

// sans is the game's moves in SAN.
func sans(sess *session.Session) string {
	var out []string
	for _, p := range sess.Game().Plies() {
		out = append(out, p.SAN)
	}
	return strings.Join(out, " ")
}

// TestBoardCursorMove plays e2-e4 with the arrow keys and Enter on the
// from- and to-square.
func TestBoardCursorMove(t *testing.T) {
	tb, c, sess := sit(t, session.Config{}, &memoryStore{})
	tm, w := run(t, NewBoard(tb, c, true, nil))
	waitScreen(t, w, "New game", "1. White to move") // the picture given at Sit has the prompt already: wait for the start
	press(tm, tea.KeyDown)                           // the first arrow shows the cursor, on White's king
	// At 80x24 the squares are 5x2 cells; the piece stands on the lower
	// row, between the mark's columns.
	waitScreen(t, w, "┗ K ┛", "Cursor on e1")
	press(tm, tea.KeyUp, tea.KeyEnter)
	waitScreen(t, w, "e2 picked")
	press(tm, tea.KeyUp, tea.KeyUp)
	waitScreen(t, w, "▌ P ▐", "┗ . ┛")
	press(tm, tea.KeyEnter)
	waitScreen(t, w, "Bauer Eva vier", "┗ P ┛", "╰ . ╯", "1. Black to move")
	if got := sans(sess); got != "e4" {
		t.Errorf("got moves %q, want e4", got)
	}
	tm.Quit()
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
}

// TestBoardPromotionByCursor: a pawn moved to the last rank with the
// cursor asks for its piece; Enter takes a queen.
func TestBoardPromotionByCursor(t *testing.T) {
	for _, tc := range []struct {
		name string
		key  tea.KeyPressMsg
		want string
	}{
		{"knight", tea.KeyPressMsg{Code: 'n', Text: "n"}, "e8=N"},
		{"rook", tea.KeyPressMsg{Code: 'r', Text: "r"}, "e8=R"},
		{"enter", tea.KeyPressMsg{Code: tea.KeyEnter}, "e8=Q"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb, c, sess := sit(t, session.Config{FEN: "8/4P2p/8/8/8/8/k6P/4K3 w - - 0 1"}, &memoryStore{})
			tm, w := run(t, NewBoard(tb, c, true, nil))
			waitScreen(t, w, "New game", "1. White to move")                                          // the picture given at Sit has the prompt already: wait for the start
			press(tm, tea.KeyUp)                                                                      // the cursor on e1
			press(tm, tea.KeyUp, tea.KeyUp, tea.KeyUp, tea.KeyUp, tea.KeyUp, tea.KeyUp, tea.KeyEnter) // e7
			press(tm, tea.KeyUp, tea.KeyEnter)                                                        // e8
			waitScreen(t, w, "e7 to e8: which piece?", "q queen")
			tm.Send(tc.key)
			waitScreen(t, w, "1. "+tc.want, "1. Black to move")
			if got := sans(sess); got != tc.want {
				t.Errorf("got moves %q, want %s", got, tc.want)
			}
			tm.Quit()
			tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
		})
	}
}

// TestBoardQuit: quit typed, or Ctrl+C, saves and closes the view when the
// table says so; so does a client that has left the table.
func TestBoardQuit(t *testing.T) {
	for _, tc := range []struct {
		name string
		do   func(tm *teatest.TestModel, c *table.Client)
	}{
		{"typed", func(tm *teatest.TestModel, _ *table.Client) { enter(tm, "quit") }},
		{"ctrl+c", func(tm *teatest.TestModel, _ *table.Client) {
			tm.Send(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
		}},
		{"gone", func(_ *teatest.TestModel, c *table.Client) { c.Leave() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb, c, _ := sit(t, session.Config{}, &memoryStore{})
			tm, w := run(t, NewBoard(tb, c, true, nil))
			waitScreen(t, w, "New game", "1. White to move") // the picture given at Sit has the prompt already: wait for the start
			tc.do(tm, c)
			tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
		})
	}
}

// TestBoardArrowsEditText: with text in the input line, the arrows edit
// it and the board's cursor stays hidden.
func TestBoardArrowsEditText(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	for _, k := range []tea.KeyPressMsg{{Code: 'e', Text: "e"}, {Code: '4', Text: "4"}, {Code: tea.KeyLeft}, {Code: 'x', Text: "x"}, {Code: tea.KeyUp}} {
		m.Update(k)
	}
	if got := m.input.Value(); got != "ex4" {
		t.Errorf("got input %q, want ex4", got)
	}
	if m.pick.on {
		t.Error("the cursor was shown while text was typed")
	}
}

// TestBoardHelp: ? shows every key of the keymap, and again hides it; with
// text typed, ? is just typed.
func TestBoardHelp(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	m.Update(tea.KeyPressMsg{Code: '?', Text: "?"})
	// At 80x24 the help is longer than the panel: PgDn pages through it.
	screen := plain(m)
	if !strings.Contains(screen, "▼ more below: PgDn") {
		t.Errorf("no mark for the help's rest:\n%s", screen)
	}
	read := strings.Join(panelText(t, m), " ")
	for range 3 {
		m.Update(tea.KeyPressMsg{Code: tea.KeyPgDown})
		screen += plain(m)
		read += " " + strings.Join(panelText(t, m), " ")
	}
	keys := append(m.keys.promotions(), m.keys.Enter, m.keys.Arrows, m.keys.Cancel, m.keys.Quit, m.keys.Previous, m.keys.Next,
		m.keys.Zoom, m.keys.PageUp, m.keys.PageDown, m.keys.First, m.keys.Last)
	for _, b := range keys {
		if !strings.Contains(read, b.Help().Key) || !strings.Contains(read, b.Help().Desc) {
			t.Errorf("the key help lacks %q %q:\n%s", b.Help().Key, b.Help().Desc, screen)
		}
	}
	for _, s := range []string{"Marks: ┏ ┓ cursor, ▌ ▐ piece picked, ╭ ╮ last move, + + check.", "Springer Felix drei), and commands too (help)."} {
		if !strings.Contains(read, s) {
			t.Errorf("the key help lacks %q:\n%s", s, screen)
		}
	}
	m.Update(tea.KeyPressMsg{Code: '?', Text: "?"})
	if screen := plain(m); strings.Contains(screen, "Keys:") || !strings.Contains(screen, "Moves:") {
		t.Errorf("? again did not close the key help:\n%s", screen)
	}
	m.Update(tea.KeyPressMsg{Code: 'e', Text: "e"})
	m.Update(tea.KeyPressMsg{Code: '?', Text: "?"})
	if got := m.input.Value(); got != "e?" || m.full {
		t.Errorf("got input %q and help %v, want e? typed", got, m.full)
	}
}
