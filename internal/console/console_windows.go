package console

import (
	"os"

	"golang.org/x/sys/windows"
)

// VTOutput turns on the console's reading of escape sequences
// (ENABLE_VIRTUAL_TERMINAL_PROCESSING) for the line view's erase-to-end
// and cursor moves (ESC[K, ESC[A), which a console that does not read
// them prints as text; Bubble Tea does the same for the board view. It
// returns what puts the console's mode back. Not a console (Windows
// Terminal's, ConPTY's, is one too): nothing to do.
func VTOutput(f *os.File) (restore func()) {
	h := windows.Handle(f.Fd())
	var mode uint32
	if windows.GetConsoleMode(h, &mode) != nil || mode&windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING != 0 {
		return func() {}
	}
	if windows.SetConsoleMode(h, mode|windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING) != nil {
		return func() {}
	}
	return func() { windows.SetConsoleMode(h, mode) }
}
