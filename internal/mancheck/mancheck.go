// Package mancheck reads a man page as man does, for the tests of the page
// tools/manpage makes and of the Debian package that installs it: the
// warnings man gives (lintian's check of a package's pages) and the page
// as a terminal shows it.
package mancheck

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"os/exec"
)

// ErrNoMan is returned when man is not installed (Debian: man-db).
var ErrNoMan = errors.New("mancheck: man is not installed (apt-get install man-db)")

// Warnings is what man --warnings says of the page in file (gzip'd or
// not) when it typesets it for a UTF-8 terminal: "" for none.
func Warnings(file string) (string, error) {
	var warnings bytes.Buffer
	err := man(io.Discard, &warnings, "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", file)
	return warnings.String(), err
}

// Show is the page as man shows it on an 80-column UTF-8 terminal.
func Show(file string) (string, error) {
	var out bytes.Buffer
	err := man(&out, io.Discard, "-l", file)
	return out.String(), err
}

func man(stdout, stderr io.Writer, args ...string) error {
	if _, err := exec.LookPath("man"); err != nil {
		return ErrNoMan
	}
	cmd := exec.Command("man", args...)
	cmd.Env = append(os.Environ(), "LC_ALL=C.UTF-8", "MANWIDTH=80", "MAN_KEEP_FORMATTING=", "MANPAGER=cat", "PAGER=cat")
	cmd.Stdout, cmd.Stderr = stdout, stderr
	return cmd.Run()
}

// Gunzip is a gzip'd page's text.
func Gunzip(gz []byte) (string, error) {
	z, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return "", err
	}
	data, err := io.ReadAll(z)
	return string(data), err
}
