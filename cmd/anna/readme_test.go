package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// readmeBlock returns the code block after a marker in the README.
func readmeBlock(t *testing.T, readme, marker string) string {
	t.Helper()
	i := strings.Index(readme, marker)
	if i < 0 {
		t.Fatalf("README has no %s", marker)
	}
	rest := readme[i:]
	start := strings.Index(rest, "```\n") + 4
	end := start + strings.Index(rest[start:], "```")
	return rest[start:end]
}

// TestReadmeTranscript plays the recorded games of the README and the docs
// through the binary and compares every line: the English one, and the
// Croatian one with the arbiter's local names.
func TestReadmeTranscript(t *testing.T) {
	for _, tt := range []struct {
		file   string
		marker string
		args   []string
		pgn    string
	}{
		{"README.md", "", nil, "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nge7 4. O-O a6 5. Bxc6 Nxc6 6. d4 exd4 7. Nxd4 Qh4\n{White resigns} 0-1"},
		{"docs/languages.md", " hr", []string{"--lang", "hr", "--names", "local"}, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O {Black resigns} 1-0"},
	} {
		data, err := os.ReadFile("../../" + tt.file)
		if err != nil {
			t.Fatal(err)
		}
		readme := string(data)
		input := readmeBlock(t, readme, "<!-- transcript:input"+tt.marker+" -->")
		want := readmeBlock(t, readme, "<!-- transcript:output"+tt.marker+" -->")
		dir := t.TempDir()
		cmd := exec.Command(annaBin, append([]string{"--no-audio", "--pgn", "game.pgn"}, tt.args...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), homeEnv(dir)...)
		cmd.Stdin = strings.NewReader(input)
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		if string(out) != want {
			t.Errorf("the transcript%s of %s is out of date; got:\n%s\nwant:\n%s", tt.marker, tt.file, out, want)
		}
		pgn, _ := os.ReadFile(dir + "/game.pgn")
		if !strings.Contains(string(pgn), tt.pgn) {
			t.Errorf("the PGN%s of %s is out of date; got:\n%s", tt.marker, tt.file, pgn)
		}
	}
}
