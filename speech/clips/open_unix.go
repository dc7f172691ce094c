//go:build unix

package clips

import (
	"os"
	"syscall"
)

// openNoWait opens a file for reading without waiting: a named pipe put
// where a file was looked at a moment before opens at once, writer or not.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
