// Package host serves a match's seats over SSH (charm.land/wish/v2): a
// player joins with any SSH client and the join code, takes a free seat (or
// watches), and plays in the board view or, for a screen reader, the line
// view. A dropped connection loses nothing: the player takes the seat back
// with the join code.
package host

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/table"
)

// Config sets up the server.
type Config struct {
	Listen         string // host:port; anna listens on 127.0.0.1:2222 unless told otherwise
	HostKeyPath    string // created (Ed25519) when missing
	Code           string // the join code
	AuthorizedKeys string // if set, these public keys may join without the code
	// Log receives a line for every refused login and every seat taken.
	Log io.Writer
	// View makes the board view a remote terminal gets: the client sits at
	// the table already; notices are its first lines; fps is the frame rate
	// its program runs at.
	View func(t *table.Table, c *table.Client, notices []string, fps int) tea.Model
	// Line runs the line view (ssh -t HOST line) on a connection: keys
	// come from in, lines go to out, columns tells the terminal's width.
	// It returns when the player quits or the connection ends.
	Line func(t *table.Table, c *table.Client, in io.Reader, out io.Writer, columns func() int, notices []string) error
	// FPS is the frame rate of the players' views (120: a move shows within
	// a frame); WatchFPS that of the lobby and the spectators' (15).
	FPS, WatchFPS int
}

// Server is the running SSH server.
type Server struct {
	srv     *ssh.Server
	ln      net.Listener
	limiter *limiter
	cfg     Config
	logMu   sync.Mutex
}

// Addr is where the server listens.
func (s *Server) Addr() net.Addr { return s.ln.Addr() }

// Start listens and serves in the background.
func Start(cfg Config, t *table.Table) (*Server, error) {
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if cfg.FPS == 0 {
		cfg.FPS = 120
	}
	if cfg.WatchFPS == 0 {
		cfg.WatchFPS = 10
	}
	s := &Server{limiter: newLimiter(5, time.Minute), cfg: cfg}
	opts := []ssh.Option{
		wish.WithAddress(cfg.Listen),
		wish.WithHostKeyPath(cfg.HostKeyPath),
		wish.WithKeyboardInteractiveAuth(s.keyboardInteractive),
		wish.WithPasswordAuth(s.password),
		wish.WithMiddleware(s.serveSession(t)),
	}
	if cfg.AuthorizedKeys != "" {
		opts = append(opts, wish.WithAuthorizedKeys(cfg.AuthorizedKeys))
	}
	srv, err := wish.NewServer(opts...)
	if err != nil {
		return nil, fmt.Errorf("host: %w", err)
	}
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return nil, fmt.Errorf("host: cannot listen on %s: %w", cfg.Listen, err)
	}
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
		return s.srv.Close()
	}
	return err
}

func (s *Server) logf(format string, args ...any) {
	s.logMu.Lock()
	defer s.logMu.Unlock()
	fmt.Fprintf(s.cfg.Log, "%s %s\n", time.Now().Format(time.RFC3339), fmt.Sprintf(format, args...))
}

// check judges one try of the join code from an address.
func (s *Server) check(ctx ssh.Context, typed string) bool {
	addr := hostOf(ctx.RemoteAddr())
	if s.limiter.blocked(addr) {
		s.logf("refused %s: too many wrong join codes, waiting a minute", addr)
		return false
	}
	if sameCode(typed, s.cfg.Code) {
		return true
	}
	s.limiter.fail(addr)
	s.logf("refused %s: wrong join code", addr)
	return false
}

func (s *Server) keyboardInteractive(ctx ssh.Context, challenge gossh.KeyboardInteractiveChallenge) bool {
	answers, err := challenge("", "anna: type the join code the host gave you (like felix-drei-anna-sechs).", []string{"Join code: "}, []bool{false})
	if err != nil || len(answers) != 1 {
		return false
	}
	return s.check(ctx, answers[0])
}

func (s *Server) password(ctx ssh.Context, password string) bool { return s.check(ctx, password) }

func hostOf(a net.Addr) string {
	h, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return h
}

// parseCommand reads "ssh host -t line", "ssh host black", "ssh host watch
// board": a seat and a view, in any order.
func parseCommand(words []string) (seat string, kind string) {
	kind = "board"
	for _, w := range words {
		switch w = strings.ToLower(w); w {
		case "line", "board":
			kind = w
		default:
			seat = w
		}
	}
	return seat, kind
}
