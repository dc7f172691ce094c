package buildinfo

import (
	"flag"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/golden"
	"github.com/anna-chess/anna/speech"
)

var update = flag.Bool("update", false, "write the golden files")

// TestBuildVersion: what anna --version reads from a build, GoReleaser's
// ldflags first, else what go build, go install and go run record.
func TestBuildVersion(t *testing.T) {
	const rev = "15e4345109f41c6b8ac716ce2058717ab7fe2489"
	vcs := func(modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev},
			{Key: "vcs.time", Value: "2026-11-26T02:59:11Z"}, {Key: "vcs.modified", Value: modified}}
	}
	tests := []struct {
		name                string
		ldVersion, ldCommit string
		ldDate, ldTree      string
		main                string
		settings            []debug.BuildSetting
		noInfo              bool
		want                built
	}{
		{name: "GoReleaser", ldVersion: "1.2.0", ldCommit: rev, ldDate: "2026-11-26T02:59:11Z", ldTree: "clean", main: "(devel)",
			want: built{version: "1.2.0", commit: "15e4345109f4", day: "2026-11-26"}},
		{name: "GoReleaser, a snapshot of a changed tree, the date in another zone", ldVersion: "0.0.1-snapshot", ldCommit: rev,
			ldDate: "2026-11-26T01:30:00-02:00", ldTree: "dirty",
			want: built{version: "0.0.1-snapshot", commit: "15e4345109f4", day: "2026-11-26", changed: true}},
		{name: "go install @v1.2.0", main: "v1.2.0", want: built{version: "1.2.0"}},
		{name: "go install @latest of a commit with no tag", main: "v0.0.0-20261126025911-15e4345109f4",
			want: built{commit: "15e4345109f4", day: "2026-11-26"}},
		{name: "go install of a commit after a tag", main: "v1.2.1-0.20261126025911-15e4345109f4",
			want: built{commit: "15e4345109f4", day: "2026-11-26"}},
		{name: "go build at a tag", main: "v1.2.0", settings: vcs("false"),
			want: built{version: "1.2.0", commit: "15e4345109f4", day: "2026-11-26"}},
		{name: "go build at a tag, changed", main: "v1.2.0+dirty", settings: vcs("true"),
			want: built{version: "1.2.0", commit: "15e4345109f4", day: "2026-11-26", changed: true}},
		{name: "go build between tags, changed", main: "v0.0.0-20261126025911-15e4345109f4+dirty", settings: vcs("true"),
			want: built{commit: "15e4345109f4", day: "2026-11-26", changed: true}},
		{name: "go build without vcs (go run, -buildvcs=false)", main: "(devel)", want: built{}},
		{name: "no build information", noInfo: true, want: built{}},
		{name: "a date GoReleaser did not write", ldVersion: "1.2.0", ldCommit: "abc", ldDate: "yesterday",
			want: built{version: "1.2.0", commit: "abc"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := Stamp{Version: tt.ldVersion, Commit: tt.ldCommit, Date: tt.ldDate, TreeState: tt.ldTree}
			info := &debug.BuildInfo{Main: debug.Module{Path: "github.com/anna-chess/anna", Version: tt.main}, Settings: tt.settings}
			if got := of(st, info, !tt.noInfo); got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

// TestVersionInEachLanguage: each form anna --version takes, in every
// language, as testdata/version.golden has them (-update writes
// it): one filled line, in the language's words but for the bare version,
// which is only the name and the number.
func TestVersionInEachLanguage(t *testing.T) {
	forms := []struct {
		name string
		b    built
	}{
		{"a release", built{version: "1.2.0", commit: "15e4345109f4", day: "2026-11-26"}},
		{"a snapshot of a changed tree", built{version: "0.0.1-snapshot", commit: "15e4345109f4", day: "2026-11-26", changed: true}},
		{"go install @v1.2.0", built{version: "1.2.0"}},
		{"a development build", built{commit: "15e4345109f4", day: "2026-11-26"}},
		{"go run", built{}},
	}
	english := map[string]string{}
	var got strings.Builder
	for _, l := range speech.Langs() {
		got.WriteString("# " + string(l) + "\n")
		for _, f := range forms {
			line := f.b.line(speech.Phrasebook{Lang: l})
			if strings.ContainsAny(line, "{}\n") || !strings.HasPrefix(line, "anna") {
				t.Errorf("%s: %s: %q is not one filled line naming anna", l, f.name, line)
			}
			if l == speech.EN {
				english[f.name] = line
			} else if line == english[f.name] && f.name != "go install @v1.2.0" {
				t.Errorf("%s: %s: still English: %q", l, f.name, line)
			}
			got.WriteString(line + "\n")
		}
	}
	golden.Check(t, filepath.Join("testdata", "version.golden"), got.String(), *update)
}
