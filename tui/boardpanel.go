package tui

import (
	"fmt"
	"image/color"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/anna-chess/anna/rules"
)

// kept is what the board view drew last of the parts that change
// seldom.
type kept struct {
	panelRev    int
	panelStatus int      // the status rows the panel was drawn around
	panel       []string // the panel below the clocks (and the status)
	helpWidth   int
	helpPromo   bool
	help        string
	inputValue  string
	inputPos    int
	inputWidth  int
	input       string
	cursor      tea.Cursor // the input's cursor, as drawn with the input
	statusText  string
	statusWidth int
	status      []string       // statusText wrapped to statusWidth
	blanks      map[int]string // painted empty runs, by width
	// wrapped holds the log's lines as wrapped to wrapWidth, entry by
	// entry: a new entry is wrapped once.
	wrapWidth int
	wrapped   [][]string
	size      int // the bytes of the last frame
}

// panel is the right side: both clocks, the status when it has no room
// under the board, the prompt, the scoresheet and the log (or, with ?,
// every key); rows lines at most, each panelW wide. Only the clocks and
// the status are drawn for every frame.
func (m *Board) panel(l layout, status []string) []string {
	c := m.pic.Clock
	clocks := 0
	if c != nil {
		clocks = 2
	}
	if m.kept.panelRev != m.rev || m.kept.panel == nil || m.kept.panelStatus != len(status) {
		m.kept.panel = m.panelBelowClocks(l, clocks+len(status))
		m.kept.panelRev, m.kept.panelStatus = m.rev, len(status)
	}
	if c == nil && len(status) == 0 {
		return m.kept.panel
	}
	lines := make([]string, 0, l.rows)
	if c != nil {
		now := m.now()
		for _, col := range []rules.Color{rules.White, rules.Black} {
			s := m.clockLine(c, col, now)
			if rest, ok := strings.CutPrefix(s, "▶ "); ok {
				s = m.accent("▶") + " " + rest
			}
			lines = append(lines, m.paint(s, l.panelW))
		}
	}
	for _, s := range status {
		lines = append(lines, m.paint(s, l.panelW))
	}
	return append(lines, m.kept.panel...)
}

// panelBelowClocks is the prompt, the scoresheet and the log, in the rows
// the clocks and the status leave.
func (m *Board) panelBelowClocks(l layout, above int) []string {
	w := l.panelW
	rows := max(0, l.rows-above)
	lines := make([]string, 0, rows)
	for _, s := range wrap(m.pic.Prompt, w) {
		lines = append(lines, m.strong(s))
	}
	lines = append(lines, "")
	if m.full {
		lines = append(lines, m.keysWindow(m.keyLines(w, l.sqH), rows-len(lines))...)
	} else {
		rest := rows - len(lines)
		sheet := m.sheetLines(w, max(1, (rest-3)/3))
		lines = append(lines, m.heading(m.text(textMoves)))
		lines = append(lines, sheet...)
		lines = append(lines, "")
		log, earlier, below := m.logWindow(w, rows-len(lines)-1)
		head := m.heading(m.text(textAnnouncements))
		if earlier {
			head += "  " + m.hintText("▲ PgUp")
		}
		lines = append(lines, head)
		lines = append(lines, log...)
		if below != "" {
			lines = append(lines, m.accent(below))
		}
	}
	lines = lines[:min(len(lines), rows)]
	for i, s := range lines {
		lines[i] = m.paint(fit(s, w), w)
	}
	return lines
}

// wrap breaks text into lines of at most w cells, at spaces where it can.
func wrap(s string, w int) []string {
	if w <= 0 {
		return nil
	}
	if len(s) <= w {
		return []string{s}
	}
	return strings.Split(ansi.Wrap(s, w, ""), "\n")
}

// fit cuts a line to w cells. A line of no more bytes than cells fits as
// it is, which spares measuring most lines.
func fit(s string, w int) string {
	if len(s) <= w {
		return s
	}
	return ansi.Truncate(s, w, "…")
}

// The styles of text on the screen. Without colours, text is plain and a
// heading ends in a colon; the default theme uses the terminal's own
// colours, with weight and underline; the painted themes their colours.

// looks are the escape sequences of the styles of text, made once for a
// theme and a colour profile.
type looks struct {
	base, label                   string
	strong, heading, hint, accent string
}

// makeLooks builds the styles' sequences. Without colours there are none;
// the default theme uses the terminal's own colours, with weight and
// underline; the painted themes their colours on their background.
func makeLooks(t *Theme, colored bool) looks {
	if !colored {
		return looks{}
	}
	var lk looks
	seq := func(fg color.Color, bold, under bool) string {
		if t.Bg == nil {
			fg = nil
		}
		s := sgr(t.textColor(fg), t.Bg, bold)
		if under {
			s = s[:len(s)-1] + ";4m"
		}
		return s
	}
	lk.base, lk.label = sgrReset, sgr(nil, nil, true)
	if t.Bg != nil {
		lk.base, lk.label = sgr(t.Text, t.Bg, false), sgr(t.Text, t.Bg, true)
	}
	lk.strong = seq(t.Text, true, false)
	lk.heading = seq(t.Heading, true, true)
	lk.hint = seq(t.Hint, false, false)
	lk.accent = seq(t.Accent, true, false)
	return lk
}

func (m *Board) styled(s, seq string) string {
	if seq == "" || s == "" {
		return s
	}
	return seq + s + m.looks.base
}

func (m *Board) strong(s string) string { return m.styled(s, m.looks.strong) }

// heading names a part of the panel; without colours it ends in a colon.
func (m *Board) heading(s string) string {
	if !m.colored() {
		return s + ":"
	}
	return m.styled(s, m.looks.heading)
}

func (m *Board) hintText(s string) string { return m.styled(s, m.looks.hint) }

func (m *Board) accent(s string) string { return m.styled(s, m.looks.accent) }

// base is the escape sequence of plain text on the screen: the theme's
// colours, or a reset to the terminal's.
func (m *Board) base() string { return m.looks.base }

// painted reports whether the view paints the screen's background.
func (m *Board) painted() bool { return m.colored() && m.theme.Bg != nil }

// paint makes a line of text w cells wide on the theme's background. The
// styles inside end in resets; each gets the background back. Without a
// painted theme the line is left as it is.
func (m *Board) paint(s string, w int) string {
	if !m.painted() {
		return s
	}
	base := m.base()
	if strings.Contains(s, "\x1b[") {
		s = strings.ReplaceAll(s, sgrReset, sgrReset+base)
		s = strings.ReplaceAll(s, "\x1b[0m", "\x1b[0m"+base)
	}
	pad := w - width(s)
	if pad <= 0 {
		return base + s + sgrReset
	}
	return base + s + strings.Repeat(" ", pad) + sgrReset
}

// blank is w painted cells, or w spaces.
func (m *Board) blank(w int) string {
	if m.kept.blanks == nil {
		m.kept.blanks = map[int]string{}
	}
	if s, ok := m.kept.blanks[w]; ok {
		return s
	}
	s := strings.Repeat(" ", w)
	if m.painted() {
		s = m.base() + s + sgrReset
	}
	m.kept.blanks[w] = s
	return s
}

// width is the cells a line of text takes. Text without wide characters
// is measured by counting its characters outside escape sequences; only
// a line with one (CJK, emoji) is measured in full.
func width(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == 0x1b && i+1 < len(s) && s[i+1] == '[':
			for i += 2; i < len(s) && (s[i] < 0x40 || s[i] > 0x7e); i++ {
			}
		case c < 0x80:
			n++
		case c >= 0xe1: // a character from U+1000 up: maybe wide
			return ansi.StringWidth(s)
		case c >= 0xc0: // the first byte of a narrow character
			n++
		}
	}
	return n
}

// keyLines is every key of the view, from its keymap, with how moves are
// typed and what the marks on the board mean, wrapped to w.
func (m *Board) keyLines(w, sqH int) []string {
	lines := []string{m.heading(m.text(textKeys))}
	add := func(s string) {
		for i, l := range wrap(s, w) {
			if i > 0 {
				l = "         " + l
			}
			lines = append(lines, l)
		}
	}
	for _, group := range m.keys.FullHelp() {
		for _, k := range group {
			add(fmt.Sprintf("%-8s %s", k.Help().Key, k.Help().Desc))
		}
	}
	lines = append(lines, "", m.text(textPromotesTo))
	for _, k := range m.keys.promotions() {
		add(fmt.Sprintf("%-8s %s", k.Help().Key, k.Help().Desc))
	}
	lines = append(lines, "")
	for _, s := range []string{
		m.text(textMarks, m.markLegend(sqH)),
		m.text(textTyped, m.seat.Book().CommandWord("help")),
	} {
		lines = append(lines, wrap(s, w)...)
	}
	return lines
}

// keysWindow is the part of the key help that fits in rows rows, from
// where the player paged to, with a mark when more is below or above.
func (m *Board) keysWindow(keys []string, rows int) []string {
	m.keysRows = rows
	if len(keys) <= rows || rows < 2 {
		m.keysTop = 0
		return keys
	}
	shown := rows - 1
	m.keysTop = max(0, min(m.keysTop, len(keys)-shown))
	out := append([]string(nil), keys[m.keysTop:m.keysTop+shown]...)
	if m.keysTop+shown < len(keys) {
		return append(out, m.accent(m.text(textMoreBelow)))
	}
	return append(out, m.accent(m.text(textStartAbove)))
}

// markLegend names the marks on the board in their shapes on squares
// sqH rows high.
func (m *Board) markLegend(sqH int) string {
	var parts []string
	for _, mk := range []struct {
		m    mark
		name string
	}{{markCursor, m.text(textMarkCursor)}, {markFrom, m.text(textMarkPicked)},
		{markLast, m.text(textMarkLast)}, {markCheck, m.text(textMarkCheck)}} {
		l, r := markChars(mk.m, 0, sqH)
		parts = append(parts, l+" "+r+" "+mk.name)
	}
	return strings.Join(parts, ", ") + "."
}
