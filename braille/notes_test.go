package braille

import (
	"os"
	"strings"
	"testing"
)

// TestNotesInChessCode: the moves and squares of a note are written in the
// chess code (1.1 to 1.4) and its words are left for liblouis, row by row
// of testdata/notes.tsv.
func TestNotesInChessCode(t *testing.T) {
	data, err := os.ReadFile("testdata/notes.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(row, "\t")
		if strings.HasPrefix(row, "#") {
			continue
		}
		if len(f) != 4 {
			t.Fatalf("row %q: want 4 columns", row)
		}
		var got strings.Builder
		for _, p := range splitNote(f[0], [2]string{f[1], f[2]}) {
			if p.text != "" {
				got.WriteString("{" + p.text + "}")
				continue
			}
			got.WriteString(p.cells.BRF())
		}
		if got.String() != f[3] {
			t.Errorf("%q:\ngot  %s\nwant %s", f[0], got.String(), f[3])
		}
	}
}
