package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestHostDocsTranscript runs the command docs/host.md begins with and
// compares what anna prints with the lines shown there; the scoresheet's
// time, the port and the join codes may differ, and ~ is the home folder
// (issue 25: the docs showed "This terminal sits at the white seat." where
// anna printed "This terminal's seat: White.").
func TestHostDocsTranscript(t *testing.T) {
	data, err := os.ReadFile("../../docs/host.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	_, command, _ := strings.Cut(doc, "```sh\n")
	command, _, _ = strings.Cut(command, "\n")
	args, ok := strings.CutPrefix(command, "go run ./cmd/anna ")
	if !ok {
		t.Fatalf("docs/host.md's command is %q, not go run ./cmd/anna ...", command)
	}
	shown := strings.Split(strings.TrimSuffix(readmeBlock(t, doc, "prints:"), "\n"), "\n")
	var patterns []*regexp.Regexp
	for _, line := range shown {
		p := regexp.QuoteMeta(line)
		p = regexp.MustCompile(`\d{4}-\d\d-\d\d-\d{6}`).ReplaceAllString(p, `\d{4}-\d\d-\d\d-\d{6}`)
		p = regexp.MustCompile(`ssh -p \d+`).ReplaceAllString(p, `ssh -p \d+`)
		p = regexp.MustCompile(`[a-z]+(-[a-z]+){7}`).ReplaceAllString(p, `[a-z]+(-[a-z]+){7}`)
		patterns = append(patterns, regexp.MustCompile("^"+p+"$"))
	}

	home := t.TempDir()
	cmd := exec.Command(annaBin, append(strings.Fields(args), "--no-audio", "--listen", "127.0.0.1:0")...)
	cmd.Dir = home
	cmd.Env = append(os.Environ(), homeEnv(home)...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer stdin.Close()
	lines := make(chan string)
	go func() {
		defer close(lines)
		for sc := bufio.NewScanner(stdout); sc.Scan(); {
			// As the page writes a path: ~/.local/... (Windows' too).
			lines <- filepath.ToSlash(strings.ReplaceAll(sc.Text(), home, "~"))
		}
	}()
	for i, want := range patterns {
		select {
		case got, ok := <-lines:
			if !ok {
				t.Fatalf("anna ended before docs/host.md's line %q", shown[i])
			}
			if !want.MatchString(got) {
				t.Errorf("docs/host.md shows\n%s\nanna printed\n%s", shown[i], got)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("waited 20 s for docs/host.md's line %q", shown[i])
		}
	}
	stdin.Write([]byte("quit\n"))
	for range lines {
	}
}
