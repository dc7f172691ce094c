//go:build !windows

package uci

import (
	"os"
	"runtime"
)

// engineDirs are where engines are installed off the PATH: Debian's games
// (/usr/games is not on every user's PATH, root's for one), and on macOS
// Homebrew's (not on the PATH of a shell that never loaded it).
func engineDirs() []string {
	if runtime.GOOS == "darwin" {
		return []string{"/opt/homebrew/bin", "/usr/local/bin"}
	}
	return []string{"/usr/games", "/usr/local/games"}
}

// program is path when it is a file that may be run: a regular file with
// an execute bit.
func program(path string) (string, bool) {
	st, err := os.Stat(path)
	return path, err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}
