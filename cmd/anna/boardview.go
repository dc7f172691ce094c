package main

import (
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
)

// localBoard and remoteBoard are the board view; until it exists the line
// view stands in.
func localBoard(t *table.Table, c *table.Client, notices []string) tea.Model {
	return tui.NewLine(t, c, true, tui.Silent{}, notices)
}

func remoteBoard(t *table.Table, c *table.Client, notices []string, fps int) tea.Model {
	return tui.NewLine(t, c, false, tui.Silent{}, notices).WithFPS(fps)
}
