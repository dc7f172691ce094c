package main

import (
	"os"
	"syscall"
)

// peakRSSKB is the most resident memory an ended process had, in kB (0
// where the system does not say).
func peakRSSKB(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return ru.Maxrss // kB on Linux
	}
	return 0
}
