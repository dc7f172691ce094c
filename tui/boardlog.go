package tui

import (
	"strconv"

	"github.com/anna-chess/anna/internal/cleantext"
)

// logCap bounds the announcement log: more than any screen shows, and
// more than a player scrolls back through.
const logCap = 500

// logView is where the announcement log stands. Following, the newest
// lines are shown and new ones push the old up; scrolled back (PgUp,
// Home), the view stays where the player put it and counts what comes
// meanwhile, until End or PgDn at the bottom follows again.
type logView struct {
	follow bool
	top    logPos // the first line shown, when not following
	unseen int    // entries that came while not following
	// start is the first entry of a batch that came while following, to
	// be shown from its start if it is longer than the log's rows (a
	// long answer is read from its beginning); -1 when none.
	start int
	rows  int // the rows the log had when drawn last, for paging
}

// logPos is a line of the log: an entry and a line of it as wrapped.
type logPos struct{ entry, line int }

func newLogView() logView { return logView{follow: true, start: -1} }

// addLog adds a line to the log, cleaned: the log is where the host's
// notices, lichess's names and a PGN's tags reach this terminal
// (internal/cleantext).
func (m *Board) addLog(s string) {
	v := &m.logv
	if len(m.log) == logCap {
		cut := logCap / 2
		m.log = append(m.log[:0], m.log[cut:]...)
		m.kept.wrapped = nil
		v.top.entry = max(0, v.top.entry-cut)
		if v.start >= 0 {
			v.start = max(0, v.start-cut)
		}
	}
	if v.follow && v.start < 0 {
		v.start = len(m.log)
	}
	if !v.follow {
		v.unseen++
	}
	m.log = append(m.log, cleantext.Line(s))
	m.rev++
}

// wrapLog wraps every entry not wrapped yet to w.
func (m *Board) wrapLog(w int) [][]string {
	k := &m.kept
	if k.wrapWidth != w {
		k.wrapWidth, k.wrapped = w, nil
	}
	if len(k.wrapped) > len(m.log) {
		k.wrapped = nil
	}
	for i := len(k.wrapped); i < len(m.log); i++ {
		k.wrapped = append(k.wrapped, wrap(m.log[i], w))
	}
	return k.wrapped
}

// abs is a position's line counted from the log's first.
func abs(wrapped [][]string, p logPos) int {
	n := 0
	for i := 0; i < p.entry && i < len(wrapped); i++ {
		n += len(wrapped[i])
	}
	if p.entry < len(wrapped) {
		n += min(p.line, len(wrapped[p.entry])-1)
	}
	return n
}

// posAt is the position of the n-th line of the log.
func posAt(wrapped [][]string, n int) logPos {
	for i, e := range wrapped {
		if n < len(e) {
			return logPos{i, n}
		}
		n -= len(e)
	}
	return logPos{len(wrapped), 0}
}

func total(wrapped [][]string) int {
	n := 0
	for _, e := range wrapped {
		n += len(e)
	}
	return n
}

// logWindow is the part of the log shown in rows rows, w wide: its lines,
// whether earlier lines are hidden above, and the mark for lines below
// ("" when the newest are shown).
func (m *Board) logWindow(w, rows int) (lines []string, earlier bool, below string) {
	v := &m.logv
	v.rows = rows
	if rows <= 0 || w <= 0 {
		return nil, false, ""
	}
	wrapped := m.wrapLog(w)
	all := total(wrapped)
	if v.start >= 0 && v.follow {
		if all-abs(wrapped, logPos{v.start, 0}) > rows {
			v.follow, v.top, v.unseen = false, logPos{v.start, 0}, 0
		}
	}
	v.start = -1
	if !v.follow {
		shown := max(1, rows-1) // a row for the mark
		top := min(abs(wrapped, v.top), max(0, all-shown))
		if top+shown < all {
			v.top = posAt(wrapped, top)
			below = m.text(textMoreBelowLog)
			if v.unseen > 0 {
				below = m.text(textNewBelow, strconv.Itoa(v.unseen))
			}
			return window(wrapped, top, shown), top > 0, below
		}
		v.follow, v.unseen = true, 0 // nothing below any more (a taller panel)
	}
	top := max(0, all-rows)
	return window(wrapped, top, rows), top > 0, ""
}

// window is n lines of the log from its line top.
func window(wrapped [][]string, top, n int) []string {
	out := make([]string, 0, n)
	p := posAt(wrapped, top)
	for i := p.entry; i < len(wrapped) && len(out) < n; i++ {
		e := wrapped[i]
		j := 0
		if i == p.entry {
			j = p.line
		}
		for ; j < len(e) && len(out) < n; j++ {
			out = append(out, e[j])
		}
	}
	return out
}

// scroll moves the log by a page (dir -1 up, +1 down), or to its start
// (dir -2) or its end (dir +2); it says so when it cannot move.
func (m *Board) scroll(dir int) {
	if m.full {
		m.pageKeys(dir)
		return
	}
	v := &m.logv
	if v.rows <= 0 || m.kept.wrapWidth <= 0 {
		return
	}
	wrapped := m.wrapLog(m.kept.wrapWidth)
	all := total(wrapped)
	shown := max(1, v.rows-1)
	page := max(1, shown-1) // a line of the page before stays, to read on from
	top := max(0, all-shown)
	if !v.follow {
		top = abs(wrapped, v.top)
	}
	switch dir {
	case -2, -1:
		if all <= v.rows || top == 0 && !v.follow {
			m.hint = m.text(textFirstShown)
			return
		}
		if dir == -2 {
			top = 0
		} else {
			top = max(0, top-page)
		}
		v.follow, v.top = false, posAt(wrapped, top)
	case 1, 2:
		if v.follow {
			m.hint = m.text(textNewestShown)
			return
		}
		top += page
		if dir == 2 || top+shown >= all {
			v.follow, v.unseen = true, 0
		} else {
			v.top = posAt(wrapped, top)
		}
	}
	m.rev++
}

// pageKeys pages through the key help while it is shown.
func (m *Board) pageKeys(dir int) {
	page := max(1, m.keysRows-2)
	switch dir {
	case -2:
		m.keysTop = 0
	case -1:
		m.keysTop = max(0, m.keysTop-page)
	case 1:
		m.keysTop += page // the window keeps it in bounds
	case 2:
		m.keysTop = 1 << 20
	}
	m.rev++
}
