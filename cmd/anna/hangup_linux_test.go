package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
)

// TestBoardViewEndsWithItsInput: the board view returns, the move typed
// saved, when its terminal's input ends: EOF (a pipe closed) or EIO (a
// pseudo-terminal whose other side closed), with no signal.
func TestBoardViewEndsWithItsInput(t *testing.T) {
	for _, end := range []string{"EOF", "EIO"} {
		t.Run(end, func(t *testing.T) {
			var in, other *os.File
			var err error
			if end == "EOF" {
				in, other, err = os.Pipe()
			} else {
				other, in, err = pty.Open()
			}
			if err != nil {
				t.Skipf("%s: %v", end, err)
			}
			defer in.Close()
			sess, _ := session.New(session.Config{})
			store := &tabletest.Store{}
			tb := table.New(sess, store)
			c, _ := tb.Sit(session.NoSeat)
			ended := make(chan error, 1)
			go func() {
				_, err := boardView(boardLook{}, tb, c, nil, in, io.Discard, nil, make(chan string), nil, nil)
				ended <- err
			}()
			if end == "EIO" {
				rawMode(t, in) // typed before, Enter would come as a newline
			}
			other.Write([]byte("e4\r"))
			deadline := time.Now().Add(5 * time.Second)
			for !strings.Contains(store.Last().PGN, "1. e4") && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			other.Close()
			select {
			case err := <-ended:
				if err != nil {
					t.Errorf("the view ended with %v", err)
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("the board view still runs 5 s after its input's %s", end)
			}
			if !strings.Contains(store.Last().PGN, "1. e4") {
				t.Errorf("the move typed is not saved:\n%s", store.Last().PGN)
			}
		})
	}
}

// rawMode waits until the view has put its terminal in raw mode.
func rawMode(t *testing.T, tty *os.File) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		tio, err := unix.IoctlGetTermios(int(tty.Fd()), unix.TCGETS)
		if err == nil && tio.Lflag&unix.ICANON == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the terminal is not in raw mode after 5 s: %v", err)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestBoardViewEndsWithItsTerminal: anna --view board on a real
// pseudo-terminal ends when the terminal closes (the kernel's hangup:
// SIGHUP, and EIO on reads, as a terminal window closed gives), and when
// it gets SIGHUP alone; the move played is in the scoresheet.
func TestBoardViewEndsWithItsTerminal(t *testing.T) {
	for _, how := range []string{"closed", "SIGHUP"} {
		t.Run(how, func(t *testing.T) {
			master, slave, err := openPty()
			if err != nil {
				t.Skipf("no pseudo-terminal here: %v", err)
			}
			pgn := t.TempDir() + "/g.pgn"
			cmd := exec.Command(annaBin, "--view", "board", "--no-audio", "--pgn", pgn)
			cmd.Env = append(os.Environ(), "HOME="+t.TempDir(), "TERM=xterm-256color")
			cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
			cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			slave.Close()
			t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait(); master.Close() })
			var mu sync.Mutex
			var out strings.Builder
			go func() {
				buf := make([]byte, 4096)
				for {
					n, err := master.Read(buf)
					mu.Lock()
					out.Write(buf[:n])
					mu.Unlock()
					if err != nil {
						return
					}
				}
			}()
			shown := func(text string) {
				t.Helper()
				deadline := time.Now().Add(10 * time.Second)
				for {
					mu.Lock()
					ok := strings.Contains(out.String(), text)
					mu.Unlock()
					if ok {
						return
					}
					if time.Now().After(deadline) {
						t.Fatalf("never shown: %q", text)
					}
					time.Sleep(10 * time.Millisecond)
				}
			}
			shown("Announcements")
			master.Write([]byte("e4\r"))
			shown("Bauer Eva vier")
			if how == "closed" {
				master.Close() // the last hold on the terminal: the kernel hangs it up
			} else {
				cmd.Process.Signal(syscall.SIGHUP)
			}
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			select {
			case <-exited:
			case <-time.After(5 * time.Second):
				t.Fatalf("anna --view board still runs 5 s after its terminal was %s", how)
			}
			data, _ := os.ReadFile(pgn)
			if !strings.Contains(string(data), "1. e4") {
				t.Errorf("the scoresheet lacks the move:\n%s", data)
			}
		})
	}
}

// openPty opens a pseudo-terminal whose master can be closed while it is
// read: its descriptor is non-blocking, so that Go's poller waits on it
// and Close takes the last hold on it (creack/pty's Fd calls make it
// blocking, and a read blocked in the kernel keeps the terminal open).
func openPty() (master, slave *os.File, err error) {
	fd, err := unix.Open("/dev/ptmx", unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC|unix.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil, err
	}
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		unix.Close(fd)
		return nil, nil, err
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		unix.Close(fd)
		return nil, nil, err
	}
	slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		unix.Close(fd)
		return nil, nil, err
	}
	unix.IoctlSetWinsize(int(slave.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 30, Col: 100})
	return os.NewFile(uintptr(fd), "/dev/ptmx"), slave, nil
}
