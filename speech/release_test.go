//go:build linux

package speech

import (
	"os"
	"strings"
	"testing"
)

func residentKB(t *testing.T) int {
	t.Helper()
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc")
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			n := 0
			for _, c := range f[1] {
				n = n*10 + int(c-'0')
			}
			return n
		}
	}
	return 0
}

// TestClipsAreReadOnlyData: the span release gives back is confirmed
// read-only, so dropping its pages can never lose data.
func TestClipsAreReadOnlyData(t *testing.T) {
	lo, hi := clipSpan()
	if hi <= lo {
		t.Fatal("the embedded clips are not (all) in read-only mappings; release would do nothing")
	}
}

// TestReadingClipsKeepsMemorySmall: reading every clip once (copying it and
// giving its pages back) leaves resident memory grown by about the clips'
// size, not twice that or more.
func TestReadingClipsKeepsMemorySmall(t *testing.T) {
	bank := NewBank()
	before := residentKB(t)
	total := 0
	for name := range embedded {
		pcm, err := bank.PCM(name)
		if err != nil {
			t.Fatal(err)
		}
		total += len(pcm)
	}
	grown := residentKB(t) - before
	if limit := total/1024 + 4096; grown > limit {
		t.Errorf("reading %d kB of clips grew resident memory by %d kB (limit %d)", total/1024, grown, limit)
	}
}
