//go:build unix

package main

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Issue 31's files from outside, through the binary: a PGN that is a
// device, a FIFO, a socket or larger than a match's file (row 11), a
// --speech-out tape or subtitles that are links or devices (row 10), and
// a sound log that is a link.

// runBounded runs anna as runAnnaIn does, failing the test if it has not
// ended in a minute: a read that waits on a FIFO or a device never ends.
func runBounded(t *testing.T, dir string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		stdout, stderr, code = runAnnaIn(t, dir, "quit\n", args...)
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatalf("anna %s is still running after a minute", strings.Join(args, " "))
	}
	return stdout, stderr, code
}

// TestPGNFromOutside (row 11): anna braille and anna analyze refuse a PGN
// that is a device, a FIFO, a socket or past the 16 MB of a match's file,
// at once, with one line naming it and what it is (anna resume refuses such
// a scoresheet or state file the same way: TestStateIsAFIFO).
func TestPGNFromOutside(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.pgn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes: %v", err)
	}
	sock := filepath.Join(dir, "s.pgn")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skipf("no unix sockets: %v", err)
	}
	defer l.Close()
	big := filepath.Join(dir, "big.pgn")
	sparse(t, big, 17<<20)
	cases := map[string]string{
		"/dev/zero":    "/dev/zero is a device, not a file",
		"/dev/urandom": "/dev/urandom is a device, not a file",
		fifo:           fifo + " is a named pipe (FIFO), not a file",
		sock:           sock + " is a socket, not a file",
		big:            big + " is larger than any match's file: anna reads at most 16777216 bytes",
	}
	for path, want := range cases {
		for _, cmd := range []string{"braille", "analyze"} {
			out, errOut, code := runBounded(t, dir, cmd, path, "--no-audio")
			if code != 1 || errOut != "anna: "+want+", and cannot hold a game\n" && errOut != "anna: "+want+"\n" || out != "" {
				t.Errorf("anna %s %s: exit %d, stdout %q, stderr %q; want 1 and %q", cmd, path, code, out, errOut, want)
			}
		}
	}
}

// sparse makes a file of n bytes that takes no room on the disk.
func sparse(t *testing.T, path string, n int64) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(n); err != nil {
		t.Skipf("no sparse files: %v", err)
	}
}

// TestSpeechOutLinksAndDevices (row 10): --speech-out refuses a tape or
// subtitles that are symbolic links, and a device, with one line; the
// link's target stays as it was, and so does the other file.
func TestSpeechOutLinksAndDevices(t *testing.T) {
	for _, link := range []string{"t.wav", "t.vtt"} {
		dir := t.TempDir()
		target := filepath.Join(dir, "passwd-copy")
		os.WriteFile(target, []byte("root:x:0:0\n"), 0o644)
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
		other := map[string]string{"t.wav": "t.vtt", "t.vtt": "t.wav"}[link]
		os.WriteFile(filepath.Join(dir, other), []byte("the last tape"), 0o644)
		_, errOut, code := runBounded(t, dir, "--no-audio", "--pgn", filepath.Join(dir, "g.pgn"), "--speech-out", filepath.Join(dir, "t.wav"))
		want := "anna: --speech-out " + filepath.Join(dir, link) + " is a symbolic link: anna records speech only into a regular file of its own, never through a link nor into a device\n"
		if code == 0 || errOut != want {
			t.Errorf("%s a link: exit %d, %q; want %q", link, code, errOut, want)
		}
		if data, _ := os.ReadFile(target); string(data) != "root:x:0:0\n" {
			t.Errorf("%s a link: its target now holds %q", link, data)
		}
		if data, _ := os.ReadFile(filepath.Join(dir, other)); string(data) != "the last tape" {
			t.Errorf("%s a link: %s now holds %q", link, other, data)
		}
	}
	_, errOut, code := runBounded(t, t.TempDir(), "--no-audio", "--speech-out", "/dev/null")
	if want := "anna: --speech-out /dev/null is a device:"; code == 0 || !strings.HasPrefix(errOut, want) {
		t.Errorf("--speech-out /dev/null: exit %d, %q; want %q", code, errOut, want)
	}
}

// TestSoundLogIsALink: the sound log is a symbolic link (to a file of the
// player's that a game must not touch): anna writes nothing through it
// where there is no sound card (it would log why), and the game goes on.
func TestSoundLogIsALink(t *testing.T) {
	home := t.TempDir()
	target := filepath.Join(home, "notes.txt")
	os.WriteFile(target, []byte("my notes\n"), 0o644)
	logDir := filepath.Join(home, ".local", "state", "anna")
	os.MkdirAll(logDir, 0o755)
	if err := os.Symlink(target, filepath.Join(logDir, "sound.log")); err != nil {
		t.Fatal(err)
	}
	playWithoutSoundCard(t, home)
	if data, _ := os.ReadFile(target); string(data) != "my notes\n" {
		t.Errorf("the sound log's link was written through: its target holds %q", data)
	}
}
