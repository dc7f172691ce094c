// Package buildinfo is what anna --version says: the release GoReleaser
// stamped, or what go build, go install and go run recorded.
package buildinfo

import (
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"github.com/anna-chess/anna/speech"
)

// Stamp is what a release build is, set by GoReleaser's ldflags in
// package main (.goreleaser.yaml: -X main.version=... and so on). A plain
// go build or go install leaves it empty, and anna --version reads the
// build's own record instead (Of).
type Stamp struct {
	Version   string // 1.2.0
	Commit    string // the full commit hash
	Date      string // the commit's date, RFC 3339
	TreeState string // "dirty" when built with changes not committed
}

// built is what anna --version says: the version ("" for a development
// build), the commit (shortened as Go's pseudo-versions shorten it), the
// commit's day, and whether the tree had changes not committed.
type built struct {
	version, commit, day string
	changed              bool
}

// pseudoVersion is a Go pseudo-version's tail, which names a commit that
// has no tag of its own: its time and its first twelve hex digits
// (go.dev/ref/mod#pseudo-versions). +dirty is what go build adds since Go
// 1.24 for a tree with changes not committed.
var pseudoVersion = regexp.MustCompile(`(?:^|[-.])(\d{14})-([0-9a-f]{12})(\+dirty)?$`)

// of is what the build recorded: GoReleaser's ldflags when they
// are set, otherwise the module version and the vcs.* settings go build
// stamps in a git clone (go install ...@v1.2.0 records the version alone;
// go run records none of it).
func of(st Stamp, info *debug.BuildInfo, ok bool) built {
	if st.Version != "" {
		return built{version: strings.TrimPrefix(st.Version, "v"), commit: short(st.Commit), day: day(st.Date), changed: st.TreeState == "dirty"}
	}
	var b built
	if !ok {
		return b
	}
	v := info.Main.Version
	if m := pseudoVersion.FindStringSubmatch(v); m != nil {
		if t, err := time.Parse("20060102150405", m[1]); err == nil {
			b.day = t.Format(time.DateOnly)
		}
		b.commit, b.changed = m[2], m[3] != ""
	} else if v != "" && v != "(devel)" {
		b.version = strings.TrimPrefix(strings.TrimSuffix(v, "+dirty"), "v")
		b.changed = strings.HasSuffix(v, "+dirty")
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.commit = short(s.Value)
		case "vcs.time":
			b.day = day(s.Value)
		case "vcs.modified":
			b.changed = s.Value == "true"
		}
	}
	return b
}

// short is a commit hash as Go's pseudo-versions give it: twelve digits,
// enough to find it, few enough to hear.
func short(hash string) string {
	if len(hash) > 12 {
		return hash[:12]
	}
	return hash
}

// day is an RFC 3339 time's date in UTC, or "" when it is no such time.
func day(rfc3339 string) string {
	t, err := time.Parse(time.RFC3339, rfc3339)
	if err != nil {
		return ""
	}
	return t.UTC().Format(time.DateOnly)
}

// line is anna --version's one line in the book's language.
func (b built) line(book speech.Phrasebook) string {
	var s string
	switch {
	case b.version != "" && b.commit != "" && b.day != "":
		s = book.CommandLine(cliVersion, b.version, b.commit, b.day)
	case b.version != "":
		s = book.CommandLine(cliVersionOnly, b.version)
	case b.commit != "" && b.day != "":
		s = book.CommandLine(cliVersionDevel, b.commit, b.day)
	default:
		s = book.CommandLine(cliVersionUnknown)
	}
	if b.changed {
		s = book.CommandLine(cliVersionChanged, s)
	}
	return s
}

// Line is anna --version's answer for this binary, stamped st.
func Line(book speech.Phrasebook, st Stamp) string {
	info, ok := debug.ReadBuildInfo()
	return of(st, info, ok).line(book)
}
