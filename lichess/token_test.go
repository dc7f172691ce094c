package lichess

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/anna-chess/anna/internal/private"
)

func TestTokenFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "anna")
	f := TokenFile{Path: filepath.Join(dir, TokenFileName)}
	if _, err := f.Load(); !errors.Is(err, ErrNoToken) {
		t.Errorf("no file: got %v, want ErrNoToken", err)
	}
	if err := f.Save("not a token!"); !errors.Is(err, ErrBadToken) {
		t.Errorf("saving a bad token: %v", err)
	}
	if err := f.Save("lip_abc_123"); err != nil {
		t.Fatal(err)
	}
	// The user's alone, by the system's own means (a Windows file reports
	// mode 0666 whatever its access list says).
	if err := private.Check(f.Path); err != nil {
		t.Errorf("the stored token: %v, want it private", err)
	}
	if st, err := os.Stat(dir); err != nil || runtime.GOOS != "windows" && st.Mode().Perm() != 0o700 {
		t.Errorf("%s: %v, want mode 0700", dir, err)
	}
	if tok, err := f.Load(); err != nil || tok != "lip_abc_123" {
		t.Errorf("got %q, %v", tok, err)
	}
	if err := f.Save("lip_second"); err != nil {
		t.Fatal(err)
	}
	if tok, _ := f.Load(); tok != "lip_second" {
		t.Errorf("after a second login: %q", tok)
	}
	// Opened to others on Unix (internal/private's own test opens an
	// access list on Windows).
	if runtime.GOOS != "windows" {
		os.Chmod(f.Path, 0o644)
		if _, err := f.Load(); !errors.Is(err, ErrTokenOpen) {
			t.Errorf("a file others can read: got %v, want ErrTokenOpen", err)
		}
	}
	if removed, err := f.Remove(); !removed || err != nil {
		t.Errorf("remove: %v, %v", removed, err)
	}
	if removed, err := f.Remove(); removed || err != nil {
		t.Errorf("remove again: %v, %v", removed, err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Errorf("left in the folder: %v", entries)
	}
}
