package host

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
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
		// The mode is Unix's way to keep the log the user's; Windows keeps
		// it so by the access list of the user's AppData it is in.
		if runtime.GOOS != "windows" && info.Mode().Perm() != 0o600 {
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

// TestLogLinesCut: a line of 900 KB (a client's first line, quoted in its
// refusal) is kept as its first logLine bytes, cut between characters and
// marked; the lines around it are whole, and the log is not put aside.
func TestLogLinesCut(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "host.log")
	log := OpenLog(path)
	fmt.Fprintf(log, "a seat taken\n")
	fmt.Fprintf(log, "refused: %q\n", "ž"+strings.Repeat("\xff", 900<<10))
	fmt.Fprintf(log, "%s\n", strings.Repeat("č", 400))
	fmt.Fprintf(log, "another seat taken\n")
	log.Close()
	data, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 4 || lines[0] != "a seat taken" || lines[3] != "another seat taken" {
		t.Fatalf("the log holds %d lines, want 4 with the seats taken first and last: %.400q", len(lines), data)
	}
	for _, l := range lines[1:3] {
		if len(l) > logLine+len("…") || !strings.HasSuffix(l, "…") || !utf8.ValidString(l) {
			t.Errorf("a long line kept as %d bytes %.60q…, want at most %d, cut between characters and marked", len(l), l, logLine)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files, want host.log alone (nothing put aside)", len(entries))
	}
}
