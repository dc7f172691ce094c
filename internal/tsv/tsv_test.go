package tsv

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.tsv")
	os.WriteFile(path, []byte("# a comment\nfen\tline\twant\n\n  \nx\t\ty\n"), 0o644)
	want := [][]string{{"fen", "line", "want"}, {"x", "", "y"}}
	if got := Read(t, path); !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
