// Package tsv reads the tab-separated tables of test data kept in
// testdata/ folders: one row per line, columns split at tabs; blank lines
// and lines starting with # are skipped.
package tsv

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// Read returns the rows of the file at path; a file that cannot be read
// fails the test.
func Read(t testing.TB, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rows = append(rows, strings.Split(line, "\t"))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}
