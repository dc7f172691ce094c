// Package table is the match's table: the one place where every seat's
// lines meet the session, one at a time. Players, the assistant and
// spectators sit at it from their own terminals (the local one, or SSH);
// each gets the lines meant for its seat and a fresh picture of its board
// after every event. The table saves the match before anything about a
// change is said, runs the clock's timer, and remembers what an absent
// player missed.
package table

import (
	"errors"
	"sync"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Store keeps the match on disk: version v replaces anything older.
type Store interface {
	Save(v int, docs session.Documents) error
	Where() string
}

// NoStore keeps nothing: a sitting that changes no game (an analysis,
// puzzles).
type NoStore struct{}

func (NoStore) Save(int, session.Documents) error { return nil }
func (NoStore) Where() string                     { return "" }

// Event is what one seat's terminal receives: the lines it hears, in order,
// and how its screen looks now.
type Event struct {
	Lines []speech.Phrase
	// Said is what Lines were rendered from, in order: the session's Say
	// outputs, and its Own outputs (the terminal's words changed: what
	// follows is in the new ones), for a terminal that renders them in
	// its own words elsewhere (anna join).
	Said    []session.Output
	Picture session.Picture
	// Notices are plain lines, printed but not spoken (a failed save, a
	// player who left).
	Notices []string
	// Voice is what this terminal's own voice is to do (faster, slower,
	// louder, softer, typed here): the view carries it out and says the
	// new setting after Lines.
	Voice []session.VoiceChange
	// Quit tells the terminal to close: its player left, or the table closed.
	Quit bool
	// Closed: the host closed the table on purpose (its player quit); Lines
	// say why and how the game stands.
	Closed bool
}

// Errors of the table.
var (
	ErrTaken  = errors.New("table: the seat is taken")
	ErrNoSeat = errors.New("table: the match has no such seat")
	ErrClosed = errors.New("table: the table is closed")
)

// Table seats clients around one session.
type Table struct {
	mu        sync.Mutex
	sess      *session.Session
	store     Store
	version   int
	clients   map[*Client]struct{}
	timer     *time.Timer
	slow      []*Client                        // clients past MaxWaiting, let go once what is being said is given out
	missed    map[session.Seat][]session.Event // what absent seats missed
	left      map[session.Seat]bool            // seats whose player has left
	leftAt    map[session.Seat]int             // the plies their terminals showed when they left
	closed    bool
	started   bool          // the game has started
	requested bool          // Start has been called
	begun     chan struct{} // closed when the game starts
	book      speech.Phrasebook
	now       func() time.Time
	waitedFor []session.Seat           // the players the table last said it waits for
	unsaved   error                    // why the newest version is not on disk; nil when it is
	retry     *time.Timer              // tries the save again while unsaved
	codes     func(*Client) []SeatCode // the join codes a terminal may hand out; nil: no host
	closing   []session.Output         // what everybody heard when the table closed
}

// New sets a table for a session. Start must be called once the first
// client has sat down, to open the game.
func New(sess *session.Session, store Store) *Table {
	return &Table{sess: sess, store: store, clients: map[*Client]struct{}{},
		missed: map[session.Seat][]session.Event{}, left: map[session.Seat]bool{}, leftAt: map[session.Seat]int{}, book: sess.Book(), now: time.Now,
		begun: make(chan struct{})}
}

// Client is one terminal at the table.
type Client struct {
	t    *Table
	seat session.Seat

	roles session.Roles // what its lines may do
	// adviser: a program at a spectator's seat (SitAdviser), not a person
	// watching: nobody hears it come or go, and no count includes it.
	adviser bool
	book    speech.Phrasebook // its own words: language, names, notation, verbosity
	// onBook is told the client's words when lang or brief typed at its
	// terminal changed them (the host remembers them for its SSH key).
	onBook func(speech.Phrasebook)
	// counting is whose clock the client heard read last, when a reading
	// was the last thing it heard (rules.NoColor otherwise); t.mu guards it.
	counting rules.Color

	// awayFrom is how many plies its seat's terminal showed when its player
	// left, for a client that came back (-1: it did not): the table says
	// what came after as "While you were away".
	awayFrom int

	mu     sync.Mutex
	queue  []Event
	notify chan struct{}
	gone   bool
	ended  bool // an event that closes its terminal is queued (Quit)
	// What waits for the client, and its bound (client.go).
	waiting  int           // what queue takes, in bytes (about: Event.weight)
	pictured int           // the index in queue of the one event with a picture; -1: none
	letGo    chan struct{} // not nil: the client is bounded; closed when the table let it go
}

// Seat is where the client sits.
func (c *Client) Seat() session.Seat { return c.seat }

// Roles are what the client's lines may do.
func (c *Client) Roles() session.Roles { return c.roles }

// Book is the client's own phrasebook now ("lang hr" or "brief" typed at
// its terminal changes it).
func (c *Client) Book() speech.Phrasebook {
	c.t.mu.Lock()
	defer c.t.mu.Unlock()
	return c.book
}

// Start opens the game once both players are at the table (a terminal
// without a seat counts as both): the first announcement, and the clock of
// the player to move (6.6). Until then the table says whom it waits for,
// and the game starts when they sit down.
func (t *Table) Start() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.started || t.requested {
		return
	}
	t.requested = true
	if missing := t.missingPlayers(); len(missing) > 0 {
		t.await(missing)
		return
	}
	t.begin()
}

// Begun is closed when the game has started.
func (t *Table) Begun() <-chan struct{} { return t.begun }

// begin starts the game. t.mu is held.
func (t *Table) begin() {
	t.started = true
	close(t.begun)
	t.carryOut(nil, t.sess.Start())
	t.maybeOpen()
}

// seated follows a change of who sits at the table: a game waiting for its
// players starts when both are there, and a resumed match's envelope is
// opened in their presence. t.mu is held.
func (t *Table) seated() {
	if t.requested && !t.started {
		if missing := t.missingPlayers(); len(missing) == 0 {
			t.begin()
		} else {
			t.await(missing)
		}
		return
	}
	t.maybeOpen()
}

// missingPlayers are the players' seats nobody sits at. t.mu is held.
func (t *Table) missingPlayers() []session.Seat {
	var white, black bool
	for c := range t.clients {
		white = white || c.seat == session.WhiteSeat || c.seat == session.NoSeat
		black = black || c.seat == session.BlackSeat || c.seat == session.NoSeat
	}
	var missing []session.Seat
	if !white {
		missing = append(missing, session.WhiteSeat)
	}
	if !black {
		missing = append(missing, session.BlackSeat)
	}
	return missing
}

// Do hands a line typed at a client's terminal to the session and carries
// out what follows; everybody concerned hears it. It returns when the lines
// are in every client's queue.
func (c *Client) Do(line string) {
	t := c.t
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, seated := t.clients[c]; t.closed || !seated {
		return // a terminal that has left types for nobody
	}
	t.carryOut(c, t.sess.HandleIn(c.book, c.seat, c.roles, line))
}

// Act runs f with the session as one event of the table, as a line typed
// at a terminal is, and carries out what it returns (nil: nothing). It is
// for a program at the table (an engine) that reads the match and answers
// in its own time; f must not block.
func (t *Table) Act(f func(*session.Session) []session.Output) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return
	}
	if outs := f(t.sess); outs != nil {
		t.carryOut(nil, outs)
	}
}

// carryOut saves where the outputs ask for it, then tells each client what
// it hears; the timer is set for the clock's next moment. t.mu is held.
func (t *Table) carryOut(from *Client, outs []session.Output) {
	var said []session.Output
	quit := false
	for _, o := range outs {
		switch o.Kind {
		case session.Save:
			said = append(said, t.save()...)
		case session.Free:
			said = append(said, t.free(from, o)...)
		case session.Codes:
			said = append(said, t.codesSaid(from, o)...)
		case session.Voice, session.Own:
			said = append(said, o)
		case session.Say:
			if t.unsaved != nil && o.Event.Is(keyGoodbye) {
				o.Event = keyGoodbyeUnsaved.Event() // not "Game saved."
			}
			said = append(said, o)
		case session.Quit:
			quit = true
		}
	}
	t.broadcast(from, said, nil)
	if quit && from != nil {
		from.push(Event{Quit: true})
	}
	t.arm()
}

// broadcast gives every client the lines its seat hears and a new picture;
// absent players' lines are kept for their return. except, if not nil, gets
// nothing (it was told already).
func (t *Table) broadcast(from *Client, said []session.Output, except *Client) {
	now := t.now()
	for c := range t.clients {
		if c == except {
			continue
		}
		var lines []speech.Phrase
		var voice []session.VoiceChange
		var events []session.Output
		for _, o := range said {
			o, heard := hears(c, from, o)
			switch {
			case !heard:
			case o.Kind == session.Voice:
				voice = append(voice, o.Change)
			case o.Kind == session.Own:
				c.book = o.Own.Apply(c.book) // what follows is said in the new words
				events = append(events, o)
				if c.onBook != nil {
					c.onBook(c.book)
				}
			case o.Kind == session.Say:
				o = c.countdown(o)
				lines = append(lines, o.In(c.book)...)
				events = append(events, o)
			}
		}
		t.give(c, Event{Lines: lines, Said: events, Voice: voice, Picture: t.sess.PictureIn(c.book, c.seat, now)})
	}
	for seat := range t.left {
		for _, o := range said {
			if o, heard := o.At(seat, seat.Roles()); o.Kind == session.Say && !o.Reply && heard && !o.Event.Is(keyWaitingFor) && !isPresence(o.Event) {
				t.missed[seat] = append(t.missed[seat], o.Event)
			}
		}
	}
	t.letGoSlow()
}

func (t *Table) noticeAll(text string) {
	for c := range t.clients {
		t.give(c, Event{Notices: []string{text}})
	}
	t.letGoSlow()
}

// arm sets the timer for the clock's next moment (a flag fall or a time
// announcement); nothing to wait for, no timer.
func (t *Table) arm() {
	if t.timer != nil {
		t.timer.Stop()
	}
	d, ok := t.sess.UntilNextEvent()
	if !ok || t.closed {
		return
	}
	t.timer = time.AfterFunc(d, func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		if t.closed {
			return
		}
		t.carryOut(nil, t.sess.Tick())
	})
}

// Leave takes a client from the table. A player's seat stays theirs to
// take back; the others hear that they left, and the game goes on (the
// clock keeps running, as over the board).
func (c *Client) Leave() {
	t := c.t
	t.mu.Lock()
	defer t.mu.Unlock()
	t.leave(c)
}

// leave takes a client from the table (Leave). t.mu is held.
func (t *Table) leave(c *Client) {
	if _, ok := t.clients[c]; !ok {
		return
	}
	delete(t.clients, c)
	c.close()
	if c.seat == session.SpectatorSeat && !c.adviser && !t.closed {
		t.broadcast(nil, []session.Output{t.spectators()}, nil)
	}
	if oneAtATime(c.seat) {
		if t.closed || t.sess.Game().Outcome().Over() {
			return
		}
		t.broadcast(nil, []session.Output{presence(keySeatLeft.With(words.Text(c.seat.String())))}, nil)
		t.away(c.seat)
		if t.requested && !t.started {
			t.await(t.missingPlayers())
		}
	}
}

// countdown is a reading of the last seconds as this client hears it: the
// number alone right after the reading before it, with the side named when
// anything else was said between (an answer, a chat line). t.mu is held.
func (c *Client) countdown(o session.Output) session.Output {
	col, bare := o.Reading()
	if bare && c.counting != col {
		o = o.Named()
	}
	c.counting = col
	return o
}

// away marks a seat as left: what is said is kept for its return. t.mu is
// held.
func (t *Table) away(seat session.Seat) {
	t.left[seat] = true
	t.leftAt[seat] = t.sess.Seen(seat)
}

// Close ends the table: every client is told to quit.
func (t *Table) Close() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return
	}
	t.closed = true
	if t.timer != nil {
		t.timer.Stop()
	}
	if t.retry != nil {
		t.retry.Stop()
	}
	t.closing = t.sess.Closing()
	for c := range t.clients {
		c.push(Event{Lines: t.farewell(c.book), Said: t.closing, Quit: true, Closed: true})
	}
}

// farewell is what the table said as it closed, in a terminal's words.
// t.mu is held.
func (t *Table) farewell(b speech.Phrasebook) []speech.Phrase {
	var lines []speech.Phrase
	for _, o := range t.closing {
		lines = append(lines, o.In(b)...)
	}
	return lines
}

// Farewell is what the table said as it closed (nothing while it is
// open), in the client's words: for a terminal that shows it after its
// view has ended (a board view over SSH).
func (c *Client) Farewell() []speech.Phrase {
	c.t.mu.Lock()
	defer c.t.mu.Unlock()
	return c.t.farewell(c.book)
}

// Closed reports whether the table has been closed.
func (t *Table) Closed() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.closed
}

// maybeOpen opens a resumed match's envelope once both players are at the
// table (I.7: the sealed move is revealed in their presence). A terminal
// without a seat counts as both. t.mu is held.
func (t *Table) maybeOpen() {
	if t.started && t.sess.Sealed() && len(t.missingPlayers()) == 0 {
		t.carryOut(nil, t.sess.OpenEnvelope())
	}
}

// Book is the phrasebook of the match.
func (t *Table) Book() speech.Phrasebook { return t.book }

// The events said here.
var (
	keyGoodbye        = words.Declare("goodbye")
	keyGoodbyeUnsaved = words.Declare("goodbye-unsaved")
	keySeatLeft       = words.Declare("seat-left", words.TextKind)
)
