package host

import (
	"context"
	"net"
	"slices"
	"sync"
	"time"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/speech"
)

// The limits on connections, as OpenSSH keeps them (LoginGraceTime,
// MaxStartups, PerSourceMaxStartups, MaxSessions): so that clients that
// never log in, or open terminal after terminal, cannot take the file
// descriptors and the memory the game and its saves need.
const (
	// loginGrace: a connection that has no terminal open this long after
	// it came (or after its last terminal closed) is closed: it has not
	// logged in, or logged in and does nothing.
	loginGrace = 30 * time.Second
	// maxWaiting connections without a terminal are kept at once, at most
	// maxWaitingFrom of them from one address. A new one beyond the first
	// limit takes the place of the oldest that has not finished its key
	// exchange (a client that sends a version line and nothing more),
	// and is refused if there is none; beyond the second it is refused.
	maxWaiting     = 100
	maxWaitingFrom = 10
	// maxTerminals sessions (terminals) may be open on one connection, and
	// maxViews on the host at once: each view is at most 500 by 200 cells
	// (termsize), about 24 MB of the host's memory at that size.
	maxTerminals = 4
	maxViews     = 64
)

// gate admits connections and their sessions within the limits.
type gate struct {
	mu      sync.Mutex
	queue   []*connection  // connections without a terminal, oldest first
	waiting map[string]int // address: how many of them it has
	views   int            // sessions open on the host

	grace                                              time.Duration
	maxWaiting, maxWaitingFrom, maxTerminals, maxViews int
	refuse                                             func(addr string, why reason) // notes a refusal (summed up)
	// book is the words of the client of a connection: its key's
	// language if it chose one before, else the host's.
	book func(ssh.Context) speech.Phrasebook
}

func newGate(grace time.Duration, refuse func(addr string, why reason), book func(ssh.Context) speech.Phrasebook) *gate {
	return &gate{waiting: map[string]int{}, grace: grace, refuse: refuse, book: book,
		maxWaiting: maxWaiting, maxWaitingFrom: maxWaitingFrom, maxTerminals: maxTerminals, maxViews: maxViews}
}

// connection is one admitted connection; its fields are the gate's (g.mu).
type connection struct {
	addr     string
	conn     net.Conn
	keyed    bool // its key exchange is done: it is logging in
	sessions int
	ended    bool
	timer    *time.Timer
}

type gateKey struct{}

// admit takes a new connection (ssh.Server.ConnCallback), or closes it
// (nil) beyond the limits. A connection still without a terminal after
// the grace time is closed.
func (g *gate) admit(ctx ssh.Context, conn net.Conn) net.Conn {
	c := &connection{addr: hostOf(conn.RemoteAddr()), conn: conn}
	old, why, refused := g.enqueue(c)
	if old != nil {
		old.conn.Close()
		g.refuse(old.addr, reason{why: keyRefusedNoKeyExchange})
	}
	if refused {
		g.refuse(c.addr, why)
		return nil
	}
	ctx.SetValue(gateKey{}, c)
	context.AfterFunc(ctx, func() { g.end(c) }) // the connection has ended
	return conn
}

// enqueue counts a new connection among the waiting ones, in the place of
// old if it had to take one's; or says why it is refused.
func (g *gate) enqueue(c *connection) (old *connection, why reason, refused bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.waiting[c.addr] >= g.maxWaitingFrom {
		return nil, reason{why: keyRefusedWaitingAt}, true
	}
	if len(g.queue) >= g.maxWaiting {
		i := slices.IndexFunc(g.queue, func(c *connection) bool { return !c.keyed })
		if i < 0 {
			return nil, reason{why: keyRefusedWaiting}, true
		}
		old = g.queue[i]
		g.leaveWaiting(old)
	}
	g.queue = append(g.queue, c)
	g.waiting[c.addr]++
	c.timer = time.AfterFunc(g.grace, func() { g.expire(c) })
	return old, reason{}, false
}

// keyed notes that a connection has finished its key exchange and begins
// to log in (gossh.ServerConfig.PreAuthConnCallback).
func (g *gate) keyed(ctx ssh.Context) {
	if c, ok := ctx.Value(gateKey{}).(*connection); ok {
		g.mu.Lock()
		c.keyed = true
		g.mu.Unlock()
	}
}

// leaveWaiting takes a connection off the waiting ones; g.mu is held.
func (g *gate) leaveWaiting(c *connection) {
	i := slices.Index(g.queue, c)
	if i < 0 {
		return
	}
	g.queue = slices.Delete(g.queue, i, i+1)
	if g.waiting[c.addr]--; g.waiting[c.addr] <= 0 {
		delete(g.waiting, c.addr)
	}
}

// expire closes a connection that has no terminal.
func (g *gate) expire(c *connection) {
	g.mu.Lock()
	idle := c.sessions == 0 && !c.ended
	g.mu.Unlock()
	if idle {
		g.refuse(c.addr, reason{why: keyRefusedNoTerminal, n: int(g.grace.Seconds())})
		c.conn.Close()
	}
}

func (g *gate) end(c *connection) {
	g.mu.Lock()
	defer g.mu.Unlock()
	c.ended = true
	c.timer.Stop()
	g.leaveWaiting(c)
}

// open counts a new session, or says why it may not open.
func (g *gate) open(c *connection) (why reason, refused bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case c.sessions >= g.maxTerminals:
		return reason{why: keyRefusedTerminals, n: g.maxTerminals}, true
	case g.views >= g.maxViews:
		return reason{why: keyRefusedHostFull, n: g.maxViews}, true
	}
	c.sessions++
	g.views++
	c.timer.Stop()
	g.leaveWaiting(c)
	return reason{}, false
}

// close counts a session closed; the connection's last one starts the
// grace time again.
func (g *gate) close(c *connection) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.views--
	if c.sessions--; c.sessions == 0 && !c.ended {
		c.timer.Reset(g.grace)
	}
}

// session is the channel handler for sessions: within the limits it is
// served as usual (ssh.DefaultSessionHandler, which returns when the
// session ends), beyond them refused with the reason, in the client's
// words: the SSH client prints it ("channel 4: open failed: resource
// shortage: anna: ..."), with every byte past ASCII in octal, so in
// sshText's letters. A connection the gate did not admit never comes
// here (ConnCallback closed it): were it to, the client prints the
// refusal's code alone.
func (g *gate) session(srv *ssh.Server, conn *gossh.ServerConn, ch gossh.NewChannel, ctx ssh.Context) {
	c, ok := ctx.Value(gateKey{}).(*connection)
	if !ok {
		ch.Reject(gossh.ConnectionFailed, "")
		return
	}
	if why, refused := g.open(c); refused {
		g.refuse(c.addr, why)
		ch.Reject(gossh.ResourceShortage, "anna: "+sshText(why.in(g.book(ctx)).Text()))
		return
	}
	defer g.close(c)
	ssh.DefaultSessionHandler(srv, conn, ch, ctx)
}

// clientBook is the words of a connection's client: the language its key
// chose before, if it did, else the host's.
func (s *Server) clientBook(ctx ssh.Context) speech.Phrasebook {
	book := s.table.Book()
	if p := ctx.Permissions(); p != nil && p.Permissions != nil {
		if lang := s.players.lang(p.Extensions[keyExt]); lang != "" {
			book.Lang = lang
		}
	}
	return book
}
