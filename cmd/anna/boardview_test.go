package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// startBoard runs anna's board view in tmux, w by h, with extra
// environment, like startTmux.
func startBoard(t *testing.T, w, h int, env string, args ...string) *tmuxSession {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (scripts/test installs it)")
	}
	dir := t.TempDir()
	s := &tmuxSession{t: t, name: "anna", sock: filepath.Join(dir, "tmux.sock")}
	shell := "env HOME=" + dir + " " + env + " " + annaBin + " --view board --no-audio --pgn " + filepath.Join(dir, "g.pgn") +
		" " + strings.Join(args, " ") + "; echo EXITED $?; sleep 60"
	s.tmux("new-session", "-d", "-s", s.name, "-x", strconv.Itoa(w), "-y", strconv.Itoa(h), shell)
	t.Cleanup(func() {
		s.close()
		// The view saves the game and ends when its terminal closes too:
		// let it, before the folder is removed.
		waitGone(t, dir)
	})
	return s
}

// waitGone waits (5 s at most) until no anna process has text on its
// command line.
func waitGone(t *testing.T, text string) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		running := false
		entries, _ := os.ReadDir("/proc")
		for _, e := range entries {
			cmd, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
			if err == nil && strings.HasPrefix(string(cmd), annaBin+"\x00") && strings.Contains(string(cmd), text) {
				running = true
				break
			}
		}
		if !running {
			return
		}
	}
	t.Errorf("anna still runs 5 s after its terminal closed (%s)", text)
}

// colourSGR finds an escape sequence that sets a colour (30-38, 40-48,
// 90-97, 100-107), as tmux capture-pane -e writes them.
var colourSGR = regexp.MustCompile(`\x1b\[(?:[0-9]+;)*(?:3[0-8]|4[0-8]|9[0-7]|10[0-7])[;m]`)

// TestBoardViewLooks: --theme and --pieces reach the board view in a real
// terminal, and NO_COLOR leaves every colour out while the figures and
// the marks stay.
func TestBoardViewLooks(t *testing.T) {
	for _, tc := range []struct {
		name, env string
		args      []string
		colours   bool
	}{
		// TERM as an xterm with COLORTERM: tmux keeps RGB colours exactly.
		{"high contrast", "TERM=xterm-256color COLORTERM=truecolor", []string{"--theme", "high-contrast", "--pieces", "large"}, true},
		{"no colour", "NO_COLOR=1", []string{"--theme", "light", "--pieces", "large"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startBoard(t, 100, 30, tc.env, tc.args...)
			s.waitFor("1. White to move")
			s.typeLine("e4")
			scr := s.waitFor("1. Black to move")
			// 100x30 has squares of 7x3: with --pieces large, figures
			// (quadrant characters) and the last move's corners.
			if !strings.ContainsAny(scr, "▟▙▛▜") || !strings.Contains(scr, "╭") {
				t.Errorf("no figures or marks on the board:\n%s", scr)
			}
			colour := s.tmux("capture-pane", "-p", "-e", "-t", s.name)
			// The light squares of high contrast, #334455.
			if has := strings.Contains(colour, "48;2;51;68;85"); has != tc.colours {
				t.Errorf("the high-contrast squares' colour shown: %v, want %v", has, tc.colours)
			}
			if found := colourSGR.FindString(colour); found != "" && !tc.colours {
				t.Errorf("a colour under NO_COLOR: %q", found)
			}
		})
	}
}
