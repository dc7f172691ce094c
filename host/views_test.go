package host

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestViewsFileKeepsTheKeysUsedLast: 2,500 new keys choose a view one
// after another (issue 31 joined 5,600): the views file keeps the
// keptKeys used last, and the first key, which came back lately; a choice
// is a line appended, the file written anew only when it has twice
// keptKeys lines; the next host reads the same keys, with their choices.
func TestViewsFileKeepsTheKeysUsedLast(t *testing.T) {
	path := filepath.Join(t.TempDir(), "anna", "views")
	p, err := newPlayers("", "", path)
	if err != nil {
		t.Fatal(err)
	}
	key := func(i int) string { return fmt.Sprintf("SHA256:key%04d", i) }
	if err := p.setView(key(0), "board", speech.HR); err != nil {
		t.Fatal(err)
	}
	rewrites, appended := 0, 0
	size := fileSize(path)
	const keys = 2500
	for i := 1; i < keys; i++ {
		if i == keys-keptKeys/2 { // the first key comes back, its choice as before
			if err := p.setView(key(0), "board", speech.HR); err != nil {
				t.Fatal(err)
			}
		}
		if err := p.setView(key(i), "line", ""); err != nil {
			t.Fatal(err)
		}
		switch grew := fileSize(path) - size; {
		case grew < 0: // written anew, a line a key
			rewrites++
		case grew > 0 && grew < 64:
			appended++
		}
		size = fileSize(path)
	}
	if rewrites > 2 || appended < keys-3 {
		t.Errorf("%d joins wrote the file anew %d times and appended a line %d times, want at most 2 and the others", keys, rewrites, appended)
	}
	data, _ := os.ReadFile(path)
	if n := strings.Count(string(data), "\n"); n > 2*keptKeys+1 {
		t.Errorf("the file has %d lines, want at most %d", n, 2*keptKeys+1)
	}
	again, err := newPlayers("", "", path)
	if err != nil {
		t.Fatal(err)
	}
	if len(again.used) != keptKeys || len(again.views) != keptKeys {
		t.Errorf("the next host knows %d keys (%d views), want %d", len(again.used), len(again.views), keptKeys)
	}
	if again.view(key(0)) != "board" || again.lang(key(0)) != speech.HR {
		t.Errorf("the first key, used lately: %q %q, want board hr", again.view(key(0)), again.lang(key(0)))
	}
	if again.view(key(keys-keptKeys+1)) != "line" || again.view(key(keys-keptKeys)) != "" || again.view(key(1)) != "" {
		t.Errorf("kept %q for the oldest of the last keys, %q and %q for older ones; want line, and none", again.view(key(keys-keptKeys+1)),
			again.view(key(keys-keptKeys)), again.view(key(1)))
	}
}

func fileSize(path string) int64 {
	info, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return info.Size()
}
