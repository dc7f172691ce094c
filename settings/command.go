package settings

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/speech"
)

// Command is anna settings over anna's flags, which cmd/anna defines:
// every value is checked as its flag checks it.
type Command struct {
	// Flags are every flag of anna, defined afresh at each call.
	Flags func() *cliline.FlagSet
	// NotRead refuses a flag that anna settings does not read (nil for
	// one it reads), in the words of anna's subcommand table.
	NotRead func(name string) error
	// Lang is the language the settings file chooses now.
	Lang func() speech.Lang
}

// Run is anna settings: with no arguments it says where the
// settings file is and what it sets; "set KEY VALUE" and "unset KEY"
// change it. A value is checked as its flag checks it, and refused with
// the flag's words; a refused change changes nothing. Its lines are in
// the language of book (the settings file's, or the locale's).
func (c Command) Run(args []string, book speech.Phrasebook, stdout, stderr io.Writer) int {
	for _, a := range args {
		if !strings.HasPrefix(a, "-") || a == "-" {
			break // set or unset: a value after it may start with -
		}
		switch name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "="); {
		case name == "h" || name == "help":
			fmt.Fprintln(stdout, book.CommandLine(cliSettingsUsage))
			return 0
		case c.NotRead(name) != nil:
			// anna settings reads no flag: a value is set with set.
			fmt.Fprintln(stderr, cliline.InLang(book, c.NotRead(name)))
			return 2
		}
	}
	path, err := Path()
	if err != nil {
		fmt.Fprintln(stderr, cliline.InLang(book, err))
		return 1
	}
	data, readErr := ReadFile(path)
	switch {
	case len(args) == 0:
		return c.show(path, data, readErr, book, stdout, stderr)
	case args[0] == "set" && len(args) == 3:
		return c.change(path, data, readErr, args[1], args[2], book, stdout, stderr)
	case args[0] == "unset" && len(args) == 2:
		return c.change(path, data, readErr, args[1], "", book, stdout, stderr)
	}
	fmt.Fprintln(stderr, cliline.InLang(book, &cliline.Line{Who: "anna settings", Text: cliSettingsUsage}))
	return 2
}

// show prints the file's place and the settings it holds; each
// setting refused is said on standard error, with its line (exit 1).
func (c Command) show(path string, data []byte, readErr error, book speech.Phrasebook, stdout, stderr io.Writer) int {
	fmt.Fprintln(stdout, book.CommandLine(cliSettingsFile, path))
	if readErr != nil {
		fmt.Fprintln(stderr, cliline.InLang(book, readErr))
		return 1
	}
	fs := c.Flags()
	keys, problems := Apply(path, data, fs)
	for _, p := range problems {
		fmt.Fprintln(stderr, cliline.InLang(book, p))
	}
	if len(keys) == 0 && len(problems) == 0 {
		fmt.Fprintln(stdout, book.CommandLine(cliSettingsNone))
		return 0
	}
	for _, k := range keys {
		fmt.Fprintln(stdout, k+" = "+TOMLValue(fs.Lookup(k), fs.Lookup(k).Value.String()))
	}
	if len(keys) > 0 {
		fmt.Fprintln(stdout, book.CommandLine(cliSettingsWins))
	}
	if len(problems) > 0 {
		return 1
	}
	return 0
}

// change sets key to value in the file, or removes it when value
// is "", and says what it did.
func (c Command) change(path string, data []byte, readErr error, key, value string, book speech.Phrasebook, stdout, stderr io.Writer) int {
	line, code, err := c.set(path, data, readErr, key, value)
	if err != nil {
		fmt.Fprintln(stderr, cliline.InLang(book, err))
		return code
	}
	book.Lang = c.Lang() // the file's language now (anna settings set lang hr is answered in Croatian)
	if line == "" {
		fmt.Fprintln(stdout, book.CommandLine(cliSettingsUnset, key, path))
	} else {
		fmt.Fprintln(stdout, book.CommandLine(cliSettingsSet, line, path))
	}
	return 0
}

// unchanged is a refusal of the settings file said as a change refused:
// nothing changed (rather than anna starting with its defaults).
func unchanged(err error) error {
	if e, ok := err.(*Error); ok {
		changing := *e
		changing.Changing = true
		return &changing
	}
	return err
}

// keeping serialises Keep's reading and writing of the file.
var keeping sync.Mutex

// Keep sets key to value in the settings file, as anna settings set
// does: a choice made during a game (faster, louder) is there at the next
// start. Changes are written one at a time (a rate and a volume kept at
// once must not each write the file as read before the other).
func (c Command) Keep(key, value string) error {
	keeping.Lock()
	defer keeping.Unlock()
	path, err := Path()
	if err != nil {
		return err
	}
	data, readErr := ReadFile(path)
	_, _, err = c.set(path, data, readErr, key, value)
	return err
}

// set sets key to value in the file's text data, or removes it
// when value is "", and writes the file; it returns the line written. The
// file is written only when the key is good in it then (a setting refused
// elsewhere in the file stays as it was, and is said at the next start).
// An error says why in the flag's words, with the exit code (2 for a
// mistake in the command).
func (c Command) set(path string, data []byte, readErr error, key, value string) (string, int, error) {
	if readErr != nil {
		return "", 1, unchanged(readErr)
	}
	fs := c.Flags()
	f := fs.Lookup(key)
	switch {
	case f == nil:
		return "", 2, &cliline.Line{Who: "anna settings", Text: cliSettingsNoKey, Args: []any{strconv.Quote(key), strings.Join(Keys, ", ")}}
	case !slices.Contains(Keys, key):
		return "", 2, &cliline.Line{Who: "anna settings", Text: cliSettingsOneGame, Args: []any{"--" + key}}
	}
	line := ""
	if value != "" {
		if err := f.Value.Set(value); err != nil {
			refused := &cliline.Refusal{Name: key, Value: value, Reason: err}
			if fs.Refused != nil {
				refused = fs.Refused
			}
			return "", 2, &cliline.Line{Who: "anna", Text: cliNothingChanged, Args: []any{refused}}
		}
		line = key + " = " + TOMLValue(f, f.Value.String())
	}
	edited := Edit(data, key, line)
	check := c.Flags()
	// The key changed must be good in the file as it will be; the file's
	// other settings, good or refused, stay as they were.
	_, problems := Apply(path, edited, check)
	for _, p := range problems {
		switch {
		case p.Clash != "" && (p.Key == key || p.Clash == key):
			return "", 2, &cliline.Line{Who: "anna settings", Text: cliSettingsClocksSet}
		case p.Key == key:
			return "", 1, unchanged(p)
		}
	}
	if err := Write(path, edited); err != nil {
		return "", 1, err
	}
	return line, 0, nil
}
