//go:build unix

package voice

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup puts the process in a process group of its own: the
// terminal's signals (Ctrl+C, a hang-up) go to anna, not to it.
func ownProcessGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }
