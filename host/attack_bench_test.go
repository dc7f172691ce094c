package host

import (
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/session"
	gossh "golang.org/x/crypto/ssh"
)

// The benchmarks here play the attacker and the unlucky user of issue 10:
// many addresses guessing the code, views opened and dropped by the
// thousand, fifty spectators. Each reports what the issue measures.

// dialFrom connects from a loopback address of our choice (all of
// 127.0.0.0/8 is this machine), as many machines behind many addresses
// would.
func (f *fixture) dialFrom(from string, cfg *gossh.ClientConfig) (*gossh.Client, error) {
	return dialFromTo(from, f.srv.Addr().String(), cfg)
}

// dialFromTo connects to the host at addr from the local address from.
func dialFromTo(from, addr string, cfg *gossh.ClientConfig) (*gossh.Client, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	c, chans, reqs, err := gossh.NewClientConn(conn, addr, cfg)
	if err != nil {
		conn.Close()
		return nil, err
	}
	return gossh.NewClient(c, chans, reqs), nil
}

// loopback is the i-th address of 127.0.0.0/8 after 127.0.0.1.
func loopback(i int) string {
	i += 2
	return fmt.Sprintf("127.%d.%d.%d", (i>>16)&0xff, (i>>8)&0xff, i&0xff)
}

// allCodes lists every join code there is, in order (only when there are
// few enough to list).
func allCodes(max int) []string {
	var codes []string
	var walk func(prefix []string)
	walk = func(prefix []string) {
		if len(codes) >= max {
			return
		}
		if len(prefix) == codeWords {
			codes = append(codes, strings.Join(prefix, "-"))
			return
		}
		words := codeFiles
		if len(prefix)%2 == 1 {
			words = codeRanks
		}
		for _, w := range words {
			walk(append(prefix, w))
		}
	}
	walk(nil)
	return codes
}

// BenchmarkBruteForce guesses the join code from many loopback addresses
// (three guesses each), four at a time, for at most 20 seconds (under
// -short 2, at quickLimits' pace), and reports
// the guesses the server compared with the code per second (not those it
// refused unseen), and the days it would take at that rate to try half of
// all codes (the expected time to find one). The attacker has spent the
// budget's burst already (codeBurst codes at once, a one-off): what is
// measured is the pace it keeps.
func BenchmarkBruteForce(b *testing.B) {
	for b.Loop() {
		f := benchServe(b)
		f.t = &testing.T{}
		f.table.Start()
		quickLimits(f)
		f.srv.limiter.set(func(l *limiter) { l.tokens, l.filled = 0, time.Now() })
		codes := allCodes(1 << 20)
		var mu sync.Mutex
		next, tried, found := 0, 0, false
		start := time.Now()
		deadline := start.Add(quick(20*time.Second, 2*time.Second))
		var wg sync.WaitGroup
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					mu.Lock()
					if found || next >= len(codes) || time.Now().After(deadline) {
						mu.Unlock()
						return
					}
					i := next
					next++
					mu.Unlock()
					c, err := f.dialFrom(loopback(i/3), f.config(gossh.Password(codes[i])))
					mu.Lock()
					tried++
					if err == nil {
						found = true
						c.Close()
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		elapsed := time.Since(start)
		space := float64(codeSpace())
		rate := float64(f.srv.checked.Load()) / elapsed.Seconds()
		b.ReportMetric(float64(tried)/elapsed.Seconds(), "tries/s")
		b.ReportMetric(rate, "guesses/s")
		b.ReportMetric(space/2/rate/86400, "days-to-find")
		if found {
			b.ReportMetric(elapsed.Seconds(), "s-found")
		}
	}
}

// BenchmarkFlood sends 3000 wrong codes (60 under -short, at quickLimits'
// pace) as fast as it can, from 30
// addresses, and from 3000 while the budget of codes is spent (a long
// flood from many addresses: each try is refused unseen, and each address
// is new to the log). It reports the lines they put on the host's screen
// and into the log, what the log grew by a second of flood, and what it
// takes on disk (capped: OpenLog).
func BenchmarkFlood(b *testing.B) {
	b.Run("30 addresses", func(b *testing.B) { flood(b, 30, false) })
	b.Run("3000 addresses", func(b *testing.B) { flood(b, 3000, true) })
}

func flood(b *testing.B, addrs int, spent bool) {
	for b.Loop() {
		var screen logBuffer
		dir := b.TempDir()
		log := OpenLog(filepath.Join(dir, "host.log"))
		f := benchServeWith(b, func(c *Config) {
			c.Log = log
			c.Notice = func(s string) { screen.Write([]byte(s + "\n")) }
		})
		f.t = &testing.T{}
		quickLimits(f)
		if spent {
			f.srv.limiter.set(func(l *limiter) { l.tokens, l.filled, l.perMinute = -1e6, time.Now(), 1e-9 })
		}
		start := time.Now()
		var wg sync.WaitGroup
		for w := 0; w < 30; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; i < quick(100, 2); i++ {
					if c, err := f.dialFrom(loopback((w*100+i)%addrs), f.config(gossh.Password("anna-eins-anna-eins"))); err == nil {
						c.Close()
					}
				}
			}()
		}
		wg.Wait()
		secs := time.Since(start).Seconds()
		f.srv.Close() // the last summaries are written
		log.Close()
		var lines, disk int
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
			lines += strings.Count(string(data), "\n")
			disk += len(data)
		}
		b.ReportMetric(secs, "s-flood")
		b.ReportMetric(float64(lines), "log-lines")
		b.ReportMetric(float64(disk)/1024/secs, "log-KB/s")
		b.ReportMetric(float64(disk)/(1<<20), "log-MB-on-disk")
		b.ReportMetric(float64(strings.Count(screen.String(), "\n")), "screen-lines")
	}
}

// BenchmarkViewsLeaveNothing joins 200 remote views (20 under -short:
// board and line, player and spectator) one after the other, drops each
// connection, and reports the goroutines left over.
func BenchmarkViewsLeaveNothing(b *testing.B) {
	for b.Loop() {
		f := benchServe(b)
		f.t = &testing.T{}
		f.table.Start()
		// A first view starts what runs once per process (os/signal's loop).
		f.warmUp(b)
		before := runtime.NumGoroutine()
		for i := 0; i < quick(200, 20); i++ {
			cmd := []string{"watch board", "watch line", "black board", "black line"}[i%4]
			for strings.HasPrefix(cmd, "black") && !slices.Contains(f.table.Free(), session.BlackSeat) {
				time.Sleep(time.Millisecond) // the last Black is still leaving
			}
			r, err := f.dial(f.code, cmd)
			if err != nil {
				b.Fatal(err)
			}
			r.t = f.t
			waitB(b, r, "Type help")
			r.close()
		}
		settle()
		b.ReportMetric(float64(runtime.NumGoroutine()-before), "goroutines-left")
	}
}

// manyConnections is 20,000 (200 under -short), or ANNA_CONNECTIONS.
func manyConnections() int {
	if n, err := strconv.Atoi(os.Getenv("ANNA_CONNECTIONS")); err == nil {
		return n
	}
	return quick(20000, 200)
}

// quick is full, or under -short the size of a benchmark's quick form
// (docs/developers.md: scripts/test runs every benchmark once so): every
// path taken and every assertion checked in a few seconds; no measurement.
func quick[T any](full, short T) T {
	if testing.Short() {
		return short
	}
	return full
}

// quickLimits, under -short, has the host keep its pace on codes and its
// grace time a hundred and fifteen times faster: the quick form meets
// every limit in seconds.
func quickLimits(f *fixture) {
	if !testing.Short() {
		return
	}
	f.srv.limiter.set(func(l *limiter) {
		l.perMinute *= 100
		l.firstWait, l.mostWait, l.mostHeld = l.firstWait/100, l.mostWait/100, l.mostHeld/100
	})
	f.srv.gate.mu.Lock()
	f.srv.gate.grace /= 15
	f.srv.gate.mu.Unlock()
}

// warmUp shows a first board view and lets it go: it starts what runs
// once per process (os/signal's loop) and loads what every view shares
// (the board's drawing, the key decoder), so that what the benchmarks
// measure after it is what each view costs.
func (f *fixture) warmUp(b *testing.B) {
	b.Helper()
	warm, err := f.dial(f.code, "watch board")
	if err != nil {
		b.Fatal(err)
	}
	warm.t = f.t
	waitB(b, warm, "Type help")
	warm.close()
	settle()
}

// writeProfile writes one of the runtime's profiles (heap, goroutine; debug
// as pprof's WriteTo takes it) to the file ANNA_HEAP_PROFILE names, with
// suffix, when it names one: where a benchmark's memory goes (go tool
// pprof -base FILE.before FILE).
func writeProfile(suffix, name string, debug int) {
	path := os.Getenv("ANNA_HEAP_PROFILE")
	if path == "" {
		return
	}
	if out, err := os.Create(path + suffix); err == nil {
		pprof.Lookup(name).WriteTo(out, debug)
		out.Close()
	}
}

// settle lets connections that were dropped finish ending (2 s; under
// -short half a second).
func settle() {
	for i := 0; i < quick(20, 5); i++ {
		runtime.GC()
		time.Sleep(100 * time.Millisecond)
	}
}

// BenchmarkManyConnections opens and drops 20,000 connections (each joins
// as a spectator in the board view and leaves at once), eight at a time
// from another process, and reports the host's resident memory before and
// after.
func BenchmarkManyConnections(b *testing.B) {
	if os.Getenv("ANNA_HEAP_PROFILE") != "" {
		runtime.MemProfileRate = 512 // fine enough to find a few bytes a connection
	}
	for b.Loop() {
		// The host's log goes to a file, as host.log does, not to memory:
		// a line a connection kept in the test's buffer would count as
		// the host's.
		logFile, err := os.Create(filepath.Join(b.TempDir(), "host.log"))
		if err != nil {
			b.Fatal(err)
		}
		defer logFile.Close()
		f := benchServeWith(b, func(c *Config) { c.Log = logFile })
		f.t = &testing.T{}
		f.table.Start()
		settle()
		start, startAnon := rssMB(), rssAnonMB()
		// A first view loads what every view shares, once (the board's
		// drawing, the key decoder): the start for the leak.
		f.warmUp(b)
		before := rssMB()
		beforeAnon := rssAnonMB()
		writeProfile(".before", "heap", 0)
		// The clients run in another process, so that only the host's
		// memory is counted.
		child := exec.Command(os.Args[0], "-test.run=^TestConnectionChurn$")
		child.Env = append(os.Environ(), fmt.Sprintf("ANNA_CHURN=%s %s %d", f.srv.Addr(), f.code, manyConnections()))
		if out, err := child.CombinedOutput(); err != nil {
			b.Fatalf("the clients: %v\n%s", err, out)
		}
		// Idle afterwards: the Go runtime gives freed memory back to the
		// system over a minute or so.
		for i := 0; i < quick(90, 2) && rssMB() > before+1; i++ {
			settle() // 2 s
		}
		b.ReportMetric(start, "rss-MB-start")
		b.ReportMetric(before, "rss-MB-first-view")
		b.ReportMetric(rssMB(), "rss-MB-after")
		b.ReportMetric(heapMB(), "heap-MB-after")
		debug.FreeOSMemory() // what is left is not memory the runtime keeps for reuse
		b.ReportMetric(rssMB(), "rss-MB-after-FreeOSMemory")
		b.ReportMetric(startAnon, "anon-MB-start")
		b.ReportMetric(beforeAnon, "anon-MB-first-view")
		b.ReportMetric(rssAnonMB(), "anon-MB-after")
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		b.ReportMetric(float64(m.StackSys)/(1<<20), "stacks-MB-after")
		b.ReportMetric(float64(m.GCSys+m.MSpanSys+m.MCacheSys+m.OtherSys+m.BuckHashSys)/(1<<20), "runtime-MB-after")
		b.ReportMetric(float64(m.HeapSys-m.HeapReleased)/(1<<20), "heap-held-MB-after")
		b.ReportMetric(float64(runtime.NumGoroutine()), "goroutines-after")
		writeProfile("", "heap", 0)
		writeProfile(".goroutines", "goroutine", 1)
	}
}

// TestConnectionChurn is BenchmarkManyConnections's other process: it
// opens and drops the connections, eight at a time, from 200 addresses.
func TestConnectionChurn(t *testing.T) {
	target := os.Getenv("ANNA_CHURN")
	if target == "" {
		t.Skip("run by BenchmarkManyConnections")
	}
	var addr, code string
	var n int
	if _, err := fmt.Sscan(target, &addr, &code, &n); err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t}
	var wg sync.WaitGroup
	work := make(chan int)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				c, err := dialFromTo(loopback(i%200), addr, f.config(gossh.Password(code)))
				if err != nil {
					continue
				}
				s, err := c.NewSession()
				if err == nil {
					s.Stdout = io.Discard
					s.RequestPty("xterm", 30, 100, gossh.TerminalModes{})
					s.Start("watch board")
					time.Sleep(5 * time.Millisecond)
					s.Close()
				}
				c.Close()
			}
		}()
	}
	for i := 0; i < n; i++ {
		work <- i
	}
	close(work)
	wg.Wait()
}

// BenchmarkRightCodeAfterWrongOnes: 30 wrong join codes at once from 30
// addresses (127.0.0.x), then the right code from another address, three
// rounds in a row: the seconds until the right code is let in, at the
// most, and how many rounds it was (3: every one; issue 18's lockout
// refused it for a minute).
func BenchmarkRightCodeAfterWrongOnes(b *testing.B) {
	for b.Loop() {
		f := benchServe(b)
		f.t = &testing.T{}
		var slowest time.Duration
		accepted := 0
		for round := 0; round < 3; round++ {
			f.wrongCodes(func(i int) string { return fmt.Sprintf("127.0.0.%d", 10+round*30+i) })
			start := time.Now()
			if f.tryFrom(fmt.Sprintf("127.0.0.%d", 200+round), f.code) {
				accepted++
			}
			slowest = max(slowest, time.Since(start))
		}
		b.ReportMetric(slowest.Seconds(), "s-right-code")
		b.ReportMetric(float64(accepted), "rounds-let-in")
	}
}
