package session

import (
	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Puzzles at the keyboard (anna puzzle, issue 36): anna sets a position
// with the opponent's move and the player finds the answer. The board
// being solved is the session's match, so that every board question,
// last, moves and the board view read it as in a game; a move typed is
// tried against the puzzle's line (puzzle.Solving) and played on the
// match only when it is right. The puzzles and the player's rating come
// from a PuzzleSource (package practice: the set anna carries or a
// coach's file, the rating in the data folder; package online: lichess's).

// PuzzleSource is where puzzles come from and where the player's puzzle
// rating is kept.
type PuzzleSource interface {
	// Next is the next puzzle to set; false when none is left, and then
	// why, when the source knows (lichess out of reach, the token, what
	// lichess answered), said after "No puzzle is left to set."; the zero
	// Event says nothing more.
	Next() (p puzzle.Puzzle, ok bool, why words.Event)
	// Rate rates a finished puzzle, won or lost, and keeps the rating:
	// the rating before and after, and whether it was rated (a puzzle
	// played before is not); after 0: no rating to say. An error: the
	// rating could not be kept.
	Rate(p puzzle.Puzzle, won bool) (before, after int, rated bool, err error)
}

// practice is a sitting of puzzles.
type practice struct {
	src     PuzzleSource
	n       int // the puzzles set so far
	solving *puzzle.Solving
	rated   bool // the puzzle being solved has been rated
}

// solver is the side that solves the puzzle set; NoColor for none.
func (pr *practice) solver() rules.Color {
	if pr == nil || pr.solving == nil {
		return rules.NoColor
	}
	return pr.solving.Puzzle().Solver()
}

// NewPuzzles starts a sitting of puzzles from src; Start sets the first.
func NewPuzzles(cfg Config, src PuzzleSource) (*Session, error) {
	m, err := rules.NewVariantMatch(rules.StandardChess, rules.StartFEN, rules.MirrorAuto, rules.PressAuto)
	if err != nil {
		return nil, err
	}
	s := &Session{book: cfg.Book, match: m, header: cfg.Header, seats: map[Seat]*seatState{}, sealer: rules.NoColor}
	s.practice = &practice{src: src}
	return s, nil
}

// startPuzzles says the first puzzle (Start).
func (s *Session) startPuzzles() []Output {
	return s.setPuzzle(NoSeat, nil)
}

// setPuzzle sets p, or the next puzzle of the source when p is nil. A
// puzzle that cannot be set up (none that passed puzzle.Check) is passed
// over, a few at most.
func (s *Session) setPuzzle(seat Seat, p *puzzle.Puzzle) []Output {
	pr := s.practice
	var why words.Event // the source's reason for no next puzzle
	for range 10 {
		if p == nil {
			next, ok, reason := pr.src.Next()
			if !ok {
				why = reason
				break
			}
			p = &next
		}
		solving, first, err := puzzle.Start(*p)
		if err == nil {
			err = s.showPuzzle(solving)
		}
		if err != nil {
			p = nil
			continue
		}
		pr.solving, pr.rated = solving, false
		pr.n++
		s.stateOf(seat).mode = puzzleMode{}
		return []Output{s.announced(keyPuzzleStart.With(words.Number(pr.n), words.Number(p.Rating), words.Ply(first)))}
	}
	out := []Output{s.announced(keyPuzzleNoneLeft.Event())}
	if !why.IsZero() {
		out = append(out, s.announced(why))
	}
	return append(out, Output{Kind: Quit})
}

// showPuzzle puts the puzzle's board as it stands on the match.
func (s *Session) showPuzzle(solving *puzzle.Solving) error {
	g := solving.Game()
	var moves []rules.Move
	for _, p := range g.Plies() {
		moves = append(moves, p.Move)
	}
	recs := [2]rules.SeatRecord{{Moves: moves}, {Moves: moves}}
	m, err := rules.RestoreMatch(rules.StandardChess, g.StartFEN(), rules.MirrorAuto, rules.PressAuto, recs, rules.NoColor, false, false)
	if err != nil {
		return err
	}
	s.match = m
	return nil
}

// puzzleMode reads a seat's lines while a puzzle is set: moves, hint,
// solution, next, again, help and quit; the board questions and the
// voice's commands are answered as in a game, the game's other commands
// refused.
type puzzleMode struct{}

func (puzzleMode) handle(s *Session, in *typedLine, line string) ([]Output, bool) {
	pr := s.practice
	c, arg, isCmd := lookup(line)
	if isCmd && !c.isMove(arg) {
		switch c.Name {
		case "hint":
			return s.puzzleHint(in), true
		case "solution":
			return s.puzzleSolution(in), true
		case "next":
			var out []Output
			if !pr.solving.Over() {
				out = append(out, s.said(in, keyPuzzleSkipped.Event()))
			}
			return append(out, s.setPuzzle(in.seat, nil)...), true
		case "again":
			p := pr.solving.Puzzle()
			return s.setPuzzle(in.seat, &p), true
		case "help":
			if arg == "" {
				return s.reply(in, keyPuzzleHelp.Event()), true
			}
			return nil, false
		case "quit":
			return []Output{s.said(in, keyPuzzleLeft.Event()), {Kind: Quit}}, true
		}
		if c.May == Everybody {
			return nil, false // a question, the voice, the language: as in a game
		}
		return s.reply(in, keyPuzzleNotHere.With(words.Text(c.Name))), true
	}
	return s.puzzleMove(in, line), true
}

// puzzleMove tries a typed move against the puzzle.
func (s *Session) puzzleMove(in *typedLine, line string) []Output {
	pr := s.practice
	if pr.solving.Over() {
		return s.reply(in, keyPuzzleOver.Event())
	}
	g := s.match.Agreed()
	m, refusal, ok := s.typedMove(in, line, g)
	if !ok {
		return s.reply(in, refusal)
	}
	step, err := pr.solving.Try(m)
	if err != nil {
		return s.reply(in, why(err, g))
	}
	if step.Verdict == puzzle.Wrong {
		return s.reply(in, keyPuzzleWrong.With(words.Number(pr.solving.Mistakes())))
	}
	if err := s.showPuzzle(pr.solving); err != nil {
		return s.reply(in, why(err, g))
	}
	if step.Verdict == puzzle.Right {
		return []Output{s.announced(keyPuzzleRight.With(words.Ply(step.Played), words.Ply(step.Reply)))}
	}
	return append([]Output{s.announced(keyPuzzleSolved.With(words.Ply(step.Played), words.Texts(pr.solving.Puzzle().Themes)))}, s.puzzleRated(in)...)
}

// puzzleHint names the piece to move.
func (s *Session) puzzleHint(in *typedLine) []Output {
	sq, t, err := s.practice.solving.Hint()
	if err != nil {
		return s.reply(in, keyPuzzleOver.Event())
	}
	turn := s.match.Agreed().Turn()
	return s.reply(in, keyPuzzleHint.With(words.Placed(rules.Placed{Piece: rules.NewPiece(t, turn), Square: sq})))
}

// puzzleSolution plays the line out and says it; the puzzle is lost.
func (s *Session) puzzleSolution(in *typedLine) []Output {
	pr := s.practice
	line, err := pr.solving.Solution()
	if err != nil {
		return s.reply(in, keyPuzzleOver.Event())
	}
	_ = s.showPuzzle(pr.solving) // the line is the puzzle's own: it plays
	return append([]Output{s.announced(keyPuzzleSolution.With(words.Plies(line), words.Texts(pr.solving.Puzzle().Themes)))}, s.puzzleRated(in)...)
}

// puzzleRated rates the puzzle just over, once, and says the rating and
// what may follow.
func (s *Session) puzzleRated(in *typedLine) []Output {
	pr := s.practice
	if pr.rated {
		return []Output{s.said(in, keyPuzzleAfter.Event())}
	}
	pr.rated = true
	var out []Output
	before, after, rated, err := pr.src.Rate(pr.solving.Puzzle(), pr.solving.Won())
	if err != nil {
		out = append(out, s.said(in, keyPuzzleNotKept.Event()))
	}
	if after <= 0 { // a source without a rating (lichess's puzzles without a token)
		return append(out, s.said(in, keyPuzzleAfter.Event()))
	}
	return append(out, s.announced(keyPuzzleRating.With(words.Number(before), words.Number(after), words.Flag(rated))), s.said(in, keyPuzzleAfter.Event()))
}

// cmdPuzzleOnly answers a puzzle's command (again, solution) typed in a
// game: what a puzzle's commands are.
func (s *Session) cmdPuzzleOnly(in *typedLine, _ string) []Output {
	return s.reply(in, keyPuzzleHelp.Event())
}

// The events of a puzzle (speech/puzzle.go says them).
var (
	keyPuzzleStart    = words.Declare("puzzle-start", words.NumberKind, words.NumberKind, words.PlyKind)
	keyPuzzleWrong    = words.Declare("puzzle-wrong", words.NumberKind)
	keyPuzzleRight    = words.Declare("puzzle-right", words.PlyKind, words.PlyKind)
	keyPuzzleSolved   = words.Declare("puzzle-solved", words.PlyKind, words.ListOf(words.TextKind))
	keyPuzzleHint     = words.Declare("puzzle-hint", words.PlacedKind)
	keyPuzzleSolution = words.Declare("puzzle-solution", words.ListOf(words.PlyKind), words.ListOf(words.TextKind))
	keyPuzzleRating   = words.Declare("puzzle-rating", words.NumberKind, words.NumberKind, words.FlagKind)
	keyPuzzleNotKept  = words.Declare("puzzle-not-kept")
	keyPuzzleAfter    = words.Declare("puzzle-after")
	keyPuzzleOver     = words.Declare("puzzle-over")
	keyPuzzleNoneLeft = words.Declare("puzzle-none-left")
	keyPuzzleSkipped  = words.Declare("puzzle-skipped")
	keyPuzzleNotHere  = words.Declare("puzzle-not-here", words.TextKind)
	keyPuzzleHelp     = words.Declare("puzzle-help")
	keyPuzzlePrompt   = words.Declare("puzzle-prompt")
	keyPuzzleLeft     = words.Declare("puzzle-left")
)
