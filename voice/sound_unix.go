//go:build unix

package voice

import (
	"io"
	"os"
	"os/exec"
	"syscall"
)

// ownProcessGroup puts the process in a process group of its own: the
// terminal's signals (Ctrl+C, a hang-up) go to anna, not to it.
func ownProcessGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// logOutput makes the sound log the sound process's standard output and
// error, where the C sound libraries write (libasound, PulseAudio's
// client).
func logOutput(cmd *exec.Cmd, log *os.File) { cmd.Stdout, cmd.Stderr = log, log }

// childLog is where the sound process writes why it ended: its standard
// error, the sound log (logOutput).
func childLog() io.Writer { return os.Stderr }
