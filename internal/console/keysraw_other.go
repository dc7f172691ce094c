//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package console

import (
	"os"

	"golang.org/x/term"
)

// KeysRaw puts the terminal in raw mode; it returns what puts it back.
func KeysRaw(tty *os.File) (func(), error) {
	fd := int(tty.Fd())
	saved, err := term.MakeRaw(fd)
	if err != nil {
		return nil, err
	}
	return func() { term.Restore(fd, saved) }, nil
}
