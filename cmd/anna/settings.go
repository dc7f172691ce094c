package main

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

	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/speech"
)

// The settings file keeps a player's choices from one start to the next:
// config.toml in anna's config folder, its keys named as the long flags
// (lang = "hr", rate = 2, names = "local"). It is read at start, and the
// command line wins over it. Its values are read by the flags' own values
// (values.go), so a value is refused there as the flag refuses it.

// settingKeys are the flags a settings file may hold: the player's
// choices. The others (fen, pgn, white, seat, ...) are for one game.
var settingKeys = []string{
	"lang", "names", "notation", "verbosity", "arrivals", "confirm", "clock-announce",
	"no-audio", "rate", "volume", "speech", "clips",
	"time", "time-control", "delay", "mirror", "press", "blind", "assistant", "laws", "guidelines-iii",
	"view", "theme", "pieces",
	"engine", "engine-side", "level", "no-hints",
	"listen", "authorized-keys",
	"rated", "chat", "lichess-url",
}

// settingsFileName is the settings file's name in anna's config folder.
const settingsFileName = "config.toml"

// settingsPath is where the settings file is: config.toml in anna's
// config folder (internal/places: ~/.config/anna on Linux, %APPDATA%\anna
// on Windows, ~/Library/Application Support/anna on macOS).
func settingsPath() (string, error) {
	dir, err := configDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, settingsFileName), nil
}

// configDir is anna's config folder: the settings file, the lichess
// token, the host key, known_hosts and the views of those who joined.
func configDir() (string, error) {
	dir, err := places.Config()
	if err != nil {
		return "", annaSays(speech.CLISettingsNoHome, err)
	}
	return dir, nil
}

// settingsError is a settings file anna did not take: which, where, and why.
type settingsError struct {
	path string
	line int    // 0 when the file as a whole is at fault
	key  string // "" when no key is
	why  error
	// changing is set when a change was asked for (anna settings set):
	// nothing changed, rather than anna starting with its defaults.
	changing bool
	// leftOut: one setting is refused, and the others are used.
	leftOut bool
	// clash is the setting this one cannot be set beside (exclusive).
	clash string
}

func (e *settingsError) Error() string { return e.In(speech.Phrasebook{}) }

func (e *settingsError) In(b speech.Phrasebook) string {
	where := e.path
	if e.line > 0 {
		where = b.CommandLine(speech.CLISettingsLine, where, strconv.Itoa(e.line))
	}
	if e.key != "" {
		where += ", " + e.key
	}
	then := speech.CLISettingsDefaults
	switch {
	case e.changing:
		then = speech.CLISettingsUnchanged
	case e.leftOut:
		then = speech.CLISettingsLeftOut
	}
	return annaSays(then, where, e.why).In(b)
}

// readSettingsFile reads the settings file's text without ever waiting: a
// named pipe or a device at its place is refused. A missing file is no
// settings.
func readSettingsFile(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &settingsError{path: path, why: part(speech.CLISettingsUnreadable)}
	}
	if !st.Mode().IsRegular() {
		return nil, &settingsError{path: path, why: part(speech.CLISettingsNotFile)}
	}
	if st.Size() > 64<<10 {
		return nil, &settingsError{path: path, why: part(speech.CLISettingsTooLarge)}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &settingsError{path: path, why: part(speech.CLISettingsUnreadable)}
	}
	return data, nil
}

// setting is one key of the settings file on its way to its flag.
type setting struct {
	key string
	fs  *flagSet
}

// refuse sets the flag named by the key to the value, or says what is
// wrong in the flag's own words.
func (s *setting) refuse(v any) error {
	f := s.fs.Lookup(s.key)
	switch {
	case f == nil:
		return part(speech.CLISettingsNoSuchKey, strings.Join(settingKeys, ", "))
	case !slices.Contains(settingKeys, s.key):
		return part(speech.CLISettingsOneGame, "--"+s.key)
	}
	text, err := settingText(f, v)
	if err != nil {
		return err
	}
	if err := f.Value.Set(text); err != nil {
		if r := s.fs.refused; r != nil {
			s.fs.refused = nil
			return &refusal{value: r.value, reason: r.reason}
		}
		return &refusal{value: text, reason: err}
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
			return "", part(speech.CLISettingsWordOrNum, strconv.FormatBool(v))
		}
		return strconv.FormatBool(v), nil
	case string:
		if isBool {
			return "", &refusal{value: v, reason: choose("true", "false")}
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
		return "", choose("true", "false")
	}
	return "", part(speech.CLISettingsOneValue)
}

// settingLine matches the line that sets key at the top of a TOML file.
func settingLine(key string) *regexp.Regexp {
	return regexp.MustCompile(`(?m)^[ \t]*("?)` + regexp.QuoteMeta(key) + `("?)[ \t]*=.*\n?`)
}

// tomlValue writes a value for key as TOML: true and false and numbers
// bare, for the flags that take them; words quoted.
func tomlValue(f *flag.Flag, value string) string {
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

// editSettings returns the file's text with key set to value (or, with
// value "", removed): the key's line is replaced where it is, or added at
// the end; every other line, comments too, stays as it was.
func editSettings(data []byte, key, line string) []byte {
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

// writeSettings writes the settings file whole, through a file beside it
// renamed over it, so that it is never half written.
func writeSettings(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return annaSays(speech.CLISettingsUnwritable, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".config-*.toml")
	if err != nil {
		return annaSays(speech.CLISettingsUnwritable, err)
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
		return annaSays(speech.CLISettingsUnwritable, err)
	}
	return nil
}
