package puzzle

import (
	"errors"

	"github.com/anna-chess/anna/rules"
)

// Solving is one puzzle being solved: the board as it stands, the
// player's wrong moves, and whether the solution was shown. Its methods
// change it whole or not at all.
type Solving struct {
	p        Puzzle
	g        *rules.Game
	next     int // the index in p.Moves of the player's move awaited
	mistakes int
	shown    bool // the solution was played out
	done     bool
}

// Verdict is what became of a move the player tried.
type Verdict int8

const (
	Wrong  Verdict = iota + 1 // not the move: the board is as it was, the puzzle goes on
	Right                     // the move: the opponent replied, the next is awaited
	Solved                    // the last move of the line, or a mate
)

// Step is a move the player tried and what came of it.
type Step struct {
	Verdict Verdict
	Played  rules.Ply // the player's move, when not Wrong
	// Reply is the opponent's answer (Right only).
	Reply rules.Ply
}

// Errors of Solving.
var (
	// ErrIllegal: the move cannot be played here at all (the board is
	// as it was; it is not counted as a wrong move).
	ErrIllegal = errors.New("puzzle: not a legal move here")
	// ErrOver: the puzzle is solved, or its solution was shown.
	ErrOver = errors.New("puzzle: the puzzle is over")
)

// Start sets the puzzle up and plays the opponent's move, the first of the
// line; the player is to move. The puzzle must have passed Check.
func Start(p Puzzle) (*Solving, rules.Ply, error) {
	g, err := rules.NewGameFromFEN(p.FEN)
	if err != nil {
		return nil, rules.Ply{}, err
	}
	if len(p.Moves) < 2 {
		return nil, rules.Ply{}, &Error{Field: FieldMoves, Problem: TooFewMoves, N: len(p.Moves)}
	}
	first, err := g.Play(p.Moves[0])
	if err != nil {
		return nil, rules.Ply{}, err
	}
	return &Solving{p: p, g: g, next: 1}, first, nil
}

// Puzzle is the puzzle being solved.
func (s *Solving) Puzzle() Puzzle { return s.p }

// Game is the board as it stands now, from the puzzle's start: a copy,
// for the questions about the board (position, where, legal...).
func (s *Solving) Game() *rules.Game {
	g, _ := s.g.After(len(s.g.Plies()))
	return g
}

// Mistakes is how many wrong moves the player made.
func (s *Solving) Mistakes() int { return s.mistakes }

// Over reports whether the puzzle is over: solved, or its solution shown.
func (s *Solving) Over() bool { return s.done }

// Won reports whether the puzzle counts as solved for the rating: solved
// with no wrong move and without the solution shown (lichess counts the
// puzzle lost at the first wrong move; a hint costs nothing).
func (s *Solving) Won() bool { return s.done && !s.shown && s.mistakes == 0 }

// Try plays the player's move against the solution. The move of the line
// is right, and so is any move that mates (lichess: "any move that
// checkmates should win the puzzle"); castling is the same move written
// either way (e1g1, e1h1). A right move is answered by the opponent's
// next move of the line, or solves the puzzle when it is the last or
// mates. A wrong move leaves the board as it was. A move that is not
// legal is ErrIllegal, and changes nothing.
func (s *Solving) Try(mv rules.Move) (Step, error) {
	if s.done {
		return Step{}, ErrOver
	}
	found, ok := s.g.Find(mv)
	if !ok {
		return Step{}, ErrIllegal
	}
	want, _ := s.g.Find(s.p.Moves[s.next])
	trial, _ := s.g.After(len(s.g.Plies()))
	ply, err := trial.Play(found)
	if err != nil {
		return Step{}, ErrIllegal
	}
	if found != want && !ply.Mate {
		s.mistakes++
		return Step{Verdict: Wrong}, nil
	}
	s.g = trial
	s.next++
	if ply.Mate || s.next == len(s.p.Moves) {
		s.done = true
		return Step{Verdict: Solved, Played: ply}, nil
	}
	reply, err := s.g.Play(s.p.Moves[s.next])
	if err != nil {
		return Step{}, err // not for a checked puzzle
	}
	s.next++
	return Step{Verdict: Right, Played: ply, Reply: reply}, nil
}

// Hint is the piece to move: its square and kind (the hint lichess shows
// first, before the move itself).
func (s *Solving) Hint() (rules.Square, rules.PieceType, error) {
	if s.done {
		return rules.NoSquare, rules.NoPieceType, ErrOver
	}
	from := s.p.Moves[s.next].From
	return from, s.g.Board().Piece(from).Type(), nil
}

// Solution plays the rest of the line out, the player's moves and the
// replies, and returns them; the puzzle is then over, not won.
func (s *Solving) Solution() ([]rules.Ply, error) {
	if s.done {
		return nil, ErrOver
	}
	var out []rules.Ply
	for ; s.next < len(s.p.Moves); s.next++ {
		ply, err := s.g.Play(s.p.Moves[s.next])
		if err != nil {
			return out, err // not for a checked puzzle
		}
		out = append(out, ply)
	}
	s.shown, s.done = true, true
	return out, nil
}
