package main

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// testBinaries is root and every process under it whose executable is a
// test binary, from /proc.
func testBinaries(root int) []int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	children := map[int][]int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if ppid, ok := parent(pid); ok {
			children[ppid] = append(children[ppid], pid)
		}
	}
	var found []int
	for queue := []int{root}; len(queue) > 0; queue = queue[1:] {
		pid := queue[0]
		if exe, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/exe"); err == nil && isTestBinary(exe) {
			found = append(found, pid)
		}
		queue = append(queue, children[pid]...)
	}
	return found
}

// parent is a process's parent, from /proc/PID/stat ("pid (comm) state
// ppid ...", where comm may hold spaces and parentheses).
func parent(pid int) (int, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	s := string(b)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(fields) < 2 {
		return 0, false
	}
	ppid, err := strconv.Atoi(fields[1])
	return ppid, err == nil
}

// stop stops the processes (SIGSTOP); cont lets them go on (SIGCONT).
func stop(pids []int) {
	for _, pid := range pids {
		syscall.Kill(pid, syscall.SIGSTOP)
	}
}

func cont(pids []int) {
	for _, pid := range pids {
		syscall.Kill(pid, syscall.SIGCONT)
	}
}
