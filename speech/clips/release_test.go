//go:build linux

package clips

import (
	"bytes"
	"io/fs"
	"testing"
)

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
	r := everyClip() // every clip read once, as TestBankHasEveryClip reads them
	if !r.rssKnown {
		t.Skip("no /proc")
	}
	for _, c := range r.clips {
		if c.err != nil {
			t.Fatal(c.err)
		}
	}
	if grown := r.rssAfter - r.rssBefore; grown > 4096 {
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
