package uci

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// engineDirs is anna's own folder: an engine unzipped beside anna.exe is
// found by its name, as Windows programs find their parts. (Windows has
// no games folder; PATH is searched first.)
func engineDirs() []string {
	exe, err := os.Executable()
	if err != nil {
		return nil
	}
	return []string{filepath.Dir(exe)}
}

// program is path, or path with the extension Windows would add
// (C:\engines\stockfish finds stockfish.exe), when it is a file Windows
// runs: one whose extension PATHEXT names (.exe, .com, .bat, .cmd).
// Windows has no execute bit; a file's mode says nothing.
func program(path string) (string, bool) {
	found, err := exec.LookPath(path)
	if err != nil {
		return path, false
	}
	if st, err := os.Stat(found); err != nil || !st.Mode().IsRegular() {
		return path, false
	}
	return found, slices.Contains(runnable(), strings.ToLower(filepath.Ext(found)))
}

// runnable are the extensions of programs: PATHEXT's, as os/exec reads it.
func runnable() []string {
	exts := strings.Split(strings.ToLower(os.Getenv("PATHEXT")), ";")
	exts = slices.DeleteFunc(exts, func(e string) bool { return !strings.HasPrefix(e, ".") })
	if len(exts) == 0 {
		return []string{".com", ".exe", ".bat", ".cmd"}
	}
	return exts
}
