// Package session is a game at the keyboard: it reads what a player types,
// one line at a time (a move, an answer to a question, or a command), asks
// the rules, and says what happened as a list of outputs: phrases to print
// and speak, and the moments the scoresheet must be saved. It does no I/O;
// the line view and the script runner carry the outputs out.
package session

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// Kind is what the driver does with an Output.
type Kind int8

const (
	// Say prints the phrase as one line and speaks it.
	Say Kind = iota
	// Save writes the scoresheet (Session.PGN) before anything after it is
	// said: a completed move is on disk before it is announced.
	Save
	// Quit ends the program once everything before it is done.
	Quit
)

// Output is one thing the driver must do, in order.
type Output struct {
	Kind   Kind
	Phrase speech.Phrase
}

func say(p speech.Phrase) Output { return Output{Kind: Say, Phrase: p} }

// Config sets up a session.
type Config struct {
	Book   speech.Phrasebook
	FEN    string // the starting position; empty for the initial position
	Header rules.Header

	// TimeControl, when not zero, puts a clock on the game, read through
	// Time (a monotonic source; tests pass a fake one).
	TimeControl rules.TimeControl
	Time        rules.TimeSource
	// Announce is the schedule of spoken time announcements.
	Announce Announce
	// Confirm asks "do you really?" before a draw is offered or accepted
	// (resigning is always confirmed).
	Confirm bool
}

// Session is one game played at one keyboard: the person typing makes the
// moves of the side on move (hot-seat play, or an assistant).
type Session struct {
	book   speech.Phrasebook
	game   *rules.Game
	header rules.Header

	last     speech.Phrase // the last thing said, for "repeat"
	question *question     // "which piece?" waiting for its answer
	confirm  *confirmation // a yes-or-no question waiting for its answer
	mode     mode          // a mode that reads lines before the usual commands (review)

	clock        *rules.Clock // nil for a game without a clock
	announce     Announce
	armed        time.Duration // the next scheduled announcement, as the time left; 0 for none
	confirmDraws bool          // ask before a draw is offered or accepted
}

// confirmation is a question answered yes or no: "yes" (or "ja") runs yes;
// "no" says cancelled; any other line says cancelled and is then read as
// usual.
type confirmation struct {
	yes       func() []Output
	cancelled speech.Phrase
}

// ask puts a yes-or-no question to the player.
func (s *Session) ask(question, cancelled speech.Phrase, yes func() []Output) []Output {
	s.confirm = &confirmation{yes: yes, cancelled: cancelled}
	return []Output{s.said(question)}
}

// mode reads lines before the usual commands while it is on (the review of
// the scoresheet, for one). It reports whether it took the line.
type mode interface {
	handle(s *Session, line string) ([]Output, bool)
}

// question is an ambiguous move waiting for the player to name the piece.
type question struct {
	query rules.Query
}

// New starts a session. A bad FEN is an error for the caller to show.
func New(cfg Config) (*Session, error) {
	g := rules.NewGame()
	if cfg.FEN != "" {
		var err error
		if g, err = rules.NewGameFromFEN(cfg.FEN); err != nil {
			return nil, err
		}
	}
	s := &Session{book: cfg.Book, game: g, header: cfg.Header, announce: cfg.Announce, confirmDraws: cfg.Confirm}
	if !cfg.TimeControl.IsZero() {
		if cfg.Time == nil {
			return nil, errors.New("session: a clock needs a time source")
		}
		s.clock = rules.NewClock(cfg.TimeControl, cfg.Time)
		s.header.Extra = append(s.header.Extra, [2]string{"TimeControl", cfg.TimeControl.PGN()})
	}
	return s, nil
}

// Game is the game being played. Callers must not change it.
func (s *Session) Game() *rules.Game { return s.game }

// Book is the phrasebook the session speaks with.
func (s *Session) Book() speech.Phrasebook { return s.book }

// PGN is the scoresheet as it stands.
func (s *Session) PGN() string { return s.game.PGN(s.header) }

// Prompt is the one-line prompt: who is to move, or that the game is over;
// during a review, who is to move in the position reviewed.
func (s *Session) Prompt() speech.Phrase {
	if r, ok := s.mode.(*review); ok {
		return s.book.ReviewPrompt(r.game.MoveNumber(), r.game.Turn())
	}
	if o := s.game.Outcome(); o.Over() {
		return s.book.GameOverPrompt(o.Result)
	}
	return s.book.Prompt(s.game.MoveNumber(), s.game.Turn())
}

// Start says the opening lines of the game.
func (s *Session) Start() []Output {
	out := []Output{s.said(s.book.NewGame(s.game.StartFEN() != rules.StartFEN, s.Prompt()))}
	if o := s.game.Outcome(); o.Over() {
		return append(out, Output{Kind: Save}, s.said(s.book.Outcome(o)))
	}
	if s.clock != nil {
		s.clock.Start(s.game.Turn()) // 6.6: the clock of the player to move starts
		s.rearm()
	}
	return out
}

// said remembers a phrase for "repeat" and returns it as an output.
func (s *Session) said(p speech.Phrase) Output {
	s.last = p
	return say(p)
}

// Handle reads one typed line and returns what to do about it. The clock
// is looked at first: a flag that fell before the line was typed ends the
// game before the line is read.
func (s *Session) Handle(line string) []Output {
	out := s.checkFlag()
	out = append(out, s.handle(line)...)
	s.stopClockIfOver()
	return out
}

func (s *Session) handle(line string) []Output {
	line = strings.TrimSpace(line)
	if line == "" {
		if s.mode != nil && s.confirm == nil {
			out, _ := s.mode.handle(s, line) // an empty line is "next" in a review
			return out
		}
		return nil
	}
	if c := s.confirm; c != nil {
		s.confirm = nil
		switch strings.ToLower(line) {
		case "yes", "y", "ja", "j":
			return c.yes()
		case "no", "n", "nein":
			return []Output{s.said(c.cancelled)}
		}
		return append([]Output{s.said(c.cancelled)}, s.handle(line)...)
	}
	if s.mode != nil {
		if out, ok := s.mode.handle(s, line); ok {
			return out
		}
	}
	if q := s.question; q != nil {
		s.question = nil
		if out, ok := s.answer(q, line); ok {
			return out
		}
	}
	if cmd, ok := singleWordCommands[strings.ToLower(line)]; ok {
		return cmd(s, "")
	}
	word, rest, _ := strings.Cut(line, " ")
	if cmd, ok := commands[strings.ToLower(word)]; ok {
		return cmd(s, strings.TrimSpace(rest))
	}
	return s.move(line)
}

// answer takes a line that names only a square, file or rank as the answer
// to "which piece?".
func (s *Session) answer(q *question, line string) ([]Output, bool) {
	file, rank, ok := speech.ParseLocation(line)
	if !ok {
		return nil, false
	}
	query := q.query
	if file != rules.NoFile {
		query.FromFile = file
	}
	if rank != rules.NoRank {
		query.FromRank = rank
	}
	return s.playQuery(query), true
}

// move reads and plays a typed move.
func (s *Session) move(line string) []Output {
	q, err := speech.ParseMove(line)
	if err != nil {
		return []Output{s.said(s.book.Why(err, s.game))}
	}
	return s.playQuery(q)
}

func (s *Session) playQuery(q rules.Query) []Output {
	if s.clock != nil && s.clock.Paused() && !s.game.Outcome().Over() {
		return []Output{s.said(s.book.PausedNoMoves())} // 6.11: play stands still
	}
	m, err := s.game.Resolve(q)
	if err != nil {
		var me *rules.MoveError
		if errors.As(err, &me) && me.Kind == rules.Ambiguous {
			s.question = &question{query: q}
		}
		return []Output{s.said(s.book.Why(err, s.game))}
	}
	return s.play(m)
}

// play makes a legal move and announces it with what follows from it.
func (s *Session) play(m rules.Move) []Output {
	offerBefore := s.game.DrawOfferBy()
	ply, err := s.game.Play(m)
	if err != nil {
		return []Output{s.said(s.book.Why(err, s.game))}
	}
	s.completed()
	out := []Output{{Kind: Save}, s.said(s.book.Move(ply))}
	return append(out, s.afterMove(ply, offerBefore)...)
}

// completed presses the mover's clock for the move just played (6.2.1) and
// writes both clocks on the scoresheet with it.
func (s *Session) completed() {
	if s.clock == nil {
		return
	}
	last, _ := s.game.LastPly()
	if s.game.Outcome().Over() {
		s.clock.Stop() // 6.2.1: a move that ends the game is completed
	} else if err := s.clock.Press(last.Color); err != nil {
		return // the flag fell first; checkFlag has ended the game
	}
	s.game.RecordClock(s.clock.Read())
	s.rearm()
}

// afterMove says what a move brought with it: the end of the game, a draw
// offer declined by moving (9.1.2.4) or standing for the opponent.
func (s *Session) afterMove(ply rules.Ply, offerBefore rules.Color) []Output {
	var out []Output
	if o := s.game.Outcome(); o.Over() {
		return append(out, s.said(s.book.Outcome(o)))
	}
	if offerBefore != rules.NoColor && offerBefore != ply.Color {
		out = append(out, s.said(s.book.OfferDeclined()))
	}
	if ply.DrawOffered {
		out = append(out, s.said(s.book.OfferStands(ply.Color)))
	}
	return out
}

// Transcript renders outputs as the lines a script sees (for tests and logs).
func Transcript(outs []Output) string {
	var sb strings.Builder
	for _, o := range outs {
		if o.Kind == Say {
			fmt.Fprintln(&sb, o.Phrase.Text())
		}
	}
	return sb.String()
}
