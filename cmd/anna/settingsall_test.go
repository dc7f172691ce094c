package main

import (
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/settings"
)

// everySetting is, for each key a settings file may hold, a file that
// sets it (with what it needs beside it) and the command line that means
// the same.
var everySetting = []struct {
	keys []string
	file string
	args []string
}{
	{[]string{"lang"}, `lang = "hr"`, []string{"--lang", "hr"}},
	{[]string{"names"}, `names = "local"`, []string{"--names", "local"}},
	{[]string{"notation"}, `notation = "long"`, []string{"--notation", "long"}},
	{[]string{"verbosity"}, `verbosity = "brief"`, []string{"--verbosity", "brief"}},
	{[]string{"arrivals"}, `arrivals = "off"`, []string{"host", "--arrivals", "off"}},
	{[]string{"confirm"}, `confirm = false`, []string{"--confirm=false"}},
	{[]string{"clock-announce"}, `clock-announce = "sparse"`, []string{"--clock-announce", "sparse"}},
	{[]string{"no-audio"}, `no-audio = true`, []string{"--no-audio"}},
	{[]string{"rate"}, `rate = 2.5`, []string{"--rate", "2.5"}},
	{[]string{"volume"}, `volume = 70`, []string{"--volume", "70"}},
	{[]string{"speech"}, `speech = "queue"`, []string{"--speech", "queue"}},
	{[]string{"clips"}, `clips = "/home/me/voice"`, []string{"--clips", "/home/me/voice"}},
	{[]string{"time", "delay"}, "time = \"5d3\"\ndelay = \"bronstein\"", []string{"--time", "5d3", "--delay", "bronstein"}},
	{[]string{"time-control"}, `time-control = "40/5400+30:1800+30"`, []string{"--time-control", "40/5400+30:1800+30"}},
	{[]string{"laws"}, `laws = "2017"`, []string{"--laws", "2017"}},
	{[]string{"guidelines-iii"}, `guidelines-iii = "off"`, []string{"--guidelines-iii", "off"}},
	{[]string{"mirror"}, `mirror = "confirm"`, []string{"--mirror", "confirm"}},
	{[]string{"press"}, `press = "manual"`, []string{"--press", "manual"}},
	{[]string{"blind", "assistant"}, "blind = \"white\"\nassistant = true", []string{"--blind", "white", "--assistant"}},
	{[]string{"view"}, `view = "board"`, []string{"--view", "board"}},
	{[]string{"theme"}, `theme = "high-contrast"`, []string{"--theme", "high-contrast"}},
	{[]string{"pieces"}, `pieces = "letters"`, []string{"--pieces", "letters"}},
	{[]string{"engine", "engine-side", "level", "no-hints"}, "engine = \"stockfish\"\nengine-side = \"white\"\nlevel = 5\nno-hints = true",
		[]string{"--engine", "stockfish", "--engine-side", "white", "--level", "5", "--no-hints"}},
	{[]string{"listen"}, `listen = "127.0.0.1:2300"`, []string{"host", "--listen", "127.0.0.1:2300"}},
	{[]string{"authorized-keys"}, `authorized-keys = "/home/me/keys"`, []string{"host", "--authorized-keys", "/home/me/keys"}},
	{[]string{"rated"}, `rated = true`, []string{"lichess", "--rated"}},
	{[]string{"chat"}, `chat = true`, []string{"lichess", "--chat"}},
	{[]string{"lichess-url"}, `lichess-url = "http://127.0.0.1:8080"`, []string{"lichess", "--lichess-url", "http://127.0.0.1:8080"}},
}

// TestEverySettingStays: every key a settings file may hold sets what its
// flag sets, and differs from the defaults; the command line still wins.
// A flag of one command (anna lichess --rated) is read with that command.
func TestEverySettingStays(t *testing.T) {
	var covered []string
	for _, tt := range everySetting {
		covered = append(covered, tt.keys...)
		t.Run(tt.keys[0], func(t *testing.T) {
			var command []string
			if !strings.HasPrefix(tt.args[0], "-") {
				command = tt.args[:1]
			}
			dir := t.TempDir()
			t.Setenv("XDG_CONFIG_HOME", dir)
			defaults, err := parseFlags(command, io.Discard, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			byFlag, err := parseFlags(tt.args, io.Discard, io.Discard)
			if err != nil {
				t.Fatalf("%v: %v", tt.args, err)
			}
			path := filepath.Join(dir, "anna", "config.toml")
			os.MkdirAll(filepath.Dir(path), 0o700)
			if err := os.WriteFile(path, []byte(tt.file+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			byFile, err := parseFlags(command, io.Discard, io.Discard)
			if err != nil || byFile.settingsNotes != nil {
				t.Fatalf("%q: %v %v", tt.file, err, byFile.settingsNotes)
			}
			// A level in the file is a preference for games with an engine,
			// not a level given: anna analyze keeps full strength and anna
			// resume the match's own level unless --level is given.
			byFlag.engine.levelGiven = false
			// --rated typed makes a game for rating too; the file's rated is
			// anna lichess's seek alone (TestRatedFlag).
			byFlag.rated = false
			// Which flags were chosen differs by design (anna join sends
			// only those); the values are compared.
			defaults.chosen, byFlag.chosen, byFile.chosen = nil, nil, nil
			defaults.given, byFlag.given, byFile.given = nil, nil, nil
			if !reflect.DeepEqual(byFile, byFlag) {
				t.Errorf("the file %q gives\n%+v\nthe flags %v give\n%+v", tt.file, byFile, tt.args, byFlag)
			}
			if reflect.DeepEqual(byFile, defaults) {
				t.Errorf("the file %q changes nothing", tt.file)
			}
			// The command line wins: the defaults' flags given over the file.
			back := slices.Clone(command)
			for _, key := range tt.keys {
				back = append(back, "--"+key+"="+newFlagSetDefault(key))
			}
			if key := tt.keys[0]; key == "blind" || key == "engine" || key == "time" || key == "confirm" {
				return // undone only with what goes with them; confirm's default is no value
			}
			again, err := parseFlags(back, io.Discard, io.Discard)
			again.chosen, again.given = nil, nil
			if err != nil || !reflect.DeepEqual(again, defaults) {
				t.Errorf("%v over the file %q: %v\n%+v\nwant the defaults\n%+v", back, tt.file, err, again, defaults)
			}
		})
	}
	slices.Sort(covered)
	keys := slices.Sorted(slices.Values(settings.Keys))
	if !slices.Equal(covered, keys) {
		t.Errorf("the table covers %v; the settings are %v", covered, keys)
	}
	// docs/flags.md names every one.
	doc, err := os.ReadFile("../../docs/flags.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(doc), "## Settings that stay")
	section, _, _ = strings.Cut(section, "\n## ")
	for _, key := range settings.Keys {
		if !strings.Contains(section, "`"+key+"`") {
			t.Errorf("docs/flags.md's Settings that stay does not name %s", key)
		}
	}
}

// newFlagSetDefault is a flag's default as the command line gives it.
func newFlagSetDefault(name string) string {
	var o options
	var v flagValues
	fs := newFlagSet()
	defineFlags(fs, &o, &v)
	f := fs.Lookup(name)
	if f.DefValue == "" && name == "level" {
		return "3"
	}
	return f.DefValue
}

// TestChosenFlags: anna join sends the language and the verbosity only
// when the player chose them, on the command line or in the settings
// file; otherwise the host's remembered choice for the key holds.
func TestChosenFlags(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	o, err := parseFlags([]string{"join", "host:2222", "--lang", "hr"}, io.Discard, io.Discard)
	if err != nil || !o.chosen["lang"] || o.chosen["verbosity"] {
		t.Errorf("--lang hr: chosen %v, %v", o.chosen, err)
	}
	os.MkdirAll(filepath.Join(dir, "anna"), 0o700)
	os.WriteFile(filepath.Join(dir, "anna", "config.toml"), []byte("verbosity = \"brief\"\n"), 0o600)
	o, err = parseFlags([]string{"join", "host:2222"}, io.Discard, io.Discard)
	if err != nil || o.chosen["lang"] || !o.chosen["verbosity"] {
		t.Errorf("verbosity in the settings file: chosen %v, %v", o.chosen, err)
	}
}
