package main

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// TestPgnThatCannotHoldAGame: --pgn naming a device, a dangling link or a
// folder is refused with the reason, never with advice to resume a match
// there or to take a free name that cannot hold one either; the file it
// names instead holds the game when the advice is followed.
func TestPgnThatCannotHoldAGame(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link.pgn")
	linked := madeLink(t, filepath.Join(dir, "nowhere", "x.pgn"), link)
	folder := filepath.Join(dir, "games.pgn")
	os.Mkdir(folder, 0o755)
	cases := []struct {
		pgn, why string
	}{
		{os.DevNull, os.DevNull + " is a device, not a file, and cannot hold a game"},
		{folder, folder + " is a folder, not a file, and cannot hold a game"},
	}
	if linked {
		cases = append(cases, struct{ pgn, why string }{link, link + " is a symbolic link, and anna keeps a game only in a regular file of its own"})
	}
	if runtime.GOOS == "windows" {
		// A name Windows takes for a device, in any folder.
		con := filepath.Join(dir, "con")
		cases = append(cases, struct{ pgn, why string }{con, con + " is a device, not a file, and cannot hold a game"})
	}
	for _, tt := range cases {
		t.Run(filepath.Base(tt.pgn), func(t *testing.T) {
			home := t.TempDir()
			errOut, code := annaAt(t, home, "--pgn", tt.pgn)
			if code != 1 || !strings.Contains(errOut, tt.why) || strings.Contains(errOut, "resume") {
				t.Fatalf("exit %d, %q: want the reason %q and no resume", code, errOut, tt.why)
			}
			// The advice, followed.
			var args []string
			if m := regexp.MustCompile(`as --pgn (\S+)\n`).FindStringSubmatch(errOut); m != nil {
				args = []string{"--pgn", m[1]}
			} else if !strings.Contains(errOut, "leave --pgn out for a new one in "+filepath.Join(home, ".local", "share", "anna", "games")) {
				t.Fatalf("no file named and no folder: %q", errOut)
			}
			if errOut, code := annaAt(t, home, args...); code != 0 {
				t.Fatalf("following the advice %v: exit %d, %q", args, code, errOut)
			}
			saved := filepath.Join(home, ".local", "share", "anna", "games", "*.pgn")
			if len(args) > 0 {
				saved = args[1]
			}
			if files, _ := filepath.Glob(saved); len(files) != 1 || !strings.Contains(readFile(t, files[0]), "1. e4 *") {
				t.Errorf("the game is not in %s: %v", saved, files)
			}
		})
	}
	if st, err := os.Lstat(link); linked && (err != nil || st.Mode()&os.ModeSymlink == 0) {
		t.Error("the link was replaced")
	}
}

// annaAt plays e4 with HOME at home (its games folder there) and returns
// standard error and the exit status.
func annaAt(t *testing.T, home string, args ...string) (string, int) {
	t.Helper()
	_, errOut, code := runAnnaIn(t, home, "e4\n", append([]string{"--no-audio"}, args...)...)
	return errOut, code
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
