package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/anna-chess/anna/host"
	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/internal/private"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
	"github.com/anna-chess/anna/voice"
)

// hostMatch is anna host: the match is served over SSH while this terminal
// sits at its own seat. It returns when this terminal's player quits.
//
// The join codes are secrets: none is printed or said at the start (a
// screen reader reads aloud what is printed); codes says those this
// terminal may hand out, and the arbiter's is kept in a file only this
// user can read. The scoresheet's file name is said, its path printed.
func hostMatch(o options, t *table.Table, sheet string, stdin *os.File, stdout, stderr io.Writer, v *voice.Voice, notices []string, later chan string, engineOpponent session.Seat) int {
	seat, err := localSeat(o, engineOpponent)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 2
	}
	keyPath, err := hostKeyPath()
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 1
	}
	logPath := places.Log("host.log")
	os.MkdirAll(filepath.Dir(logPath), 0o700)
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, annaSays(cliHostLogUnwritten, logPath, unwrapPath(err))))
		return 1
	}
	logFile.Close() // it can be written: the host writes it capped
	log := host.OpenLog(logPath)
	defer log.Close()
	codes := seatCodes(o, seat, engineOpponent)
	if o.resume {
		codes = seatCodesKept(codes, &o.hosting)
	}
	lock := scoresheet.LockPath(sheet)
	seen := lastSeen(lock) // before this host marks that it runs
	defer heartbeat(lock)()
	arbiterNotice, err := keepArbiterCode(o, codes, sheet)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 1
	}
	if o.resume { // served again: what the players elsewhere miss is kept for them
		t.Away(awaySeats(o, codes, seat)...)
	}
	// The match keeps its codes and the keys that sat at it, with every
	// save and whenever a key joins: the host may die at any moment.
	var running atomic.Pointer[host.Server]
	keep := func() {
		if srv := running.Load(); srv != nil {
			t.Keep(func() json.RawMessage { return o.hosting.kept(codes, srv.Keys(), srv.Seated()) })
		}
	}
	srv, err := host.Start(host.Config{
		Listen: o.listen, HostKeyPath: keyPath, Codes: codes, AuthorizedKeys: o.authorizedKeys, ArbiterKeys: o.arbiterKey,
		Keys: o.hosting.Keys, Seated: o.hosting.Sat, KeysChanged: keep,
		Views: filepath.Join(filepath.Dir(keyPath), "views"),
		Log:   log, Notice: func(line string) { voice.Tell(later, line) },
		View: o.look.Remote, Line: remoteLine,
	}, t)
	if err != nil {
		fmt.Fprintln(stderr, "anna:", strings.TrimPrefix(err.Error(), "host: "))
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
	if !o.arbiterRemote {
		roles |= session.ArbiterRole
	}
	client, err := t.SitWith(seat, roles)
	if err != nil {
		fmt.Fprintf(stderr, "anna: %v\n", err)
		return 1
	}
	t.SetCodes(func(c *table.Client) []table.SeatCode { return host.Handout(codes, c.Seat(), c == client) })
	if o.resume { // how long no host ran it: the clocks stand as saved
		t.Act(func(s *session.Session) []session.Output { return s.TableDown(seen, time.Now()) })
	}
	_, port, _ := net.SplitHostPort(srv.Addr().String())
	hint := t.Book().CodesHint()
	notices = append(notices, o.book.JoinWith(fmt.Sprintf("ssh -p %s %s", port, joinHost(o.listen))).Text(), o.book.CodesHint().Text())
	if arbiterNotice != "" {
		notices = append(notices, arbiterNotice)
	}
	notices = append(notices, o.book.RefusedLog(logPath).Text(), o.book.SitsAt(seat.String()).Text())
	for _, p := range []speech.Phrase{t.Book().ScoresheetNamed(sheet), t.Book().JoinInfo(port), hint} {
		v.Speak(p)
	}
	return runTerminal(o, t, client, stdin, stdout, stderr, v, notices, later)
}

// keepArbiterCode keeps the arbiter's join code, if that seat has one, in a
// file only this user reads, and returns the line that names it (or the
// arbiter's key, which opens that seat instead): never the code itself.
func keepArbiterCode(o options, codes map[session.Seat]string, sheet string) (string, error) {
	switch {
	case o.arbiterKey != "":
		return o.book.ArbiterKeyIn(o.arbiterKey).Text(), nil
	case codes[session.ArbiterSeat] != "":
		path := arbiterCodePath(sheet)
		if err := scoresheet.WritePrivate(path, []byte(codes[session.ArbiterSeat]+"\n")); err != nil {
			return "", scoresheetTrouble(err, cliCannotWrite)
		}
		return o.book.ArbiterCodeIn(path).Text(), nil
	}
	return "", nil
}

// arbiterCodePath is where the arbiter's join code is kept: beside the
// match's state (game.pgn -> game.arbiter-code), for the host's user alone.
func arbiterCodePath(pgn string) string {
	return strings.TrimSuffix(pgn, filepath.Ext(pgn)) + ".arbiter-code"
}

// seatCodes are the join codes of the seats others take: each its own, so
// that a player's code takes nobody else's seat, and a dropped player comes
// back with it whatever other codes are tried. The players' seats this
// terminal or the engine does not hold, the assistant's (--assistant), the
// arbiter's (--arbiter remote), and the spectators'.
func seatCodes(o options, here, engine session.Seat) map[session.Seat]string {
	engineSeat := session.NoSeat
	switch engine {
	case session.WhiteSeat:
		engineSeat = session.BlackSeat
	case session.BlackSeat:
		engineSeat = session.WhiteSeat
	}
	codes := map[session.Seat]string{session.SpectatorSeat: host.NewCode()}
	for _, s := range []session.Seat{session.WhiteSeat, session.BlackSeat} {
		if s != here && s != engineSeat {
			codes[s] = host.NewCode()
		}
	}
	if o.assistant && here != session.AssistantSeat {
		codes[session.AssistantSeat] = host.NewCode()
	}
	if o.arbiterRemote && o.arbiterKey == "" { // the arbiter's key opens that seat alone
		codes[session.ArbiterSeat] = host.NewCode()
	}
	return codes
}

// seatFlag reads --seat ("": none named).
func seatFlag(name string) (session.Seat, error) {
	if name == "" {
		return session.NoSeat, nil
	}
	seat, ok := session.ParseSeat(name)
	if !ok || seat == session.NoSeat {
		return session.NoSeat, annaLine(&refusal{Name: "seat", Value: name, Reason: choose("white", "black", "assistant", "arbiter", "watch")})
	}
	return seat, nil
}

// localSeat is this terminal's seat: --seat, or the engine's opponent's
// (not NoSeat when an engine plays), or the blind player's, or White's.
// --seat may not name the engine's own seat.
func localSeat(o options, engineOpponent session.Seat) (session.Seat, error) {
	if o.seat == "" && engineOpponent != session.NoSeat {
		return engineOpponent, nil
	}
	if o.seat != "" {
		seat, err := seatFlag(o.seat)
		if err != nil {
			return session.NoSeat, err
		}
		if engineOpponent != session.NoSeat && (seat == session.WhiteSeat || seat == session.BlackSeat) && seat != engineOpponent {
			return session.NoSeat, annaSays(cliSeatEngine, o.seat, seat.String(), orWords{engineOpponent.String(), "assistant", "watch"})
		}
		return seat, nil
	}
	if o.blind[1] && !o.blind[0] {
		return session.BlackSeat, nil
	}
	return session.WhiteSeat, nil
}

// remoteLine is the line view on an SSH terminal (ssh -t HOST line), for
// the player's own screen reader or braille display. Remote terminals are
// silent: their screen reader speaks.
func remoteLine(t *table.Table, c *table.Client, in io.Reader, out io.Writer, columns func() int) error {
	return (&tui.LineView{Table: t, Client: c, In: in, Out: out, Voice: tui.Silent{}, Columns: columns}).Run()
}

// hostKeyPath is the server's host key, kept in anna's config folder
// (created by wish on first use).
func hostKeyPath() (string, error) {
	dir, err := places.Config()
	if err != nil {
		return "", annaSays(cliHostKeyNoFolder, err)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", annaLine(err)
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
