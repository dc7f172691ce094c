package fakeuci

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// PathEngines are programs for a test of which engine anna starts by
// itself (uci.FoundByName): Own, named Name, in a folder that is the
// whole PATH for the test's time, the file anna finds by that name; in a
// folder elsewhere (Elsewhere), Twin, a program of the same name, and
// Evil, another. None of them runs: each is a script that does nothing,
// with a program's extension on Windows (which has no execute bit).
type PathEngines struct {
	Name, Own, Twin, Evil, Elsewhere string
}

// OnPath makes PathEngines for t and sets PATH to Own's folder until t
// ends (so t cannot be parallel).
func OnPath(t testing.TB) PathEngines {
	t.Helper()
	ext := ""
	if runtime.GOOS == "windows" {
		ext = ".exe"
	}
	onPath, elsewhere := t.TempDir(), t.TempDir()
	t.Setenv("PATH", onPath)
	e := PathEngines{
		Name:      "myengine",
		Own:       filepath.Join(onPath, "myengine"+ext),
		Twin:      filepath.Join(elsewhere, "myengine"+ext),
		Evil:      filepath.Join(elsewhere, "evil"+ext),
		Elsewhere: elsewhere,
	}
	for _, p := range []string{e.Own, e.Twin, e.Evil} {
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return e
}
