//go:build !windows

package private

import (
	"os"
	"testing"
)

// openToOthers lets the group and others read path.
func openToOthers(t *testing.T, path string) {
	t.Helper()
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
}
