package host

import (
	"io"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/termkeys"
)

// feedProgram gives a Bubble Tea program (run without an input reader of
// its own) the keys from in.
func feedProgram(p *tea.Program, in io.Reader) {
	termkeys.Read(in, func(ev uv.Event) bool {
		switch e := ev.(type) {
		case uv.KeyPressEvent:
			p.Send(tea.KeyPressMsg(e))
		case uv.KeyReleaseEvent:
			p.Send(tea.KeyReleaseMsg(e))
		}
		return true
	})
}
