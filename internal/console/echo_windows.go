//go:build windows

package console

import (
	"os"

	"golang.org/x/sys/windows"
)

// HideEcho turns the echo of a console in line mode off while the
// arbiter's code is typed (hide), and on again. A console it cannot ask
// is left as it is.
func HideEcho(tty *os.File) func(hide bool) {
	h := windows.Handle(tty.Fd())
	return func(hide bool) {
		var mode uint32
		if windows.GetConsoleMode(h, &mode) != nil {
			return
		}
		if hide {
			mode &^= windows.ENABLE_ECHO_INPUT
		} else {
			mode |= windows.ENABLE_ECHO_INPUT
		}
		windows.SetConsoleMode(h, mode)
	}
}
