// Package host serves a match's seats over SSH (charm.land/wish/v2): a
// player joins with any SSH client and the join code, takes a free seat (or
// watches), and plays in the board view or, for a screen reader, the line
// view. A dropped connection loses nothing: the player takes the seat back
// with the join code, or without it by the SSH key used the first time.
package host

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// Config sets up the server.
type Config struct {
	Listen      string // host:port; anna listens on 127.0.0.1:2222 (wire.Port) unless told otherwise
	HostKeyPath string // created (Ed25519) when missing
	// Codes are the join codes: a seat's code opens that seat only (the
	// arbiter's its own seat, SpectatorSeat's watching); NoSeat's opens
	// any free player's seat, or watching.
	Codes          map[session.Seat]string
	AuthorizedKeys string // if set, these public keys may join without the code
	// ArbiterKeys, if set, is a file of public keys that open the
	// arbiter's seat without a code (--arbiter-key).
	ArbiterKeys string
	// Keys are the SSH keys that gave a code in this match before (kept
	// with it: the host started again): they come back without one.
	Keys []Key
	// Seated are the seats a login took in this match before (kept with
	// it, as Keys): a host started again says those players are back.
	Seated []string
	// KeysChanged, if set, is told when a key has given a code or taken a
	// seat (Keys then lists it), or a seat was taken a first time (Seated
	// lists it): the match keeps them. It is not called with a lock of the
	// host's or the table's held.
	KeysChanged func()
	// Views is the file where the view each SSH key chose is kept ("":
	// remembered while the server runs only).
	Views string
	// Log receives a line for every seat taken and, summed up, for refused
	// logins: at most one line per address a minute.
	Log io.Writer
	// Notice shows a line on the host's own screen: refused logins, at
	// most one line a minute.
	Notice func(string)
	// Keepalive: a client that has not answered for this long loses its
	// seat (30 s when zero).
	Keepalive time.Duration
	// LoginGrace: a connection with no terminal open this long is closed
	// (30 s when zero).
	LoginGrace time.Duration
	// View makes the board view a remote terminal gets: the client sits at
	// the table already; notices are its first lines; fps is the frame rate
	// its program runs at.
	View func(t *table.Table, c *table.Client, notices []string, fps int) tea.Model
	// Line runs the line view (ssh -t HOST line) on a connection: keys
	// come from in, lines go to out, columns tells the terminal's width.
	// Its first line, the welcome, the lobby has written. It returns when
	// the player quits or the connection ends.
	Line func(t *table.Table, c *table.Client, in io.Reader, out io.Writer, columns func() int) error
	// FPS is the frame rate of the players' views (120: a move shows within
	// a frame); WatchFPS that of the spectators' (60).
	FPS, WatchFPS int
}

// Server is the running SSH server.
type Server struct {
	srv     *ssh.Server
	ln      net.Listener
	limiter *limiter
	refused *refusals
	gate    *gate
	players *players
	table   *table.Table // its phrasebook says the login's sentences
	cfg     Config
	logMu   sync.Mutex
	checked atomic.Int64 // codes compared with the join code (not refused unseen)
}

// Keys are the SSH keys that gave a code in this match, with their seats.
func (s *Server) Keys() []Key { return s.players.keys() }

// Seated are the seats a login took in this match (Config.Seated and
// since), by name, spectators' not: never nil, so that a match kept
// with none is told from one kept before anna kept them.
func (s *Server) Seated() []string { return s.players.seatedNames() }

// Addr is where the server listens.
func (s *Server) Addr() net.Addr { return s.ln.Addr() }

// Start listens and serves in the background. A malformed
// --authorized-keys file is an error naming its file and line.
func Start(cfg Config, t *table.Table) (*Server, error) {
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if cfg.Notice == nil {
		cfg.Notice = func(string) {}
	}
	if cfg.FPS == 0 {
		cfg.FPS = 120
	}
	if cfg.WatchFPS == 0 {
		cfg.WatchFPS = 60
	}
	if cfg.Keepalive == 0 {
		cfg.Keepalive = 30 * time.Second
	}
	if cfg.LoginGrace == 0 {
		cfg.LoginGrace = loginGrace
	}
	pl, err := newPlayers(cfg.AuthorizedKeys, cfg.ArbiterKeys, cfg.Views)
	if err != nil {
		return nil, err
	}
	pl.restore(cfg.Keys, cfg.Seated)
	pl.changed = cfg.KeysChanged
	s := &Server{limiter: newLimiter(), players: pl, table: t, cfg: cfg}
	s.gate = newGate(cfg.LoginGrace, func(addr string, why reason) { s.refused.add(addr, why) }, s.clientBook)
	srv, err := wish.NewServer(
		wish.WithAddress(cfg.Listen),
		wish.WithHostKeyPath(cfg.HostKeyPath),
		func(srv *ssh.Server) error {
			srv.ServerConfigCallback = func(ctx ssh.Context) *gossh.ServerConfig {
				cfg := s.sshConfig(ctx)
				cfg.PreAuthConnCallback = func(gossh.ServerPreAuthConn) { s.gate.keyed(ctx) }
				return cfg
			}
			srv.ConnCallback = s.gate.admit
			srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.gate.session}
			srv.SubsystemHandlers = map[string]ssh.SubsystemHandler{wire.Subsystem: s.serveEvents(t)}
			return nil
		},
		wish.WithMiddleware(s.serveSession(t)),
	)
	if err != nil {
		return nil, fmt.Errorf("host: %w", err)
	}
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return nil, fmt.Errorf("host: cannot listen on %s: %w", cfg.Listen, err)
	}
	s.refused = newRefusals(func(line string) { s.logf("%s", line) }, cfg.Notice, t.Book)
	s.srv, s.ln = srv, ln
	go srv.Serve(ln)
	return s, nil
}

// Close stops the server and ends every connection.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := s.srv.Shutdown(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = s.srv.Close()
	}
	s.refused.close()
	return err
}

// logf writes a line to the host's log, cleaned: it quotes what clients
// sent (a refusal's words, a seat's name), and the log is read on a
// terminal.
func (s *Server) logf(format string, args ...any) {
	s.logMu.Lock()
	defer s.logMu.Unlock()
	fmt.Fprintf(s.cfg.Log, "%s %s\n", time.Now().Format(time.RFC3339), cleantext.Line(fmt.Sprintf(format, args...)))
}

// parseCommand reads "ssh host -t line", "ssh host black", "ssh host watch
// board": a seat and a view, in any order ("" for what is not named). The
// view may be named in the host's language too ("ploča"), as the lobby
// names it.
func parseCommand(book speech.Phrasebook, words []string) (seat, kind string, lang speech.Lang) {
	for _, w := range words {
		if v, ok := book.ParseView(w); ok {
			kind = v
			continue
		}
		if l, err := speech.ParseLang(w); err == nil && len(w) == 2 {
			lang = l
			continue
		}
		seat = strings.ToLower(w)
	}
	return seat, kind, lang
}
