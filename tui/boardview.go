package tui

import (
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// The smallest terminal the board view lays out; below it, a message and
// the input line (the game can still be played by typing).
const minWidth, minHeight = 60, 20

// layout places the board view's parts on a terminal: the board with its
// coordinates on the left, the panel (clocks, prompt, scoresheet, log) on
// the right, the input line and the help line at the bottom.
type layout struct {
	sqW, sqH int // a square's size in cells
	boardW   int // the board with its rank numbers
	gap      int // between the board and the panel
	panelW   int
	rows     int // rows above the input line
	small    bool
}

func layoutFor(w, h int) layout {
	l := layout{sqW: 3, sqH: 1, gap: 2, rows: h - 2}
	// Big squares, 7 cells by 3 rows, look square on most fonts; they
	// need the board's 25 rows and a panel of 36 columns beside it.
	if w >= 100 && h >= 28 {
		l.sqW, l.sqH, l.gap = 7, 3, 3
	}
	l.boardW = 2 + 8*l.sqW
	l.panelW = w - l.boardW - l.gap
	l.small = w < minWidth || h < minHeight
	return l
}

// mark is what a square is highlighted for; the higher wins.
type mark int8

const (
	markNone  mark = iota
	markLast       // the last move's from- or to-square
	markCheck      // the king in check
	markFrom       // the square picked with the cursor
	markCursor
)

// cellKey names one drawn row of one square.
type cellKey struct {
	piece rules.Piece
	light bool
	mark  mark
	mid   bool // the row that holds the piece
}

// boardKey is everything the drawn board depends on.
type boardKey struct {
	board           [64]rules.Piece
	fromBlack       bool
	marks           [64]mark
	sqW, sqH        int
	glyphs, colored bool
}

// drawer draws the board and keeps what it drew: the board is drawn again
// only when something on it changed, and each kind of square once.
type drawer struct {
	cells map[cellKey]string
	style cellStyle
	last  boardKey
	lines []string
}

// cellStyle is how squares are drawn; a change empties the cache.
type cellStyle struct {
	sqW, sqH        int
	glyphs, colored bool
}

func newDrawer() *drawer { return &drawer{cells: map[cellKey]string{}} }

var (
	glyphRunes  = [2][7]string{{"", "♔", "♕", "♖", "♗", "♘", "♙"}, {"", "♚", "♛", "♜", "♝", "♞", "♟"}}
	letterRunes = [2][7]string{{"", "K", "Q", "R", "B", "N", "P"}, {"", "k", "q", "r", "b", "n", "p"}}
	// Without colours, a square's mark stands on both sides of the piece.
	markEdges = [...][2]string{markNone: {" ", " "}, markLast: {"(", ")"}, markCheck: {"+", "+"},
		markFrom: {"<", ">"}, markCursor: {"[", "]"}}
	// Square colours: light, dark.
	squareBg = [...][2]string{markNone: {"#f0d9b5", "#b58863"}, markLast: {"#cdd26a", "#aaa23a"},
		markCheck: {"#e8605a", "#d04c46"}, markFrom: {"#8bc34a", "#6e9f35"}, markCursor: {"#7fb2e5", "#5b8fc7"}}
)

// pieceText is the piece as drawn: a glyph or a letter, White first.
func pieceText(p rules.Piece, glyphs bool) string {
	if p == rules.NoPiece {
		return ""
	}
	set := letterRunes
	if glyphs {
		set = glyphRunes
	}
	side := 0
	if p.Color() == rules.Black {
		side = 1
	}
	return set[side][p.Type()]
}

// cell draws one row of one square, sqW cells wide.
func (d *drawer) cell(k cellKey) string {
	if s, ok := d.cells[k]; ok {
		return s
	}
	w := d.style.sqW
	body := strings.Repeat(" ", w)
	if k.mid {
		p := pieceText(k.piece, d.style.glyphs)
		if p == "" && !d.style.colored {
			p = "."
		}
		if p == "" {
			p = " "
		}
		pad := strings.Repeat(" ", (w-1)/2-1)
		edge := markEdges[markNone]
		if !d.style.colored {
			edge = markEdges[k.mark]
		}
		body = edge[0] + pad + p + pad + edge[1]
	}
	s := body
	if d.style.colored {
		shade := 1
		if k.light {
			shade = 0
		}
		s = lipgloss.NewStyle().Background(lipgloss.Color(squareBg[k.mark][shade])).
			Foreground(lipgloss.Color("#000000")).Render(body)
	}
	d.cells[k] = s
	return s
}

// board draws the board from the player's side, with rank numbers on the
// left and file letters below: boardW cells wide, 8*sqH+1 rows.
func (d *drawer) board(k boardKey) []string {
	st := cellStyle{sqW: k.sqW, sqH: k.sqH, glyphs: k.glyphs, colored: k.colored}
	if st != d.style {
		d.style, d.cells = st, map[cellKey]string{}
	} else if k == d.last && d.lines != nil {
		return d.lines
	}
	d.last = k
	lines := make([]string, 0, 8*k.sqH+1)
	var b strings.Builder
	for row := range 8 {
		rank := 7 - row
		if k.fromBlack {
			rank = row
		}
		for sub := range k.sqH {
			mid := sub == k.sqH/2
			b.Reset()
			if mid {
				b.WriteByte(byte('1' + rank))
				b.WriteByte(' ')
			} else {
				b.WriteString("  ")
			}
			for col := range 8 {
				file := col
				if k.fromBlack {
					file = 7 - col
				}
				sq := rules.SquareAt(rules.File(file), rules.Rank(rank))
				b.WriteString(d.cell(cellKey{piece: k.board[sq], light: rules.IsLight(sq), mark: k.marks[sq], mid: mid}))
			}
			lines = append(lines, b.String())
		}
	}
	b.Reset()
	b.WriteString("  ")
	pad := strings.Repeat(" ", (k.sqW-1)/2)
	for col := range 8 {
		file := col
		if k.fromBlack {
			file = 7 - col
		}
		b.WriteString(pad)
		b.WriteByte(byte('a' + file))
		b.WriteString(pad)
	}
	d.lines = append(lines, b.String())
	return d.lines
}

// boardKey gathers what the board shows now.
func (m *Board) boardKey(l layout) boardKey {
	k := boardKey{board: m.pic.Board, fromBlack: m.pic.FromBlack, sqW: l.sqW, sqH: l.sqH, glyphs: m.glyphs(), colored: m.colored()}
	put := func(sq rules.Square, mk mark) {
		if sq >= 0 && sq < 64 && mk > k.marks[sq] {
			k.marks[sq] = mk
		}
	}
	put(m.pic.LastFrom, markLast)
	put(m.pic.LastTo, markLast)
	if m.pic.InCheck {
		king := rules.NewPiece(rules.King, toMove(&m.pic))
		for sq, p := range m.pic.Board {
			if p == king {
				put(rules.Square(sq), markCheck)
			}
		}
	}
	put(m.pick.from, markFrom)
	if m.pick.on {
		put(m.pick.at, markCursor)
	}
	return k
}

func (m *Board) View() tea.View {
	if m.done {
		return tea.NewView(m.farewell())
	}
	if !m.sized { // nothing to lay out yet
		v := tea.NewView("")
		v.AltScreen = true
		return v
	}
	l := layoutFor(m.width, m.height)
	var v tea.View
	if l.small {
		v = m.smallView()
	} else {
		v = m.fullView(l)
	}
	v.AltScreen = true
	v.WindowTitle = "anna"
	return v
}

// fullView is the board, the panel beside it, and the two bottom lines.
func (m *Board) fullView(l layout) tea.View {
	left := m.draw.board(m.boardKey(l))
	under := m.status(l.boardW)
	right := m.panel(l)
	var b strings.Builder
	b.Grow(m.kept.size + 64)
	gap := strings.Repeat(" ", l.gap)
	for i := range l.rows {
		switch {
		case i < len(left):
			b.WriteString(left[i])
		case i-len(left)-1 >= 0 && i-len(left)-1 < len(under):
			s := under[i-len(left)-1]
			b.WriteString(s)
			b.WriteString(strings.Repeat(" ", max(0, l.boardW-ansi.StringWidth(s))))
		default:
			b.WriteString(strings.Repeat(" ", l.boardW))
		}
		b.WriteString(gap)
		if i < len(right) {
			b.WriteString(right[i])
		}
		b.WriteByte('\n')
	}
	b.WriteString(m.inputLine())
	b.WriteByte('\n')
	b.WriteString(m.helpLine())
	m.kept.size = b.Len()
	v := tea.NewView(b.String())
	if c := m.input.Cursor(); c != nil {
		c.Y += l.rows
		v.Cursor = c
	}
	return v
}

// inputLine is the input line, drawn again only when it changed.
func (m *Board) inputLine() string {
	k := &m.kept
	if k.input == "" || k.inputValue != m.input.Value() || k.inputPos != m.input.Position() || k.inputWidth != m.width {
		k.inputValue, k.inputPos, k.inputWidth = m.input.Value(), m.input.Position(), m.width
		k.input = ansi.Truncate(m.input.View(), m.width, "")
	}
	return k.input
}

// helpLine is the short help from the keymap, drawn again only when the
// keys or the width change.
func (m *Board) helpLine() string {
	k := &m.kept
	promo := m.keys.Queen.Enabled()
	if k.help == "" || k.helpWidth != m.width || k.helpPromo != promo {
		k.helpWidth, k.helpPromo = m.width, promo
		// help.Model lets a line run over when no "…" fits: cut it here.
		k.help = ansi.Truncate(m.help.ShortHelpView(m.keys.ShortHelp()), m.width, "")
	}
	return k.help
}

// smallView asks for a bigger terminal and keeps the game playable by
// typing: the prompt, the latest announcement, the input line.
func (m *Board) smallView() tea.View {
	ask := fmt.Sprintf("Make the terminal at least %d wide and %d high (now %dx%d).", minWidth, minHeight, m.width, m.height)
	lines := strings.Split(ansi.Wrap(ask, max(1, m.width), ""), "\n")
	lines = append(lines, m.pic.Prompt)
	if n := len(m.log); n > 0 {
		lines = append(lines, m.log[n-1])
	}
	keep := max(0, m.height-1)
	lines = lines[:min(len(lines), keep)]
	for i, s := range lines {
		lines[i] = ansi.Truncate(s, max(0, m.width), "")
	}
	if m.height < 1 {
		return tea.NewView("")
	}
	v := tea.NewView(strings.Join(append(lines, m.inputLine()), "\n"))
	if c := m.input.Cursor(); c != nil && c.X < m.width {
		c.Y += len(lines)
		v.Cursor = c
	}
	return v
}

// farewell stays on the terminal after the view has closed: the last
// things said.
func (m *Board) farewell() string {
	n := len(m.log)
	return strings.Join(m.log[max(0, n-2):], "\n") + "\n"
}

// status is what the cursor is doing, under the board.
func (m *Board) status(w int) []string {
	var s string
	switch p := m.pick; {
	case p.promote != rules.NoSquare:
		s = fmt.Sprintf("%s to %s: which piece? q r b n (Enter: queen, Esc: cancel)", p.from, p.promote)
	case p.from != rules.NoSquare:
		s = fmt.Sprintf("%s picked: Enter on the square to go to, Esc to drop it.", p.from)
	case p.on:
		s = fmt.Sprintf("Cursor on %s: Enter picks the piece there.", p.at)
	}
	if m.hint != "" {
		s = m.hint
	}
	if s == "" {
		return nil
	}
	return strings.Split(ansi.Wrap(s, w, ""), "\n")
}

// kept is what the board view drew last of the parts that change
// seldom.
type kept struct {
	panelRev   int
	panel      []string // the panel below the clocks
	helpWidth  int
	helpPromo  bool
	help       string
	inputValue string
	inputPos   int
	inputWidth int
	input      string
	// wrapped holds the log's lines as wrapped to wrapWidth, entry by
	// entry: a new entry is wrapped once.
	wrapWidth int
	wrapped   [][]string
	size      int // the bytes of the last frame
}

// panel is the right side: both clocks, the prompt, the scoresheet and
// the log (or, with ?, every key); rows lines at most, each panelW wide
// at most. Only the clocks are drawn for every frame.
func (m *Board) panel(l layout) []string {
	c := m.pic.Clock
	if m.kept.panelRev != m.rev || m.kept.panel == nil {
		clocks := 0
		if c != nil {
			clocks = 2
		}
		m.kept.panel = m.panelBelowClocks(l, clocks)
		m.kept.panelRev = m.rev
	}
	if c == nil {
		return m.kept.panel
	}
	now := m.now()
	lines := make([]string, 0, l.rows)
	for _, col := range []rules.Color{rules.White, rules.Black} {
		lines = append(lines, fit(m.clockLine(c, col, now), l.panelW))
	}
	return append(lines, m.kept.panel...)
}

// panelBelowClocks is the prompt, the scoresheet and the log, in the rows
// the clocks leave.
func (m *Board) panelBelowClocks(l layout, clocks int) []string {
	w := l.panelW
	rows := max(0, l.rows-clocks)
	lines := make([]string, 0, rows)
	for _, s := range strings.Split(ansi.Wrap(m.pic.Prompt, w, ""), "\n") {
		lines = append(lines, m.strong(s))
	}
	lines = append(lines, "")
	if m.full {
		lines = append(lines, m.keyLines()...)
	} else {
		rest := rows - len(lines)
		sheet := m.sheetLines(w, max(1, (rest-3)/3))
		lines = append(lines, m.heading("Moves"))
		lines = append(lines, sheet...)
		lines = append(lines, "", m.heading("Announcements"))
		lines = append(lines, m.logLines(w, rows-len(lines))...)
	}
	lines = lines[:min(len(lines), rows)]
	for i, s := range lines {
		lines[i] = fit(s, w)
	}
	return lines
}

// fit cuts a line to w cells. A line of no more bytes than cells fits as
// it is, which spares measuring most lines.
func fit(s string, w int) string {
	if len(s) <= w {
		return s
	}
	return ansi.Truncate(s, w, "…")
}

var (
	strongStyle  = lipgloss.NewStyle().Bold(true)
	headingStyle = lipgloss.NewStyle().Faint(true)
)

func (m *Board) strong(s string) string {
	if !m.colored() {
		return s
	}
	return strongStyle.Render(s)
}

// heading names a part of the panel; without colours it ends in a colon.
func (m *Board) heading(s string) string {
	if !m.colored() {
		return s + ":"
	}
	return headingStyle.Render(s)
}

// clockLine is one player's clock, marked while it runs.
func (m *Board) clockLine(c *session.ClockPicture, col rules.Color, now time.Time) string {
	run := "  "
	if c.Running == col && !c.Paused {
		run = "▶ "
		if !m.colored() {
			run = "> "
		}
	}
	s := fmt.Sprintf("%s%-6s %s", run, rules.ColorName(col), clockText(c.Left(col, now)))
	if c.Paused {
		s += "  (paused)"
	}
	return s
}

// clockText shows a clock's time: h:mm:ss from an hour up, m:ss below,
// and tenths under ten seconds, as a digital clock does, rounded by the
// one rule every clock of anna follows (rules.ShownTime).
func clockText(d time.Duration) string {
	return rules.ClockText(d)
}

// sheetLines is the scoresheet as numbered move pairs, several to a line
// when the panel is wide, the last rows that fit.
func (m *Board) sheetLines(w, rows int) []string {
	moves := m.pic.Moves
	if len(moves) == 0 {
		return []string{"(no moves yet)"}
	}
	num := max(1, m.pic.FirstNumber)
	lead := 0 // a game set up with Black to move starts with "12. ..."
	if m.pic.FirstColor == rules.Black {
		lead = 1
	}
	pairs := (len(moves) + lead + 1) / 2
	numW := len(fmt.Sprint(num + pairs - 1))
	cellW := numW + 2 + 7 + 1 + 7
	cols := max(1, (w+2)/(cellW+2))
	first := max(0, (pairs+cols-1)/cols-rows) * cols // the first pair shown
	var lines []string
	var b strings.Builder
	for i := first; i < pairs; i++ {
		white, black := "", ""
		if j := 2*i - lead; j >= 0 {
			white = moves[j]
		} else {
			white = "..."
		}
		if j := 2*i + 1 - lead; j < len(moves) {
			black = moves[j]
		}
		if b.Len() > 0 {
			b.WriteString("  ")
		}
		fmt.Fprintf(&b, "%*d. %-7s %-7s", numW, num+i, white, black)
		if (i-first)%cols == cols-1 || i == pairs-1 {
			lines = append(lines, strings.TrimRight(b.String(), " "))
			b.Reset()
		}
	}
	return lines
}

// logLines is the end of the log, wrapped to the panel: the newest line
// at the bottom.
func (m *Board) logLines(w, rows int) []string {
	if rows <= 0 || w <= 0 {
		return nil
	}
	k := &m.kept
	if k.wrapWidth != w {
		k.wrapWidth, k.wrapped = w, nil
	}
	if len(k.wrapped) > len(m.log) {
		k.wrapped = nil
	}
	k.wrapped = append(k.wrapped, make([][]string, len(m.log)-len(k.wrapped))...)
	var out []string // newest first
	for i := len(m.log) - 1; i >= 0 && len(out) < rows; i-- {
		if k.wrapped[i] == nil {
			k.wrapped[i] = strings.Split(ansi.Wrap(m.log[i], w, ""), "\n")
		}
		wrapped := k.wrapped[i]
		for j := len(wrapped) - 1; j >= 0 && len(out) < rows; j-- {
			out = append(out, wrapped[j])
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// keyLines is every key of the view, from its keymap, with how moves are
// typed.
func (m *Board) keyLines() []string {
	lines := []string{m.heading("Keys")}
	for _, group := range m.keys.FullHelp() {
		for _, k := range group {
			lines = append(lines, fmt.Sprintf("%-8s %s", k.Help().Key, k.Help().Desc))
		}
	}
	lines = append(lines, "", "A pawn on the last rank becomes:")
	for _, k := range m.keys.promotions() {
		lines = append(lines, fmt.Sprintf("%-8s %s", k.Help().Key, k.Help().Desc))
	}
	return append(lines, "", "Moves are typed as in the line view (e4, Nf3,", "Springer Felix drei), and commands too (help).")
}
