package table

import (
	"strings"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/words"
)

// SeatCode is a seat's join code, as a host hands it out.
type SeatCode struct {
	Seat session.Seat
	Code string // words joined by hyphens: felix-drei-anna-sechs-...
}

// SetCodes tells the table which join codes each terminal may hand out
// (the host's rule: codes answers with them). Without it, the match has
// no join codes: nobody serves it.
func (t *Table) SetCodes(f func(*Client) []SeatCode) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.codes = f
}

// codesSaid answers codes at from's terminal: the join codes it may hand
// out, each in its own line, or why there are none. t.mu is held.
func (t *Table) codesSaid(from *Client, o session.Output) []session.Output {
	o.Kind = session.Say
	if t.codes == nil || from == nil {
		o.Event = keyCodesNoHost.Event().As(words.Answer)
		return []session.Output{o}
	}
	codes := t.codes(from)
	if len(codes) == 0 {
		o.Event = keyCodesNone.Event().As(words.Answer)
		return []session.Output{o}
	}
	var out []session.Output
	for _, c := range codes {
		o.Event = keyJoinCode.With(words.Text(c.Seat.String()), words.Texts(strings.Split(c.Code, "-"))).As(words.Answer)
		out = append(out, o)
	}
	return out
}

// The events said here.
var (
	keyCodesNoHost = words.Declare("codes-no-host")
	keyCodesNone   = words.Declare("codes-none")
	keyJoinCode    = words.Declare("join-code", words.TextKind, words.ListOf(words.TextKind))
)
