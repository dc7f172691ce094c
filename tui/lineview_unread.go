package tui

import (
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/internal/termkeys"
)

// Unread is what was typed at the line view and not taken by it when it
// ended: the line being typed, then every key read until its input ended
// (after quit, typed ahead for the lobby), as the lines they make, each
// ended by a newline, and the line begun last without one. It waits for
// the input to end: the caller ends it (cancels the terminal's reader)
// first. Nil when the view has not run.
func (v *LineView) Unread() []byte {
	if v.unread == nil {
		return nil
	}
	b := <-v.unread
	v.unread <- b // the same to a second call
	return b
}

// maxAhead bounds the keys kept after the view ends (a connection that
// pastes on while nobody reads).
const maxAhead = 4096

// typedAhead takes the keys the view did not, until the input ends, after
// the line being typed in the view's editor, and gives the lines they make.
func typedAhead(ed *lineedit.Editor, keys <-chan uv.Event, inputDone <-chan error) []byte {
	var evs []uv.Event
	take := func(ev uv.Event) {
		if len(evs) < maxAhead {
			evs = append(evs, ev)
		}
	}
	for {
		select {
		case ev := <-keys:
			take(ev)
			continue
		case <-inputDone:
		}
		break
	}
	for { // the reader has stopped: what it sent before is all there
		select {
		case ev := <-keys:
			take(ev)
			continue
		default:
		}
		break
	}
	return termkeys.Typed(ed.Line(), evs)
}
