//go:build !windows

package console

import (
	"os"
	"runtime"

	"github.com/muesli/cancelreader"
)

// Cancellable is f as a reader whose reading can be stopped: cancelreader
// waits with epoll, kqueue or select on any file here, a terminal as it
// is set (cooked or raw) and a pipe alike. On macOS kqueue does not wait
// on a terminal (it answers at once, and the read under way cannot be
// stopped); cancelreader waits with select instead only on a file named
// /dev/tty, so a terminal is handed to it under that name.
func Cancellable(f *os.File) (cancelreader.CancelReader, error) {
	if runtime.GOOS == "darwin" && IsTerminal(f) {
		return cancelreader.NewReader(ttyFile{f})
	}
	return cancelreader.NewReader(f)
}

// ttyFile is a terminal as cancelreader's select reader takes it.
type ttyFile struct{ *os.File }

func (ttyFile) Name() string { return "/dev/tty" }
