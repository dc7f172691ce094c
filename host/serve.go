package host

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	bm "charm.land/wish/v2/bubbletea"
	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/internal/termsize"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// serveSession is one SSH connection: the lobby, which asks what the
// ssh command line did not say (the view, the seat), then the seat's view:
// the line view, or the board view as its own Bubble Tea program, so that
// a player's view redraws at a high frame rate (a move shows at once) and
// a spectator's at a lower one.
func (s *Server) serveSession(t *table.Table) wish.Middleware {
	return func(next ssh.Handler) ssh.Handler {
		return func(sess ssh.Session) {
			pty, windows, ok := sess.Pty()
			if !ok {
				wish.Fatalln(sess, t.Book().Say(keyNeedsTerminal.Event()).Text())
				return
			}
			defer s.keepalive(sess)()
			size := readable(pty.Window)
			addr := hostOf(sess.RemoteAddr())
			seat, kind, lang := parseCommand(t.Book(), sess.Command())
			keys := newSwitchboard(sess)
			_, port, _ := net.SplitHostPort(s.Addr().String())
			key := sess.Permissions().Extensions[keyExt]
			bound := sess.Permissions().Extensions[seatExt]
			l := &lobby{table: t, players: s.players, key: key, bound: bound, port: port, lang: lang, ed: lineedit.New(size.Width), out: lineedit.Out{W: sess},
				log: func(line string) { s.logf("%s %s", addr, line) }}
			lobbyKeys := keys.next()
			c, kind, err := l.run(lobbyKeys, seat, kind)
			lobbyKeys.Close()
			if err != nil {
				next(sess)
				return
			}
			defer c.Leave() // a dropped connection leaves the seat, to be taken back
			s.bound(sess, c)
			s.rememberWords(c, key)
			viewKeys := keys.next()
			defer viewKeys.Close() // its reader ends with the view
			if kind == "line" {
				l.welcome(c) // with the end of the lobby's last line, in one write
				s.runLine(sess, t, c, viewKeys, size.Width, windows)
			} else {
				fps := s.cfg.FPS
				if c.Seat() == session.SpectatorSeat {
					fps = s.cfg.WatchFPS
				}
				view := s.cfg.View(t, c, []string{welcome(c)}, fps)
				s.run(sess, viewKeys, &sized{Model: view, size: size}, size, fps, windows)
			}
			if t.Closed() && kind != "line" { // the line view has printed why, and how the game stands
				for _, p := range c.Farewell() {
					io.WriteString(sess, "\r\n"+p.Text())
				}
				io.WriteString(sess, "\r\n")
			}
			next(sess)
		}
	}
}

// keepalive asks the client every third of cfg.Keepalive whether it is
// there; a client that does not answer within the rest of it (frozen,
// or its network gone without a word) is disconnected, and its seat is
// free for the player to take back. It returns the function that stops it.
func (s *Server) keepalive(sess ssh.Session) func() {
	conn, ok := sess.Context().Value(ssh.ContextKeyConn).(gossh.Conn)
	if !ok {
		return func() {}
	}
	stop := make(chan struct{})
	every := s.cfg.Keepalive / 3
	go func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
			}
			answered := make(chan struct{})
			go func() {
				conn.SendRequest("keepalive@openssh.com", true, nil) // any answer will do
				close(answered)
			}()
			select {
			case <-answered:
			case <-stop:
				return
			case <-time.After(s.cfg.Keepalive - every):
				s.logf("%s: no answer for %s; disconnected", hostOf(sess.RemoteAddr()), s.cfg.Keepalive)
				conn.Close()
				return
			}
		}
	}()
	return func() { close(stop) }
}

// letGoGrace is how long a terminal the table let go has to take its why
// before its connection is ended.
const letGoGrace = 10 * time.Second

// bound has the table let the client go when it does not read what the
// table sends it (table.Client.Bound), and ends its connection
// letGoGrace after: a client that reads nothing never takes its why, and
// its view waits in a write to it until the connection ends. It returns
// the channel closed when the table lets the client go.
func (s *Server) bound(sess ssh.Session, c *table.Client) <-chan struct{} {
	letGo := c.Bound()
	addr, done := hostOf(sess.RemoteAddr()), sess.Context().Done()
	go func() {
		select {
		case <-letGo:
		case <-done:
			return
		}
		s.logf("%s: let go at the %s seat: more than %d KB waited for it unread", addr, c.Seat(), table.MaxWaiting>>10)
		select {
		case <-time.After(letGoGrace):
			closeConn(sess)
		case <-done:
		}
	}()
	return letGo
}

// readable is the size of a terminal window as the views take it: what a
// person can read, whatever the client claims (termsize).
func readable(w ssh.Window) tea.WindowSizeMsg {
	width, height := termsize.Readable(w.Width, w.Height)
	return tea.WindowSizeMsg{Width: width, Height: height}
}

// run runs one program on the session until it quits or the connection
// ends, passing on window changes, at the size given and the sizes they
// bring, made readable.
func (s *Server) run(sess ssh.Session, keys io.Reader, m tea.Model, size tea.WindowSizeMsg, fps int, windows <-chan ssh.Window) {
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	opts := append(bm.MakeOptions(sess), tea.WithFPS(fps), tea.WithInput(nil), tea.WithWindowSize(size.Width, size.Height))
	p := tea.NewProgram(m, opts...)
	go feedProgram(p, keys) // ends with the input, which ends with the program (switchboard)
	go func() {
		for {
			select {
			case <-ctx.Done():
				p.Quit()
				return
			case w := <-windows:
				p.Send(readable(w))
			}
		}
	}()
	if _, err := p.Run(); err != nil && !strings.Contains(err.Error(), "killed") {
		s.logf("%s: %v", hostOf(sess.RemoteAddr()), err)
	}
	p.Kill()
}

// runLine runs the line view on the connection: plain lines, no program
// that redraws, for the player's own screen reader. Its first line, the
// welcome, the lobby has written (lobby.welcome).
func (s *Server) runLine(sess ssh.Session, t *table.Table, c *table.Client, keys io.Reader, width int, windows <-chan ssh.Window) {
	var cols atomic.Int64
	cols.Store(int64(width))
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case w := <-windows:
				cols.Store(int64(readable(w).Width))
			}
		}
	}()
	columns := func() int { return int(cols.Load()) }
	if err := s.cfg.Line(t, c, keys, sess, columns); err != nil && !errors.Is(err, io.EOF) {
		s.logf("%s: %v", hostOf(sess.RemoteAddr()), err)
	}
}

// switchboard hands the connection's keystrokes to one reader at a time:
// the lobby's, then the seat view's. (A reader of the connection cannot be
// stopped once it waits for a key.)
type switchboard struct {
	mu    sync.Mutex
	cur   *io.PipeWriter
	ended bool // the connection's input has ended
}

func newSwitchboard(from io.Reader) *switchboard {
	sb := &switchboard{}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := from.Read(buf)
			sb.mu.Lock()
			w := sb.cur
			if err != nil {
				sb.ended = true
			}
			sb.mu.Unlock()
			if n > 0 && w != nil {
				w.Write(buf[:n])
			}
			if err != nil {
				if w != nil {
					w.Close()
				}
				return
			}
		}
	}()
	return sb
}

// next is the input of the next reader; the previous one's ends. Once the
// connection's input has ended, the next input ends at once (a reader
// waiting on it would wait forever, and keep its view in memory). The
// caller closes it when done with it.
func (sb *switchboard) next() *io.PipeReader {
	r, w := io.Pipe()
	sb.mu.Lock()
	defer sb.mu.Unlock()
	if sb.cur != nil {
		sb.cur.Close()
	}
	if sb.ended {
		w.Close()
	}
	sb.cur = w
	return r
}

// sized gives a view the terminal's size at once: the program of the seat
// starts after the lobby's, which already had it.
type sized struct {
	tea.Model
	size tea.WindowSizeMsg
}

func (m *sized) Init() tea.Cmd {
	size := m.size
	return tea.Batch(m.Model.Init(), func() tea.Msg { return size })
}

func (m *sized) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	m.Model, cmd = m.Model.Update(msg)
	return m, cmd
}

// rememberWords keeps, for the player's SSH key, the language and the
// verbosity typed during the game (lang hr, brief), so that the next
// login hears the same words.
func (s *Server) rememberWords(c *table.Client, key string) {
	if key == "" {
		return
	}
	c.OnBook(func(b speech.Phrasebook) {
		s.players.setWords(key, b, func(err error) { s.logf("cannot keep the words chosen: %v", err) })
	})
}
