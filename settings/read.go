package settings

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/anna-chess/anna/internal/cliline"
)

// A settings file is read a setting at a time: a bad value refuses that
// key alone, named with its line, and the other keys stay in force (lang
// = "de" beside rate = 7 is a German game whose rate is the default, and
// its line is said in German). A file that is not TOML is read line by
// line, each "key = value" line for itself.

// Item is one setting as the file holds it: its key, its value as
// TOML reads it, and its line.
type Item struct {
	Key  string
	V    any
	Line int
}

// exclusive are settings that cannot both be set: the later in the file
// is refused.
var exclusive = [][2]string{{"time", "time-control"}}

// Read reads the settings file's text into its settings, in the
// file's order, and the lines that hold none.
func Read(path string, data []byte) ([]Item, []*Error) {
	var raw map[string]any
	md, err := toml.Decode(string(data), &raw)
	if err != nil {
		return readSettingLines(path, data)
	}
	var items []Item
	for _, k := range md.Keys() {
		if len(k) == 1 { // a key inside a table is refused with its table
			items = append(items, Item{Key: k[0], V: raw[k[0]], Line: lineOf(data, k[0])})
		}
	}
	return items, nil
}

// readSettingLines reads a file that is not TOML as a whole: each line
// that is neither empty nor a comment is a setting of its own, or refused
// with its line. A key set twice keeps its first line. What follows a
// table's header belongs to the table, which is refused.
func readSettingLines(path string, data []byte) ([]Item, []*Error) {
	var items []Item
	var problems []*Error
	seen := map[string]int{}
	for i, line := range strings.Split(string(data), "\n") {
		n := i + 1
		text := strings.TrimSpace(line)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if strings.HasPrefix(text, "[") {
			name := strings.Trim(text, "[] \t")
			problems = append(problems, &Error{Path: path, Line: n, Key: name, Why: cliline.Part(cliSettingsOneValue), LeftOut: true})
			break
		}
		var raw map[string]any
		md, err := toml.Decode(line, &raw)
		keys := md.Keys()
		if err != nil || len(keys) != 1 {
			key, _, _ := strings.Cut(text, "=")
			problems = append(problems, &Error{Path: path, Line: n, Key: strings.Trim(strings.TrimSpace(key), `"`), Why: cliline.Part(cliSettingsNotALine), LeftOut: true})
			continue
		}
		key := keys[0][0]
		if first, twice := seen[key]; twice {
			problems = append(problems, &Error{Path: path, Line: n, Key: key, Why: cliline.Part(cliSettingsTwice, strconv.Itoa(first)), LeftOut: true})
			continue
		}
		seen[key] = n
		items = append(items, Item{Key: key, V: raw[key], Line: n})
	}
	return items, problems
}

// lineOf is the line of the file that sets key at its top, or opens the
// table key.
func lineOf(data []byte, key string) int {
	loc := settingLine(key).FindIndex(data)
	if loc == nil {
		loc = regexp.MustCompile(`(?m)^[ \t]*\[[ \t]*"?` + regexp.QuoteMeta(key) + `"?[ \t]*\]`).FindIndex(data)
	}
	if loc == nil {
		return 0
	}
	return bytes.Count(data[:loc[0]], []byte("\n")) + 1
}

// Apply sets, on fs, every good setting in the file's text, each
// as its flag would be set but without counting as given on the command
// line (so that, say, level without engine is a preference, not a
// mistake). It returns the keys set, in the file's order, and each
// setting refused, with its line and why.
func Apply(path string, data []byte, fs Flags) ([]string, []*Error) {
	items, problems := Read(path, data)
	var keys []string
	for _, it := range items {
		if other, clash := clashing(it.Key, keys); clash {
			problems = append(problems, &Error{Path: path, Line: it.Line, Key: it.Key, Why: cliline.Part(cliSettingsBothClocks), LeftOut: true, Clash: other})
			continue
		}
		s := &setting{key: it.Key, fs: fs}
		if err := s.refuse(it.V); err != nil {
			problems = append(problems, &Error{Path: path, Line: it.Line, Key: it.Key, Why: err, LeftOut: true})
			continue
		}
		keys = append(keys, it.Key)
	}
	return keys, problems
}

// clashing is the setting among set that key cannot be set beside.
func clashing(key string, set []string) (string, bool) {
	for _, pair := range exclusive {
		for i, k := range pair {
			if k == key && slices.Contains(set, pair[1-i]) {
				return pair[1-i], true
			}
		}
	}
	return "", false
}
