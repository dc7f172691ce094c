package audio

import (
	"os"
	"os/exec"
	"strconv"
	"syscall"
)

// passPipes gives the sound process its two pipes as handles it inherits
// (Windows has no descriptors after the standard three: exec.Cmd's
// ExtraFiles is not supported there), their values named at the end of
// its command line. os.Pipe's handles are inheritable; only those listed
// are inherited.
func passPipes(cmd *exec.Cmd, commands, replies *os.File) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	for _, f := range []*os.File{commands, replies} {
		cmd.SysProcAttr.AdditionalInheritedHandles = append(cmd.SysProcAttr.AdditionalInheritedHandles, syscall.Handle(f.Fd()))
		cmd.Args = append(cmd.Args, strconv.FormatUint(uint64(f.Fd()), 10))
	}
}
