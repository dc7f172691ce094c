package scoresheet

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// Files anna writes in place, a little at a time, rather than whole and
// renamed as a scoresheet is (WriteAtomic): the tape of --speech-out and
// its subtitles, the sound log. They are kept from links and devices as
// the scoresheet's files are: what anna writes to is always a regular file
// of its own, never the target of a symbolic link put where it is named
// (a system file) nor a device or a FIFO.

// CheckRegular refuses a path that holds anything but a regular file
// (*NotRegularError); nothing there is fine too. CreateFresh checks again:
// this is for checking several paths before any is created.
func CheckRegular(path string) error { return regularOrMissing(path) }

// CreateFresh makes path a new, empty file and opens it for writing: a
// regular file there is replaced; a symbolic link, a device, a FIFO, a
// folder or a socket is refused (*NotRegularError) and left as it is. The
// file opened is the one created here (O_EXCL, which follows no link):
// anything put at path meanwhile is refused, not written through.
func CreateFresh(path string) (*os.File, error) {
	if err := regularOrMissing(path); err != nil {
		return nil, err
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("scoresheet: %w", err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
	if errors.Is(err, os.ErrExist) {
		if err := regularOrMissing(path); err != nil {
			return nil, err // a link or a device put there meanwhile
		}
	}
	if err != nil {
		return nil, fmt.Errorf("scoresheet: %w", err)
	}
	return f, nil
}

// OpenLog opens path to append to, creating it if it is missing: a log
// kept from one run to the next. A symbolic link, a device, a FIFO, a
// folder or a socket at path is refused (*NotRegularError), and so is a
// path that became one while it was opened (opened without waiting, and
// looked at again once open).
func OpenLog(path string) (*os.File, error) {
	if err := regularOrMissing(path); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|syscall.O_NONBLOCK, 0o644)
	if err != nil {
		return nil, fmt.Errorf("scoresheet: %w", err)
	}
	opened, err := f.Stat()
	if err == nil && !opened.Mode().IsRegular() {
		err = &NotRegularError{Path: path, Mode: opened.Mode().Type()}
	}
	if err == nil {
		named, lerr := os.Lstat(path)
		switch {
		case lerr != nil:
			err = fmt.Errorf("scoresheet: %w", lerr)
		case !named.Mode().IsRegular():
			err = &NotRegularError{Path: path, Mode: named.Mode().Type()}
		case !os.SameFile(opened, named):
			err = &NotRegularError{Path: path, Mode: os.ModeSymlink} // what was opened is not what is named there now
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
