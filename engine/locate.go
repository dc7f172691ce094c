package engine

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// DefaultCommand is the engine anna looks for when none is named.
const DefaultCommand = "stockfish"

// gameDirs are where Debian and others install games; /usr/games is not on
// every user's PATH (root's, for one), so a name is looked for there too.
var gameDirs = []string{"/usr/games", "/usr/local/games"}

// Find is the executable of an engine named on the command line: a path,
// or a name on PATH or in the games directories. An engine not found is
// ErrNotInstalled.
func Find(command string) (string, error) {
	if command == "" {
		command = DefaultCommand
	}
	if strings.ContainsRune(command, os.PathSeparator) {
		if st, err := os.Stat(command); err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
			return "", fmt.Errorf("%w: %s is not a program", ErrNotInstalled, command)
		}
		return command, nil
	}
	if path, err := exec.LookPath(command); err == nil {
		return path, nil
	}
	for _, dir := range gameDirs {
		path := filepath.Join(dir, command)
		if st, err := os.Stat(path); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return path, nil
		}
	}
	return "", fmt.Errorf("%w: no program %q on PATH or in %s", ErrNotInstalled, command, strings.Join(gameDirs, ", "))
}
