package main

import (
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
)

// boardLook is how the board view draws: --theme and --pieces.
type boardLook struct {
	theme  *tui.Theme
	pieces tui.Pieces
}

func (l boardLook) apply(b *tui.Board) *tui.Board {
	b.SetTheme(l.theme)
	b.SetPieces(l.pieces)
	return b
}

// localBoard is this terminal's board view (--view board): at table t,
// which it opens, silent as at every board view of a table here; or (t
// nil) at a seat taken with anna join, speaking in the joiner's voice v.
func (l boardLook) localBoard(t *table.Table, seat tui.Seat, v tui.Voice, notices []string) tea.Model {
	b := tui.NewBoard(t, seat, t != nil, notices)
	if t == nil {
		b.SetVoice(v)
	}
	return l.apply(b)
}

// remoteBoard is an SSH terminal's board view, in the host's --theme and
// --pieces; its program runs at fps.
func (l boardLook) remoteBoard(t *table.Table, c *table.Client, notices []string, fps int) tea.Model {
	return l.apply(tui.NewBoard(t, c, false, notices))
}
