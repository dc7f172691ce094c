package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

func (m *Board) View() tea.View {
	if m.done {
		return tea.NewView(m.farewell())
	}
	if !m.sized { // nothing to lay out yet
		v := tea.NewView("")
		v.AltScreen = true
		return v
	}
	l := layoutFor(m.width, m.height, m.zoom)
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
// The status goes under the board when it has the rows, else into the
// panel.
func (m *Board) fullView(l layout) tea.View {
	left := m.draw.board(m.boardKey(l), m.looks.label)
	// Under the board it needs a blank row and up to four lines; the
	// panel takes it when the board leaves fewer rows.
	var under, inPanel []string
	if room := l.rows - l.boardH; room >= 5 {
		under = m.status(l.boardW)
		if len(under)+1 > room {
			inPanel, under = m.status(l.panelW), nil
		}
	} else {
		inPanel = m.status(l.panelW)
	}
	right := m.panel(l, inPanel)
	var b strings.Builder
	b.Grow(m.kept.size + 64)
	gap := m.blank(l.gap)
	for i := range l.rows {
		switch {
		case i < len(left):
			b.WriteString(left[i])
		case i-len(left)-1 >= 0 && i-len(left)-1 < len(under):
			s := under[i-len(left)-1]
			if m.painted() {
				b.WriteString(m.paint(s, l.boardW))
			} else {
				b.WriteString(s)
				b.WriteString(strings.Repeat(" ", max(0, l.boardW-ansi.StringWidth(s))))
			}
		default:
			b.WriteString(m.blank(l.boardW))
		}
		b.WriteString(gap)
		if i < len(right) {
			b.WriteString(right[i])
		} else if m.painted() {
			b.WriteString(m.blank(l.panelW))
		}
		b.WriteByte('\n')
	}
	b.WriteString(m.inputLine())
	b.WriteByte('\n')
	b.WriteString(m.helpLine())
	m.kept.size = b.Len()
	v := tea.NewView(b.String())
	if c := m.inputCursor(); c != nil {
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
		k.input = m.paint(ansi.Truncate(m.input.View(), m.width, ""), m.width)
		k.cursor = tea.Cursor{}
		if c := m.input.Cursor(); c != nil {
			k.cursor = *c
		}
	}
	return k.input
}

// inputCursor is the input's cursor as drawn with the input line (a copy
// to place); nil when it has none.
func (m *Board) inputCursor() *tea.Cursor {
	m.inputLine()
	if m.kept.cursor == (tea.Cursor{}) {
		return nil
	}
	c := m.kept.cursor
	return &c
}

// helpLine is the short help from the keymap, drawn again only when the
// keys or the width change.
func (m *Board) helpLine() string {
	k := &m.kept
	promo := m.keys.Queen.Enabled()
	if k.help == "" || k.helpWidth != m.width || k.helpPromo != promo {
		k.helpWidth, k.helpPromo = m.width, promo
		// help.Model lets a line run over when no "…" fits: cut it here.
		k.help = m.paint(ansi.Truncate(m.help.ShortHelpView(m.keys.ShortHelp()), m.width, ""), m.width)
	}
	return k.help
}

// smallView asks for a bigger terminal and keeps the game playable by
// typing: the prompt, the latest announcement, the input line.
func (m *Board) smallView() tea.View {
	ask := m.text(textMakeBigger, strconv.Itoa(minWidth), strconv.Itoa(minHeight), fmt.Sprintf("%dx%d", m.width, m.height))
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
	if c := m.inputCursor(); c != nil && c.X < m.width {
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
		s = m.text(textWhichPiece, p.from.String(), p.promote.String(), m.keys.promotionHelp())
	case p.from != rules.NoSquare:
		s = m.text(textPicked, p.from.String())
	case p.on:
		s = m.text(textCursor, p.at.String())
	}
	if m.hint != "" {
		s = m.hint
	}
	if s == "" {
		return nil
	}
	k := &m.kept
	if k.statusText != s || k.statusWidth != w {
		k.statusText, k.statusWidth, k.status = s, w, wrap(s, w)
	}
	return k.status
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
	s := fmt.Sprintf("%s%-6s %s", run, m.seat.Book().Color(col).Text(), clockText(c.Left(col, now)))
	if c.Paused {
		s += "  " + m.text(textPaused)
	}
	return s
}

// clockText shows a clock's time: h:mm:ss from an hour up, m:ss below,
// and tenths under ten seconds, as a digital clock does, rounded by the
// one rule every clock of anna follows (rules.ShownTime).
func clockText(d time.Duration) string {
	return rules.ClockText(d)
}

// shownPicture is a picture whose words are fit to draw: its prompt and
// moves cleaned (a host's, in anna join), as the log's lines are.
func shownPicture(p session.Picture) session.Picture {
	p.Prompt = cleantext.Line(p.Prompt)
	for i, mv := range p.Moves {
		if !cleantext.IsClean(mv) {
			p.Moves = slices.Clone(p.Moves)
			for j := i; j < len(p.Moves); j++ {
				p.Moves[j] = cleantext.Line(p.Moves[j])
			}
			break
		}
	}
	return p
}

// sheetLines is the scoresheet as numbered move pairs, several to a line
// when the panel is wide, the last rows that fit.
func (m *Board) sheetLines(w, rows int) []string {
	moves := m.pic.Moves
	book := m.seat.Book()
	if len(moves) == 0 {
		return []string{m.text(textNoMoves)}
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
			white = book.SANShown(moves[j])
		} else {
			white = "..."
		}
		if j := 2*i + 1 - lead; j < len(moves) {
			black = book.SANShown(moves[j])
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
