//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package console

import (
	"os"

	"golang.org/x/sys/unix"
	"golang.org/x/term"
)

// KeysRaw puts the terminal's keys in raw mode, as Bubble Tea does with
// a terminal it reads itself, and leaves the output's newlines to the
// terminal (a newline moves to the next line's start), as Bubble Tea
// expects of a terminal it does not read. It returns what puts the
// terminal back.
func KeysRaw(tty *os.File) (func(), error) {
	fd := int(tty.Fd())
	saved, err := term.MakeRaw(fd)
	if err != nil {
		return nil, err
	}
	restore := func() { term.Restore(fd, saved) }
	t, err := unix.IoctlGetTermios(fd, getTermios)
	if err == nil {
		t.Oflag |= unix.OPOST | unix.ONLCR
		err = unix.IoctlSetTermios(fd, setTermios, t)
	}
	if err != nil {
		restore()
		return nil, err
	}
	return restore, nil
}
