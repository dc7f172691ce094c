package uci

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
)

// DefaultCommand is the engine anna looks for when none is named.
const DefaultCommand = "stockfish"

// Find is the executable of an engine named on the command line: a path
// (./sf, C:\engines\stockfish.exe), or a name on PATH or in the system's
// engine folders (engineDirs). An engine not found is ErrNotInstalled.
func Find(command string) (string, error) {
	if command == "" {
		command = DefaultCommand
	}
	if filepath.Base(command) != command {
		if path, ok := program(command); ok {
			return path, nil
		}
		return "", fmt.Errorf("%w: %s is not a program", ErrNotInstalled, command)
	}
	if path, err := exec.LookPath(command); err == nil {
		return path, nil
	}
	dirs := engineDirs()
	for _, dir := range dirs {
		if path, ok := program(filepath.Join(dir, command)); ok {
			return path, nil
		}
	}
	return "", fmt.Errorf("%w: no program %q on PATH or in %s", ErrNotInstalled, command, strings.Join(dirs, ", "))
}
