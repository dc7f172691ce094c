package scoresheet

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// ErrExists: a new game would overwrite a scoresheet or state that is on
// disk already.
var ErrExists = errors.New("scoresheet: the file exists")

// createTemp creates a new file in dir for writing, named after base,
// with perm less the umask (os.CreateTemp would always give 0600).
func createTemp(dir, base string, perm os.FileMode) (*os.File, error) {
	for {
		var r [6]byte
		rand.Read(r[:])
		name := filepath.Join(dir, "."+base+"."+hex.EncodeToString(r[:])+".tmp")
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, os.ErrExist) {
			return f, err
		}
	}
}

// NotRegularError is a path that holds anything but a regular file: a
// symlink, a device (/dev/null), a folder. anna never writes a game there,
// nor replaces it.
type NotRegularError struct {
	Path string
	Mode os.FileMode // its type bits, as Lstat gives them
}

func (e *NotRegularError) Error() string {
	if e.Mode&os.ModeSymlink != 0 {
		return fmt.Sprintf("scoresheet: %s is a symbolic link; anna writes only to a regular file", e.Path)
	}
	return fmt.Sprintf("scoresheet: %s is %s, not a regular file; anna reads and writes only a regular file", e.Path, e.Kind())
}

// Kind names what the path holds: "a symbolic link", "a folder", "a
// device"...
func (e *NotRegularError) Kind() string { return kindOf(e.Mode) }

// regularOrMissing refuses a path that holds anything but a regular file
// (*NotRegularError), and a name Windows takes for a device (NUL, CON,
// COM1...: --pgn NUL would write nowhere, NUL.anna.lock lock nothing).
func regularOrMissing(path string) error {
	if deviceName(filepath.Base(path)) {
		return &NotRegularError{Path: path, Mode: os.ModeDevice | os.ModeCharDevice}
	}
	st, err := os.Lstat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("scoresheet: %w", err)
	case !st.Mode().IsRegular():
		return &NotRegularError{Path: path, Mode: st.Mode().Type()}
	}
	return nil
}

// kindOf names what a path that is not a regular file holds.
func kindOf(m os.FileMode) string {
	switch {
	case m&os.ModeSymlink != 0:
		return "a symbolic link"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&os.ModeDevice != 0:
		return "a device"
	case m.IsDir():
		return "a folder"
	case m&os.ModeSocket != 0:
		return "a socket"
	}
	return "something else"
}

// files are the set's files, the state first.
func (s *Set) files() []*File {
	fs := []*File{s.State, s.PGN}
	for _, f := range append(s.Seats[:], s.Braille) {
		if f != nil {
			fs = append(fs, f)
		}
	}
	return fs
}

// CheckNew makes sure a new game may use the set's files: none is on disk
// (ErrExists, naming it), and each can be written. A path that holds
// anything but a regular file is refused as such (*NotRegularError), not
// as a game there already: no match can be resumed from /dev/null.
func (s *Set) CheckNew() error {
	// The scoresheet, the name the player gave, is looked at first.
	for _, f := range append([]*File{s.PGN}, s.files()...) {
		if err := regularOrMissing(f.Path); err != nil {
			return err
		}
	}
	for _, f := range s.files() {
		if exists(f.Path) {
			return fmt.Errorf("%w: %s", ErrExists, f.Path)
		}
	}
	return s.CheckWritable()
}

// CheckWritable makes sure every file of the set can be written: it is a
// regular file or is not there, and its folder takes a new file.
func (s *Set) CheckWritable() error {
	for _, f := range s.files() {
		if err := regularOrMissing(f.Path); err != nil {
			return err
		}
		dir := filepath.Dir(f.Path)
		if err := os.MkdirAll(dir, 0o777); err != nil {
			return fmt.Errorf("scoresheet: %w", err)
		}
		probe, err := createTemp(dir, filepath.Base(f.Path), 0o600)
		if err != nil {
			return fmt.Errorf("scoresheet: %s cannot be written: %w", f.Path, errors.Unwrap(err))
		}
		probe.Close()
		os.Remove(probe.Name())
		if exists(f.Path) {
			w, err := os.OpenFile(f.Path, os.O_WRONLY, 0)
			if err != nil {
				return fmt.Errorf("scoresheet: %s cannot be written: %w", f.Path, errors.Unwrap(err))
			}
			w.Close()
		}
	}
	return nil
}
