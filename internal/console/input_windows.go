package console

import (
	"os"

	"github.com/muesli/cancelreader"
)

// Cancellable is f as a reader whose reading can be stopped: its pump.
// cancelreader would not do on Windows: for standard input it reads the
// console (CONIN$) even when the input is a pipe or a file, and puts the
// console in a raw mode of its own (0x2e0: no line input, no echo), which
// left `anna | tee log` with no echo and an Enter that did nothing; for
// any other file its reads cannot be cancelled at all. The pump reads f
// itself, in the mode the view has set (the line view's raw mode, the
// console's own line editing for the plain view).
func Cancellable(f *os.File) (cancelreader.CancelReader, error) {
	return pumpOf(f).reader(), nil
}
