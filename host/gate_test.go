package host

import (
	"bufio"
	"io"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// idleFrom opens a TCP connection from an address that sends SSH's version
// line and nothing more; it reports the host's first line, "" if the host
// closed the connection without one.
func (f *fixture) idleFrom(from string) (net.Conn, string) {
	f.t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	conn, err := d.Dial("tcp", f.srv.Addr().String())
	if err != nil {
		f.t.Fatal(err)
	}
	f.t.Cleanup(func() { conn.Close() })
	conn.Write([]byte("SSH-2.0-idle\r\n"))
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	line, _ := bufio.NewReader(conn).ReadString('\n')
	return conn, line
}

// closedWithin reports whether the host closes conn within d.
func closedWithin(conn net.Conn, d time.Duration) bool {
	conn.SetReadDeadline(time.Now().Add(d))
	buf := make([]byte, 4096)
	for {
		if _, err := conn.Read(buf); err != nil {
			return !strings.Contains(err.Error(), "timeout")
		}
	}
}

// TestIdleConnectionsClosed: a connection that sends the version line and
// nothing more, and one that logs in and opens no terminal, are closed
// after the grace time; a player with a terminal open is not.
func TestIdleConnectionsClosed(t *testing.T) {
	f, white := serve(t, func(c *Config) { c.LoginGrace = time.Second })
	conn, hello := f.idleFrom("127.0.0.1")
	if !strings.HasPrefix(hello, "SSH-2.0-") {
		t.Fatalf("the host answered %q", hello)
	}
	start := time.Now()
	if !closedWithin(conn, 5*time.Second) {
		t.Fatal("the idle connection is still open after 5 s")
	}
	if took := time.Since(start); took < 500*time.Millisecond {
		t.Errorf("closed after %s, before the grace time", took)
	}
	c, err := gossh.Dial("tcp", f.srv.Addr().String(), f.config(gossh.Password(f.code)))
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- c.Wait() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Error("a connection logged in without a terminal is still open after 5 s")
	}
	black, err := f.dial(f.code, "black line")
	if err != nil {
		t.Fatal(err)
	}
	black.waitFor("You sit at the black seat.")
	time.Sleep(2 * time.Second)
	white.Do("e4")
	black.waitFor("Bauer Eva vier")
	if !strings.Contains(f.log.String(), "no terminal within 1 second; disconnected") {
		t.Errorf("the log does not say why:\n%s", f.log.String())
	}
}

// TestWaitingLimit: an address may keep so many connections waiting to
// log in; one more is closed as it comes. Past the limit of all addresses
// a new connection takes the place of the oldest that has not finished its
// key exchange (a client that sent its version line and nothing more): a
// player still joins. Only when every waiting connection is logging in is
// a new one refused.
func TestWaitingLimit(t *testing.T) {
	f, _ := serve(t, nil)
	f.srv.gate.set(func(g *gate) { g.maxWaiting = 15 })
	var idle []net.Conn
	for i := 0; i < maxWaitingFrom; i++ {
		conn, hello := f.idleFrom("127.0.0.2")
		if hello == "" {
			t.Fatalf("connection %d from one address was refused", i+1)
		}
		idle = append(idle, conn)
	}
	if _, hello := f.idleFrom("127.0.0.2"); hello != "" {
		t.Errorf("connection %d from one address was let in", maxWaitingFrom+1)
	}
	for i := 0; i < 5; i++ {
		f.loggingIn(loopback(10 + i))
	}
	newer, hello := f.idleFrom(loopback(20))
	if hello == "" {
		t.Error("a connection past the limit of all addresses did not take an idle one's place")
	}
	if !closedWithin(idle[0], 5*time.Second) {
		t.Error("the oldest idle connection is still open")
	}
	r, err := f.dial(f.code, "watch line")
	if err != nil {
		t.Fatalf("a player while the waiting connections are at their limit: %v", err)
	}
	r.waitFor("You are watching.")
	for _, conn := range append(idle, newer) {
		conn.Close()
	}
	deadline := time.Now().Add(5 * time.Second)
	for f.srv.gate.waitingNow() > 5 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond) // the host sees them go
	}
	f.srv.gate.set(func(g *gate) { g.maxWaiting = 5 }) // all logging in
	if _, hello := f.idleFrom(loopback(21)); hello != "" {
		t.Error("a connection was let in while all waiting ones were logging in")
	}
	f.srv.Close() // the refusals summed up are written
	log := f.log.String()
	for _, why := range []string{"refused 127.0.0.2: too many connections waiting to log in from this address",
		"the latest: no key exchange, and others waiting; disconnected",
		"refused 127.0.0.23: too many connections waiting to log in"} {
		if !strings.Contains(log, why) {
			t.Errorf("the log does not say %q:\n%s", why, log)
		}
	}
}

// set changes the gate's limits while it runs.
func (g *gate) set(change func(*gate)) {
	g.mu.Lock()
	defer g.mu.Unlock()
	change(g)
}

// waitingNow is how many connections wait to log in.
func (g *gate) waitingNow() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.queue)
}

// loggingIn opens a connection from an address that finishes its key
// exchange and then never answers the join code's question.
func (f *fixture) loggingIn(from string) {
	f.t.Helper()
	asked := make(chan struct{})
	never := make(chan struct{})
	f.t.Cleanup(func() { close(never) })
	cfg := f.config(gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) {
		close(asked)
		<-never
		return nil, io.EOF
	}))
	go f.dialFrom(from, cfg)
	select {
	case <-asked:
	case <-time.After(5 * time.Second):
		f.t.Fatalf("the connection from %s was never asked for the code", from)
	}
}

// TestTerminalRefusedInTheClientsWords: the refusal of a terminal beyond
// the limit reaches the SSH client in the host's language, or in the one
// the client's key chose before; in ASCII letters, as OpenSSH prints it.
func TestTerminalRefusedInTheClientsWords(t *testing.T) {
	srv, err := Start(Config{Listen: "127.0.0.1:0", HostKeyPath: filepath.Join(t.TempDir(), "host_ed25519"),
		Codes: map[session.Seat]string{session.NoSeat: "felix-drei-anna-sechs"}, View: boardView, Line: lineView}, croatianTable(t))
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	slovene, pub := newSigner(t)
	if err := srv.players.setView(gossh.FingerprintSHA256(pub), "line", speech.SL); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		auth []gossh.AuthMethod
		want string
	}{
		{[]gossh.AuthMethod{gossh.Password("felix-drei-anna-sechs")}, "anna: najveci broj terminala na jednoj vezi: 4"},
		{[]gossh.AuthMethod{gossh.PublicKeys(slovene), gossh.Password("felix-drei-anna-sechs")}, "anna: najvecje stevilo terminalov na eni povezavi: 4"},
	} {
		client, err := gossh.Dial("tcp", srv.Addr().String(), &gossh.ClientConfig{User: "player", Auth: c.auth,
			HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < maxTerminals; i++ {
			if _, err := client.NewSession(); err != nil {
				t.Fatalf("terminal %d: %v", i+1, err)
			}
		}
		if _, err := client.NewSession(); err == nil || !strings.HasSuffix(err.Error(), "("+c.want+")") {
			t.Errorf("terminal %d: got %v, want %q", maxTerminals+1, err, c.want)
		}
		client.Close()
	}
}

// TestTerminalsPerConnection: a connection may open a few terminals; one
// more is refused with the reason, and once one closes another opens. The
// host as a whole opens so many at once.
func TestTerminalsPerConnection(t *testing.T) {
	f, _ := serve(t, nil)
	c, err := gossh.Dial("tcp", f.srv.Addr().String(), f.config(gossh.Password(f.code)))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var open []*gossh.Session
	for i := 0; i < maxTerminals; i++ {
		s, err := c.NewSession()
		if err != nil {
			t.Fatalf("terminal %d: %v", i+1, err)
		}
		open = append(open, s)
	}
	if _, err := c.NewSession(); err == nil || !strings.Contains(err.Error(), "at most 4 terminals on one connection") {
		t.Errorf("terminal %d: got %v, want refused with the reason", maxTerminals+1, err)
	}
	open[0].Close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		s, err := c.NewSession()
		if err == nil {
			open[0] = s
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no terminal after one closed: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	f.srv.gate.set(func(g *gate) { g.maxViews = maxTerminals + 1 })
	other, err := gossh.Dial("tcp", f.srv.Addr().String(), f.config(gossh.Password(f.code)))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.NewSession(); err != nil {
		t.Fatalf("the host's last terminal: %v", err)
	}
	if _, err := other.NewSession(); err == nil || !strings.Contains(err.Error(), "the host has 5 terminals open") {
		t.Errorf("a terminal past the host's limit: got %v", err)
	}
}
