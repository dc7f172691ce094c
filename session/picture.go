package session

import (
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// Picture is what a seat's screen shows of the match at one moment: its
// board, the last move, the clocks, whose turn it is, the scoresheet.
type Picture struct {
	Seat      Seat
	Board     [64]rules.Piece
	FromBlack bool // Black's seat sees the board from its side
	LastFrom  rules.Square
	LastTo    rules.Square
	InCheck   bool
	// Moves is the official scoresheet in SAN; the first move has number
	// FirstNumber and is played by FirstColor.
	Moves       []string
	FirstNumber int
	FirstColor  rules.Color
	Prompt      string
	// PromptEvent is the prompt as an event, for a terminal that renders
	// it in its own words elsewhere (anna join).
	PromptEvent Event
	// SecretInput: the line this seat types now is a sealed move
	// (Guidelines I.1): a view shows it while it is typed, for its player
	// to check, and never after.
	SecretInput bool
	// HiddenInput: the line this seat types now is the arbiter's code: a
	// view shows nothing of it, not even while it is typed, and keeps it
	// out of the lines it remembers.
	HiddenInput bool
	// Awaiting: this seat asked the engine something (hint, eval, analyze) and its
	// answer is on the way; a line view holds the prompt until it comes,
	// so that a screen reader reads the answer before the prompt.
	Awaiting bool
	// Asking: a question waits for this seat's answer (seal a move, yes
	// or no, which piece); Esc on an empty line leaves it (cancel).
	Asking bool
	// Pending: the answer to anything this seat asked the engine is on its
	// way (Awaiting, an analysis, a restart). EngineActs: the engine is to
	// act on its board (to move, to press its clock, to repeat a move). A
	// script's next line waits for both.
	Pending    bool
	EngineActs bool
	Clock      *ClockPicture // nil without a clock
	Over       bool
	Result     string
}

// ClockPicture is both clocks at the moment the picture was taken; the
// running one goes on from Taken.
type ClockPicture struct {
	White, Black time.Duration
	Running      rules.Color // NoColor when stopped
	Paused       bool
	Taken        time.Time
}

// Left is a clock's time at now, counting on from when the picture was
// taken for the clock that runs.
func (c ClockPicture) Left(col rules.Color, now time.Time) time.Duration {
	d := c.White
	if col == rules.Black {
		d = c.Black
	}
	if col == c.Running && !c.Paused {
		d -= now.Sub(c.Taken)
	}
	return max(0, d)
}

// PictureFor is what a seat's screen shows now, in the session's own
// phrasebook. now stamps the clocks.
func (s *Session) PictureFor(seat Seat, now time.Time) Picture {
	return s.PictureIn(s.book, seat, now)
}

// PictureIn is what a seat's screen shows now, its prompt in the
// phrasebook of the terminal that shows it.
func (s *Session) PictureIn(book speech.Phrasebook, seat Seat, now time.Time) Picture {
	boardOf := s.match.Turn().Other() // the board with the latest move
	switch seat {
	case WhiteSeat:
		boardOf = rules.White
	case BlackSeat:
		boardOf = rules.Black
	}
	onlooker := seat == SpectatorSeat || seat == NoSeat || seat == ArbiterSeat // no board of its own
	if p, waitPress, waitRepeat := s.match.Pending(); onlooker && (waitPress || waitRepeat) {
		boardOf = p.Color
	} else if onlooker {
		boardOf = rules.White
	}
	sheet := s.match.Sheet(boardOf)
	pic := Picture{
		Seat:        seat,
		Board:       s.match.Board(boardOf),
		FromBlack:   seat == BlackSeat || s.practice.solver() == rules.Black, // a puzzle is seen from its solver's side
		LastFrom:    rules.NoSquare,
		LastTo:      rules.NoSquare,
		InCheck:     sheet.InCheck(),
		PromptEvent: s.prompt(seat),
		SecretInput: s.sealer != rules.NoColor && (seat == NoSeat || seat == SeatOf(s.sealer) || seat == AssistantSeat),
		Over:        s.match.Outcome().Over(),
		Result:      s.match.Outcome().Result.String(),
		Awaiting:    s.engine.awaits(seat),
		Pending:     s.engine.pending(seat),
		EngineActs:  s.engineActs(),
	}
	pic.Prompt = book.Say(pic.PromptEvent).Text()
	pic.HiddenInput = s.hiddenInput(seat)
	pic.Asking = pic.SecretInput || pic.HiddenInput || s.stateOf(seat).waiting()
	if seat == NoSeat { // one terminal answers every seat's question
		for _, st := range s.seats {
			pic.Asking = pic.Asking || st.waiting()
		}
	}
	if last, ok := sheet.LastPly(); ok {
		pic.LastFrom, pic.LastTo = last.Move.From, last.Move.To
	}
	official := s.match.Agreed()
	for i, p := range official.Plies() {
		if i == 0 {
			pic.FirstNumber, pic.FirstColor = p.Number, p.Color
		}
		pic.Moves = append(pic.Moves, p.SAN)
	}
	if s.clock != nil {
		r := s.clock.Read()
		pic.Clock = &ClockPicture{White: r.White, Black: r.Black, Running: s.clock.ToMove(), Paused: s.clock.Paused(), Taken: now}
		if s.match.Outcome().Over() {
			pic.Clock.Running = rules.NoColor
		}
	}
	return pic
}
