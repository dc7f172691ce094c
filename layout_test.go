package layout_test

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/anna-chess/anna"

// allowed lists, for each package of anna, the packages of anna and the
// outside modules it may import directly (DESIGN.md's architecture). The
// standard library is always allowed. Every package has its row: a package
// missing here fails the test, so a new one states its place when it comes.
var allowed = map[string][]string{
	"rules":               {"internal/cleantext"},
	"puzzle":              {"rules", "internal/cleantext"},
	"puzzle/puzzleset":    {"puzzle"},
	"puzzle/puzzlefile":   {"puzzle", "scoresheet", "internal/places"},
	"internal/golden":     {},
	"speech":              {"rules", "internal/cleantext", "internal/inplace", "golang.org/x/text/", "github.com/BurntSushi/toml"},
	"speech/clips":        {"speech", "internal/inplace", "internal/wavfile", "github.com/mewkiz/flac"},
	"speech/synth":        {"speech"},
	"internal/inplace":    {"golang.org/x/sys/unix"},
	"internal/wavfile":    {"github.com/go-audio/"},
	"audio":               {"speech", "scoresheet", "internal/cleantext", "internal/wavfile", "github.com/ebitengine/oto/v3", "github.com/jfreymuth/pulse"},
	"internal/pulsetest":  {},
	"session":             {"rules", "speech", "braille", "internal/passcode"},
	"internal/passcode":   {},
	"scoresheet":          {"internal/places", "internal/private", "github.com/gofrs/flock", "golang.org/x/sys/windows"},
	"internal/places":     {"golang.org/x/sys/windows"},
	"internal/tsv":        {},
	"internal/cleantext":  {},
	"table":               {"rules", "session", "speech"},
	"tui":                 {"rules", "session", "speech", "table", "internal/cleantext", "internal/lineedit", "internal/termkeys", "internal/termsize", "charm.land/", "github.com/charmbracelet/"},
	"internal/lineedit":   {"internal/cleantext", "github.com/charmbracelet/x/ansi"},
	"internal/termkeys":   {"internal/lineedit", "github.com/charmbracelet/ultraviolet"},
	"internal/termsize":   {},
	"braille":             {"rules", "internal/cleantext"},
	"braille/brailletest": {"rules"},
	"lichess":             {"rules", "puzzle", "session", "speech", "table", "internal/private"},
	"internal/private":    {"golang.org/x/sys/windows"},
	"lichess/lichesstest": {"lichess", "puzzle", "rules", "go.yaml.in/yaml/v3", "github.com/santhosh-tekuri/jsonschema/v6"},
	"internal/wire":       {"rules", "internal/cleantext"},
	"join":                {"internal/wire", "internal/cleantext", "rules", "session", "speech", "table", "golang.org/x/crypto/"},
	"join/jointest":       {"golang.org/x/crypto/"},
	"host":                {"table", "session", "speech", "internal/wire", "internal/cleantext", "internal/lineedit", "internal/termkeys", "internal/termsize", "charm.land/", "golang.org/x/crypto/", "github.com/charmbracelet/ultraviolet", "gopkg.in/natefinch/lumberjack.v2"},
	"engine":              {"engine/uci", "rules", "session", "table", "github.com/corentings/chess/v2/uci"},
	"engine/uci":          {"github.com/corentings/chess/v2/uci"},
	"online":              {"lichess", "rules", "session", "speech", "table"},
	"internal/fakeuci":    {"rules"},
	"internal/pgncheck":   {},
	"internal/hear":       {"gonum.org/v1/gonum/dsp/fourier"},
	"internal/raceflag":   {},
	"internal/mancheck":   {},
	"table/tabletest":     {"session"},
	// The command wires everything together; the tools are programs of
	// their own, run by hand.
	"cmd/anna":         {"*"},
	"tools/cliplist":   {"speech/clips"},
	"tools/pausetest":  {},
	"tools/perft":      {"rules", "engine/uci"},
	"tools/puzzleset":  {"puzzle"},
	"tools/screenshot": {"github.com/creack/pty", "github.com/hinshun/vt10x", "golang.org/x/image/"},
	// The release's: the man page from anna --help, and the test of what
	// scripts/release makes.
	"tools/manpage": {},
	"tools/release": {},
}

// TestDependencyDirection: rules is pure and imports no UI, audio or
// terminal package; speech builds on rules only; nothing imports tui or cmd.
func TestDependencyDirection(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go is not here to list the packages (the Windows tests run under Wine without it)")
	}
	out, err := exec.Command("go", "list", "-deps", "-json", "./...").Output()
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p struct {
			ImportPath string
			Standard   bool
			Imports    []string
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(p.ImportPath, module+"/") {
			continue
		}
		name := strings.TrimPrefix(p.ImportPath, module+"/")
		for _, imp := range p.Imports {
			if strings.HasPrefix(name, "cmd/") {
				break // the command wires everything together
			}
			if strings.HasPrefix(imp, module+"/tui") || strings.HasPrefix(imp, module+"/cmd") {
				t.Errorf("%s imports %s: nothing may import the views or the command", name, imp)
			}
		}
		rules, ok := allowed[name]
		if !ok {
			t.Errorf("%s has no row in layout_test.go's allowed: give it one", name)
			continue
		}
		for _, imp := range p.Imports {
			if isStd(imp) || allowedDep(imp, rules) {
				continue
			}
			t.Errorf("%s imports %s", name, imp)
		}
	}
}

func isStd(path string) bool {
	first := strings.Split(path, "/")[0]
	return !strings.Contains(first, ".")
}

func allowedDep(dep string, rules []string) bool {
	for _, r := range rules {
		if r == "*" {
			return true
		}
		if strings.Contains(strings.Split(r, "/")[0], ".") {
			if strings.HasPrefix(dep, r) {
				return true
			}
			continue
		}
		if dep == module+"/"+r {
			return true
		}
	}
	return false
}
