//go:build !linux

package host

import (
	"runtime"
	"time"
)

// cpuTime and rssMB are measured on Linux only; elsewhere the benchmarks
// that use them report zeros.
func cpuTime() time.Duration { return 0 }

func rssMB() float64 { return 0 }

func rssAnonMB() float64 { return 0 }

func heapMB() float64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return float64(m.HeapInuse) / (1 << 20)
}
