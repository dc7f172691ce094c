package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/wire"
)

// hostProc is anna host with its terminal a pipe (plain lines), in a home
// folder of its own, listening on a free port: the real program, whose
// memory and CPU a test reads from /proc.
type hostProc struct {
	cmd         *exec.Cmd
	in          io.WriteCloser
	out         *lockedBuffer
	dir, addr   string
	watch, code string // the spectators' join code, and Black's
}

// startHost runs anna host, plays White at its own terminal, and reads
// the join codes it hands out.
func startHost(tb testing.TB, args ...string) *hostProc {
	tb.Helper()
	return startHostIn(tb, tb.TempDir(), args...)
}

// startHostIn is startHost in the home folder dir.
func startHostIn(tb testing.TB, dir string, args ...string) *hostProc {
	tb.Helper()
	h := &hostProc{dir: dir, out: &lockedBuffer{}}
	pgn := filepath.Join(dir, "match.pgn")
	for n := 2; fileThere(pgn); n++ { // a host before in the same folder
		pgn = filepath.Join(dir, fmt.Sprintf("match-%d.pgn", n))
	}
	h.cmd = exec.Command(annaBin, append([]string{"host", "--no-audio", "--lang", "en", "--pgn", pgn,
		"--listen", "127.0.0.1:0"}, args...)...)
	h.cmd.Env = append(append(os.Environ(), homeEnv(dir)...), "XDG_CONFIG_HOME="+dir+"/config", "XDG_DATA_HOME="+dir+"/data", "XDG_STATE_HOME="+dir+"/state")
	h.in, _ = h.cmd.StdinPipe()
	h.cmd.Stdout, h.cmd.Stderr = h.out, h.out
	if err := h.cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		h.in.Close()
		h.cmd.Process.Kill()
		h.cmd.Wait()
	})
	port := h.await(tb, regexp.MustCompile(`ssh -p (\d+) `))
	h.addr = "127.0.0.1:" + port
	h.watch, h.code = h.codeOf(tb, "spectators"), h.codeOf(tb, "Black")
	return h
}

func fileThere(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// codeOf is a seat's join code as the host prints it ("Join code for
// Black: anna-eins-..."), or says it when codes is typed ("... Anna eins
// ..."), as it is typed.
func (h *hostProc) codeOf(tb testing.TB, seat string) string {
	tb.Helper()
	re := regexp.MustCompile(`Join code for ` + seat + `: ([A-Za-z]+(?:[- ][A-Za-z]+){7})`)
	if !strings.Contains(h.out.String(), "Join code for") {
		h.typeLine("codes") // a host that hands them out when asked
	}
	return strings.ToLower(strings.ReplaceAll(h.await(tb, re), " ", "-"))
}

// await waits for re to match what the host printed, and returns its
// first group.
func (h *hostProc) await(tb testing.TB, re *regexp.Regexp) string {
	tb.Helper()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if m := re.FindStringSubmatch(h.out.String()); m != nil {
			return m[1]
		}
		if time.Now().After(deadline) {
			tb.Fatalf("anna host never printed %s:\n%s", re, h.out.String())
		}
	}
}

// stop ends the host as its terminal's player does (quit), and waits.
func (h *hostProc) stop() {
	h.typeLine("quit")
	h.in.Close()
	h.cmd.Wait()
}

func (h *hostProc) typeLine(line string) { io.WriteString(h.in, line+"\n") }

// rssMB is the host's resident memory now, in MB.
func (h *hostProc) rssMB() float64 { return procStatusMB(h.cmd.Process.Pid, "VmRSS:") }

// procStatusMB reads a field of a process's /proc status, in MB.
func procStatusMB(pid int, field string) float64 {
	data, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == field {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return 0
}

// cpu is the CPU time the host has used (cpuOf).
func (h *hostProc) cpu() time.Duration { return cpuOf(h.cmd.Process.Pid) }

// cpuOf is the CPU time process pid has used, as Linux's /proc tells it;
// 0 where there is no /proc (Windows): the tests' CPU bounds hold on Linux.
func cpuOf(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil || runtime.GOOS != "linux" {
		return 0
	}
	f := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+1:]))
	utime, _ := strconv.Atoi(f[11])
	stime, _ := strconv.Atoi(f[12])
	return time.Duration(utime+stime) * 10 * time.Millisecond // USER_HZ is 100 on Linux
}

// eventsClient is an anna-events client of the test's own: it speaks the
// wire (internal/wire) as anna join does, and reads only when told to.
// Its SSH library answers the host's keepalives whether it reads or not.
type eventsClient struct {
	client *gossh.Client
	in     io.Writer
	out    *bufio.Reader
	read   int // bytes read
}

// dialEvents logs in with the code (and signer, if not nil) and opens
// anna-events; first, if not "", is its first line (a hello follows it
// only if it is the version line).
func dialEvents(addr, code string, signer gossh.Signer, first string) (*eventsClient, error) {
	auth := []gossh.AuthMethod{gossh.Password(code)}
	if signer != nil {
		auth = append([]gossh.AuthMethod{gossh.PublicKeys(signer)}, auth...)
	}
	client, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "anna", Auth: auth,
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second})
	if err != nil {
		return nil, err
	}
	sess, err := client.NewSession()
	if err != nil {
		client.Close()
		return nil, err
	}
	in, _ := sess.StdinPipe()
	out, _ := sess.StdoutPipe()
	if err := sess.RequestSubsystem(wire.Subsystem); err != nil {
		client.Close()
		return nil, err
	}
	e := &eventsClient{client: client, in: in, out: bufio.NewReaderSize(out, 64<<10)}
	_, err = io.WriteString(in, first)
	return e, err
}

// watch takes a spectator's seat, and reads nothing yet.
func watch(tb testing.TB, addr, code string) *eventsClient {
	tb.Helper()
	e, err := dialEvents(addr, code, nil, wire.Greeting()+wire.Hello{Seat: "watch", Lang: "en"}.Line())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { e.client.Close() })
	return e
}

// next reads one message.
func (e *eventsClient) next() (string, []string, error) {
	line, err := wire.ReadLine(e.out)
	e.read += len(line) + 1
	kind, fields := wire.Split(line)
	return kind, fields, err
}

// until reads up to a message of kind whose first field is first ("":
// any), and returns the messages read, that one last.
func (e *eventsClient) until(tb testing.TB, kind, first string) []string {
	tb.Helper()
	var read []string
	for {
		k, fields, err := e.next()
		if err != nil {
			tb.Fatalf("waiting for %s %s: %v after %q", kind, first, err, read)
		}
		read = append(read, k+" "+strings.Join(fields, " "))
		if k == kind && (first == "" || len(fields) > 0 && fields[0] == first) {
			return read
		}
	}
}

// typeLine sends typed line n.
func (e *eventsClient) typeLine(n int, text string) {
	io.WriteString(e.in, wire.Typed{N: n, Text: text}.Line())
}
