//go:build !unix

package clips

import "os"

// openNoWait opens a file for reading; without named pipes there is
// nothing to wait for.
func openNoWait(path string) (*os.File, error) { return os.Open(path) }
