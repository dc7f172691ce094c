package tui

import (
	"bytes"
	"fmt"
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

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

// watched runs a board view and keeps the screen it drew last, so that a
// test can wait for what the player sees (the program's output is only
// the changes between two screens).
type watched struct {
	*Board
	mu   sync.Mutex
	last string // the screen, without colours
	sent string
	out  bytes.Buffer
}

func (w *watched) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := w.Board.Update(msg)
	return w, cmd
}

func (w *watched) View() tea.View {
	v := w.Board.View()
	w.mu.Lock()
	w.last = ansi.Strip(v.Content)
	w.mu.Unlock()
	return v
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
	if evs := m.client.Take(); len(evs) > 0 {
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
	waitScreen(t, black, "1. White to move")

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
	waitScreen(t, w, "1. White to move")
	press(tm, tea.KeyDown) // the first arrow shows the cursor, on White's king
	waitScreen(t, w, "[K]", "Cursor on e1")
	press(tm, tea.KeyUp, tea.KeyEnter)
	waitScreen(t, w, "e2 picked")
	press(tm, tea.KeyUp, tea.KeyUp)
	waitScreen(t, w, "<P>", "[.]")
	press(tm, tea.KeyEnter)
	waitScreen(t, w, "Bauer Eva vier", "[P]", "1. Black to move")
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
			waitScreen(t, w, "1. White to move")
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
			waitScreen(t, w, "1. White to move")
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
	screen := plain(m)
	for _, b := range append(m.keys.promotions(), m.keys.Enter, m.keys.Arrows, m.keys.Cancel, m.keys.Quit, m.keys.Previous, m.keys.Next) {
		if !strings.Contains(screen, b.Help().Key) || !strings.Contains(screen, b.Help().Desc) {
			t.Errorf("the key help lacks %q %q:\n%s", b.Help().Key, b.Help().Desc, screen)
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

// lines checks that a screen fits the terminal, and returns its lines.
func lines(t *testing.T, screen string, w, h int) []string {
	t.Helper()
	ls := strings.Split(screen, "\n")
	if len(ls) > max(h, 1) {
		t.Errorf("%dx%d: the screen has %d lines", w, h, len(ls))
	}
	for i, l := range ls {
		if n := ansi.StringWidth(l); n > max(w, 0) {
			t.Errorf("%dx%d: line %d is %d wide: %q", w, h, i, n, l)
		}
	}
	return ls
}

// TestBoardResize: the layout follows the terminal, to big squares and
// back, and each screen fills it exactly.
func TestBoardResize(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	tb.Start()
	m := still(t, tb, c, 80, 24, colorprofile.TrueColor)
	first := m.View().Content
	for _, size := range [][2]int{{120, 40}, {80, 24}, {100, 28}, {60, 20}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		ls := lines(t, m.View().Content, size[0], size[1])
		if len(ls) != size[1] {
			t.Errorf("%dx%d: %d lines, want the whole height", size[0], size[1], len(ls))
		}
		if !strings.Contains(ansi.Strip(m.View().Content), "1. White to move") {
			t.Errorf("%dx%d: no prompt", size[0], size[1])
		}
	}
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if big := ansi.Strip(m.View().Content); !strings.Contains(big, "   a      b   ") {
		t.Errorf("120x40 does not have big squares:\n%s", big)
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if m.View().Content != first {
		t.Error("80x24 after 120x40 differs from 80x24 before")
	}
}

// TestBoardNarrow: a terminal too small for the board asks to be made
// bigger, keeps the input line, and never draws past its edges.
func TestBoardNarrow(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	tb.Start()
	if got := NewBoard(tb, c, false, nil).View().Content; got != "" {
		t.Errorf("before its size is known the view draws %q", got)
	}
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	for _, size := range [][2]int{{0, 0}, {1, 1}, {2, 2}, {10, 3}, {40, 12}, {59, 24}, {80, 19}, {30, 60}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		ls := lines(t, plain(m), size[0], size[1])
		if size[0] >= 40 && size[1] >= 3 && !strings.Contains(ls[0], "Make the terminal at least 60 wide") {
			t.Errorf("%dx%d: got %q, want the size asked for", size[0], size[1], ls[0])
		}
	}
}

// TestBoardOrientation: Black sees h1 top left and a8 bottom right;
// White sees a8 top left.
func TestBoardOrientation(t *testing.T) {
	tb, wc, bc, _ := twoSeats(t, session.Config{})
	tb.Start()
	for _, tc := range []struct {
		c           *table.Client
		top, bottom string
	}{
		{wc, "8  r  n  b  q  k  b  n  r", "   a  b  c  d  e  f  g  h"},
		{bc, "1  R  N  B  K  Q  B  N  R", "   h  g  f  e  d  c  b  a"},
	} {
		ls := strings.Split(plain(still(t, tb, tc.c, 80, 24, colorprofile.Ascii)), "\n")
		if !strings.HasPrefix(ls[0], tc.top) || !strings.HasPrefix(ls[8], tc.bottom) {
			t.Errorf("%v: got\n%s\n%s\nwant\n%s\n%s", tc.c.Seat(), ls[0], ls[8], tc.top, tc.bottom)
		}
	}
}

// TestBoardPieces: glyphs where the terminal has colours, letters where
// it has none, and either when asked for.
func TestBoardPieces(t *testing.T) {
	for _, tc := range []struct {
		profile colorprofile.Profile
		pieces  Pieces
		want    string
	}{
		{colorprofile.TrueColor, PiecesAuto, "♚"},
		{colorprofile.ANSI, PiecesAuto, "♚"},
		{colorprofile.Ascii, PiecesAuto, " k "},
		{colorprofile.NoTTY, PiecesAuto, " k "},
		{colorprofile.TrueColor, PiecesLetters, " k "},
		{colorprofile.Ascii, PiecesGlyphs, "♚"},
	} {
		tb, c, _ := sit(t, session.Config{}, &memoryStore{})
		tb.Start()
		m := still(t, tb, c, 80, 24, tc.profile)
		m.SetPieces(tc.pieces)
		first := strings.SplitN(plain(m), "\n", 2)[0]
		if !strings.Contains(first, tc.want) {
			t.Errorf("%v, %v: got %q, want %q on the 8th rank", tc.profile, tc.pieces, first, tc.want)
		}
		lines(t, m.View().Content, 80, 24)
	}
}

// TestBoardClock: both clocks, the running one marked and counting on from
// the picture; tenths in the last ten seconds.
func TestBoardClock(t *testing.T) {
	tc, err := rules.ParseTimeControl("5+3")
	if err != nil {
		t.Fatal(err)
	}
	tb, c, _ := sit(t, session.Config{TimeControl: tc, Time: &stopped{}, Announce: session.AnnounceOff}, &memoryStore{})
	tb.Start()
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	m.now = func() time.Time { return m.pic.Clock.Taken.Add(1500 * time.Millisecond) }
	ls := strings.Split(plain(m), "\n")
	if !strings.HasSuffix(ls[0], "> White  4:59") || !strings.HasSuffix(ls[1], "  Black  5:00") {
		t.Errorf("got clocks\n%s\n%s", ls[0], ls[1])
	}
	if m.tick() == nil {
		t.Error("no tick while White's clock runs")
	}
	m.pic.Clock.Paused = true
	if m.tick() != nil {
		t.Error("a tick while the clocks are paused")
	}
}

// stopped is a clock's time source that stands still.
type stopped struct{}

func (*stopped) Now() time.Duration { return 0 }

// TestBoardIdle: without a clock the view never ticks.
func TestBoardIdle(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	tb.Start()
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	if m.tick() != nil {
		t.Error("a tick without a clock")
	}
}

func TestClockText(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{-time.Second, "0:00.0"},
		{0, "0:00.0"},
		{9950 * time.Millisecond, "0:10"}, // rounded up (rules.ShownTime)
		{10 * time.Second, "0:10"},
		{65*time.Second + 900*time.Millisecond, "1:06"},
		{59*time.Minute + 59*time.Second, "59:59"},
		{time.Hour, "1:00:00"},
		{2*time.Hour + 3*time.Minute + 4*time.Second, "2:03:04"},
	} {
		if got := clockText(tc.d); got != tc.want {
			t.Errorf("clockText(%v): got %q, want %q", tc.d, got, tc.want)
		}
	}
}

// TestBoardLog: the log wraps long lines to the panel and keeps the newest
// at the bottom; notices from outside join it.
func TestBoardLog(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	for i := range 30 {
		m.addLog(strings.Repeat("word ", 5+i%3) + "end " + fmt.Sprint(i))
	}
	m.Update(NoticeMsg("a notice from the sound system, which is long enough to be wrapped in two"))
	ls := lines(t, plain(m), 80, 24)
	panel := make([]string, 0, len(ls))
	for _, l := range ls[:22] {
		panel = append(panel, strings.TrimSpace(l[min(len(l), 28):]))
	}
	if got := panel[20] + " " + panel[21]; got != "a notice from the sound system, which is long enough to be wrapped in two" {
		t.Errorf("last log lines: got %q, want the notice", got)
	}
	if got := panel[19]; got != "word word word word word word word end 29" {
		t.Errorf("line before the notice: got %q", got)
	}
}

func TestPicker(t *testing.T) {
	var board [64]rules.Piece
	board[rules.ParseSquare("e2")] = rules.NewPiece(rules.Pawn, rules.White)
	board[rules.ParseSquare("d7")] = rules.NewPiece(rules.Pawn, rules.Black)
	p := newPicker()
	p.at = rules.ParseSquare("e3")
	if move, hint := p.enter(&board); move != "" || hint != "Nothing stands on e3." {
		t.Errorf("empty square: got %q, %q", move, hint)
	}
	p.step(0, -1, false)
	p.enter(&board)
	p.enter(&board) // Enter on the picked square drops it
	if p.from != rules.NoSquare {
		t.Error("Enter on the picked square did not drop it")
	}
	p.enter(&board)
	p.step(0, 1, false)
	p.step(0, 1, false)
	if move, _ := p.enter(&board); move != "e2e4" {
		t.Errorf("got %q, want e2e4", move)
	}
	// From Black's side up is towards rank 1 and right towards the a-file.
	p.at = rules.ParseSquare("d7")
	p.enter(&board)
	for range 6 {
		p.step(1, 1, true)
	}
	if p.at != rules.ParseSquare("a4") {
		t.Errorf("from Black's side: got %v, want a4 (stopped at the edge)", p.at)
	}
	p.at = rules.ParseSquare("d1")
	if move, _ := p.enter(&board); move != "" || p.promote != p.at {
		t.Errorf("a pawn on the last rank did not ask for its piece (%q)", move)
	}
	if move, _ := p.enter(&board); move != "d7d1q" {
		t.Errorf("Enter at the promotion: got %q, want d7d1q", move)
	}
	p.cancel()
	if p.on {
		t.Error("cancel with nothing picked did not hide the cursor")
	}
}
