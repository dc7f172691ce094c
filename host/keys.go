package host

import (
	"io"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"
)

// readKeys decodes the keys a terminal sends until its input ends, handing
// each event to send (false: stop). One small decoder per connection: a
// terminal reader of its own would build a key table of 140 KB for every
// spectator.
func readKeys(in io.Reader, send func(uv.Event) bool) error {
	var dec uv.EventDecoder
	var pending []byte
	chunk := make([]byte, 512)
	for {
		n, err := in.Read(chunk)
		pending = append(pending, chunk[:n]...)
		for len(pending) > 0 {
			k, ev := dec.Decode(pending)
			if k == 0 {
				break // an incomplete sequence: wait for the rest
			}
			pending = pending[k:]
			if ev != nil && !send(ev) {
				return nil
			}
		}
		if err != nil {
			return err
		}
	}
}

// feedProgram gives a Bubble Tea program (run without an input reader of
// its own) the keys from in.
func feedProgram(p *tea.Program, in io.Reader) {
	readKeys(in, func(ev uv.Event) bool {
		switch e := ev.(type) {
		case uv.KeyPressEvent:
			p.Send(tea.KeyPressMsg(e))
		case uv.KeyReleaseEvent:
			p.Send(tea.KeyReleaseMsg(e))
		}
		return true
	})
}
