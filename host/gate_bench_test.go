package host

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// BenchmarkIdleConnections is the attack of issue 18: 20,000 connections
// (ANNA_CONNECTIONS) that send SSH's version line and nothing more, from
// 200 addresses, opened by another process. It reports how many the host
// answered, how many it kept waiting at the most and its open file
// descriptors at the most while they came, whether a player
// joined meanwhile (1: yes), and the most seconds the host kept an idle
// connection (its grace time, 30 s; under the flood a new connection
// takes the place of the oldest idle one).
func BenchmarkIdleConnections(b *testing.B) {
	for b.Loop() {
		f := benchServe(b)
		f.t = &testing.T{}
		f.table.Start()
		quickLimits(f) // under -short 200 connections, for 2 s
		child := exec.Command(os.Args[0], "-test.run=^TestIdleClients$")
		child.Env = append(os.Environ(), fmt.Sprintf("ANNA_IDLE=%s %d", f.srv.Addr(), manyConnections()))
		child.Stderr = os.Stderr
		stdin, _ := child.StdinPipe()
		stdout, _ := child.StdoutPipe()
		if err := child.Start(); err != nil {
			b.Fatal(err)
		}
		lines := bufio.NewScanner(stdout)
		var answered, lived float64
		var mu sync.Mutex
		fds, waiting := 0, 0
		stop := make(chan struct{})
		go func() { // the most the host holds while the flood goes on
			for {
				mu.Lock()
				fds, waiting = max(fds, openFDs()), max(waiting, f.srv.gate.waitingNow())
				mu.Unlock()
				select {
				case <-stop:
					return
				case <-time.After(10 * time.Millisecond):
				}
			}
		}()
		for lines.Scan() {
			word, n, _ := strings.Cut(lines.Text(), " ")
			switch word {
			case "kept":
				answered, _ = strconv.ParseFloat(n, 64)
				close(stop)
				joined := 0.0
				if r, err := f.dial(f.code, "watch line"); err == nil {
					r.t = f.t
					waitB(b, r, "You are watching.")
					r.close()
					joined = 1
				}
				b.ReportMetric(joined, "player-joined")
			case "lived":
				lived, _ = strconv.ParseFloat(n, 64)
			}
		}
		stdin.Close()
		if err := child.Wait(); err != nil {
			b.Fatalf("the clients: %v", err)
		}
		mu.Lock()
		b.ReportMetric(answered, "answered")
		b.ReportMetric(float64(waiting), "waiting-max")
		b.ReportMetric(float64(fds), "host-fds-max")
		mu.Unlock()
		b.ReportMetric(lived, "s-idle-lives")
	}
}

// openFDs counts the process's open file descriptors.
func openFDs() int {
	entries, _ := os.ReadDir("/proc/self/fd")
	return len(entries)
}

// TestIdleClients is BenchmarkIdleConnections's other process: it opens
// the connections, says how many the host answered ("kept N"), and when
// the host has closed them all, the longest any of them lived ("lived S").
func TestIdleClients(t *testing.T) {
	target := os.Getenv("ANNA_IDLE")
	if target == "" {
		t.Skip("run by BenchmarkIdleConnections")
	}
	var addr string
	var n int
	fmt.Sscan(target, &addr, &n)
	var mu sync.Mutex
	var kept []net.Conn
	var opened []time.Time
	var wg sync.WaitGroup
	work := make(chan int)
	for w := 0; w < 16; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(loopback(i % 200))}, Timeout: 5 * time.Second}
				conn, err := d.Dial("tcp", addr)
				if err != nil {
					continue
				}
				at := time.Now()
				conn.Write([]byte("SSH-2.0-idle\r\n"))
				conn.SetReadDeadline(time.Now().Add(2 * time.Second))
				if line, _ := bufio.NewReader(conn).ReadString('\n'); !strings.HasPrefix(line, "SSH-") {
					conn.Close() // refused at once
					continue
				}
				mu.Lock()
				kept, opened = append(kept, conn), append(opened, at)
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < n; i++ {
		work <- i
	}
	close(work)
	wg.Wait()
	fmt.Println("kept", len(kept))
	var last time.Duration
	for i, conn := range kept {
		if closedWithin(conn, time.Minute) {
			last = max(last, time.Since(opened[i]))
		}
	}
	fmt.Println("lived", last.Seconds())
}

// BenchmarkSessionsPerConnection: ten connections, from another process,
// each asking for 400 sessions (issue 18: all were opened, 18 MB to
// 434 MB): the sessions the host opened on each, and what a connection
// with its sessions costs the host (Go heap and resident memory).
func BenchmarkSessionsPerConnection(b *testing.B) {
	const conns = 10
	for b.Loop() {
		f := benchServe(b)
		f.t = &testing.T{}
		f.table.Start()
		f.warmUp(b)
		debug.FreeOSMemory()
		heapBefore, rssBefore := heapMB(), rssMB()
		child := exec.Command(os.Args[0], "-test.run=^TestSessionFlood$")
		child.Env = append(os.Environ(), fmt.Sprintf("ANNA_SESSIONS=%s %s %d", f.srv.Addr(), f.code, conns))
		child.Stderr = os.Stderr
		stdin, _ := child.StdinPipe()
		stdout, _ := child.StdoutPipe()
		if err := child.Start(); err != nil {
			b.Fatal(err)
		}
		lines := bufio.NewScanner(stdout)
		opened := 0.0
		for lines.Scan() {
			if n, ok := strings.CutPrefix(lines.Text(), "opened "); ok {
				opened, _ = strconv.ParseFloat(n, 64)
				break
			}
		}
		settle()
		b.ReportMetric(opened/conns, "sessions/connection")
		b.ReportMetric((heapMB()-heapBefore)*1024/conns, "heap-KB/connection")
		b.ReportMetric((rssMB()-rssBefore)*1024/conns, "rss-KB/connection")
		stdin.Close()
		if err := child.Wait(); err != nil {
			b.Fatalf("the clients: %v", err)
		}
	}
}

// TestSessionFlood is BenchmarkSessionsPerConnection's other process: it
// opens the connections, asks each for 400 sessions, says how many were
// opened in all ("opened N"), and keeps them until its input ends.
func TestSessionFlood(t *testing.T) {
	target := os.Getenv("ANNA_SESSIONS")
	if target == "" {
		t.Skip("run by BenchmarkSessionsPerConnection")
	}
	var addr, code string
	var n int
	fmt.Sscan(target, &addr, &code, &n)
	f := &fixture{t: t}
	opened := 0
	for i := 0; i < n; i++ {
		c, err := dialFromTo(loopback(i), addr, f.config(gossh.Password(code)))
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		for j := 0; j < 400; j++ {
			s, err := c.NewSession()
			if err != nil {
				continue
			}
			defer s.Close()
			opened++
		}
	}
	fmt.Println("opened", opened)
	io.Copy(io.Discard, os.Stdin)
}
