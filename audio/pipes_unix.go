//go:build !windows

package audio

import (
	"os"
	"os/exec"
	"strconv"
)

// passPipes gives the sound process its two pipes as descriptors after
// its standard three, named at the end of its command line.
func passPipes(cmd *exec.Cmd, commands, replies *os.File) {
	first := 3 + len(cmd.ExtraFiles)
	cmd.ExtraFiles = append(cmd.ExtraFiles, commands, replies)
	cmd.Args = append(cmd.Args, strconv.Itoa(first), strconv.Itoa(first+1))
}
