package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// running is anna reading commands from a pipe, its output kept.
type running struct {
	t   *testing.T
	cmd *exec.Cmd
	in  io.WriteCloser
	out lockedBuffer // standard output and error
}

func (r *running) text() string { return r.out.String() }

func startPiped(t *testing.T, home string, args ...string) *running {
	t.Helper()
	r := &running{t: t, cmd: exec.Command(annaBin, args...)}
	r.cmd.Env = append(os.Environ(), homeEnv(home)...)
	r.in, _ = r.cmd.StdinPipe()
	r.cmd.Stdout, r.cmd.Stderr = &r.out, &r.out
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.cmd.Process.Kill(); r.cmd.Wait() })
	return r
}

// say types a line and waits for want to show.
func (r *running) say(line, want string) {
	r.t.Helper()
	n := strings.Count(r.text(), want)
	fmt.Fprintln(r.in, line)
	r.waitMore(want, n)
}

func (r *running) waitMore(want string, n int) {
	r.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for strings.Count(r.text(), want) <= n {
		if time.Now().After(deadline) {
			r.t.Fatalf("never showed %q:\n%s", want, r.text())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// tmpfs mounts a small file system of its own at a new folder (root only).
func tmpfs(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+size, "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs (needs root): %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", dir).Run() })
	return dir
}

// fill fills the file system that holds dir; the function returned
// empties it again.
func fill(t *testing.T, dir string) func() {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	block := make([]byte, 4096)
	for {
		if _, err := f.Write(block); err != nil {
			break // full
		}
	}
	f.Close()
	return func() { os.Remove(path) }
}

// movesIn reads the moves a scoresheet file holds.
func movesIn(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var sans []string
	for _, tok := range strings.Fields(string(data)) {
		if len(tok) > 0 && tok[0] >= 'A' && tok[0] <= 'z' && !strings.ContainsAny(tok, "[]{}\"%:") && !strings.HasSuffix(tok, ".") {
			sans = append(sans, tok)
		}
	}
	return strings.Join(sans, " ")
}

// TestDiskFullMidGame: the disk fills up in the middle of a game. Every
// move made then is said not to be saved; anna tries again, and once there
// is room again says it is saved; killed after that, anna resume has
// every move.
func TestDiskFullMidGame(t *testing.T) {
	disk := tmpfs(t, "256k")
	home := t.TempDir()
	pgn := filepath.Join(disk, "game.pgn")
	a := startPiped(t, home, "--no-audio", "--time", "5+3", "--clock-announce", "off", "--pgn", pgn)
	a.say("e4", "Bauer Eva vier")
	a.say("e5", "Bauer Eva fuenf")
	empty := fill(t, disk)
	a.say("Nf3", "The scoresheet could not be saved.")
	a.say("Nc6", "Springer Cesar sechs")
	if got := movesIn(t, pgn); got != "e4 e5" {
		t.Fatalf("the full disk holds %q", got)
	}
	n := strings.Count(a.text(), "The scoresheet is saved now.")
	empty()
	a.waitMore("The scoresheet is saved now.", n) // tried again by itself
	a.say("Bb5", "Laeufer Bella fuenf")
	a.cmd.Process.Kill() // kill -9: no goodbye
	a.cmd.Wait()
	out, errOut, code := runAnnaIn(t, home, "moves\nquit\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errOut)
	}
	if got := movesIn(t, pgn); got != "e4 e5 Nf3 Nc6 Bb5" {
		t.Errorf("after resume the scoresheet holds %q, want all five moves\n%s", got, out)
	}
}

// TestStateUnwritable: the state cannot be written but the scoresheet can
// (as on a disk with room for the small file only); killed, anna resume
// takes the moves from the scoresheet and loses none.
func TestStateUnwritable(t *testing.T) {
	disk := tmpfs(t, "256k")
	home := t.TempDir()
	pgn := filepath.Join(disk, "game.pgn")
	state := filepath.Join(disk, "game.anna.json")
	a := startPiped(t, home, "--no-audio", "--time", "5+3", "--clock-announce", "off", "--pgn", pgn)
	a.say("e4", "Bauer Eva vier")
	a.say("e5", "Bauer Eva fuenf")
	if out, err := exec.Command("chattr", "+i", state).CombinedOutput(); err != nil {
		t.Skipf("chattr: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("chattr", "-i", state).Run() })
	a.say("Nf3", "The scoresheet could not be saved.")
	a.say("Nc6", "Springer Cesar sechs")
	a.cmd.Process.Kill()
	a.cmd.Wait()
	exec.Command("chattr", "-i", state).Run()
	if got := movesIn(t, pgn); got != "e4 e5 Nf3 Nc6" {
		t.Fatalf("the scoresheet holds %q", got)
	}
	out, errOut, code := runAnnaIn(t, home, "moves\nquit\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "2 moves were not in the saved state; taken from "+pgn) {
		t.Errorf("resume did not say where the moves came from:\n%s", out)
	}
	if got := movesIn(t, pgn); got != "e4 e5 Nf3 Nc6" {
		t.Errorf("after resume the scoresheet holds %q, want all four moves\n%s", got, out)
	}
}

// TestFolderBecomesUnwritable: the folder turns read-only mid-game; the
// moves are said not to be saved, and at the end anna says so and exits 1.
func TestFolderBecomesUnwritable(t *testing.T) {
	disk := tmpfs(t, "256k")
	pgn := filepath.Join(disk, "game.pgn")
	a := startPiped(t, t.TempDir(), "--no-audio", "--pgn", pgn)
	a.say("e4", "Bauer Eva vier")
	if out, err := exec.Command("mount", "-o", "remount,ro", disk).CombinedOutput(); err != nil {
		t.Skipf("remount: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("mount", "-o", "remount,rw", disk).Run() })
	a.say("e5", "The scoresheet could not be saved.")
	a.say("quit", "The game is not saved. Goodbye.")
	a.in.Close()
	err := a.cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Errorf("exit: %v, want status 1", err)
	}
	if !strings.Contains(a.text(), "anna: The last moves are NOT saved in "+pgn) {
		t.Errorf("no word of what is not saved:\n%s", a.text())
	}
}
