// Package session is a game at the keyboard: it reads what a player types,
// one line at a time (a move, an answer to a question, or a command), asks
// the rules, and says what happened as a list of outputs: phrases to print
// and speak, and the moments the scoresheet must be saved. It does no I/O;
// the line view and the script runner carry the outputs out.
package session

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Config sets up a session.
type Config struct {
	Book   speech.Phrasebook
	FEN    string // the starting position; empty for the initial position
	Header rules.Header
	// Variant is standard chess or Chess960 (Guidelines II); a Chess960
	// game starts from FEN, one of its 960 start positions or any other.
	Variant rules.Variant
	// Laws is the text of the Laws of Chess the game is played by (2023,
	// the default, or 2017); the scoresheet's Laws tag records it.
	Laws rules.Laws
	// GuidelinesIII says whether the event applies Guidelines III (III.4
	// increments and III.5 claims): auto applies them wherever III.2.2
	// allows (standard and rapid without increment).
	GuidelinesIII rules.GuidelinesIII

	// TimeControl, when not zero, puts a clock on the game, read through
	// Time (a monotonic source; tests pass a fake one).
	TimeControl rules.TimeControl
	Time        rules.TimeSource
	// Announce is the schedule of spoken time announcements.
	Announce Announce
	// Confirm asks "do you really?" before a draw is offered or accepted
	// (resigning is always confirmed).
	Confirm bool
	// ArbiterCode keeps the arbiter's powers at a keyboard the players
	// type at behind the arbiter's own code, chosen before the game starts
	// (a game for rating at one keyboard; arbitercode.go).
	ArbiterCode bool

	// Mirror and Press are the Appendix D procedure: whether the opponent's
	// board follows a move at once or when the opponent repeats it (D.2.1),
	// and whether a move is completed on entry or by pressing the clock
	// (D.2.3, D.2.4, D.2.8).
	Mirror rules.Mirror
	Press  rules.PressMode
	// Blind marks the seats (White, Black) of visually disabled players;
	// Assistant opens the assistant's seat (D.2.10).
	Blind     [2]bool
	Assistant bool

	// Engine is the chess engine at the table (engine.go): the side it
	// plays, if any, and what it may be asked; nil for none.
	Engine *EngineConfig
	// Online, when set, is a game played on a server that decides
	// (online.go): nil for a game at home.
	Online *Online
}

// Session is one match: two seats, White and Black, each with its own
// board and scoresheet, and perhaps an assistant. A line may name the seat
// that types it ("black: Springer Felix sechs"); a line without one belongs
// to the player whose turn it is (one terminal acting for both).
type Session struct {
	book   speech.Phrasebook
	match  *rules.Match
	header rules.Header
	blind  [2]bool
	helper bool     // the assistant's seat is open
	events []string // the corrections and reports of the match, for its record

	seats map[Seat]*seatState // what each seat has going on
	asker Seat                // the seat that was last asked a question

	sealer    rules.Color // the player sealing a move (Guidelines I), or NoColor
	envelope  *Envelope   // the sealed move, until the envelope is opened
	adjourned bool        // sealed and not yet resumed
	resumed   bool        // set up again from a saved state
	awaiting  []string    // the players' seats the game waits for (a hosted match)
	requests  []request   // what players asked the arbiter for, oldest first

	guidelines bool            // Guidelines III apply (quickplay.go)
	quick      *quickplayClaim // a claim under III.5 waiting for the arbiter
	slip       repeatSlip      // a repeat that differed from the move announced, typed once (procedure.go)
	code       arbiterCode     // the arbiter's code, in a game for rating at one keyboard (arbitercode.go)
	touched    touches         // pieces the arbiter recorded as touched (4.3)
	illegal    [2]int          // completed illegal moves the arbiter declared, White's and Black's (7.5.5)
	openedAt   int             // the plies on the sealer's scoresheet once a resumed envelope was opened (I.10); 0 for none

	clock    *rules.Clock // nil for a game without a clock
	announce Announce
	armed    time.Duration // the next scheduled announcement, as the time left; 0 for none
	// readings is, for each side, the last reading of the schedule said
	// for its clock (0 for none since its time last rose above the next
	// reading up): an increment that lifts the time back over it does
	// not have it said again.
	readings     [3]time.Duration
	confirmDraws bool // ask before a draw is offered or accepted

	engine   *engineState // the engine at the table (engine.go); nil for none
	online   *onlineState // the server's game (online.go); nil at home
	practice *practice    // a sitting of puzzles (puzzle.go); nil in a game

	hosted    json.RawMessage // what the host keeps with the match (host/hosted.go)
	lastSaved lastSave        // the save a resumed match was set up from
}

// seatState is what one seat has going on: its last announcement, and
// the questions and modes that wait for its next line.
type seatState struct {
	last     Event         // the last thing said to this seat, for "repeat"
	question *question     // "which piece?" waiting for its answer
	confirm  *confirmation // a yes-or-no question waiting for its answer
	mode     mode          // a mode that reads lines before the usual commands (review)
}

// waiting reports whether the seat owes anna an answer.
func (st *seatState) waiting() bool { return st.confirm != nil || st.question != nil }

// me is the state of the seat that typed the line.
func (s *Session) me(in *typedLine) *seatState { return s.stateOf(in.seat) }

func (s *Session) stateOf(seat Seat) *seatState {
	st, ok := s.seats[seat]
	if !ok {
		st = &seatState{}
		s.seats[seat] = st
	}
	return st
}

// confirmation is a question answered yes or no: "yes" (or "ja") runs yes;
// "no" says cancelled; any other line says cancelled and is then read as
// usual.
type confirmation struct {
	yes       func(in *typedLine) []Output // run with the line that says yes
	cancelled Event
	// another: a line other than yes or no answers the question itself (a
	// different move to seal), so cancelled is not said.
	another bool
}

// ask puts a yes-or-no question to the player.
func (s *Session) ask(in *typedLine, question, cancelled Event, yes func(in *typedLine) []Output) []Output {
	s.me(in).confirm = &confirmation{yes: yes, cancelled: cancelled}
	s.asker = in.seat
	return []Output{s.said(in, question)}
}

// mode reads lines before the usual commands while it is on (the review of
// the scoresheet, for one). It reports whether it took the line.
type mode interface {
	handle(s *Session, in *typedLine, line string) ([]Output, bool)
}

// question is an ambiguous move waiting for the player to name the piece.
type question struct {
	query      rules.Query
	candidates []rules.Square // the squares of the pieces offered
	err        error          // the question, as the rules put it
}

// offers reports whether a square, file or rank names one of the pieces
// offered.
func (q *question) offers(f rules.File, r rules.Rank) bool {
	for _, sq := range q.candidates {
		if (f == rules.NoFile || sq.File() == f) && (r == rules.NoRank || sq.Rank() == r) {
			return true
		}
	}
	return false
}

// New starts a session. A bad FEN is an error for the caller to show.
func New(cfg Config) (*Session, error) {
	fen := cfg.FEN
	if fen == "" {
		fen = rules.StartFEN
	}
	if cfg.FEN != "" {
		// A position set up must be one that can arise (3.10.3), as far
		// as a static look can tell.
		if err := rules.CheckArises(cfg.Variant, fen); err != nil {
			return nil, err
		}
	}
	m, err := rules.NewVariantMatch(cfg.Variant, fen, cfg.Mirror, cfg.Press)
	if err != nil {
		return nil, err
	}
	s := &Session{book: cfg.Book, match: m, header: cfg.Header, announce: cfg.Announce, confirmDraws: cfg.Confirm,
		blind: cfg.Blind, helper: cfg.Assistant, seats: map[Seat]*seatState{}, sealer: rules.NoColor,
		engine: newEngineState(cfg.Engine), code: arbiterCode{guard: cfg.ArbiterCode}}
	s.book.Engine = s.engine != nil
	s.nameEngineSide()
	if cfg.Online != nil {
		s.online = &onlineState{cfg: *cfg.Online}
		s.book.Online = true
	}
	m.SetLaws(cfg.Laws)
	if !cfg.TimeControl.IsZero() {
		if cfg.Time == nil {
			return nil, errors.New("session: a clock needs a time source")
		}
		if err := cfg.GuidelinesIII.Check(cfg.TimeControl); err != nil {
			return nil, err
		}
		s.guidelines = cfg.GuidelinesIII.Apply(cfg.TimeControl)
		s.clock = rules.NewClock(cfg.TimeControl, cfg.Time)
		s.header.Extra = append(s.header.Extra, [2]string{"TimeControl", cfg.TimeControl.PGN()})
	}
	s.header = withLawsTag(s.header, cfg.Laws)
	return s, nil
}

// opening is the first line of a new game: for Chess960 the start
// position's number and first rank (Guidelines II), so that the players
// can set up their boards.
func (s *Session) opening() Event {
	g, prompt := s.match.Sheet(s.match.Turn()), s.prompt(NoSeat)
	if s.match.Variant() != rules.Chess960 {
		fromFEN := g.StartFEN() != rules.StartFEN
		return keyNewGame.With(words.Flag(fromFEN), words.Said(prompt))
	}
	if n := g.StartNumber(); n >= 0 {
		rank, _ := rules.Chess960Rank(n)
		return keyChess960Start.With(words.Number(n), words.Pieces(rank[:]), words.Said(prompt))
	}
	return keyChess960FromPosition.With(words.Number(rules.Chess960Count), words.Said(prompt))
}

// Game is the game both scoresheets agree on. Callers must not change it.
func (s *Session) Game() *rules.Game { return s.match.Agreed() }

// Match is the match with both seats' boards and scoresheets. Callers must
// not change it.
func (s *Session) Match() *rules.Match { return s.match }

// game is the scoresheet and board of the seat the line acts for.
func (s *Session) game(in *typedLine) *rules.Game { return s.match.Sheet(s.side(in)) }

// Book is the phrasebook the session speaks with.
func (s *Session) Book() speech.Phrasebook { return s.book }

// PGN is the official scoresheet: the moves both scoresheets agree on.
func (s *Session) PGN() string { return s.match.Agreed().PGN(s.header) }

// SeatPGN is one seat's own scoresheet.
func (s *Session) SeatPGN(c rules.Color) string { return s.match.Sheet(c).PGN(s.header) }

// Prompt is the one-line prompt at the one terminal acting for
// everybody: who is to move, or that the game is over;
// during a review, who is to move in the position reviewed.
func (s *Session) Prompt() speech.Phrase { return s.book.Say(s.prompt(NoSeat)) }

// prompt is the one-line prompt as an event, as seat sees it (a seat
// reviewing the game is prompted in the position reviewed).
func (s *Session) prompt(seat Seat) Event {
	if p, ok := s.codePrompt(seat); ok {
		return p
	}
	if p, ok := s.waitingPrompt(); ok {
		return p
	}
	if p, ok := s.adjournPrompt(); ok {
		return p
	}
	if s.practice != nil && s.practice.solving != nil && s.practice.solving.Over() {
		return keyPuzzlePrompt.Event()
	}
	if r, ok := s.stateOf(seat).mode.(*review); ok {
		return keyReviewPrompt.With(words.Number(r.game.MoveNumber()), words.Colour(r.game.Turn()))
	}
	if a, ok := s.stateOf(seat).mode.(*analysis); ok {
		return keyAnalysisPrompt.With(words.Number(a.game.MoveNumber()), words.Colour(a.game.Turn()))
	}
	if r, ok := s.stateOf(seat).mode.(*retrying); ok {
		return keyRetryPrompt.With(words.Number(r.game.MoveNumber()), words.Colour(r.game.Turn()))
	}
	if o := s.match.Outcome(); o.Over() {
		if s.engine != nil && seat.Roles().Has(commandIndex["analyze"].May) {
			return keyGameOverAnalyzePrompt.With(words.Result(o.Result)) // 'analyze' names the mistakes now
		}
		return keyGameOverPrompt.With(words.Result(o.Result))
	}
	if p, waitPress, waitRepeat := s.match.Pending(); waitPress {
		return keyPressPrompt.With(words.Number(p.Number), words.Colour(p.Color))
	} else if waitRepeat {
		return keyRepeatPrompt.With(words.Number(p.Number), words.Colour(p.Color.Other()))
	}
	g := s.match.Sheet(s.match.Turn())
	return keyPrompt.With(words.Number(g.MoveNumber()), words.Colour(g.Turn()))
}

// Start says the opening lines of the game. In a game whose arbiter's
// powers are behind a code not chosen yet, the arbiter chooses it first,
// and the game begins then (arbitercode.go).
func (s *Session) Start() []Output {
	s.awaiting = nil
	if s.engine != nil && s.engine.analysisOnly {
		return nil // anna analyze has said what it found
	}
	if s.practice != nil {
		return s.startPuzzles()
	}
	if s.code.guard && s.code.hash == nil {
		s.code.choosing = true
		return []Output{s.announced(keyArbiterCodeChoose.Event())}
	}
	return s.begin()
}

// begin opens the game: the opening lines, and the clock of the player to
// move (6.6).
func (s *Session) begin() []Output {
	opening := s.opening()
	if s.resumed || s.online != nil && len(s.match.Agreed().Plies()) > 0 { // online: a game running on the server, played on
		opening = keyResumedMatch.With(words.Said(s.prompt(NoSeat)))
	}
	// A game resumed online says first the moves the player did not hear
	// here, then whose turn they made it: the turn after the move.
	out := append(s.unheard(), s.announced(opening))
	out = append(out, s.engineOpening()...)
	if o := s.match.Outcome(); o.Over() {
		return append(out, Output{Kind: Save}, s.announced(keyOutcome.With(words.Outcome(o))))
	}
	if s.clock != nil && s.online == nil { // online, the server's clock is set by ServerState
		s.clock.Start(s.match.Turn()) // 6.6: the clock of the player to move starts
		s.rearm()
	}
	return out
}

// The events said here.
var (
	keyAnalysisPrompt        = words.Declare("analysis-prompt", words.NumberKind, words.ColourKind)
	keyChess960FromPosition  = words.Declare("chess960-from-position", words.NumberKind, words.EventKind)
	keyChess960Start         = words.Declare("chess960-start", words.NumberKind, words.ListOf(words.PieceKind), words.EventKind)
	keyGameOverAnalyzePrompt = words.Declare("game-over-prompt-engine", words.OutcomeKind)
	keyGameOverPrompt        = words.Declare("game-over-prompt", words.OutcomeKind)
	keyNewGame               = words.Declare("new-game", words.FlagKind, words.EventKind)
	keyPressPrompt           = words.Declare("press-prompt", words.NumberKind, words.ColourKind)
	keyPrompt                = words.Declare("prompt", words.NumberKind, words.ColourKind)
	keyRepeatPrompt          = words.Declare("repeat-prompt", words.NumberKind, words.ColourKind)
	keyResumedMatch          = words.Declare("resumed-1", words.EventKind)
	keyReviewPrompt          = words.Declare("review-prompt", words.NumberKind, words.ColourKind)
)
