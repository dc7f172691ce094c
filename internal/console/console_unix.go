//go:build !windows

package console

import "os"

// VTOutput does nothing: a Unix terminal reads escape sequences always.
func VTOutput(*os.File) (restore func()) { return func() {} }
