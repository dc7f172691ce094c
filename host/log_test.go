package host

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestLogCapped: five megabytes of log lines leave at most two files of
// about a megabyte: the newest lines in host.log, the ones before them
// beside it, the oldest gone; the files are the owner's only.
func TestLogCapped(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "host.log")
	log := OpenLog(path)
	line := strings.Repeat("x", 99) + "\n"
	for i := 0; i < 5<<20/len(line); i++ {
		fmt.Fprintf(log, "%08d %s", i, line)
	}
	fmt.Fprintf(log, "the last line\n")
	log.Close()
	deadline := time.Now().Add(5 * time.Second)
	var entries []os.DirEntry
	for { // the files put aside are removed in the background
		entries, _ = os.ReadDir(dir)
		if len(entries) <= 2 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	var total int64
	for _, e := range entries {
		info, _ := e.Info()
		total += info.Size()
		if info.Mode().Perm() != 0o600 {
			t.Errorf("%s has mode %v, want 0600", e.Name(), info.Mode().Perm())
		}
	}
	if len(entries) != 2 || total > 2*(logMB<<20) {
		t.Errorf("got %d files of %d bytes in all, want 2 of at most %d", len(entries), total, 2*(logMB<<20))
	}
	data, _ := os.ReadFile(path)
	if !strings.HasSuffix(string(data), "the last line\n") {
		t.Errorf("host.log does not end with the newest line: ...%q", data[max(0, len(data)-40):])
	}
}
