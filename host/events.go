package host

import (
	"bufio"
	"errors"
	"io"
	"strconv"
	"strings"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/words"
)

// serveEvents is the anna-events subsystem (version 6): a joiner's own
// anna (anna join) takes a seat and gets the events the seat hears, as
// lines of internal/wire; it renders them in its own phrasebook, prints
// them and speaks them with its own clip bank on its own sound device.
// Its typed lines come back as numbered "line" messages, read here in the
// joiner's words (its language's command words). Plain ssh is not touched.
//
// What it sends a seat is numbered and kept (streams): a joiner whose
// connection died before the host noticed names its last mark when it
// joins again, ends the old connection, and hears what came after it;
// seated tells it the last typed line carried out, and it sends again
// those after it.
func (s *Server) serveEvents(t *table.Table) ssh.SubsystemHandler {
	ss := &streams{}
	return func(sess ssh.Session) {
		defer s.keepalive(sess)() // a joiner gone silent leaves its seat, as a plain ssh player does
		addr := hostOf(sess.RemoteAddr())
		key := sess.Permissions().Extensions[keyExt]
		bound := sess.Permissions().Extensions[seatExt]
		in := bufio.NewReader(io.LimitReader(sess, 1<<30))
		io.WriteString(sess, wire.Greeting())
		first, _, err := readJoiner(in)
		if err != nil {
			return
		}
		if err := wire.CheckGreeting(first); err != nil {
			why := err.Error()
			if ve := (*wire.VersionError)(nil); errors.As(err, &ve) {
				why = t.Book().Say(versionRefused(ve)).Text() // the joiner's words are not known yet
			}
			s.logf("%s: anna join refused: %s", addr, why)
			io.WriteString(sess, wire.Line(wire.KindRefused, why))
			return
		}
		line, _, err := readJoiner(in)
		if err != nil {
			return
		}
		kind, fields := wire.Split(line)
		hello, err := wire.ParseHello(fields)
		if kind != wire.KindHello || err != nil {
			io.WriteString(sess, wire.Line(wire.KindRefused, "anna: "+wire.KindHello+" expected"))
			return
		}
		if hello.Lang == "" { // the joiner named none: as the key chose before, else its computer's
			hello.Lang = string(s.players.lang(key))
			if hello.Lang == "" {
				hello.Lang = hello.Fallback
			}
		}
		if v, ok := s.players.verbosity(key); ok && hello.Verbosity == "" {
			hello.Verbosity = v.String()
		}
		book := joinerBook(t.Book(), hello)
		seat, ok := session.ParseSeat(book.Canonical(hello.Seat))
		if !ok || seat == session.NoSeat {
			io.WriteString(sess, wire.Line(wire.KindRefused, book.Say(keyNotASeat.With(words.Text(`"`+hello.Seat+`"`))).Text()))
			return
		}
		l := &lobby{table: t, players: s.players, key: key, bound: bound, book: book, log: func(string) {}}
		if !l.opens(seat) {
			io.WriteString(sess, wire.Line(wire.KindRefused, book.Say(keyNotYourCode.With(words.Text(seat.String()))).Text()))
			return
		}
		st, replay, missed := ss.resume(seat, hello.Resume) // ends the old connection of the same joiner
		c, why := l.sit(seat.String())
		if c == nil {
			io.WriteString(sess, wire.Line(wire.KindRefused, why))
			return
		}
		st, closed := ss.open(seat, st, func() { closeConn(sess) })
		letGo := s.bound(sess, c)
		s.logf("%s joined with anna join at the %s seat", addr, seat)
		unknown := hello.Resume.Stream != "" && st.id != hello.Resume.Stream // a stream the host forgot, or a host started again
		if missed = missed || unknown; missed {
			s.logf("%s: anna join at the %s seat missed more than the host keeps (%d batches, %d bytes)", addr, seat, keptBatches, keptBytes)
		}
		defer func() { // a dropped connection leaves the seat, to be taken back; what it did not send is kept
			c.Leave()
			select {
			case <-letGo: // what it did not read was dropped: joining again, it hears where the game stands
				ss.drop(st)
			default:
				if out, _ := eventLines(c.Take()); out != "" {
					ss.add(st, out)
				}
			}
			closed()
		}()
		s.rememberWords(c, key)
		s.players.joined(key, func(err error) { s.logf("cannot keep the words chosen: %v", err) })
		last, typed := ss.at(st)
		if replay == "" {
			replay = wire.MarkLine(last)
		}
		joined := seated(c)
		joined.Stream, joined.Done = st.id, typed
		welcome := ""
		if hello.Resume.Stream == "" { // joining again, anna join says it is back at the table
			welcome = eventLine(wire.KindEvent, keySeatedAt.With(words.Text(seat.String())))
		}
		switch {
		case unknown && hello.Heard >= 0: // the moves it did not hear; the table's "While you were away" follows
			for _, e := range c.Unheard(hello.Heard) {
				welcome += eventLine(wire.KindEvent, e)
			}
		case missed: // said plainly, and where the game stands; the table's prompt follows
			for _, e := range c.Standing() {
				welcome += eventLine(wire.KindEvent, e)
			}
			if out, _ := eventLines(nothingMissedLeftOut(c.Take())); out != "" {
				replay += ss.add(st, out)
			}
		}
		io.WriteString(sess, joined.Line()+welcome+replay)
		lines := make(chan typedLine)
		go readTyped(in, lines) // the typed lines, done by the loop below, which marks their answers
		for {
			var evs []table.Event
			answered, answer := 0, ""
			select {
			case <-c.Ready():
				evs = c.Take()
			case line, ok := <-lines:
				if !ok {
					return // the connection is gone
				}
				if ss.carry(st, line.N) { // not one carried out already
					if line.tooLong { // refused as the views refuse it, not echoed
						answer = eventLine(wire.KindEvent, keyLineTooLong.Event())
					} else {
						c.Do(line.Text)
					}
				}
				evs, answered = c.Take(), line.N
			}
			out, quit := eventLines(evs)
			if answered > 0 && !quit {
				out += answer + wire.AnsweredLine(answered)
			}
			if out != "" {
				out = ss.add(st, out)
			}
			if _, err := io.WriteString(sess, out); err != nil || quit {
				go func() { // the reader may be waiting to hand over a line
					for range lines {
					}
				}()
				return
			}
		}
	}
}

// nothingMissedLeftOut leaves out the table's "nothing happened while
// you were away" to a seat that missed more than the host kept: it was
// told so, and where the game stands, already. What happened after the
// seat was left ("While you were away: ..." and what follows, in the
// same table event: table/sit.go) is kept.
func nothingMissedLeftOut(evs []table.Event) []table.Event {
	for i, e := range evs {
		if len(e.Said) == 1 && e.Said[0].Event.Is(keyWhileAway) {
			evs[i].Said, evs[i].Lines = nil, nil
		}
	}
	return evs
}

// closeConn ends a session's whole connection: closing the channel alone
// would leave its reader waiting for a peer that is gone.
func closeConn(sess ssh.Session) {
	if conn, ok := sess.Context().Value(ssh.ContextKeyConn).(gossh.Conn); ok {
		conn.Close()
	}
	sess.Close()
}

// eventLines is what a seat hears, as the lines of internal/wire: each
// table event's notices, the session's events and the changes of the
// joiner's words in their order, voice changes, the picture of its board,
// and its prompt (an event) last, where the event has a picture (only the
// newest picture waits: table.Client.push); a quit ends all.
func eventLines(evs []table.Event) (string, bool) {
	var out strings.Builder
	for _, e := range evs {
		for _, n := range e.Notices {
			out.WriteString(wire.Line(wire.KindNotice, n))
		}
		for _, o := range e.Said {
			if o.Kind == session.Own {
				out.WriteString(ownLine(o.Own))
			} else {
				out.WriteString(eventLine(wire.KindEvent, o.Event))
			}
		}
		for _, v := range e.Voice {
			out.WriteString(wire.Line(wire.KindVoice, v.String()))
		}
		if e.Quit {
			why := ""
			if e.Closed {
				why = wire.QuitClosed
			}
			out.WriteString(wire.QuitLine(why))
			return out.String(), true
		}
		if e.Picture.Prompt == "" { // a notice alone, or a picture a newer one took the place of (table.Client.push)
			continue
		}
		pic := e.Picture
		out.WriteString(pictureLine(pic))
		prompt, _ := words.Encode(pic.PromptEvent)
		out.WriteString(wire.Prompt{Event: string(prompt), Secret: pic.SecretInput, Asking: pic.Asking, Awaiting: pic.Awaiting,
			Pending: pic.Pending, EngineActs: pic.EngineActs}.Line())
	}
	return out.String(), false
}

// pictureLine is the seat's board as its joiner's board view draws it.
func pictureLine(pic session.Picture) string {
	w := wire.Picture{Board: pic.Board, LastFrom: pic.LastFrom, LastTo: pic.LastTo, InCheck: pic.InCheck, Over: pic.Over,
		Moves: pic.Moves, FirstNumber: pic.FirstNumber, FirstColor: pic.FirstColor}
	if c := pic.Clock; c != nil {
		w.Clock = &wire.Clock{White: c.White, Black: c.Black, Running: c.Running, Paused: c.Paused}
	}
	return w.Line()
}

// eventLine is an event's message. Every event the session makes can be
// written (session's TestEventsRoundTrip); one that could not goes as
// nothing said.
func eventLine(kind string, e session.Event) string {
	data, err := words.Encode(e)
	if err != nil {
		data = []byte("{}")
	}
	return wire.Line(kind, string(data))
}

// ownLine tells the joiner that its words changed.
func ownLine(c session.BookChange) string {
	o := wire.Own{Lang: string(c.Lang)}
	if c.Verbosity != nil {
		o.Verbosity = c.Verbosity.String()
	}
	if c.NoArrivals != nil {
		o.Arrivals = map[bool]string{true: "off", false: "on"}[*c.NoArrivals]
	}
	return o.Line()
}

// seated answers the joiner's hello: its seat and the words the host
// reads its lines in, which it renders what it hears in.
func seated(c *table.Client) wire.Seated {
	b := c.Book()
	return wire.Seated{Seat: c.Seat().String(), Lang: b.Lang.String(), Names: b.Names.String(), Notation: b.Style.String(),
		Verbosity: b.Verbosity.String(), Engine: b.Engine}
}

// joinerBook is the host's phrasebook in the words the joiner asked for;
// a word it does not know leaves the host's choice.
func joinerBook(b speech.Phrasebook, h wire.Hello) speech.Phrasebook {
	if l, err := speech.ParseLang(h.Lang); err == nil && h.Lang != "" {
		b.Lang = l
	}
	if n, err := speech.ParseNames(h.Names); err == nil && h.Names != "" {
		b.Names = n
	}
	if st, err := speech.ParseStyle(h.Notation); err == nil && h.Notation != "" {
		b.Style = st
	}
	if v, err := speech.ParseVerbosity(h.Verbosity); err == nil && h.Verbosity != "" {
		b.Verbosity = v
	}
	b.NoArrivals = h.Arrivals == "off"
	return b
}

// The events said here.
var (
	keyLineTooLong = words.Declare("line-too-long")
	keySeatedAt    = words.Declare("seated-at", words.TextKind)
	keyWhileAway   = words.Declare("while-away", words.NumberKind)
)

// versionRefused tells a joiner of another version which anna to update:
// the joiner's, older than the host's, or the host's; that both ends need
// the same version when the joiner named none. The sentences name the
// host's version first.
func versionRefused(ve *wire.VersionError) words.Event {
	ours := strconv.Itoa(wire.Version)
	switch newer, known := ve.TheirsNewer(); {
	case known && newer:
		return keyUpdateHost.With(words.Text(ours), words.Text(ve.Theirs))
	case known:
		return keyUpdateJoiner.With(words.Text(ours), words.Text(ve.Theirs))
	}
	return keyEventsVersion.With(words.Text(ve.Theirs), words.Text(ours))
}
