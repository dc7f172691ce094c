// Package scoresheet keeps a game's PGN on disk: where it goes by default,
// and writing it so that a crash at any moment leaves either the old or the
// new scoresheet, never half of one.
package scoresheet

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/internal/private"
)

// NoHomeError says the games folder has no place: the system names no
// home folder (internal/places). Err is the system's reason.
type NoHomeError struct{ Err error }

func (e *NoHomeError) Error() string {
	return "scoresheet: no home directory for the games folder: " + e.Err.Error()
}

func (e *NoHomeError) Unwrap() error { return e.Err }

// DefaultDir is where games are kept unless the player names a file:
// the system's games folder (internal/places: ~/.local/share/anna/games
// on Linux, Documents\anna on Windows, ~/Documents/anna on macOS).
func DefaultDir() (string, error) {
	dir, err := places.Games()
	if err != nil {
		return "", &NoHomeError{Err: err}
	}
	return dir, nil
}

// DefaultPath names a new game's file after the moment it starts:
// games/2026-11-23-153000.pgn (with -2, -3... if that exists already).
func DefaultPath(now time.Time) (string, error) {
	dir, err := DefaultDir()
	if err != nil {
		return "", err
	}
	// The games folder is the player's own: their games, and sealed moves
	// in the state files, are nobody else's business.
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("scoresheet: %w", err)
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		return "", fmt.Errorf("scoresheet: %w", err)
	}
	return FreeName(filepath.Join(dir, now.Format("2006-01-02-150405")+".pgn")), nil
}

// FreeName is path, or, if a scoresheet or a state file is there already,
// the first of path-2, path-3... that is free.
func FreeName(path string) string {
	ext := filepath.Ext(path)
	stem := strings.TrimSuffix(path, ext)
	for i := 2; exists(path) || exists(StatePath(path)); i++ {
		path = fmt.Sprintf("%s-%d%s", stem, i, ext)
	}
	return path
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// WriteAtomic replaces the file at path with data: it writes a temporary
// file in the same directory, syncs it, renames it over path and syncs the
// directory, so that after a crash, even of the machine, the file holds
// the old or the new text.
func WriteAtomic(path string, data []byte) error { return writeDurable(path, data, 0o666) }

// WritePrivate is WriteAtomic for a file only its owner may read (0600;
// on Windows an access list of the user's alone, internal/private): a
// secret, such as a join code, written as safely as the scoresheet.
func WritePrivate(path string, data []byte) error { return writeDurable(path, data, 0o600) }

// writeDurable writes data to a temporary file beside path, syncs it,
// renames it over path and syncs the folder.
func writeDurable(path string, data []byte, perm os.FileMode) error {
	tmp, err := writeTemp(path, data, perm, true)
	if err != nil {
		return err
	}
	if err := commit(tmp, path, perm); err != nil {
		return err
	}
	syncDir(filepath.Dir(path))
	return nil
}

// writeTemp writes data to a new temporary file beside path, synced when
// durable is set (through the handle that wrote it: Windows syncs only a
// file opened for writing), and returns its name. Anything but a regular
// file at path (a symlink, a device) is refused, never replaced.
func writeTemp(path string, data []byte, perm os.FileMode, durable bool) (string, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return "", fmt.Errorf("scoresheet: %w", err)
	}
	if err := regularOrMissing(path); err != nil {
		return "", err
	}
	tmp, err := createTemp(dir, filepath.Base(path), perm)
	if err != nil {
		return "", fmt.Errorf("scoresheet: %w", err)
	}
	if perm&0o077 == 0 {
		// The owner's alone on Windows too, where the mode means
		// nothing: before anything is in it.
		err = private.Restrict(tmp.Name())
	}
	if err == nil {
		_, err = tmp.Write(data)
	}
	if err == nil && durable {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", fmt.Errorf("scoresheet: %w", err)
	}
	return tmp.Name(), nil
}

// commit renames the temporary file tmp over path: anna killed at any
// moment leaves the old text or the new, whole. A new file gets perm less
// the umask; a file that is there keeps its mode.
func commit(tmp, path string, perm os.FileMode) error {
	var err error
	if st, serr := os.Lstat(path); serr == nil {
		err = os.Chmod(tmp, st.Mode().Perm()&perm)
	}
	if err == nil {
		err = rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("scoresheet: %w", err)
	}
	return nil
}

// syncFile makes a replaced file durable, then its directory. It opens the
// file as syncOpen says (for writing on Windows, whose FlushFileBuffers
// refuses a file opened for reading).
func syncFile(path string) error {
	f, err := os.OpenFile(path, syncOpen, 0)
	if err != nil {
		return fmt.Errorf("scoresheet: %w", err)
	}
	err = f.Sync()
	f.Close()
	if err != nil {
		return fmt.Errorf("scoresheet: %w", err)
	}
	syncDir(filepath.Dir(path))
	return nil
}

// syncDir syncs a folder's entries, where the system can: best effort,
// since not every file system (nor Windows) syncs a folder.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// File is one game's scoresheet on disk. Writes may come from several
// goroutines; each carries a version, and an older version never replaces
// a newer one.
//
// A write replaces the file atomically before it returns, so anna killed at
// any moment (kill -9, a crash) loses nothing written; the sync that makes
// it durable against a power cut follows on a goroutine of its own, so that
// a move reaches the other player's screen without waiting for the disk.
type File struct {
	Path string
	// Private files are the player's alone (0600): the state holds a
	// sealed move. Others are created as the umask says.
	Private bool

	mu      sync.Mutex
	written int
	syncs   chan struct{} // a sync is wanted
	once    sync.Once
	// open is held by the syncer while it holds the file open, where a
	// file held open cannot be renamed over (Windows: holdWhileSync), and
	// by a write while it renames: the write waits for that one sync
	// rather than fail.
	open sync.Mutex
}

// Write stores text as version v of the scoresheet, unless a later version
// is already on disk.
func (f *File) Write(v int, text string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if v <= f.written {
		return nil
	}
	perm := os.FileMode(0o666)
	if f.Private {
		perm = 0o600
	}
	tmp, err := writeTemp(f.Path, []byte(text), perm, false)
	if err != nil {
		return err
	}
	f.open.Lock()
	err = commit(tmp, f.Path, perm)
	f.open.Unlock()
	if err != nil {
		return err
	}
	f.written = v
	f.once.Do(func() {
		f.syncs = make(chan struct{}, 1)
		go f.syncer()
	})
	select {
	case f.syncs <- struct{}{}:
	default: // a sync is wanted already; it will cover this write
	}
	return nil
}

// syncer syncs the file whenever a write has asked for it.
func (f *File) syncer() {
	for range f.syncs {
		if holdWhileSync {
			f.open.Lock()
		}
		syncFile(f.Path)
		if holdWhileSync {
			f.open.Unlock()
		}
	}
}

// Set is a match's files: its official scoresheet, the state beside it,
// and perhaps each seat's own scoresheet. The state is written first and
// the scoresheets after it, side by side: anna killed between the two
// leaves a state that holds at least every move on the scoresheet, so
// resuming never takes back a move the scoresheet shows.
type Set struct {
	PGN, State *File
	Seats      [2]*File // nil when not written
	// Braille is the scoresheet in braille beside the PGN (game.brf,
	// --brf), written after the others; nil when not kept.
	Braille *File
}

// NewSet names the files of a match whose scoresheet is at pgn: the state
// goes beside it (game.pgn, game.anna.json); seats, if not empty, is the
// prefix of each seat's scoresheet (PREFIX-white.pgn, PREFIX-black.pgn).
func NewSet(pgn, seats string) *Set {
	s := &Set{PGN: &File{Path: pgn}, State: &File{Path: StatePath(pgn), Private: true}}
	if seats != "" {
		s.Seats = [2]*File{{Path: seats + "-white.pgn"}, {Path: seats + "-black.pgn"}}
	}
	return s
}

// BraillePath is where a match's braille scoresheet is kept: beside its
// PGN, game.pgn -> game.brf.
func BraillePath(pgn string) string {
	return strings.TrimSuffix(pgn, filepath.Ext(pgn)) + ".brf"
}

// StatePath is where a match's state is kept: beside its scoresheet.
func StatePath(pgn string) string {
	return strings.TrimSuffix(pgn, filepath.Ext(pgn)) + ".anna.json"
}

// Save writes version v of every file of the set, the state first, and
// returns the first error. The scoresheets are written even when the
// state cannot be: the official record matters most. The state is signed
// as this anna's (SignState); unsigned when the key cannot be kept.
func (s *Set) Save(v int, pgn string, seats [2]string, state []byte) error {
	state, _ = SignState(state)
	stateErr := s.State.Write(v, string(state))
	type job struct {
		f    *File
		text string
	}
	jobs := []job{{s.PGN, pgn}}
	for i, f := range s.Seats {
		if f != nil {
			jobs = append(jobs, job{f, seats[i]})
		}
	}
	errs := make(chan error, len(jobs))
	for _, j := range jobs {
		go func() { errs <- j.f.Write(v, j.text) }()
	}
	first := stateErr
	for range jobs {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}
