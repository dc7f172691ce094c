// Package golden compares a test's output with a file kept in testdata,
// or writes that file when the test runs with -update:
//
//	var update = flag.Bool("update", false, "write the golden files")
//
//	func TestForms(t *testing.T) {
//		golden.Check(t, "testdata/forms/en.golden", got, *update)
//	}
//
// A difference names the file and its first line that differs.
package golden

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Check compares got with the file at path, or writes it when update.
func Check(t testing.TB, path, got string, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -run %s -update writes it)", err, t.Name())
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := range min(len(gl), len(wl)) {
		if gl[i] != wl[i] {
			t.Errorf("%s line %d:\ngot  %q\nwant %q", path, i+1, gl[i], wl[i])
			return
		}
	}
	t.Errorf("%s: got %d lines, want %d", path, len(gl), len(wl))
}
