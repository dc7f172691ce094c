package layout_test

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/anna-chess/anna"

// inShort are the layers of anna, bottom to top: a package imports
// only from layers below its own. docs/developers.md draws them. The
// helpers (internal/...), the tests' own packages and the tools are left
// out; layers, below, places every package exactly.
const inShort = `rules, scoresheet, engine/uci < words, puzzle
< speech, braille, lichess, internal/wire, puzzle/puzzleset, puzzle/puzzlefile
< session, audio, speech/clips, speech/synth, settings
< table, voice, resume
< engine, host, join, online, online/account, tui
< online/lobby, practice
< cmd/anna`

// layers place every package of anna, bottom to top, as go/build's
// deps_test.go places the standard library's. "a, b < c, d" says that c
// and d may import a and b, and whatever a and b may import. A name is
// placed once, on the right of its rule, and a rule names on its left
// only what is placed above it in this text, so the text reads bottom up
// and has no cycle. Peers in a list may not import each other unless a
// rule says so: nothing but the command imports tui, and nothing imports
// the command. Each name on a rule's left is one its packages import
// directly (on Linux, Windows or macOS), so that no ceiling is higher
// than the code needs. An outside module is named by its path and placed
// under the packages that use it; the standard library may be imported
// anywhere, but "a, b !< c" forbids c to import a or b itself. Test files
// may import what they need (a test of rules uses an engine's process to
// check its counts), as deps_test.go allows them.
//
// Every package of the module has its place: a new one fails the test
// until it is given one.
const layers = `
# Outside modules (go.mod), each placed below the packages that use it.
NONE
< charm.land/bubbles/v2, charm.land/bubbletea/v2, charm.land/lipgloss/v2,
  charm.land/ssh, charm.land/wish/v2,
  github.com/BurntSushi/toml, github.com/charmbracelet/colorprofile,
  github.com/charmbracelet/ultraviolet, github.com/charmbracelet/x/ansi,
  github.com/corentings/chess/v2, github.com/creack/pty,
  github.com/ebitengine/oto/v3, github.com/go-audio/wav, github.com/gofrs/flock,
  github.com/hinshun/vt10x, github.com/jfreymuth/pulse, github.com/mewkiz/flac,
  github.com/muesli/cancelreader, github.com/santhosh-tekuri/jsonschema/v6,
  go.yaml.in/yaml/v3, golang.org/x/crypto, golang.org/x/image, golang.org/x/sys,
  golang.org/x/term, golang.org/x/text, gonum.org/v1/gonum,
  gopkg.in/natefinch/lumberjack.v2;

# Helpers: small packages of one job each (the one cleaner of outside
# text, files read in place, the input line, a code kept as a hash...),
# and the tests' own.
NONE
< internal/cleantext, internal/golden, internal/mancheck, internal/passcode,
  internal/pgncheck, internal/pulsetest, internal/raceflag, internal/termsize,
  internal/tsv;
golang.org/x/sys < internal/inplace, internal/places, internal/private;
github.com/go-audio/wav < internal/wavfile;
gonum.org/v1/gonum < internal/hear;
internal/cleantext, github.com/charmbracelet/x/ansi < internal/lineedit;
internal/lineedit, github.com/charmbracelet/ultraviolet < internal/termkeys;
golang.org/x/sys, golang.org/x/term, github.com/muesli/cancelreader < internal/console;

# Layer 0, the core: the Laws of Chess, pure; the files on disk; a UCI
# engine's process. Nothing of a game at the table is below them.
internal/cleantext < rules;
internal/places, internal/private, github.com/gofrs/flock < scoresheet;
github.com/corentings/chess/v2 < engine/uci;
rules < internal/fakeuci, braille/brailletest;

# Layer 1, data: what happened, as declared keys with typed arguments
# (words); puzzles, solved and rated.
rules < words;
rules < puzzle;

# Layer 2, language: words for people and the formats of the world:
# speech's grammar and books, braille, lichess's Board and puzzle APIs,
# the anna-events lines, the puzzles anna carries and a player's own.
words, puzzle, internal/cleantext, internal/inplace, golang.org/x/text,
  github.com/BurntSushi/toml
< speech;
rules, internal/cleantext < braille, internal/wire;
rules, puzzle, internal/private < lichess;
puzzle < puzzle/puzzleset;
puzzle, scoresheet < puzzle/puzzlefile;
lichess, github.com/santhosh-tekuri/jsonschema/v6, go.yaml.in/yaml/v3 < lichess/lichesstest;

# Layer 3, a game: at the keyboard (pure: lines in, events out, per
# seat); the sound; the clips and the voice for free text; the settings
# file (a player's choices kept).
speech, braille, puzzle, internal/passcode < session;
words, scoresheet, internal/wavfile, github.com/ebitengine/oto/v3,
  github.com/jfreymuth/pulse
< audio;
speech, internal/inplace, internal/wavfile, github.com/mewkiz/flac < speech/clips;
speech < speech/synth;
speech < internal/buildinfo, internal/cliline;
internal/cliline, scoresheet < internal/why;
internal/cliline, internal/places, github.com/BurntSushi/toml < settings;

# Layer 4, the table: where every seat's lines meet the session; the
# voice: the clips played on the sound device and the tape, free text
# through espeak-ng, the rate and volume tuned in a game; resuming a
# match: found, set up again from its files, what it asks the player.
session < table, table/tabletest;
session, audio, speech/clips, speech/synth, scoresheet, internal/places,
  internal/wavfile
< voice;
session, engine/uci, internal/cliline, internal/why < resume;

# Layer 5, the edges, peers of each other: an engine at the table, the
# SSH host and its joiners, play on lichess and the account it is
# played with, the views on a terminal.
table, engine/uci, github.com/corentings/chess/v2 < engine;
table, scoresheet, internal/wire, internal/termkeys, internal/termsize,
  internal/cliline, internal/why, internal/places, internal/private,
  charm.land/bubbletea/v2, charm.land/ssh, charm.land/wish/v2,
  github.com/charmbracelet/ultraviolet, golang.org/x/crypto,
  gopkg.in/natefinch/lumberjack.v2
< host;
table, internal/wire, internal/console, internal/places, golang.org/x/crypto < join;
golang.org/x/crypto < join/jointest;
table, lichess < online;
lichess, settings, internal/cliline, internal/console, golang.org/x/term < online/account;
table, internal/termkeys, internal/termsize, internal/console,
  charm.land/bubbles/v2, charm.land/bubbletea/v2, charm.land/lipgloss/v2,
  github.com/charmbracelet/colorprofile, golang.org/x/term
< tui;

# Layer 6, the sittings: playing on lichess (the lobby, and each game
# that starts played at the terminal, its opponent's seat online's, its
# view tui's); the practice commands (puzzles, anna's or lichess's).
scoresheet, engine/uci, online, online/account, tui, github.com/muesli/cancelreader < online/lobby;
online, online/account, voice, puzzle/puzzleset, puzzle/puzzlefile, internal/why < practice;

# Layer 7, the command: it wires everything together. The tools are
# programs of their own, run by hand (tools/manpage and tools/release
# are the release's).
online/lobby, practice, engine, host, join, voice, audio,
  internal/console,
  golang.org/x/term,
  internal/buildinfo, internal/cliline, internal/why, settings, resume
< cmd/anna;
speech/clips < tools/cliplist;
rules, engine/uci < tools/perft;
github.com/creack/pty, github.com/hinshun/vt10x, golang.org/x/image < tools/screenshot;
puzzle < tools/puzzleset;
NONE < tools/manpage, tools/pausetest, tools/release;

# The game's own layers are pure: no file, process, network or system
# call (the edges and the command make those).
os, os/exec, os/signal, io/fs, net, net/http, syscall
!< rules, words, speech, session, table;
`

// toCome are the names placed before their package exists, and why.
var toCome = map[string]string{}

// systems are those whose files the layers hold (a file for one system
// may import what another's does not: golang.org/x/sys/windows).
var systems = []string{"linux", "windows", "darwin"}

// TestLayers: every import of every package of anna goes down the layers.
func TestLayers(t *testing.T) {
	lists := listAll(t)
	g, err := parseLayers(layers)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range append(problems(g, lists), shortProblems(g, inShort)...) {
		t.Error(p)
	}
}

// TestDocsDrawTheLayers: docs/developers.md's map of the layers is
// inShort's, layer by layer.
func TestDocsDrawTheLayers(t *testing.T) {
	data, err := os.ReadFile("docs/developers.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(data), "## The packages, in layers")
	_, rest, _ = strings.Cut(rest, "```\n")
	block, _, ok := strings.Cut(rest, "```")
	if !ok {
		t.Fatal("docs/developers.md draws no layers after \"## The packages, in layers\"")
	}
	drawn := map[int][]string{}
	layer := -1
	for line := range strings.Lines(block) {
		label, text := line, "" // a layer's number and name, then its packages
		if len(line) > 16 {
			label, text = line[:16], line[16:]
		}
		if n, err := strconv.Atoi(label[:1]); err == nil {
			layer = n
		} else if strings.TrimSpace(label) != "" {
			layer = -1 // the helpers: internal/...
		}
		if layer >= 0 {
			drawn[layer] = append(drawn[layer], names(strings.ReplaceAll(text, "(to come: issue 35)", ""))...)
		}
	}
	for i, list := range strings.Split(inShort, "<") {
		if got, want := drawn[i], names(list); !slices.Equal(got, want) {
			t.Errorf("docs/developers.md draws layer %d as %q, layout_test.go's inShort as %q", i, got, want)
		}
	}
	if len(drawn) != len(strings.Split(inShort, "<")) {
		t.Errorf("docs/developers.md draws %d layers, inShort has %d", len(drawn), len(strings.Split(inShort, "<")))
	}
}

// TestLayersCatch: the layers, or the layers in short, changed as a slip
// would change them are refused, each with the reason.
func TestLayersCatch(t *testing.T) {
	lists := listAll(t)
	for _, tt := range []struct {
		short          bool // the change is inShort's, not layers'
		from, to, want string
	}{
		{false, "speech, braille, puzzle, internal/passcode < session;", "speech, puzzle < session;", "session imports braille (linux): it is not below it"},
		{false, "session < table, table/tabletest;", "session, engine/uci < table, table/tabletest;", "table may import engine/uci but does not"},
		{false, "NONE < tools/manpage, tools/pausetest, tools/release;", "NONE < tools/manpage, tools/pausetest;", "tools/release has no place"},
		{false, "NONE < tools/manpage,", "NONE < tools/nothing, tools/manpage,", "places tools/nothing, which is no package"},
		{false, "os, os/exec, os/signal", "strings, os, os/exec, os/signal", "rules imports strings (linux): layout_test.go says it may not"},
		{false, "golang.org/x/sys < internal/inplace, internal/places, internal/private;", "golang.org/x/sys < internal/inplace, internal/places, internal/private, internal/golden;", "internal/golden is placed twice"},
		{false, "golang.org/x/sys < internal/inplace, internal/places, internal/private;", "golang.org/x/sys < internal/inplace; NONE < internal/places, internal/private;", "internal/private imports golang.org/x/sys (windows)"},
		{false, "session < table, table/tabletest;", "session < table, table/tabletest, session;", "session is placed twice"},
		{false, "speech, braille, puzzle, internal/passcode < session;", "table, braille, puzzle < session;", "table is named before it is placed"},
		{false, "golang.org/x/term, golang.org/x/text", "golang.org/x/term, golang.org/x/text, golang.org/x/net", "golang.org/x/net is placed but no rule names it"},
		{false, "rules < words;", "rules < words, wordz;", "places wordz, which is no package"},
		{false, "speech < speech/synth;", "speech, session < speech/synth;", "speech/synth may import session, which is not in a layer below"},
		{false, "table, lichess < online;", "table, lichess < online, newcomer;", "newcomer is in no layer"},
		{true, "< session, audio,", "< braille, session, audio,", "session may import braille, which is not in a layer below"},
		{true, "rules, scoresheet, engine/uci <", "rules, scoresheet, engine/uci, tools/perft <", "tools/perft may import rules, which is not in a layer below"},
		{true, ", lichess,", ",", "lichess is in no layer"},
		{true, "< cmd/anna", "< cmd/anna, cmd/other", "cmd/other, in layout_test.go's inShort, has no place"},
	} {
		text, short := layers, inShort
		changed := &text
		if tt.short {
			changed = &short
		}
		if !strings.Contains(*changed, tt.from) {
			t.Fatalf("no %q to change", tt.from)
		}
		*changed = strings.Replace(*changed, tt.from, tt.to, 1)
		var got []string
		g, err := parseLayers(text)
		if err != nil {
			got = []string{err.Error()}
		} else {
			got = append(problems(g, lists), shortProblems(g, short)...)
		}
		if !slices.ContainsFunc(got, func(p string) bool { return strings.Contains(p, tt.want) }) {
			t.Errorf("%q for %q: got %q, want %q", tt.to, tt.from, got, tt.want)
		}
	}
}
