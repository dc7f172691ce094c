package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/table"
)

// Look is how the board view draws: --theme and --pieces.
type Look struct {
	Theme  *Theme
	Pieces Pieces
}

func (l Look) apply(b *Board) *Board {
	b.SetTheme(l.Theme)
	b.SetPieces(l.Pieces)
	return b
}

// localBoard is this terminal's board view (--view board): at table t,
// which it opens, silent as at every board view of a table here; or (t
// nil) at a seat taken with anna join, speaking in the joiner's voice v.
func (l Look) localBoard(t *table.Table, seat Seat, v Voice, notices []string) tea.Model {
	b := NewBoard(t, seat, t != nil, notices)
	if t == nil {
		b.SetVoice(v)
	}
	return l.apply(b)
}

// Remote is an SSH terminal's board view, in the host's --theme and
// --pieces; its program runs at fps.
func (l Look) Remote(t *table.Table, c *table.Client, notices []string, fps int) tea.Model {
	return l.apply(NewBoard(t, c, false, notices))
}
