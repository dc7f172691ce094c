package voice

import (
	"os/exec"
	"syscall"

	"golang.org/x/sys/windows"
)

// ownProcessGroup starts the sound process with no console of the
// player's (a hidden one of its own) in a process group of its own: the
// console's events (Ctrl+C, Ctrl+Break, the console closed) go to anna,
// which saves the game, and not to the sound. (Windows has no process
// groups as Unix has; this is its way.)
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{
		CreationFlags: windows.CREATE_NO_WINDOW | windows.CREATE_NEW_PROCESS_GROUP,
		HideWindow:    true,
	}
}
