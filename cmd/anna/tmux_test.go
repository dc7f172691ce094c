package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// tmuxSession runs anna in a real terminal (tmux) so the line view is tested
// as a player meets it.
type tmuxSession struct {
	t    testing.TB
	name string
	sock string
	home string // the HOME of the program in the terminal
}

func startTmux(t testing.TB, args ...string) *tmuxSession {
	t.Helper()
	return startShell(t, annaBin+" "+strings.Join(args, " "))
}

// startShell runs a shell command line in a real terminal (tmux), with a
// home of its own.
func startShell(t testing.TB, command string) *tmuxSession {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (scripts/test installs it)")
	}
	dir := t.TempDir()
	s := &tmuxSession{t: t, name: "anna", sock: filepath.Join(dir, "tmux.sock"), home: dir}
	shell := "export HOME=" + dir + "; " + command + "; echo EXITED $?; sleep 60"
	s.tmux("new-session", "-d", "-s", s.name, "-x", "100", "-y", "30", shell)
	t.Cleanup(s.close)
	return s
}

// close ends anna as a player would (quit), so that it is not writing its
// files while the test's folder is removed, then the terminal.
func (s *tmuxSession) close() {
	out, err := exec.Command("tmux", "-S", s.sock, "capture-pane", "-p", "-t", s.name).Output()
	if err != nil {
		return // the terminal is gone already
	}
	if !strings.Contains(string(out), "EXITED") {
		s.tmux("send-keys", "-t", s.name, "C-u")
		s.typeLine("quit")
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline) && !strings.Contains(s.screen(), "EXITED"); {
			time.Sleep(20 * time.Millisecond)
		}
	}
	s.tmux("kill-server")
}

func (s *tmuxSession) tmux(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", s.sock}, args...)...).CombinedOutput()
	if err != nil && args[0] != "kill-server" {
		s.t.Fatalf("tmux %v: %v: %s", args, err, out)
	}
	return string(out)
}

func (s *tmuxSession) screen() string { return s.tmux("capture-pane", "-p", "-t", s.name) }

func (s *tmuxSession) typeLine(line string) {
	s.tmux("send-keys", "-t", s.name, "-l", line)
	s.tmux("send-keys", "-t", s.name, "Enter")
}

// waitFor waits until the screen shows text, and returns the screen.
func (s *tmuxSession) waitFor(text string) string {
	s.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		scr := s.screen()
		if strings.Contains(scr, text) {
			return scr
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("the screen never showed %q:\n%s", text, scr)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestLineViewInATerminal plays in a real terminal: the screen reads as a
// conversation, each prompt with the line typed after it, then one printed
// line per announcement, in order. In a terminal a draw offer is confirmed
// first (--confirm is on).
func TestLineViewInATerminal(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "g.pgn")
	s := startTmux(t, "--no-audio", "--pgn", pgn)
	s.waitFor("1. White to move:")
	for _, l := range []string{"draw", "yes", "Bauer Eva vier", "Bauer Eva fünf", "Springer Felix drei", "Blubb", "Springer Cesar sechs", "d3", "Nf6", "Springer David zwei"} {
		s.typeLine(l)
	}
	s.waitFor("Which Springer: Bella eins or Felix drei?")
	s.typeLine("Bella")
	s.waitFor("Springer Bella David zwei")
	scr := s.waitFor("4. Black to move:")
	want := []string{
		"Scoresheet: " + pgn,
		"New game. 1. White to move",
		"1. White to move: draw",
		"Do you really offer a draw? Type yes to confirm.",
		"1. White to move: yes",
		"White offers a draw.",
		"1. White to move: Bauer Eva vier",
		"Bauer Eva vier",
		"White offers a draw: type accept, or make a move to decline.",
		"1. Black to move: Bauer Eva fünf",
		"Bauer Eva fuenf",
		"Draw offer declined.",
		"2. White to move: Springer Felix drei",
		"Springer Felix drei",
		"2. Black to move: Blubb",
		`Unknown word "Blubb". Type help for the commands.`,
		"2. Black to move: Springer Cesar sechs",
		"Springer Cesar sechs",
		"3. White to move: d3",
		"Bauer David drei",
		"3. Black to move: Nf6",
		"Springer Felix sechs",
		"4. White to move: Springer David zwei",
		"Which Springer: Bella eins or Felix drei?",
		"4. White to move: Bella",
		"Springer Bella David zwei",
		"4. Black to move:",
	}
	lines := strings.Split(scr, "\n")
	for i, w := range want {
		if i >= len(lines) || strings.TrimRight(lines[i], " ") != w {
			t.Fatalf("screen line %d: want %q\nscreen:\n%s", i+1, w, scr)
		}
	}
	s.typeLine("quit")
	scr = s.waitFor("EXITED 0")
	if !strings.Contains(scr, "Game saved. Goodbye.") {
		t.Errorf("no goodbye:\n%s", scr)
	}
	data, _ := os.ReadFile(pgn)
	if !strings.Contains(string(data), "1. e4 {(=)} 1... e5 2. Nf3 Nc6 3. d3 Nf6 4. Nbd2 *") {
		t.Errorf("scoresheet:\n%s", data)
	}
}

// TestLineViewClockInATerminal: in the interactive view the clock talks and
// the flag falls while nobody types.
func TestLineViewClockInATerminal(t *testing.T) {
	s := startTmux(t, "--no-audio", "--time", "3s", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	s.waitFor("1. White to move:")
	s.typeLine("clock")
	s.waitFor("Black 3 seconds, 0 moves") // White's clock runs: 2.9 seconds, or less
	scr := s.waitFor("White: flag fallen, time is up. Black wins, 0 – 1.")
	// The first reading names the side; the next is the number alone,
	// unless the answer to clock came between them.
	if !regexp.MustCompile(`(White 2 seconds|2)\n(White 1 second|1)\n`).MatchString(scr) {
		t.Errorf("the countdown is missing:\n%s", scr)
	}
	s.waitFor("Game over, 0 – 1.")
}
