package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/pgncheck"
)

// aGame has a D.2.9 correction (White reports a board that is not the
// scoresheet's), a draw offer and a resignation, with a clock: every kind
// of comment anna writes.
const aGame = "e4\ne5\nwhite: board set Eva vier white Dame\nNf3\ndraw\nNc6\nresign\nyes\n"

func playGame(t *testing.T, dir string, args ...string) string {
	t.Helper()
	pgn := filepath.Join(dir, "game.pgn")
	_, errOut, code := runAnna(t, aGame, append([]string{"--no-audio", "--time", "5+3", "--clock-announce", "off", "--pgn", pgn,
		"--white", `Anna "Blind" Weiss`, "--black", `C:\chess` + "\n[Result \"1-0"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	return pgn
}

// TestScoresheetLoadsElsewhere: the scoresheet loads in chess.js (which
// many web tools use) and in pgn-extract without an error.
func TestScoresheetLoadsElsewhere(t *testing.T) {
	pgn := playGame(t, t.TempDir())
	data, _ := os.ReadFile(pgn)
	if !strings.Contains(string(data), "D.2.9") || !strings.Contains(string(data), "(=)") || !strings.Contains(string(data), "resigns") {
		t.Fatalf("the game lacks a comment it should have:\n%s", data)
	}
	t.Run("chess.js", func(t *testing.T) {
		got := pgncheck.ChessJSMoves(t, pgn)
		if got != "e4 e5 Nf3 Nc6" {
			t.Errorf("chess.js read the moves %q, want e4 e5 Nf3 Nc6", got)
		}
	})
	t.Run("pgn-extract", func(t *testing.T) {
		out, _ := exec.Command(pgncheck.PGNExtract(t), "-r", pgn).CombinedOutput()
		report := string(out)
		if !strings.Contains(report, "1 game matched out of 1.") || strings.Contains(report, "Line number") {
			t.Errorf("pgn-extract reports:\n%s\non\n%s", report, data)
		}
	})
}

// TestNothingOverwritten: a new game refuses a scoresheet that is there,
// naming anna resume and a free name; a symlink or a device is refused,
// never replaced; an unwritable folder stops anna before the first move.
func TestNothingOverwritten(t *testing.T) {
	dir := t.TempDir()
	pgn := playGame(t, dir)
	before, _ := os.ReadFile(pgn)
	_, errOut, code := runAnna(t, "e4\n", "--no-audio", "--pgn", pgn)
	if code == 0 || !strings.Contains(errOut, "anna resume --pgn "+pgn) || !strings.Contains(errOut, "game-2.pgn") {
		t.Errorf("exit %d, %q: want a refusal naming anna resume and game-2.pgn", code, errOut)
	}
	if after, _ := os.ReadFile(pgn); string(after) != string(before) {
		t.Error("the old scoresheet was changed")
	}
	targets := []string{os.DevNull} // NUL on Windows
	link := filepath.Join(dir, "link.pgn")
	if madeLink(t, filepath.Join(dir, "elsewhere.pgn"), link) {
		targets = append(targets, link)
	}
	for _, target := range targets {
		if _, errOut, code := runAnna(t, "e4\n", "--no-audio", "--pgn", target); code == 0 || !strings.Contains(errOut, "regular file") && !strings.Contains(errOut, "there already") {
			t.Errorf("--pgn %s: exit %d, %q", target, code, errOut)
		}
	}
	if st, err := os.Lstat(link); len(targets) > 1 && (err != nil || st.Mode()&os.ModeSymlink == 0) {
		t.Error("the symlink was replaced")
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode().IsRegular() {
		t.Fatal("/dev/null was replaced")
	}
	// A folder's mode keeps anna out on Unix, but for root, who writes
	// anywhere; on Windows it does not (its read-only flag is ignored).
	if runtime.GOOS != "windows" && os.Getuid() != 0 {
		locked := filepath.Join(dir, "locked")
		os.Mkdir(locked, 0o500)
		if _, errOut, code := runAnna(t, "e4\n", "--no-audio", "--pgn", filepath.Join(locked, "g.pgn")); code == 0 || !strings.Contains(errOut, "cannot be written") {
			t.Errorf("unwritable folder: exit %d, %q", code, errOut)
		}
	}
}

// madeLink makes a symbolic link at link to target, and reports whether
// it is one: Windows lets only an administrator (or developer mode) make
// one, and Wine makes none that Lstat tells. Elsewhere a link not made
// fails the test.
func madeLink(t *testing.T, target, link string) bool {
	t.Helper()
	err := os.Symlink(target, link)
	if st, lerr := os.Lstat(link); err == nil && lerr == nil && st.Mode()&os.ModeSymlink != 0 {
		return true
	}
	if runtime.GOOS != "windows" {
		t.Fatalf("no symbolic link made: %v", err)
	}
	return false
}

// TestResumeKeepsTheName: anna resume --pgn game.txt goes on writing
// game.txt.
func TestResumeKeepsTheName(t *testing.T) {
	dir := t.TempDir()
	txt := filepath.Join(dir, "game.txt")
	if _, errOut, code := runAnna(t, "e4\n", "--no-audio", "--pgn", txt); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if _, errOut, code := runAnna(t, "e5\nquit\n", "resume", "--no-audio", "--pgn", txt); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(txt)
	if err != nil || !strings.Contains(string(data), "1. e4 e5") {
		t.Errorf("game.txt: %q, %v", data, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "game.pgn")); err == nil {
		t.Error("resume wrote game.pgn instead")
	}
}
