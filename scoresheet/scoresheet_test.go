package scoresheet

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestWriteAtomicReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "game.pgn")
	for _, text := range []string{"1. e4 *\n", "1. e4 e5 *\n"} {
		if err := WriteAtomic(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != text {
			t.Fatalf("got %q, %v; want %q", got, err, text)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

func TestWriteAtomicUnwritable(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	os.WriteFile(blocker, nil, 0o644)
	if err := WriteAtomic(filepath.Join(blocker, "game.pgn"), []byte("x")); err == nil {
		t.Error("wrote under a regular file")
	} else if !strings.HasPrefix(err.Error(), "scoresheet: ") {
		t.Errorf("error %q lacks the package prefix", err)
	}
}

func TestFileKeepsNewestVersion(t *testing.T) {
	f := &File{Path: filepath.Join(t.TempDir(), "g.pgn")}
	f.Write(2, "two")
	f.Write(1, "one")
	got, _ := os.ReadFile(f.Path)
	if string(got) != "two" {
		t.Errorf("got %q, want the newer version %q", got, "two")
	}
}

func TestDefaultPath(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	now := time.Date(2026, 11, 23, 15, 30, 0, 0, time.UTC)
	p1, err := DefaultPath(now)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "anna", "games", "2026-11-23-153000.pgn"); p1 != want {
		t.Errorf("got %s, want %s", p1, want)
	}
	WriteAtomic(p1, []byte("x"))
	p2, _ := DefaultPath(now)
	if p2 == p1 || !strings.HasSuffix(p2, "-2.pgn") {
		t.Errorf("second game at the same second: got %s", p2)
	}
	t.Setenv("XDG_DATA_HOME", "relative/path")
	t.Setenv("HOME", dir)
	p3, _ := DefaultPath(now)
	if !strings.HasPrefix(p3, filepath.Join(dir, ".local", "share", "anna", "games")) {
		t.Errorf("relative XDG_DATA_HOME must be ignored (XDG spec): got %s", p3)
	}
}

// BenchmarkSetSave: one save of a match's files (a move's cost on the way
// to the other player's screen). The files are replaced atomically; the
// sync to disk follows on its own goroutine.
func BenchmarkSetSave(b *testing.B) {
	dir, err := os.MkdirTemp(".", "bench")
	if err != nil {
		b.Fatal(err)
	}
	defer os.RemoveAll(dir)
	set := NewSet(filepath.Join(dir, "g.pgn"), "")
	pgn, state := strings.Repeat("1. e4 e5 ", 300), []byte(strings.Repeat("{\"uci\": \"e2e4\"},\n", 600))
	v := 0
	for b.Loop() {
		v++
		if err := set.Save(v, pgn, [2]string{}, state); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		time.Sleep(20 * time.Millisecond) // moves come seconds apart; let the sync finish
		b.StartTimer()
	}
}

// TestCheckNewNamesWhatIsNotAFile: a path that holds a device, a link or
// a folder is refused as what it is, not as a game there already (which
// would send the player to resume a match that is not there).
func TestCheckNewNamesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link.pgn")
	os.Symlink(filepath.Join(dir, "nowhere.pgn"), link)
	folder := filepath.Join(dir, "folder.pgn")
	os.Mkdir(folder, 0o755)
	for path, kind := range map[string]string{os.DevNull: "a device", link: "a symbolic link", folder: "a folder"} {
		err := NewSet(path, "").CheckNew()
		var odd *NotRegularError
		if !errors.As(err, &odd) || errors.Is(err, ErrExists) || odd.Path != path || odd.Kind() != kind {
			t.Errorf("%s: got %v, want it named %s", path, err, kind)
		}
	}
}
