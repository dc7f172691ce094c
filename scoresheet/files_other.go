//go:build !windows

package scoresheet

import "os"

// syncOpen opens a file to sync it: fsync needs no more than reading
// (a scoresheet the player made read-only is synced too).
const syncOpen = os.O_RDONLY

// holdWhileSync is false: a file held open may be renamed over, and a
// move's write never waits for the disk.
const holdWhileSync = false

// rename is os.Rename: atomic, even over a file another process reads.
func rename(from, to string) error { return os.Rename(from, to) }

// deviceName is false: here a device is a file in /dev, which Lstat
// tells as such.
func deviceName(string) bool { return false }
