package private

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestRestrictAndCheck: a file opened to others (by this system's own
// means: mode 0644, or an access list that lets Everyone read) fails the
// check; restricted, it passes.
func TestRestrictAndCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "secret")
	if err := os.WriteFile(path, []byte("lip_secret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	openToOthers(t, path)
	if err := Check(path); !errors.Is(err, ErrOpen) {
		t.Fatalf("a file others can read: got %v, want ErrOpen", err)
	}
	if err := Restrict(path); err != nil {
		t.Fatal(err)
	}
	if err := Check(path); err != nil {
		t.Errorf("restricted: got %v, want it private", err)
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != "lip_secret\n" {
		t.Errorf("the user reads %q (%v) from their own file", data, err)
	}
}

func TestCheckMissing(t *testing.T) {
	err := Check(filepath.Join(t.TempDir(), "none"))
	if err == nil || errors.Is(err, ErrOpen) {
		t.Errorf("a missing file: got %v, want an error other than ErrOpen", err)
	}
}
