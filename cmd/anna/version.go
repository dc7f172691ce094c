package main

import (
	"github.com/anna-chess/anna/internal/buildinfo"
	"github.com/anna-chess/anna/speech"
)

// What a release build is, set by GoReleaser's ldflags (.goreleaser.yaml:
// -X main.version=... and so on). A plain go build or go install leaves
// them empty, and anna --version reads the build's own record instead
// (internal/buildinfo).
var (
	version   string // 1.2.0
	commit    string // the full commit hash
	date      string // the commit's date, RFC 3339
	treeState string // "dirty" when built with changes not committed
)

// versionLine is anna --version's answer for this binary.
func versionLine(book speech.Phrasebook) string {
	return buildinfo.Line(book, buildinfo.Stamp{Version: version, Commit: commit, Date: date, TreeState: treeState})
}
