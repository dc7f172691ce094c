// Package session is a game at the keyboard: it reads what a player types,
// one line at a time (a move, an answer to a question, or a command), asks
// the rules, and says what happened as a list of outputs: phrases to print
// and speak, and the moments the scoresheet must be saved. It does no I/O;
// the line view and the script runner carry the outputs out.
package session

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

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
}

// Session is one game played at one keyboard: the person typing makes the
// moves of the side on move (hot-seat play, or an assistant).
type Session struct {
	book   speech.Phrasebook
	game   *rules.Game
	header rules.Header

	last     speech.Phrase // the last thing said, for "repeat"
	question *question     // "which piece?" waiting for its answer
	resign   bool          // "resign" waiting for its confirmation
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
	return &Session{book: cfg.Book, game: g, header: cfg.Header}, nil
}

// Game is the game being played. Callers must not change it.
func (s *Session) Game() *rules.Game { return s.game }

// Book is the phrasebook the session speaks with.
func (s *Session) Book() speech.Phrasebook { return s.book }

// PGN is the scoresheet as it stands.
func (s *Session) PGN() string { return s.game.PGN(s.header) }

// Prompt is the one-line prompt: who is to move, or that the game is over.
func (s *Session) Prompt() speech.Phrase {
	if o := s.game.Outcome(); o.Over() {
		return s.book.GameOverPrompt(o.Result)
	}
	return s.book.Prompt(s.game.MoveNumber(), s.game.Turn())
}

// Start says the opening lines of the game.
func (s *Session) Start() []Output {
	out := []Output{s.said(s.book.NewGame(s.game.StartFEN() != rules.StartFEN, s.Prompt()))}
	if o := s.game.Outcome(); o.Over() {
		out = append(out, Output{Kind: Save}, s.said(s.book.Outcome(o)))
	}
	return out
}

// said remembers a phrase for "repeat" and returns it as an output.
func (s *Session) said(p speech.Phrase) Output {
	s.last = p
	return say(p)
}

// Handle reads one typed line and returns what to do about it.
func (s *Session) Handle(line string) []Output {
	line = strings.TrimSpace(line)
	if line == "" {
		return nil
	}
	if s.resign {
		s.resign = false
		switch strings.ToLower(line) {
		case "yes", "y", "ja", "j":
			return s.resignNow()
		case "no", "n", "nein":
			return []Output{s.said(s.book.ResignCancelled())}
		}
		return append([]Output{s.said(s.book.ResignCancelled())}, s.Handle(line)...)
	}
	if q := s.question; q != nil {
		s.question = nil
		if out, ok := s.answer(q, line); ok {
			return out
		}
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
	out := []Output{{Kind: Save}, s.said(s.book.Move(ply))}
	return append(out, s.afterMove(ply, offerBefore)...)
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

// commands are the words that start a command line. Moves never start with
// one of them.
var commands = map[string]func(*Session, string) []Output{
	"last":   (*Session).cmdLast,
	"repeat": (*Session).cmdRepeat,
	"moves":  (*Session).cmdMoves,
	"turn":   (*Session).cmdTurn,
	"draw":   (*Session).cmdDraw,
	"accept": (*Session).cmdAccept,
	"claim":  (*Session).cmdClaim,
	"resign": (*Session).cmdResign,
	"help":   (*Session).cmdHelp,
	"?":      (*Session).cmdHelp,
	"quit":   (*Session).cmdQuit,
	"exit":   (*Session).cmdQuit,
}

func (s *Session) cmdLast(string) []Output {
	if p, ok := s.game.LastPly(); ok {
		return []Output{s.said(s.book.LastMove(p))}
	}
	return []Output{s.said(s.book.NoMoveYet())}
}

func (s *Session) cmdRepeat(string) []Output {
	if s.last.IsZero() {
		return []Output{say(s.book.NothingToRepeat())}
	}
	return []Output{say(s.last)}
}

func (s *Session) cmdMoves(arg string) []Output {
	plies := s.game.Plies()
	if arg == "" {
		return []Output{s.said(s.book.Moves(plies))}
	}
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 {
		return []Output{s.said(s.book.BadMoveNumber(max(1, s.game.MoveNumber())))}
	}
	return []Output{s.said(s.book.MoveNumber(n, plies))}
}

func (s *Session) cmdTurn(string) []Output {
	out := []Output{s.said(s.Prompt())}
	if by := s.game.DrawOfferBy(); by != rules.NoColor && by != s.game.Turn() && !s.game.Outcome().Over() {
		out = append(out, s.said(s.book.OfferStands(by)))
	}
	return out
}

// cmdDraw: the player on move offers a draw (9.1.2); it is recorded with
// their next move.
func (s *Session) cmdDraw(string) []Output {
	c := s.game.Turn()
	if err := s.game.OfferDraw(c); err != nil {
		return []Output{s.said(s.drawError(err))}
	}
	return []Output{s.said(s.book.Offers(c))}
}

func (s *Session) cmdAccept(string) []Output {
	if err := s.game.AcceptDraw(s.game.Turn()); err != nil {
		return []Output{s.said(s.drawError(err))}
	}
	return []Output{{Kind: Save}, s.said(s.book.Outcome(s.game.Outcome()))}
}

// cmdClaim: the player on move claims a draw by 9.2 or 9.3, for the
// position on the board or, with a move, for the one the move makes.
func (s *Session) cmdClaim(arg string) []Output {
	c := s.game.Turn()
	var with *rules.Move
	if arg != "" {
		q, err := speech.ParseMove(arg)
		if err != nil {
			return []Output{s.said(s.book.Why(err, s.game))}
		}
		m, err := s.game.Resolve(q)
		if err != nil {
			return []Output{s.said(s.book.Why(err, s.game))}
		}
		with = &m
	}
	offerBefore := s.game.DrawOfferBy()
	res, err := s.game.Claim(c, with)
	if err != nil {
		return []Output{s.said(s.drawError(err))}
	}
	var out []Output
	if res.Played != nil {
		out = append(out, Output{Kind: Save}, s.said(s.book.Move(*res.Played)))
	}
	switch {
	case res.Correct:
		out = append(out, Output{Kind: Save}, s.said(s.book.ClaimedDraw(s.game.Outcome(), c)))
	case res.Played != nil && s.game.Outcome().Over():
		out = append(out, s.afterMove(*res.Played, offerBefore)...)
	default:
		out = append(out, s.said(s.book.ClaimRejected(res)))
	}
	return out
}

func (s *Session) cmdResign(string) []Output {
	if o := s.game.Outcome(); o.Over() {
		return []Output{s.said(s.book.GameIsOver(o.Result))}
	}
	s.resign = true
	return []Output{s.said(s.book.ResignConfirm())}
}

func (s *Session) resignNow() []Output {
	if err := s.game.Resign(s.game.Turn()); err != nil {
		return []Output{s.said(s.drawError(err))}
	}
	return []Output{{Kind: Save}, s.said(s.book.Outcome(s.game.Outcome()))}
}

func (s *Session) cmdHelp(string) []Output { return []Output{s.said(s.book.Help())} }

func (s *Session) cmdQuit(string) []Output {
	return []Output{{Kind: Save}, s.said(s.book.Goodbye()), {Kind: Quit}}
}

func (s *Session) drawError(err error) speech.Phrase {
	if o := s.game.Outcome(); o.Over() {
		return s.book.GameIsOver(o.Result)
	}
	return s.book.DrawError(err)
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
