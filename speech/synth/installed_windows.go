package synth

import (
	"os"
	"path/filepath"
)

// installed is espeak-ng where its Windows installer puts it, which it
// does not add to the PATH: Program Files\eSpeak NG\espeak-ng.exe.
func installed() string {
	for _, env := range []string{"ProgramFiles", "ProgramFiles(x86)", "ProgramW6432"} {
		dir := os.Getenv(env)
		if dir == "" {
			continue
		}
		path := filepath.Join(dir, "eSpeak NG", "espeak-ng.exe")
		if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
			return path
		}
	}
	return ""
}
