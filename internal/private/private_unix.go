//go:build !windows

package private

import (
	"fmt"
	"os"
)

// Restrict makes path readable and writable by its owner alone: mode
// 0600.
func Restrict(path string) error {
	if err := os.Chmod(path, 0o600); err != nil {
		return fmt.Errorf("private: %w", err)
	}
	return nil
}

// Check returns ErrOpen when the group or others have any right to path
// (as ssh refuses an open private key).
func Check(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("private: %w", err)
	}
	if m := st.Mode().Perm(); m&0o077 != 0 {
		return fmt.Errorf("%w: mode %04o", ErrOpen, m)
	}
	return nil
}
