//go:build !unix && !windows

package voice

import (
	"io"
	"os"
	"os/exec"
)

// ownProcessGroup does nothing where processes have no groups.
func ownProcessGroup(*exec.Cmd) {}

// logOutput makes the sound log the sound process's standard output and
// error.
func logOutput(cmd *exec.Cmd, log *os.File) { cmd.Stdout, cmd.Stderr = log, log }

// childLog is where the sound process writes why it ended: its standard
// error, the sound log.
func childLog() io.Writer { return os.Stderr }
