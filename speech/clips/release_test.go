//go:build linux

package clips

import (
	"bytes"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// statusKB reads one line of /proc/self/status, in kB.
func statusKB(t *testing.T, key string) int {
	t.Helper()
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc")
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == key+":" {
			n, _ := strconv.Atoi(f[1])
			return n
		}
	}
	return 0
}

// TestClipsAreReadOnlyData: the span Release gives back is confirmed
// read-only, so dropping its pages can never lose data.
func TestClipsAreReadOnlyData(t *testing.T) {
	if !storedFiles.Releasable() {
		t.Fatal("the embedded clips are not (all) in read-only mappings; Release would do nothing")
	}
}

// TestReadingClipsKeepsMemorySmall: reading every clip once (decoding it
// from its pages in the program's data and giving them back) leaves the
// program's resident file pages grown by at most a few megabytes, not by
// the whole bank's.
func TestReadingClipsKeepsMemorySmall(t *testing.T) {
	bank := NewBank()
	before := statusKB(t, "RssFile")
	for _, c := range speech.Catalogue() {
		if _, err := bank.PCM(c.Name); err != nil {
			t.Fatal(err)
		}
	}
	if grown := statusKB(t, "RssFile") - before; grown > 4096 {
		t.Errorf("reading every clip grew resident file pages by %d kB (limit 4096)", grown)
	}
}

// TestClipsReadInPlace: the clips read in place are the files of the
// embedded directory, byte for byte.
func TestClipsReadInPlace(t *testing.T) {
	n := 0
	err := fs.WalkDir(stored, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		want, _ := stored.ReadFile(path)
		got, inplace, err := storedFiles.Read(path)
		if err != nil || !inplace || !bytes.Equal(got, want) {
			t.Errorf("%s: read in place %v (%v), %d bytes, want the %d of the file", path, inplace, err, len(got), len(want))
		}
		n++
		return nil
	})
	if err != nil || n < 1000 {
		t.Fatalf("walked %d files: %v", n, err)
	}
}
