package scoresheet

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/gofrs/flock"
)

// ErrOpenElsewhere: another anna plays the match (it holds its lock).
var ErrOpenElsewhere = errors.New("scoresheet: the game is open elsewhere")

// Lock holds a match's files for the process that plays it: an OS lock
// (flock, LockFileEx on Windows) on a lock file beside the scoresheet. The
// system lets it go when the process ends, however it ends (kill -9
// leaves nothing stale); the lock file itself stays, empty, for the next
// one: removing it while another process waits for it would let two hold
// it.
type Lock struct{ fl *flock.Flock }

// LockPath is the lock file of the match whose scoresheet is at pgn:
// game.pgn -> game.anna.lock.
func LockPath(pgn string) string {
	return strings.TrimSuffix(pgn, filepath.Ext(pgn)) + ".anna.lock"
}

// LockMatch claims the match whose scoresheet is at pgn for this process,
// before anything of it is read or written: a second anna on the same
// match gets ErrOpenElsewhere. The lock is the process's until Release or
// its end.
func LockMatch(pgn string) (*Lock, error) {
	// A name Windows takes for a device (--pgn NUL) holds no game, and its
	// lock file would be a device too (NUL.anna.lock): nothing is locked,
	// and the set's check refuses the name as the device it is, with the
	// player's advice.
	if deviceName(filepath.Base(pgn)) {
		return &Lock{}, nil
	}
	// Nor does anything that is there and not a regular file (/dev/null, a
	// folder, a link): the set refuses it with its reason. Its lock file
	// would be shared by every anna given the same name at once
	// (/dev/null.anna.lock), and the second would hear "open elsewhere"
	// instead of why the name cannot hold a game.
	if fi, err := os.Lstat(pgn); err == nil && !fi.Mode().IsRegular() {
		return &Lock{}, nil
	}
	path := LockPath(pgn)
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		return nil, fmt.Errorf("scoresheet: %w", err)
	}
	if err := regularOrMissing(path); err != nil {
		return nil, err
	}
	fl := flock.New(path, flock.SetFlag(os.O_CREATE|os.O_RDWR), flock.SetPermissions(0o600))
	locked, err := fl.TryLock()
	switch {
	case err != nil:
		return nil, fmt.Errorf("scoresheet: %s cannot be locked: %w", path, err)
	case !locked:
		return nil, fmt.Errorf("%w: %s", ErrOpenElsewhere, pgn)
	}
	return &Lock{fl: fl}, nil
}

// Release lets the match go.
func (l *Lock) Release() error {
	if l == nil || l.fl == nil {
		return nil
	}
	return l.fl.Unlock()
}

// MaxRead is the most a match's file may hold: a game of a thousand moves
// with every clock and comment is well under a megabyte.
const MaxRead = 16 << 20

// TooLargeError refuses a file larger than any match's (MaxRead).
type TooLargeError struct {
	Path string
	Size int64 // its size, or 0 when it grew while it was read
}

func (e *TooLargeError) Error() string {
	if e.Size == 0 {
		return fmt.Sprintf("scoresheet: %s holds more than a match's %d bytes", e.Path, MaxRead)
	}
	return fmt.Sprintf("scoresheet: %s holds %d bytes, more than a match's %d", e.Path, e.Size, MaxRead)
}

// ReadRegular reads a match's file (its state, its scoresheet), refusing
// at once anything but a regular file: a FIFO would make the read wait
// forever, a device give endless or secret bytes. The file is opened
// without waiting (O_NONBLOCK) and looked at again once open, so that one
// swapped in between is refused too.
func ReadRegular(path string) ([]byte, error) {
	if err := regularOrMissing(path); err != nil {
		return nil, err
	}
	return readOpen(path)
}

// ReadNamed reads a file a player named to be read (anna braille and anna
// analyze read a PGN): as ReadRegular, but a symbolic link is followed to
// what it names, which must be a regular file of at most MaxRead bytes.
func ReadNamed(path string) ([]byte, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, &NotRegularError{Path: path, Mode: st.Mode().Type()}
	}
	return readOpen(path)
}

// readOpen opens path without waiting and reads it whole, if it is a
// regular file of at most MaxRead bytes once open.
func readOpen(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("scoresheet: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("scoresheet: %w", err)
	}
	if !st.Mode().IsRegular() {
		return nil, &NotRegularError{Path: path, Mode: st.Mode().Type()}
	}
	if st.Size() > MaxRead {
		return nil, &TooLargeError{Path: path, Size: st.Size()}
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxRead+1))
	if err != nil {
		return nil, fmt.Errorf("scoresheet: %s cannot be read: %w", path, err)
	}
	if len(data) > MaxRead {
		return nil, &TooLargeError{Path: path}
	}
	return data, nil
}
