//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || windows)

package console

import "os"

// HideEcho: where anna cannot turn a terminal's echo off, it is left on
// (the line view, in raw mode, shows nothing of the code there too).
func HideEcho(*os.File) func(hide bool) { return nil }
