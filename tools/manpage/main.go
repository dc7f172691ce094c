// Command manpage writes anna's man page, anna.1, from anna --help in
// English: scripts/release runs it (a hook in .goreleaser.yaml) for the
// Debian package and the Linux and macOS archives.
//
//	go run ./tools/manpage -version 1.2.0 -date 2026-11-26T02:59:11Z -o build/man/anna.1.gz
//
// It runs go run ./cmd/anna --lang en --help itself, with the locale and
// the settings file out of the way (--lang's default in the help is the
// locale's language), or reads the help from -help FILE. A name ending in
// .gz is compressed as gzip -9n would (no name, no time: the same page
// gives the same file).
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

func main() {
	out := flag.String("o", "anna.1", "the page's file; .gz to compress it")
	version := flag.String("version", "", "anna's version, for the page's header")
	date := flag.String("date", "", "the commit's date (RFC 3339 or YYYY-MM-DD), for the page's header")
	helpFile := flag.String("help", "", "read anna --help from this file instead of running anna")
	flag.Parse()
	if err := run(*out, *version, *date, *helpFile); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(out, version, date, helpFile string) error {
	help, err := readHelp(helpFile)
	if err != nil {
		return err
	}
	day := date
	if t, err := time.Parse(time.RFC3339, date); err == nil {
		day = t.UTC().Format(time.DateOnly)
	}
	page, err := Page(string(help), version, day)
	if err != nil {
		return err
	}
	data := []byte(page)
	if strings.HasSuffix(out, ".gz") {
		var z bytes.Buffer
		w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
		w.Write(data)
		if err := w.Close(); err != nil {
			return err
		}
		data = z.Bytes()
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}

// readHelp is anna --help in English.
func readHelp(file string) ([]byte, error) {
	if file != "" {
		return os.ReadFile(file)
	}
	home, err := os.MkdirTemp("", "anna-manpage")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(home)
	cmd := exec.Command("go", "run", "./cmd/anna", "--lang", "en", "--help")
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=", "ANNA_LANG=", "XDG_CONFIG_HOME="+home)
	cmd.Stderr = os.Stderr
	help, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("manpage: go run ./cmd/anna --help: %w", err)
	}
	return help, nil
}
