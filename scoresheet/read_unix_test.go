//go:build unix

package scoresheet

import (
	"bytes"
	"errors"
	"net"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// FuzzReadLimits holds the limits of a file read from outside (a PGN for
// anna braille and anna analyze, a match's files for anna resume), whatever
// it holds and whatever the path is: a regular file of at most MaxRead
// bytes, or a link to one for ReadNamed, is read whole; a FIFO, a device, a
// socket, a folder or a larger file is refused at once (never waited on),
// with an error that names the path; ReadRegular follows no link.
func FuzzReadLimits(f *testing.F) {
	for k := range kinds {
		f.Add([]byte("[Event \"x\"]\n\n1. e4 *\n"), uint8(k))
	}
	f.Fuzz(func(t *testing.T, data []byte, k uint8) {
		kind := kinds[int(k)%len(kinds)]
		path, want := kind.make(t, data)
		for _, read := range []struct {
			name      string
			f         func(string) ([]byte, error)
			followsLn bool
		}{{"ReadNamed", ReadNamed, true}, {"ReadRegular", ReadRegular, false}} {
			got, err := within(t, func() ([]byte, error) { return read.f(path) })
			ok := want != nil && (read.followsLn || !kind.link)
			var odd *NotRegularError
			var big *TooLargeError
			switch {
			case ok && (err != nil || !bytes.Equal(got, want)):
				t.Fatalf("%s of %s: %d bytes, %v; want %d bytes", read.name, kind.name, len(got), err, len(want))
			case !ok && err == nil:
				t.Fatalf("%s of %s: read %d bytes, want a refusal", read.name, kind.name, len(got))
			case !ok && !errors.As(err, &odd) && !errors.As(err, &big):
				t.Fatalf("%s of %s: %v, want NotRegularError or TooLargeError", read.name, kind.name, err)
			case !ok && !bytes.Contains([]byte(err.Error()), []byte(path)):
				t.Fatalf("%s of %s: %v does not name %s", read.name, kind.name, err, path)
			}
		}
	})
}

// within runs read, failing the test if it has not returned in a minute:
// a read that waits on a FIFO or a device never returns.
func within(t *testing.T, read func() ([]byte, error)) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	go func() { d, err := read(); done <- result{d, err} }()
	select {
	case r := <-done:
		return r.data, r.err
	case <-time.After(time.Minute):
		t.Fatal("the read is still waiting after a minute")
		return nil, nil
	}
}

// kind is a path of one kind, made for a test: it returns the path and
// what reading it gives (nil: refused).
type kind struct {
	name string
	link bool // the path is a symbolic link to what make makes
	make func(t *testing.T, data []byte) (string, []byte)
}

var kinds = []kind{
	{"a regular file", false, regular},
	{"a link to a regular file", true, linked(regular)},
	{"a FIFO", false, fifo},
	{"a link to a FIFO", true, linked(fifo)},
	{"a file one byte past the limit", false, sized(MaxRead + 1)},
	{"a file far past the limit", false, sized(1 << 40)},
	{"a file at the limit", false, sized(MaxRead)},
	{"a folder", false, func(t *testing.T, _ []byte) (string, []byte) { return t.TempDir(), nil }},
	{"/dev/zero", false, device("/dev/zero")},
	{"a link to /dev/urandom", true, linked(device("/dev/urandom"))},
	{"a socket", false, socket},
}

func regular(t *testing.T, data []byte) (string, []byte) {
	path := filepath.Join(t.TempDir(), "g.pgn")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path, append([]byte{}, data...)
}

func fifo(t *testing.T, _ []byte) (string, []byte) {
	path := filepath.Join(t.TempDir(), "fifo.pgn")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	return path, nil
}

func device(dev string) func(*testing.T, []byte) (string, []byte) {
	return func(t *testing.T, _ []byte) (string, []byte) {
		if _, err := os.Stat(dev); err != nil {
			t.Skipf("no %s here", dev)
		}
		return dev, nil
	}
}

func socket(t *testing.T, _ []byte) (string, []byte) {
	path := filepath.Join(t.TempDir(), "s.pgn")
	l, err := net.Listen("unix", path)
	if err != nil {
		t.Skipf("no unix socket here: %v", err)
	}
	t.Cleanup(func() { l.Close() })
	return path, nil
}

// sized is a sparse file of n bytes: refused past MaxRead, read at it.
func sized(n int64) func(*testing.T, []byte) (string, []byte) {
	return func(t *testing.T, _ []byte) (string, []byte) {
		path := filepath.Join(t.TempDir(), "big.pgn")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := f.Truncate(n); err != nil {
			t.Skipf("no sparse file of %d bytes here: %v", n, err)
		}
		if n > MaxRead {
			return path, nil
		}
		return path, make([]byte, n)
	}
}

// linked is a symbolic link to what made makes.
func linked(made func(*testing.T, []byte) (string, []byte)) func(*testing.T, []byte) (string, []byte) {
	return func(t *testing.T, data []byte) (string, []byte) {
		target, want := made(t, data)
		link := filepath.Join(t.TempDir(), "link.pgn")
		if err := os.Symlink(target, link); err != nil {
			t.Skipf("no symbolic link here: %v", err)
		}
		return link, want
	}
}
