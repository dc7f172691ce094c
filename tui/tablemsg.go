package tui

import (
	"time"

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
	// StopMsg asks the view to save and quit, as typing quit does: a
	// signal came, or its terminal is gone (SIGHUP, the end of its input).
	// If the table has not let it go within stopWithin, it quits anyway:
	// everything played is on disk already.
	StopMsg struct{}
	// stoppedMsg: stopWithin has passed since a StopMsg.
	stoppedMsg struct{}
)

// stopWithin is how long a view that was asked to stop waits for the
// table's goodbye.
const stopWithin = 3 * time.Second

// join opens the game if this view does, and listens to the table.
func join(t *table.Table, s Seat, opens bool) tea.Cmd {
	if !opens || t == nil {
		return listen(s)
	}
	return tea.Batch(func() tea.Msg { t.Start(); return nil }, listen(s))
}

// listen waits for the table's next events for a terminal: a client
// here, or a seat over the network, gone when it has ended (Ended).
func listen(s Seat) tea.Cmd {
	if c, ok := s.(*table.Client); ok {
		return func() tea.Msg {
			evs, ok := c.Next()
			if !ok {
				return goneMsg{}
			}
			return eventsMsg(evs)
		}
	}
	var ended <-chan struct{}
	if e, ok := s.(interface{ Ended() <-chan struct{} }); ok {
		ended = e.Ended()
	}
	return func() tea.Msg {
		for {
			if evs := s.Take(); len(evs) > 0 {
				return eventsMsg(evs)
			}
			select {
			case <-s.Ready():
			case <-ended:
				if evs := s.Take(); len(evs) > 0 {
					return eventsMsg(evs)
				}
				return goneMsg{}
			}
		}
	}
}
