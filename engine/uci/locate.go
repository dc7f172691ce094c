package uci

import (
	"fmt"
	"os"
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

// FoundByName reports whether command is an engine anna would start by
// itself: one named alone (anna finds it as Find does, on PATH or in the
// engine folders), or a path to the very file Find finds by that name
// (/usr/games/stockfish, where stockfish is that file). A match saved
// elsewhere names its engine as its player typed it; any other program
// it names is started only when the player here names it (--engine).
func FoundByName(command string) bool {
	name := filepath.Base(command)
	if command == "" || name == command {
		return true
	}
	path, err := Find(command)
	if err != nil {
		return false
	}
	byName, err := Find(name)
	if err != nil {
		return false
	}
	a, err := os.Stat(path)
	if err != nil {
		return false
	}
	b, err := os.Stat(byName)
	return err == nil && os.SameFile(a, b)
}
