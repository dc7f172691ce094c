package main

import (
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/sys/unix"
)

var (
	stderrOnce sync.Once
	// origStderr is the terminal's standard error, kept for anna's own
	// messages once file descriptor 2 points at the sound log.
	origStderr = os.Stderr
)

// quietStderr points file descriptor 2, where C libraries write, at the
// sound log, and keeps a copy of the original for anna's own messages.
func quietStderr() {
	stderrOnce.Do(func() {
		path := soundLog()
		os.MkdirAll(filepath.Dir(path), 0o755)
		log, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			if log, err = os.OpenFile(os.DevNull, os.O_WRONLY, 0); err != nil {
				return
			}
		}
		saved, err := unix.Dup(2)
		if err != nil {
			log.Close()
			return
		}
		if err := unix.Dup3(int(log.Fd()), 2, 0); err != nil {
			unix.Close(saved)
			log.Close()
			return
		}
		origStderr = os.NewFile(uintptr(saved), "stderr")
		log.Close()
	})
}
