// Package settings is the settings file: a player's choices kept from one
// start of anna to the next (config.toml in anna's config folder), read
// into the flags that have their names, edited by anna settings.
package settings

import (
	"bytes"
	"errors"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/speech"
)

// The settings file keeps a player's choices from one start to the next:
// config.toml in anna's config folder, its keys named as the long flags
// (lang = "hr", rate = 2, names = "local"). It is read at start, and the
// command line wins over it. Its values are read by the flags' own values
// (internal/cliline's values.go), so a value is refused there as the flag
// refuses it.

// Keys are the flags a settings file may hold: the player's
// choices. The others (fen, pgn, white, seat, ...) are for one game.
var Keys = []string{
	"lang", "names", "notation", "verbosity", "arrivals", "confirm", "clock-announce",
	"no-audio", "rate", "volume", "speech", "clips",
	"time", "time-control", "delay", "mirror", "press", "blind", "assistant", "laws", "guidelines-iii",
	"view", "theme", "pieces",
	"engine", "engine-side", "level", "no-hints",
	"listen", "authorized-keys",
	"rated", "chat", "lichess-url",
}

// FileName is the settings file's name in anna's config folder.
const FileName = "config.toml"

// Path is where the settings file is: config.toml in anna's
// config folder (internal/places: ~/.config/anna on Linux, %APPDATA%\anna
// on Windows, ~/Library/Application Support/anna on macOS).
func Path() (string, error) {
	dir, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, FileName), nil
}

// ConfigDir is anna's config folder: the settings file, the lichess
// token, the host key, known_hosts and the views of those who joined.
func ConfigDir() (string, error) {
	dir, err := places.Config()
	if err != nil {
		return "", cliline.Anna(cliSettingsNoHome, err)
	}
	return dir, nil
}

// Error is a settings file anna did not take: which, where, and why.
type Error struct {
	Path string
	Line int    // 0 when the file as a whole is at fault
	Key  string // "" when no key is
	Why  error
	// Changing is set when a change was asked for (anna settings set):
	// nothing changed, rather than anna starting with its defaults.
	Changing bool
	// LeftOut: one setting is refused, and the others are used.
	LeftOut bool
	// Clash is the setting this one cannot be set beside (exclusive).
	Clash string
}

func (e *Error) Error() string { return e.In(speech.Phrasebook{}) }

// In is the refusal in b's language.
func (e *Error) In(b speech.Phrasebook) string {
	where := e.Path
	if e.Line > 0 {
		where = b.CommandLine(cliSettingsLine, where, strconv.Itoa(e.Line))
	}
	if e.Key != "" {
		where += ", " + e.Key
	}
	then := cliSettingsDefaults
	switch {
	case e.Changing:
		then = cliSettingsUnchanged
	case e.LeftOut:
		then = cliSettingsLeftOut
	}
	return cliline.Anna(then, where, e.Why).In(b)
}

// ReadFile reads the settings file's text without ever waiting: a
// named pipe or a device at its place is refused. A missing file is no
// settings.
func ReadFile(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &Error{Path: path, Why: cliline.Part(cliSettingsUnreadable)}
	}
	if !st.Mode().IsRegular() {
		return nil, &Error{Path: path, Why: cliline.Part(cliSettingsNotFile)}
	}
	if st.Size() > 64<<10 {
		return nil, &Error{Path: path, Why: cliline.Part(cliSettingsTooLarge)}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &Error{Path: path, Why: cliline.Part(cliSettingsUnreadable)}
	}
	return data, nil
}

// Flags are the flags the settings go to: the command line's, which note
// the value a flag refused last and why (its own words), so that a
// setting's refusal reads as the flag's.
type Flags interface {
	Lookup(name string) *flag.Flag
	// TakeRefused is the value refused last and why (nil for none),
	// forgotten once taken.
	TakeRefused() (value string, reason error)
}

// setting is one key of the settings file on its way to its flag.
type setting struct {
	key string
	fs  Flags
}

// valueRefused is a value a setting did not take, and why (its key is
// named before it).
type valueRefused struct {
	value  string
	reason error
}

func (r *valueRefused) Error() string { return r.In(speech.Phrasebook{}) }

// In is the refusal in b's language.
func (r *valueRefused) In(b speech.Phrasebook) string {
	return strconv.Quote(r.value) + ": " + cliline.InLang(b, r.reason)
}

// refuse sets the flag named by the key to the value, or says what is
// wrong in the flag's own words.
func (s *setting) refuse(v any) error {
	f := s.fs.Lookup(s.key)
	switch {
	case f == nil:
		return cliline.Part(cliSettingsNoSuchKey, strings.Join(Keys, ", "))
	case !slices.Contains(Keys, s.key):
		return cliline.Part(cliSettingsOneGame, "--"+s.key)
	}
	text, err := settingText(f, v)
	if err != nil {
		return err
	}
	if err := f.Value.Set(text); err != nil {
		if value, reason := s.fs.TakeRefused(); reason != nil {
			return &valueRefused{value: value, reason: reason}
		}
		return &valueRefused{value: text, reason: err}
	}
	return nil
}

// settingText is a TOML value as its flag reads it from the command line.
func settingText(f *flag.Flag, v any) (string, error) {
	bf, isBool := f.Value.(interface{ IsBoolFlag() bool })
	isBool = isBool && bf.IsBoolFlag()
	switch v := v.(type) {
	case bool:
		if !isBool {
			return "", cliline.Part(cliSettingsWordOrNum, strconv.FormatBool(v))
		}
		return strconv.FormatBool(v), nil
	case string:
		if isBool {
			return "", &valueRefused{value: v, reason: cliline.Choose("true", "false")}
		}
		return v, nil
	case int64:
		if !isBool {
			return strconv.FormatInt(v, 10), nil
		}
	case float64:
		if !isBool {
			return strconv.FormatFloat(v, 'g', -1, 64), nil
		}
	}
	if isBool {
		return "", cliline.Choose("true", "false")
	}
	return "", cliline.Part(cliSettingsOneValue)
}

// settingLine matches the line that sets key at the top of a TOML file.
func settingLine(key string) *regexp.Regexp {
	return regexp.MustCompile(`(?m)^[ \t]*("?)` + regexp.QuoteMeta(key) + `("?)[ \t]*=.*\n?`)
}

// TOMLValue writes a value for key as TOML: true and false and numbers
// bare, for the flags that take them; words quoted.
func TOMLValue(f *flag.Flag, value string) string {
	if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() {
		return value
	}
	if _, err := strconv.ParseFloat(value, 64); err == nil && !strings.ContainsAny(value, "+/:") {
		if _, isNumber := numberFlags[f.Name]; isNumber {
			return value
		}
	}
	var b bytes.Buffer
	toml.NewEncoder(&b).Encode(map[string]string{"v": value})
	return strings.TrimSpace(strings.TrimPrefix(b.String(), "v = "))
}

// numberFlags are the settings whose values are numbers in TOML.
var numberFlags = map[string]struct{}{"rate": {}, "volume": {}, "level": {}}

// Edit returns the file's text with key set to value (or, with
// value "", removed): the key's line is replaced where it is, or added at
// the end; every other line, comments too, stays as it was.
func Edit(data []byte, key, line string) []byte {
	re := settingLine(key)
	if line == "" {
		return re.ReplaceAll(data, nil)
	}
	if loc := re.FindIndex(data); loc != nil {
		return slices.Concat(data[:loc[0]], []byte(line+"\n"), re.ReplaceAll(data[loc[1]:], nil))
	}
	if len(data) > 0 && !bytes.HasSuffix(data, []byte("\n")) {
		data = append(data, '\n')
	}
	return append(data, line+"\n"...)
}

// Write writes the settings file whole, through a file beside it
// renamed over it, so that it is never half written.
func Write(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return cliline.Anna(cliSettingsUnwritable, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".config-*.toml")
	if err != nil {
		return cliline.Anna(cliSettingsUnwritable, err)
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return cliline.Anna(cliSettingsUnwritable, err)
	}
	return nil
}
