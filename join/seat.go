package join

import (
	"sync"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/words"
)

// Seat is the seat taken at the host's table as the joiner's own views
// see it (tui.Seat, as a table's client is at home): what the host says
// arrives as the table's events, each ended by its prompt, and a line
// typed goes to the host, Do returning once its answer is here. It is
// the Handler that Run hands the host's messages to.
type Seat struct {
	lines    chan string   // the typed lines, for Run
	answered chan struct{} // the host has answered the line typed last
	ended    chan struct{} // Run has ended: the view closes
	seated   chan struct{} // the seat was taken and its first prompt came
	seatOnce sync.Once
	notify   chan struct{}

	mu    sync.Mutex
	book  speech.Phrasebook
	queue []table.Event
	// waiting is what queue holds, as table.Event.Weight counts it: Heard
	// reports it, and the reader ends a connection whose host sends more
	// than the view takes (wire.MaxBatch).
	waiting int
	// ready is how many of queue's events the view may take: a batch of
	// the host's is handed on whole (Heard), as the table hands a view at
	// home what one change said at once; prompted: a prompt came in it.
	// answer: the events up to the answer to the line typed last, when
	// it came since the last Take (0: none).
	ready, answer int
	prompted      bool
	cur           table.Event // what the host said since the last prompt
	// pic is the seat's board as the host's last picture showed it (the
	// prompt and its flags are each event's own).
	pic session.Picture
	end sync.Once
}

// answerWithin is how long a typed line waits for its answer: the host
// answers at once (a hint from the engine comes later, and the prompt is
// held for it as at home); a line typed while the connection is down is
// answered at once, as kept (Kept).
const answerWithin = 2 * time.Second

// NewSeat is a seat that hears in book (the joiner's own words).
func NewSeat(book speech.Phrasebook) *Seat {
	s := &Seat{lines: make(chan string), answered: make(chan struct{}, 1), ended: make(chan struct{}), seated: make(chan struct{}),
		notify: make(chan struct{}, 1), book: book}
	s.pic.LastFrom, s.pic.LastTo = rules.NoSquare, rules.NoSquare
	return s
}

// Lines are the lines typed, for Run to send.
func (s *Seat) Lines() <-chan string { return s.lines }

// Seated: the host gave the seat; the board is seen from its side.
// Joined waits for the prompt after it.
func (s *Seat) Seated(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pic.Seat, _ = session.ParseSeat(name)
	s.pic.FromBlack = s.pic.Seat == session.BlackSeat
}

// Joined is closed once the host has given the seat the first time and
// said where the game stands, with the prompt (so that a view reads no
// line before it, as at home); Ended once Run has ended.
func (s *Seat) Joined() <-chan struct{} { return s.seated }
func (s *Seat) Ended() <-chan struct{}  { return s.ended }

// Do sends a typed line to the host and waits for its answer, or for
// word that it is kept while the connection is down.
func (s *Seat) Do(line string) {
	select {
	case <-s.answered: // a late answer to a line before
	default:
	}
	select {
	case s.lines <- line:
	case <-s.ended:
		return
	}
	select {
	case <-s.answered:
	case <-s.ended:
	case <-time.After(answerWithin):
	}
}

// Ready is signalled when events wait; Take collects them.
func (s *Seat) Ready() <-chan struct{} { return s.notify }

// Take returns the events waiting, in order: after a line's answer, up
// to the answer (what came after it, the engine's move, is taken next,
// after the prompt the answer left, as at home).
func (s *Seat) Take() []table.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := s.ready
	if s.answer > 0 {
		n, s.answer = s.answer, 0
	}
	q := s.queue[:n:n]
	s.queue = s.queue[n:]
	for _, e := range q {
		s.waiting -= e.Weight()
	}
	if s.ready -= n; s.ready > 0 {
		s.signal()
	}
	return q
}

// Book is the joiner's phrasebook.
func (s *Seat) Book() speech.Phrasebook {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.book
}

// Said is a line the seat hears, in the joiner's words: printed and
// spoken with the joiner's clips.
func (s *Seat) Said(p speech.Phrase) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.cur.Lines = append(s.cur.Lines, p)
}

// Words: the joiner's words are these now (seated; lang or brief typed
// here): Book follows, and the view with it.
func (s *Seat) Words(b speech.Phrasebook) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.book = b
}

// Notice is a line printed, not spoken.
func (s *Seat) Notice(text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.cur.Notices = append(s.cur.Notices, text)
}

// Voice is faster, slower, louder or softer typed here: the view tunes
// the joiner's own voice.
func (s *Seat) Voice(change string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for c := session.Faster; c <= session.Softer; c++ {
		if c.String() == change {
			s.cur.Voice = append(s.cur.Voice, c)
		}
	}
}

// Picture is the seat's board now: the prompt that follows carries it.
func (s *Seat) Picture(p wire.Picture) {
	s.mu.Lock()
	defer s.mu.Unlock()
	pic := &s.pic
	pic.Board, pic.LastFrom, pic.LastTo, pic.InCheck, pic.Over = p.Board, p.LastFrom, p.LastTo, p.InCheck, p.Over
	pic.Moves, pic.FirstNumber, pic.FirstColor = p.Moves, p.FirstNumber, p.FirstColor
	pic.Clock = nil
	if c := p.Clock; c != nil { // the running clock goes on from now, here
		pic.Clock = &session.ClockPicture{White: c.White, Black: c.Black, Running: c.Running, Paused: c.Paused, Taken: time.Now()}
	}
}

// Prompt ends an event of the host's table: what it said, with the prompt
// and the seat's board.
func (s *Seat) Prompt(p wire.Prompt) {
	s.mu.Lock()
	pic := s.pic
	pic.Prompt, pic.SecretInput, pic.Asking, pic.Awaiting = p.Text, p.Secret, p.Asking, p.Awaiting
	pic.Pending, pic.EngineActs = p.Pending, p.EngineActs
	s.cur.Picture = pic
	s.gather()
	s.prompted = true
	s.mu.Unlock()
}

// Heard: the batch the host sent has been handed on whole; the view
// takes it at once. A view reads no line at a prompt the same batch goes
// past (a seat that completes the table hears "Waiting for White" and
// "New game" in one batch, and a script's first line is read after both).
// It returns what waits for the view, in bytes (table.Event.Weight).
func (s *Seat) Heard() (waiting int) {
	s.mu.Lock()
	s.flush()
	prompted, waiting := s.prompted, s.waiting
	s.mu.Unlock()
	if prompted {
		s.seatOnce.Do(func() { close(s.seated) })
	}
	return waiting
}

// Answered: what answers the line typed last has come.
func (s *Seat) Answered() {
	s.mu.Lock()
	s.flush()
	s.answer = s.ready
	s.mu.Unlock()
	select {
	case s.answered <- struct{}{}:
	default:
	}
}

// Status is a line of anna join's own (the connection lost, joining
// again): printed at once.
func (s *Seat) Status(text string) {
	s.mu.Lock()
	s.gather()
	s.push(table.Event{Notices: []string{text}})
	s.flush()
	s.mu.Unlock()
}

// Kept: a line typed while the connection is down is kept, to be sent
// when anna join is seated again; the joiner hears so at once. Quit typed
// then ends the seat here.
func (s *Seat) Kept(line string) {
	if line == "quit" {
		s.End("")
	} else {
		s.told(s.Book().Say(keyLineKept.With(words.Text(line))))
	}
	select {
	case s.answered <- struct{}{}:
	default:
	}
}

// Over reports whether the game was over as the host's last picture
// showed it.
func (s *Seat) Over() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pic.Over
}

// Says is a line of anna join's own, printed and said at once: the host
// gone, back at the table.
func (s *Seat) Says(p speech.Phrase) { s.told(p) }

// NotSent names the lines typed that the host is not known to have
// carried out (anna join gave up, or the host started again).
func (s *Seat) NotSent(lines []string) { s.told(s.Book().Say(keyNotSent.With(words.Texts(lines)))) }

// told is a line of anna join's own that is said: printed and spoken at
// once.
func (s *Seat) told(p speech.Phrase) {
	s.mu.Lock()
	s.gather()
	s.push(table.Event{Lines: []speech.Phrase{p}})
	s.flush()
	s.mu.Unlock()
}

// End closes the seat here: Run has ended (why, if not ""), and the view
// closes after what the host said last.
func (s *Seat) End(why string) {
	s.end.Do(func() {
		s.mu.Lock()
		s.flush()
		if why != "" {
			s.cur.Notices = append(s.cur.Notices, why)
		}
		s.cur.Quit = true
		s.flush()
		s.mu.Unlock()
		close(s.ended)
		s.signal()
	})
}

// flush queues the event being gathered, if it says anything, and hands
// on everything queued; s.mu is held.
func (s *Seat) flush() {
	s.gather()
	if s.ready < len(s.queue) {
		s.ready = len(s.queue)
		s.signal()
	}
}

// gather queues the event being gathered, if it says anything, to be
// handed on with the rest of its batch; s.mu is held.
func (s *Seat) gather() {
	e := s.cur
	if len(e.Lines) == 0 && len(e.Notices) == 0 && len(e.Voice) == 0 && e.Picture.Prompt == "" && !e.Quit {
		return
	}
	s.push(e)
	s.cur = table.Event{}
}

// push queues an event for the view; s.mu is held.
func (s *Seat) push(e table.Event) {
	s.queue = append(s.queue, e)
	s.waiting += e.Weight()
}

func (s *Seat) signal() {
	select {
	case s.notify <- struct{}{}:
	default:
	}
}
