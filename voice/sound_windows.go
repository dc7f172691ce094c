package voice

import (
	"io"
	"os"
	"os/exec"
	"runtime/debug"
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

// logOutput leaves the sound process's standard handles alone (NUL): it
// opens the sound log itself (childLog). A standard handle is handed on
// to processes the sound process starts without asking: Wine starts its
// desktop (explorer.exe /desktop) from the first process that opens a
// window, the sound process's audio, with that process's standard error,
// and the desktop, which outlives anna, held the log open; nothing could
// remove it (TestVoiceCommandsStay failed so under Wine, 2 runs in 2,
// the sound log held by the desktop started during the test). Windows'
// sound libraries write nothing to standard error.
func logOutput(*exec.Cmd, *os.File) {}

// childLog is where the sound process writes why it ended: the sound log,
// opened by itself (not inherited, so handed on to nothing), which it
// takes as os.Stderr (what audio writes there: a PulseAudio stream run
// dry) and where a crash's report goes too; standard error where it
// cannot be opened.
func childLog() io.Writer {
	if log := soundLogFile(); log != nil {
		os.Stderr = log // Go's only: Windows' standard error stays NUL
		debug.SetCrashOutput(log, debug.CrashOptions{})
	}
	return os.Stderr
}
