package table

import (
	"encoding/json"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/words"
)

// Keep has the match keep what its host needs to serve it again after a
// crash (session.SetHosted), as kept() gives it when the table's lock is
// held, and saves it at once: a key that joined comes back to its seat
// after a crash too. The save says nothing unless it failed or worked
// again.
func (t *Table) Keep(kept func() json.RawMessage) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return
	}
	t.sess.SetHosted(kept())
	if said := t.save(); len(said) > 0 {
		t.broadcast(nil, said, nil)
	}
}

// Away marks seats as left, as if their players had gone, before anybody
// sits down: a host started again keeps for each what it says until the
// player is back ("While you were away: ..."), and the others hear that
// they are back.
func (t *Table) Away(seats ...session.Seat) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, s := range seats {
		if oneAtATime(s) {
			t.away(s)
		}
	}
}

// keyWaitingFor is the event that says whom the game waits for: it is not
// kept for a seat away, which is back when it would hear it.
var keyWaitingFor = words.Declare("waiting-for", words.ListOf(words.TextKind), words.FlagKind)
