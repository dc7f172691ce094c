//go:build !windows

package main

import "os"

// vtOutput does nothing: a Unix terminal reads escape sequences always.
func vtOutput(*os.File) (restore func()) { return func() {} }
