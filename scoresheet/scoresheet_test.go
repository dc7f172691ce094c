package scoresheet

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
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
	// Each system's own games folder, and a relative XDG_DATA_HOME
	// ignored: internal/places's tests.
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
	abs, _ := filepath.Abs(dir)
	b.Setenv("XDG_DATA_HOME", abs) // the state's key, made in the benchmark's folder
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
	folder := filepath.Join(dir, "folder.pgn")
	os.Mkdir(folder, 0o755)
	cases := map[string]string{os.DevNull: "a device", folder: "a folder"}
	// Windows lets only an administrator (or developer mode) make a link,
	// and Wine makes none that Lstat shows.
	link := filepath.Join(dir, "link.pgn")
	os.Symlink(filepath.Join(dir, "nowhere.pgn"), link)
	if st, err := os.Lstat(link); err == nil && st.Mode()&os.ModeSymlink != 0 {
		cases[link] = "a symbolic link"
	} else if runtime.GOOS != "windows" {
		t.Errorf("no symbolic link made (%v)", err)
	}
	if runtime.GOOS == "windows" {
		// Names Windows takes for a device, wherever they are.
		cases[filepath.Join(dir, "con")] = "a device"
		cases[filepath.Join(dir, "COM1 ")] = "a device"
	}
	for path, kind := range cases {
		err := NewSet(path, "").CheckNew()
		var odd *NotRegularError
		if !errors.As(err, &odd) || errors.Is(err, ErrExists) || odd.Path != path || odd.Kind() != kind {
			t.Errorf("%s: got %v, want it named %s", path, err, kind)
		}
	}
}

// TestWritesWhileSyncedAndRead: a scoresheet written move after move,
// while its own syncer holds it to sync it and another program reads it
// again and again, takes every write. Windows cannot rename over a file
// held open: the syncer and the rename take turns, and a rename waits
// for a reader (a chess program, a scanner) rather than fail ("The
// scoresheet could not be saved" in 1 of 8 games before).
func TestWritesWhileSyncedAndRead(t *testing.T) {
	f := &File{}
	// At the end the syncer is kept from the file (which Windows would
	// not let the folder's removal take): its hold is let go only after.
	t.Cleanup(func() { f.open.TryLock(); f.open.Unlock() })
	f.Path = filepath.Join(t.TempDir(), "g.pgn")
	stop := make(chan struct{})
	read := make(chan int)
	go func() {
		n := 0
		defer func() { read <- n }()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := os.ReadFile(f.Path); err == nil {
				n++
			}
			time.Sleep(10 * time.Millisecond) // a program reading it now and then
		}
	}()
	text := ""
	for v := 1; v <= 200; v++ {
		text += "e4 "
		if err := f.Write(v, text); err != nil {
			t.Fatalf("write %d: %v", v, err)
		}
	}
	close(stop)
	n := <-read
	f.open.Lock()
	if n == 0 {
		t.Error("the reader never read the file: nothing was tried")
	}
	if got, _ := os.ReadFile(f.Path); string(got) != text {
		t.Errorf("got %d bytes, want the last version's %d", len(got), len(text))
	}
}
