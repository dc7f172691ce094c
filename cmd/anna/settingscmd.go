package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
)

// settingsCommand is anna settings: with no arguments it says where the
// settings file is and what it sets; "set KEY VALUE" and "unset KEY"
// change it. A value is checked as its flag checks it, and refused with
// the flag's words; a refused change changes nothing.
func settingsCommand(args []string, stdout, stderr io.Writer) int {
	path, err := settingsPath()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	data, readErr := readSettingsFile(path)
	switch {
	case len(args) == 0:
		return showSettings(path, data, readErr, stdout, stderr)
	case args[0] == "set" && len(args) == 3:
		return changeSetting(path, data, readErr, args[1], args[2], stdout, stderr)
	case args[0] == "unset" && len(args) == 2:
		return changeSetting(path, data, readErr, args[1], "", stdout, stderr)
	}
	fmt.Fprintln(stderr, `anna settings: say anna settings, anna settings set KEY VALUE (anna settings set rate 2) or anna settings unset KEY`)
	return 2
}

// showSettings prints the file's place and the settings it holds.
func showSettings(path string, data []byte, readErr error, stdout, stderr io.Writer) int {
	fmt.Fprintf(stdout, "Settings file: %s\n", path)
	if readErr != nil {
		fmt.Fprintln(stderr, readErr)
		return 1
	}
	fs := newFlagSet()
	defineFlags(fs, &options{}, &flagValues{})
	keys, err := applySettings(path, data, fs)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if len(keys) == 0 {
		fmt.Fprintln(stdout, "Nothing is set: anna starts with its defaults. anna settings set rate 2 sets one.")
		return 0
	}
	for _, k := range keys {
		fmt.Fprintf(stdout, "%s = %s\n", k, tomlValue(fs.Lookup(k), fs.Lookup(k).Value.String()))
	}
	fmt.Fprintln(stdout, "The command line wins over these. anna settings set KEY VALUE or unset KEY changes them.")
	return 0
}

// changeSetting sets key to value in the file, or removes it when value
// is "", and says what it did.
func changeSetting(path string, data []byte, readErr error, key, value string, stdout, stderr io.Writer) int {
	line, code, err := setSetting(path, data, readErr, key, value)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return code
	}
	if line == "" {
		fmt.Fprintf(stdout, "%s unset in %s\n", key, path)
	} else {
		fmt.Fprintf(stdout, "%s in %s\n", line, path)
	}
	return 0
}

// keeping serialises keepSetting's reading and writing of the file.
var keeping sync.Mutex

// keepSetting sets key to value in the settings file, as anna settings set
// does: a choice made during a game (faster, louder) is there at the next
// start. Changes are written one at a time (a rate and a volume kept at
// once must not each write the file as read before the other).
func keepSetting(key, value string) error {
	keeping.Lock()
	defer keeping.Unlock()
	path, err := settingsPath()
	if err != nil {
		return err
	}
	data, readErr := readSettingsFile(path)
	_, _, err = setSetting(path, data, readErr, key, value)
	return err
}

// setSetting sets key to value in the file's text data, or removes it
// when value is "", and writes the file; it returns the line written. The
// file is written only when the result is a good settings file; a file
// that was bad already may have its bad key unset. An error says why in
// the flag's words, with the exit code (2 for a mistake in the command).
func setSetting(path string, data []byte, readErr error, key, value string) (string, int, error) {
	if readErr != nil {
		return "", 1, errors.New(strings.TrimSuffix(readErr.Error(), "; anna starts with its defaults") + "; nothing changed")
	}
	fs := newFlagSet()
	defineFlags(fs, &options{}, &flagValues{})
	f := fs.Lookup(key)
	switch {
	case f == nil:
		return "", 2, fmt.Errorf("anna settings: no setting %q; settings are named as the flags: %s", key, strings.Join(settingKeys, ", "))
	case !slices.Contains(settingKeys, key):
		return "", 2, fmt.Errorf("anna settings: --%s is for one game: give it on the command line", key)
	}
	line := ""
	if value != "" {
		if err := f.Value.Set(value); err != nil {
			if fs.refused != nil {
				err = fs.refused
			} else {
				err = fmt.Errorf("--%s %q: %v", key, value, err)
			}
			return "", 2, fmt.Errorf("anna: %v; nothing changed", err)
		}
		line = key + " = " + tomlValue(f, f.Value.String())
	}
	edited := editSettings(data, key, line)
	check := newFlagSet()
	var v flagValues
	defineFlags(check, &options{}, &v)
	if _, err := applySettings(path, edited, check); err != nil {
		return "", 1, errors.New(strings.TrimSuffix(err.Error(), "; anna starts with its defaults") + "; nothing changed")
	}
	if _, err := clockFlags(v.timeFlag, v.pgnTC, v.delay); err != nil {
		return "", 2, errors.New("anna settings: time and time-control cannot both be set: unset one first; nothing changed")
	}
	if err := writeSettings(path, edited); err != nil {
		return "", 1, err
	}
	return line, 0, nil
}
