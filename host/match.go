package host

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/internal/private"
	"github.com/anna-chess/anna/internal/why"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// Match is anna host: the match at a table served over SSH while this
// terminal sits at its own seat. cmd/anna hands it the flags, the voice
// and this terminal's view.
type Match struct {
	Book           speech.Phrasebook
	Sheet          string       // the scoresheet's path
	SeatName       string       // --seat: this terminal's seat (TerminalSeat)
	BlindBlack     bool         // --blind black alone: this terminal is Black's
	Engine         session.Seat // the engine's opponent; NoSeat: no engine plays
	Listen         string       // --listen
	AuthorizedKeys string       // --authorized-keys
	ArbiterKey     string       // --arbiter-key
	ArbiterRemote  bool         // --arbiter remote: the arbiter sits at a seat of their own
	Assistant      bool         // --assistant: the assistant's seat has a code
	Resume         bool         // served again: its codes and keys kept (Hosting)
	Hosting        Hosting      // what the match keeps for its host

	Notices []string // printed at the start, before the host's own
	// Say speaks a phrase on this terminal's voice; Tell prints a line
	// when it comes (the voice's notices).
	Say  func(speech.Phrase)
	Tell func(string)
	// View and Line are the views a remote terminal gets (Config's).
	View func(t *table.Table, c *table.Client, notices []string, fps int) tea.Model
	Line func(t *table.Table, c *table.Client, in io.Reader, out io.Writer, columns func() int) error
	// Terminal runs this terminal's seat, client, until its player quits:
	// the program's status.
	Terminal func(client *table.Client, notices []string) int
	Err      io.Writer
}

// Serve serves the match at t and runs this terminal's seat. It returns
// when this terminal's player quits: the program's status.
//
// The join codes are secrets: none is printed or said at the start (a
// screen reader reads aloud what is printed); codes says those this
// terminal may hand out, and the arbiter's is kept in a file only this
// user can read. The scoresheet's file name is said, its path printed.
func (m Match) Serve(t *table.Table) int {
	seat, err := m.TerminalSeat()
	if err != nil {
		fmt.Fprintln(m.Err, cliline.InLang(m.Book, err))
		return 2
	}
	keyPath, err := hostKeyPath()
	if err != nil {
		return m.refuse(err)
	}
	logPath := places.Log("host.log")
	os.MkdirAll(filepath.Dir(logPath), 0o700)
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return m.refuse(cliline.Anna(cliHostLogUnwritten, logPath, err))
	}
	logFile.Close() // it can be written: the host writes it capped
	log := OpenLog(logPath)
	defer log.Close()
	codes := m.seatCodes(seat)
	if m.Resume {
		codes = m.Hosting.CodesKept(codes)
	}
	lock := scoresheet.LockPath(m.Sheet)
	seen := LastSeen(lock) // before this host marks that it runs
	defer Heartbeat(lock)()
	arbiterNotice, err := m.keepArbiterCode(codes)
	if err != nil {
		return m.refuse(err)
	}
	if m.Resume { // served again: what the players elsewhere miss is kept for them
		t.Away(m.Hosting.Away(codes, seat, m.ArbiterKey != "")...)
	}
	// The match keeps its codes and the keys that sat at it, with every
	// save and whenever a key joins: the host may die at any moment.
	var running atomic.Pointer[Server]
	keep := func() {
		if srv := running.Load(); srv != nil {
			t.Keep(func() json.RawMessage { return m.Hosting.Kept(codes, srv.Keys(), srv.Seated()) })
		}
	}
	srv, err := Start(Config{
		Listen: m.Listen, HostKeyPath: keyPath, Codes: codes, AuthorizedKeys: m.AuthorizedKeys, ArbiterKeys: m.ArbiterKey,
		Keys: m.Hosting.Keys, Seated: m.Hosting.Sat, KeysChanged: keep,
		Views: filepath.Join(filepath.Dir(keyPath), "views"),
		Log:   log, Notice: m.Tell,
		View: m.View, Line: m.Line,
	}, t)
	if err != nil {
		fmt.Fprintln(m.Err, "anna:", strings.TrimPrefix(err.Error(), "host: "))
		return 1
	}
	running.Store(srv)
	keep()
	// The host key (made by wish on the first start, mode 0600) is the
	// user's alone on Windows too, where the mode means nothing: an access
	// list of the user's. Best effort: it is in the user's own folder.
	private.Restrict(keyPath)
	defer func() {
		t.Close() // the remote views end first, then their connections
		srv.Close()
	}()
	// This terminal holds the arbiter's powers too (free black, adjust,
	// pause...), unless the arbiter sits at a seat of their own.
	roles := seat.Roles()
	if !m.ArbiterRemote {
		roles |= session.ArbiterRole
	}
	client, err := t.SitWith(seat, roles)
	if err != nil {
		fmt.Fprintf(m.Err, "anna: %v\n", err)
		return 1
	}
	t.SetCodes(func(c *table.Client) []table.SeatCode { return Handout(codes, c.Seat(), c == client) })
	if m.Resume { // how long no host ran it: the clocks stand as saved
		t.Act(func(s *session.Session) []session.Output { return s.TableDown(seen, time.Now()) })
	}
	_, port, _ := net.SplitHostPort(srv.Addr().String())
	hint := t.Book().CodesHint()
	notices := append(m.Notices, m.Book.JoinWith(fmt.Sprintf("ssh -p %s %s", port, joinHost(m.Listen))).Text(), m.Book.CodesHint().Text())
	if arbiterNotice != "" {
		notices = append(notices, arbiterNotice)
	}
	notices = append(notices, m.Book.RefusedLog(logPath).Text(), m.Book.SitsAt(seat.String()).Text())
	for _, p := range []speech.Phrase{t.Book().ScoresheetNamed(m.Sheet), t.Book().JoinInfo(port), hint} {
		m.Say(p)
	}
	return m.Terminal(client, notices)
}

// refuse says why the match cannot be served, in the player's words: the
// program's status.
func (m Match) refuse(err error) int {
	fmt.Fprintln(m.Err, cliline.InLang(m.Book, err))
	return 1
}

// keepArbiterCode keeps the arbiter's join code, if that seat has one, in a
// file only this user reads, and returns the line that names it (or the
// arbiter's key, which opens that seat instead): never the code itself.
func (m Match) keepArbiterCode(codes map[session.Seat]string) (string, error) {
	switch {
	case m.ArbiterKey != "":
		return m.Book.ArbiterKeyIn(m.ArbiterKey).Text(), nil
	case codes[session.ArbiterSeat] != "":
		path := ArbiterCodePath(m.Sheet)
		if err := scoresheet.WritePrivate(path, []byte(codes[session.ArbiterSeat]+"\n")); err != nil {
			return "", why.Scoresheet(err, cliCannotWrite)
		}
		return m.Book.ArbiterCodeIn(path).Text(), nil
	}
	return "", nil
}

// ArbiterCodePath is where the arbiter's join code is kept: beside the
// match's state (game.pgn -> game.arbiter-code), for the host's user alone.
func ArbiterCodePath(pgn string) string {
	return strings.TrimSuffix(pgn, filepath.Ext(pgn)) + ".arbiter-code"
}

// seatCodes are the join codes of the seats others take: each its own, so
// that a player's code takes nobody else's seat, and a dropped player comes
// back with it whatever other codes are tried. The players' seats this
// terminal (here) or the engine does not hold, the assistant's
// (--assistant), the arbiter's (--arbiter remote), and the spectators'.
func (m Match) seatCodes(here session.Seat) map[session.Seat]string {
	engineSeat := session.NoSeat
	switch m.Engine {
	case session.WhiteSeat:
		engineSeat = session.BlackSeat
	case session.BlackSeat:
		engineSeat = session.WhiteSeat
	}
	codes := map[session.Seat]string{session.SpectatorSeat: NewCode()}
	for _, s := range []session.Seat{session.WhiteSeat, session.BlackSeat} {
		if s != here && s != engineSeat {
			codes[s] = NewCode()
		}
	}
	if m.Assistant && here != session.AssistantSeat {
		codes[session.AssistantSeat] = NewCode()
	}
	if m.ArbiterRemote && m.ArbiterKey == "" { // the arbiter's key opens that seat alone
		codes[session.ArbiterSeat] = NewCode()
	}
	return codes
}

// hostKeyPath is the server's host key, kept in anna's config folder
// (created by wish on first use).
func hostKeyPath() (string, error) {
	dir, err := places.Config()
	if err != nil {
		return "", cliline.Anna(cliHostKeyNoFolder, err)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", cliline.Of(err)
	}
	return filepath.Join(dir, "host_ed25519"), nil
}

// joinHost is the host name others type: the listening address, or this
// machine's name when anna listens on every address.
func joinHost(listen string) string {
	h, _, err := net.SplitHostPort(listen)
	if err != nil || h == "" || h == "0.0.0.0" || h == "::" {
		if name, err := os.Hostname(); err == nil {
			return name
		}
		return "HOST"
	}
	return h
}
