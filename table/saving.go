package table

import (
	"time"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/words"
)

// retryEvery is how often a save that failed is tried again.
var retryEvery = 2 * time.Second

// save writes the newest version of the match. A failure is said to
// everybody at once, with the reason on every screen, and the save is
// tried again every few seconds until it works, which is said too; the
// next event's save tries as well. t.mu is held.
func (t *Table) save() []session.Output {
	t.version++
	err := t.store.Save(t.version, t.sess.Documents())
	return t.saved(err)
}

// saved follows the result of a save. t.mu is held.
func (t *Table) saved(err error) []session.Output {
	var said []session.Output
	switch {
	case err != nil && (t.unsaved == nil || t.unsaved.Error() != err.Error()):
		said = append(said, session.Output{Kind: session.Say, Event: keySaveFailed.Event(), To: session.Everyone})
		t.noticeAll(t.store.Where() + ": " + err.Error())
	case err == nil && t.unsaved != nil:
		said = append(said, session.Output{Kind: session.Say, Event: keySavedNow.Event(), To: session.Everyone})
	}
	t.unsaved = err
	if err != nil && t.retry == nil && !t.closed {
		t.retry = time.AfterFunc(retryEvery, t.trySaveAgain)
	}
	return said
}

// trySaveAgain is the retry of a failed save.
func (t *Table) trySaveAgain() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.retry = nil
	if t.unsaved == nil {
		return
	}
	err := t.store.Save(t.version, t.sess.Documents())
	if t.closed {
		t.unsaved = err
		return
	}
	t.broadcast(nil, t.saved(err), nil)
}

// Unsaved is why the newest version of the match is not on disk, or nil.
// Before it answers, a last try is made: a full disk may have room now.
func (t *Table) Unsaved() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.unsaved != nil {
		t.unsaved = t.store.Save(t.version, t.sess.Documents())
	}
	return t.unsaved
}

// The events said here.
var (
	keySaveFailed = words.Declare("save-failed")
	keySavedNow   = words.Declare("saved-now")
)
