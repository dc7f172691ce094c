package scoresheet

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLockMatch: a match held is refused to a second holder until it is
// released; the lock file stays for the next one.
func TestLockMatch(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "g.pgn")
	first, err := LockMatch(pgn)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LockMatch(pgn); !errors.Is(err, ErrOpenElsewhere) {
		t.Fatalf("a second lock: got %v, want ErrOpenElsewhere", err)
	}
	if err := first.Release(); err != nil {
		t.Fatal(err)
	}
	second, err := LockMatch(pgn)
	if err != nil {
		t.Fatalf("after the release: %v", err)
	}
	second.Release()
	if _, err := os.Stat(LockPath(pgn)); err != nil {
		t.Errorf("the lock file: %v", err)
	}
}

// TestReadRegular: a folder, a symlink and an oversized file are refused
// with their path; a regular file is read.
func TestReadRegular(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "g.anna.json")
	os.WriteFile(good, []byte("{}"), 0o600)
	if data, err := ReadRegular(good); err != nil || string(data) != "{}" {
		t.Errorf("a regular file: %q, %v", data, err)
	}
	link := filepath.Join(dir, "link.anna.json")
	os.Symlink(good, link)
	big := filepath.Join(dir, "big.anna.json")
	f, _ := os.Create(big)
	f.Truncate(MaxRead + 1)
	f.Close()
	for _, path := range []string{dir, link, big} {
		if _, err := ReadRegular(path); err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: got %v, want a refusal naming it", path, err)
		}
	}
}

// TestNoLockForWhatHoldsNoGame: a name that is there and is no regular
// file (a device, a folder) is not locked: the set refuses it with its
// reason. Two annas given --pgn /dev/null at once (two tests) each heard
// "open elsewhere", through the one /dev/null.anna.lock they shared, instead
// of "a device, not a file".
func TestNoLockForWhatHoldsNoGame(t *testing.T) {
	for _, name := range []string{os.DevNull, t.TempDir()} {
		first, err := LockMatch(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		second, err := LockMatch(name)
		if err != nil {
			t.Errorf("%s, while a first lock is held: %v", name, err)
		}
		first.Release()
		second.Release()
	}
}
