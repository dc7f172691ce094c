package host

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// rssMB is the process's resident memory, in MB.
func rssMB() float64 { return procStatusMB("VmRSS:") }

// rssAnonMB is the part of the resident memory that is the process's own
// (heap, stacks, the runtime's spare pages); the rest is pages of the
// program's file read in as code runs for the first time, which a leak
// cannot grow.
func rssAnonMB() float64 { return procStatusMB("RssAnon:") }

func procStatusMB(field string) float64 {
	data, _ := os.ReadFile("/proc/self/status")
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == field {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return 0
}

// heapMB is the Go heap in use, in MB.
func heapMB() float64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return float64(m.HeapInuse) / (1 << 20)
}
