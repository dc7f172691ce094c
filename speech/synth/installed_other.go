//go:build !windows

package synth

import (
	"os"
	"runtime"
)

// installed is espeak-ng where Homebrew puts it on macOS, for a shell
// that never loaded Homebrew's PATH; "" elsewhere (Debian's is on the
// PATH).
func installed() string {
	if runtime.GOOS != "darwin" {
		return ""
	}
	for _, path := range []string{"/opt/homebrew/bin/espeak-ng", "/usr/local/bin/espeak-ng"} {
		if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
			return path
		}
	}
	return ""
}
