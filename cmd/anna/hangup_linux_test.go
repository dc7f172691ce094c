package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

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
