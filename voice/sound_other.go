//go:build !unix && !windows

package voice

import "os/exec"

// ownProcessGroup does nothing where processes have no groups.
func ownProcessGroup(*exec.Cmd) {}
