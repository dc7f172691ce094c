package main

import (
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
)

// localBoard is this terminal's board view (--view board).
func localBoard(t *table.Table, c *table.Client, notices []string) tea.Model {
	return tui.NewBoard(t, c, true, notices)
}

// remoteBoard is an SSH terminal's board view; its program runs at fps.
func remoteBoard(t *table.Table, c *table.Client, notices []string, fps int) tea.Model {
	return tui.NewBoard(t, c, false, notices)
}
