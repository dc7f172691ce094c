package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/golden"
	"github.com/anna-chess/anna/internal/mancheck"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// TestPage: a help with the cases that need care (a backslash, a dot or
// quote where roff reads requests, a form wider than the text column, a
// command with no text, hyphens) gives testdata/help.1.golden (-update
// writes it).
func TestPage(t *testing.T) {
	help, err := os.ReadFile("testdata/help.txt")
	if err != nil {
		t.Fatal(err)
	}
	page, err := Page(string(help), "1.2.0", "2026-11-26")
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/help.1.golden", page, *update)
}

// TestHelpInEveryLanguage: anna --help in each language (cmd/anna's
// goldens) reads as the same commands and flags as English's: the parser
// holds to the help's layout, not to English words or column widths.
func TestHelpInEveryLanguage(t *testing.T) {
	en := parsed(t, "en")
	for _, l := range []string{"de", "hr", "sl", "sr"} {
		h := parsed(t, l)
		if len(h.commands) != len(en.commands) || len(h.flags) != len(en.flags) {
			t.Errorf("%s: %d commands and %d flags, English %d and %d", l, len(h.commands), len(h.flags), len(en.commands), len(en.flags))
			continue
		}
		for i, c := range h.commands {
			if c.text == "" || !strings.HasPrefix(c.form, "anna") || strings.Contains(c.form, "  ") {
				t.Errorf("%s: command %d read as %+v", l, i, c)
			}
		}
		for i, f := range h.flags {
			if name := strings.Fields(f.form)[0]; name != strings.Fields(en.flags[i].form)[0] || f.text == "" {
				t.Errorf("%s: flag %d read as %+v, English's is %s", l, i, f, en.flags[i].form)
			}
		}
	}
}

func parsed(t *testing.T, lang string) help {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("..", "..", "cmd", "anna", "testdata", "cmdline", "help-"+lang+".golden"))
	if err != nil {
		t.Fatal(err)
	}
	h, err := parseHelp(string(text))
	if err != nil {
		t.Fatalf("%s: %v", lang, err)
	}
	return h
}

// TestNotAHelp: text that is not anna --help is refused, not made into a
// page (an empty pipe from a failed go run, say).
func TestNotAHelp(t *testing.T) {
	for name, text := range map[string]string{
		"empty":                    "",
		"no usage block":           "anna: about.\n\nSomething else\n\nFlags:\n  --brf\n      text\n",
		"no flags":                 "anna: about.\n\nUsage: anna [flags]  a game\n\nFlags:\n",
		"a description alone":      "anna: about.\n\nUsage: anna [flags]  a game\n\nFlags:\n      text\n",
		"a usage line out of line": "anna: about.\n\nUsage: anna [flags]  a game\nanna host\n\nFlags:\n  --brf\n      text\n",
	} {
		if page, err := Page(text, "1", "2026-01-01"); err == nil {
			t.Errorf("%s: no error, page:\n%s", name, page)
		}
	}
}

// TestManReadsThePage: anna's page as the release makes it (from this
// tree's anna --help, gzip'd) is the same file each time, is read by man
// without a warning (as lintian checks a Debian package's pages), shows
// every command and flag of the help, and prints the flags with the ASCII
// hyphen one types.
func TestManReadsThePage(t *testing.T) {
	dir := t.TempDir()
	helpFile := filepath.Join("..", "..", "cmd", "anna", "testdata", "cmdline", "help-en.golden")
	file, again := filepath.Join(dir, "anna.1.gz"), filepath.Join(dir, "again.1.gz")
	for _, f := range []string{file, again} {
		if err := run(f, "1.2.0", "2026-11-26T02:59:11Z", helpFile); err != nil {
			t.Fatal(err)
		}
	}
	gz, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if other, err := os.ReadFile(again); err != nil || !bytes.Equal(gz, other) {
		t.Error("the same help made a different file")
	}
	if page, err := mancheck.Gunzip(gz); err != nil || !strings.Contains(page, ".nh") {
		t.Errorf("%v: the page lets man hyphenate: a screen reader reads a split word as two", err)
	}
	warnings, err := mancheck.Warnings(file)
	if errors.Is(err, mancheck.ErrNoMan) {
		t.Skip(err)
	}
	if err != nil || warnings != "" {
		t.Errorf("man --warnings: %v\n%s", err, warnings)
	}
	text, err := mancheck.Show(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "ANNA(1)") || !strings.Contains(text, "anna 1.2.0") || !strings.Contains(text, "2026-11-26") {
		t.Errorf("the header lacks the name, version or day:\n%.240s", text)
	}
	h := parsed(t, "en")
	words := strings.Join(strings.Fields(text), " ")
	for _, e := range append(h.commands, h.flags...) {
		if !strings.Contains(words, e.form) || !strings.Contains(words, strings.Join(strings.Fields(e.text), " ")) {
			t.Errorf("man shows no %q with its text %q", e.form, e.text)
		}
	}
	if strings.ContainsRune(text, '\u2010') {
		t.Error("man shows a typographic hyphen: a flag copied from it would not work, or a word is split at a line's end")
	}
}
