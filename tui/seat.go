package tui

import (
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// Seat is a terminal's place at a table as the line views see it: a
// client at a table in this program (*table.Client), or a seat taken at a
// host's table over the network (anna join's join.Seat). The views are the
// same for both.
type Seat interface {
	// Do hands a typed line over; it returns when what answers it waits
	// for Take (or, over the network, when the answer did not come in time).
	Do(line string)
	// Ready is signalled when events wait; Take collects them, in order.
	Ready() <-chan struct{}
	Take() []table.Event
	// Book is the terminal's own phrasebook now.
	Book() speech.Phrasebook
}

var _ Seat = (*table.Client)(nil)
