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

// localBoard is this terminal's board view (--view board).
func (l boardLook) localBoard(t *table.Table, c *table.Client, notices []string) tea.Model {
	return l.apply(tui.NewBoard(t, c, true, notices))
}

// remoteBoard is an SSH terminal's board view, in the host's --theme and
// --pieces; its program runs at fps.
func (l boardLook) remoteBoard(t *table.Table, c *table.Client, notices []string, fps int) tea.Model {
	return l.apply(tui.NewBoard(t, c, false, notices))
}
