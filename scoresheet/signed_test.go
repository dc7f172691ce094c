package scoresheet

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"

	"github.com/anna-chess/anna/internal/private"
)

const aState = "{\n \"format\": 1,\n \"fen\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\n \"hosted\": {\n  \"args\": [\n   \"--listen=0.0.0.0:2222\"\n  ]\n }\n}"

// TestStateKeyMadeOnce: the key is made at the first signing, 32 bytes,
// its user's alone, in the data folder; then it is the same key.
func TestStateKeyMadeOnce(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	path := filepath.Join(dir, "anna", "state.key")
	if own, err := OwnState([]byte(aState)); own || err != nil {
		t.Fatalf("before any key: own %v, %v; want not own, no error", own, err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Fatal("checking a state made the key")
	}
	signed, err := SignState([]byte(aState))
	if err != nil {
		t.Fatal(err)
	}
	key, err := os.ReadFile(path)
	if err != nil || len(key) != 32 {
		t.Fatalf("the key at %s: %d bytes, %v; want 32", path, len(key), err)
	}
	if err := private.Check(path); err != nil {
		t.Errorf("the key is not its user's alone: %v", err)
	}
	if st, _ := os.Stat(path); runtime.GOOS != "windows" && st.Mode().Perm() != 0o600 {
		t.Errorf("the key's mode is %04o, want 0600", st.Mode().Perm())
	}
	again, err := SignState([]byte(aState))
	if err != nil || !bytes.Equal(again, signed) {
		t.Errorf("signed again: %v, the same signature %v", err, bytes.Equal(again, signed))
	}
	if later, _ := os.ReadFile(path); !bytes.Equal(later, key) {
		t.Error("the key was made again")
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
		t.Errorf("the data folder holds %d files, want the key alone", len(entries))
	}
}

// TestOwnState: a state signed here is anna's own, and reads as the same
// JSON; one byte changed, another key's, unsigned: not.
func TestOwnState(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	signed, err := SignState([]byte(aState))
	if err != nil {
		t.Fatal(err)
	}
	if own, err := OwnState(signed); !own || err != nil {
		t.Fatalf("signed here: own %v, %v", own, err)
	}
	var plain, read map[string]any
	json.Unmarshal([]byte(aState), &plain)
	if err := json.Unmarshal(signed, &read); err != nil {
		t.Fatalf("the signed state is no JSON: %v\n%s", err, signed)
	}
	delete(read, "signature")
	if !reflect.DeepEqual(plain, read) {
		t.Errorf("the signed state reads %v, want %v", read, plain)
	}
	changed := bytes.Replace(signed, []byte("0.0.0.0"), []byte("0.0.0.1"), 1)
	resigned := bytes.Replace(signed, []byte("hmac-sha256:"), []byte("hmac-sha256:0"), 1)
	for name, data := range map[string][]byte{
		"unsigned":              []byte(aState),
		"a byte changed":        changed,
		"a byte added":          append(append([]byte{}, signed...), '\n'),
		"the signature changed": resigned[:len(signed)],
		"cut":                   signed[:len(signed)/2],
		"empty":                 nil,
	} {
		if own, err := OwnState(data); own || err != nil {
			t.Errorf("%s: own %v, %v; want from elsewhere", name, own, err)
		}
	}
	// Another anna's key: its state is from elsewhere here.
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	if other, err := SignState([]byte(aState)); err != nil || bytes.Equal(other, signed) {
		t.Fatalf("another key signs alike, or not at all: %v", err)
	}
	if own, err := OwnState(signed); own || err != nil {
		t.Errorf("signed by another key: own %v, %v; want from elsewhere", own, err)
	}
}

// TestStateKeyUnkept: a key that cannot be made or read: the state is
// written unsigned, with why, and no state is anna's own.
func TestStateKeyUnkept(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	os.WriteFile(file, []byte("x"), 0o600)
	t.Setenv("XDG_DATA_HOME", file) // a folder under a file cannot be made
	if state, err := SignState([]byte(aState)); err == nil || string(state) != aState {
		t.Errorf("no key could be made: %v, the state %q; want it unsigned, with why", err, state)
	}
	t.Setenv("XDG_DATA_HOME", dir)
	signed, _ := SignState([]byte(aState))
	os.WriteFile(filepath.Join(dir, "anna", "state.key"), []byte("short"), 0o600)
	if own, err := OwnState(signed); own || !errors.Is(err, ErrNotAKey) {
		t.Errorf("a key of the wrong length: own %v, %v; want from elsewhere, ErrNotAKey", own, err)
	}
	if state, err := SignState([]byte(aState)); !errors.Is(err, ErrNotAKey) || string(state) != aState {
		t.Errorf("signed with a key of the wrong length: %v", err)
	}
}

// TestSaveSignsTheState: a match's state is written signed, its
// scoresheet as it is.
func TestSaveSignsTheState(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	set := NewSet(filepath.Join(dir, "g.pgn"), "")
	if err := set.Save(1, "1. e4 *\n", [2]string{}, []byte(aState)); err != nil {
		t.Fatal(err)
	}
	state, _ := os.ReadFile(set.State.Path)
	if own, err := OwnState(state); !own || err != nil {
		t.Errorf("the state saved: own %v, %v\n%s", own, err, state)
	}
	if pgn, _ := os.ReadFile(set.PGN.Path); string(pgn) != "1. e4 *\n" {
		t.Errorf("the scoresheet: %q", pgn)
	}
}
