// Package pulsetest runs a private PulseAudio server for tests: a null
// sink, listened to on its monitor with parec as a listener at the
// speakers would hear it. The server can be killed and started again, as
// a desktop restarts its sound server.
package pulsetest

import (
	"bufio"
	"encoding/binary"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// Server is a private PulseAudio server with a null sink.
type Server struct {
	tb      testing.TB
	unheard bool // nobody records the sink
	dir     string
	sock    string
	server  *exec.Cmd
	rec     *exec.Cmd

	mu     sync.Mutex
	heard  []int16                         // everything recorded, the restarts joined
	listen []func(at time.Time, b []int16) // told of every block as it comes
}

// Block is how much sound a listener is told of at a time: 5 ms.
const Block = 44100 / 200

// Start starts a server and points this process (and the processes it
// starts) at it. It skips the test where pulseaudio or parec is missing.
func Start(tb testing.TB) *Server {
	tb.Helper()
	return start(tb, false, "pulseaudio", "parec")
}

// StartUnheard starts a server whose sink nobody records, as a desktop's:
// parec's 5 ms fragments keep a recorded sink rendering in 5 ms blocks,
// which would hide what a client's stream costs the server.
func StartUnheard(tb testing.TB) *Server {
	tb.Helper()
	return start(tb, true, "pulseaudio")
}

func start(tb testing.TB, unheard bool, tools ...string) *Server {
	tb.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			tb.Skipf("%s is not installed (scripts/test installs pulseaudio and pulseaudio-utils as root)", tool)
		}
	}
	dir := tb.TempDir()
	s := &Server{tb: tb, dir: dir, sock: filepath.Join(dir, "native"), unheard: unheard}
	tb.Setenv("PULSE_SERVER", s.Address())
	tb.Cleanup(s.Kill)
	s.Restart()
	return s
}

// PID is the server process's id.
func (s *Server) PID() int { return s.server.Process.Pid }

// Address is the server's address, for PULSE_SERVER.
func (s *Server) Address() string { return "unix:" + s.sock }

func (s *Server) env() []string {
	return append(os.Environ(), "HOME="+s.dir, "XDG_RUNTIME_DIR="+s.dir, "PULSE_SERVER="+s.Address())
}

// Listen calls f with every block of sound recorded from now on, with the
// time it was read.
func (s *Server) Listen(f func(at time.Time, block []int16)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listen = append(s.listen, f)
}

// Heard is everything recorded so far (the times the server was away
// left out).
func (s *Server) Heard() []int16 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]int16(nil), s.heard...)
}

// Restart starts the server (again) and the recording of its sink.
func (s *Server) Restart() {
	tb := s.tb
	tb.Helper()
	modules := []string{"-L", "module-native-protocol-unix socket=" + s.sock + " auth-anonymous=1", "-L", "module-null-sink sink_name=anna_null"}
	if s.unheard { // a desktop's server sleeps when nobody plays (after 5 s; 1 s here)
		modules = append(modules, "-L", "module-suspend-on-idle timeout=1")
	}
	s.server = exec.Command("pulseaudio", append([]string{"-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit"}, modules...)...)
	s.server.Env = s.env()
	if err := s.server.Start(); err != nil {
		tb.Skipf("pulseaudio does not start: %v", err)
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(s.sock); err == nil {
			break
		}
		if time.Now().After(deadline) {
			tb.Skip("pulseaudio made no socket")
		}
	}
	if s.unheard {
		return
	}
	s.rec = exec.Command("parec", "--raw", "--format=s16le", "--rate=44100", "--channels=1", "--latency-msec=5", "-d", "anna_null.monitor")
	s.rec.Env = s.env()
	out, _ := s.rec.StdoutPipe()
	if err := s.rec.Start(); err != nil {
		tb.Skipf("parec does not start: %v", err)
	}
	go s.record(out)
}

// record reads the sink's sound a block at a time.
func (s *Server) record(r io.Reader) {
	br := bufio.NewReaderSize(r, 2*Block)
	buf := make([]byte, 2*Block)
	for {
		if _, err := io.ReadFull(br, buf); err != nil {
			return
		}
		now := time.Now()
		block := make([]int16, Block)
		for i := range block {
			block[i] = int16(binary.LittleEndian.Uint16(buf[2*i:]))
		}
		s.mu.Lock()
		s.heard = append(s.heard, block...)
		listen := s.listen
		s.mu.Unlock()
		for _, f := range listen {
			f(now, block)
		}
	}
}

// Kill ends the server at once, as a crash or a desktop's restart does,
// and the recording with it.
func (s *Server) Kill() {
	for _, c := range []*exec.Cmd{s.rec, s.server} {
		if c != nil && c.Process != nil {
			c.Process.Kill()
			c.Wait()
		}
	}
	s.rec, s.server = nil, nil
	os.Remove(s.sock)
}
