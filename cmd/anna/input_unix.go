//go:build !windows

package main

import (
	"os"

	"github.com/muesli/cancelreader"
)

// cancellable is f as a reader whose reading can be stopped: cancelreader
// waits with epoll, kqueue or select on any file here, a terminal as it
// is set (cooked or raw) and a pipe alike.
func cancellable(f *os.File) (cancelreader.CancelReader, error) {
	return cancelreader.NewReader(f)
}
