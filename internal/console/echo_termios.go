//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package console

import (
	"os"

	"golang.org/x/sys/unix"
)

// HideEcho turns the echo of a terminal in cooked mode off while the
// arbiter's code is typed (hide), and on again; the line's own editing
// (Backspace, Ctrl+U) goes on. A terminal it cannot ask is left as it is.
func HideEcho(tty *os.File) func(hide bool) {
	fd := int(tty.Fd())
	return func(hide bool) {
		t, err := unix.IoctlGetTermios(fd, getTermios)
		if err != nil {
			return
		}
		if hide {
			t.Lflag &^= unix.ECHO
		} else {
			t.Lflag |= unix.ECHO
		}
		unix.IoctlSetTermios(fd, setTermios, t)
	}
}
