// Package scoresheet keeps a game's PGN on disk: where it goes by default,
// and writing it so that a crash at any moment leaves either the old or the
// new scoresheet, never half of one.
package scoresheet

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// DefaultDir is where games are kept unless the player names a file:
// $XDG_DATA_HOME/anna/games, or ~/.local/share/anna/games.
func DefaultDir() (string, error) {
	base := os.Getenv("XDG_DATA_HOME")
	if base == "" || !filepath.IsAbs(base) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("scoresheet: no home directory for the games folder: %w", err)
		}
		base = filepath.Join(home, ".local", "share")
	}
	return filepath.Join(base, "anna", "games"), nil
}

// DefaultPath names a new game's file after the moment it starts:
// games/2026-11-23-153000.pgn (with -2, -3... if that exists already).
func DefaultPath(now time.Time) (string, error) {
	dir, err := DefaultDir()
	if err != nil {
		return "", err
	}
	stem := now.Format("2006-01-02-150405")
	path := filepath.Join(dir, stem+".pgn")
	for i := 2; exists(path); i++ {
		path = filepath.Join(dir, fmt.Sprintf("%s-%d.pgn", stem, i))
	}
	return path, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// WriteAtomic replaces the file at path with data: it writes a temporary
// file in the same directory, syncs it, renames it over path and syncs the
// directory, so that after a crash the file holds the old or the new text.
func WriteAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("scoresheet: %w", err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("scoresheet: %w", err)
	}
	clean := func() { os.Remove(tmp.Name()) }
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		clean()
		return fmt.Errorf("scoresheet: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		clean()
		return fmt.Errorf("scoresheet: %w", err)
	}
	if err := tmp.Close(); err != nil {
		clean()
		return fmt.Errorf("scoresheet: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		clean()
		return fmt.Errorf("scoresheet: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		clean()
		return fmt.Errorf("scoresheet: %w", err)
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() // best effort: not every file system syncs directories
		d.Close()
	}
	return nil
}

// File is one game's scoresheet on disk. Writes may come from several
// goroutines; each carries a version, and an older version never replaces
// a newer one.
type File struct {
	Path string

	mu      sync.Mutex
	written int
}

// Write stores text as version v of the scoresheet, unless a later version
// is already on disk.
func (f *File) Write(v int, text string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if v <= f.written {
		return nil
	}
	if err := WriteAtomic(f.Path, []byte(text)); err != nil {
		return err
	}
	f.written = v
	return nil
}
