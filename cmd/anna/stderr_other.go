//go:build !linux

package main

import "os"

var origStderr = os.Stderr

// quietStderr does nothing where the sound system does not print to
// standard error.
func quietStderr() {}
