package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/table"
)

// The table's news, as Bubble Tea messages for the board view.
type (
	// eventsMsg brings what the table said to this terminal.
	eventsMsg []table.Event
	// goneMsg: the client has left the table.
	goneMsg struct{}
	// NoticeMsg is a line from outside the game (a sound device that
	// failed); the board view shows it.
	NoticeMsg string
)

// join opens the game if this view does, and listens to the table.
func join(t *table.Table, c *table.Client, opens bool) tea.Cmd {
	if !opens {
		return listen(c)
	}
	return tea.Batch(func() tea.Msg { t.Start(); return nil }, listen(c))
}

// listen waits for the table's next events for a terminal.
func listen(c *table.Client) tea.Cmd {
	return func() tea.Msg {
		evs, ok := c.Next()
		if !ok {
			return goneMsg{}
		}
		return eventsMsg(evs)
	}
}
