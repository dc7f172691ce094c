package puzzle

import (
	"slices"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Puzzle is one puzzle as lichess's database has it.
type Puzzle struct {
	ID  string // lichess's id ("00sHx"), or a coach's own
	FEN string // the position before the opponent's move
	// Moves is the line: the opponent's move first, then the player's
	// and the opponent's in turn, ending with the player's.
	Moves []rules.Move
	// Rating and RatingDeviation are the puzzle's Glicko-2 rating; 0
	// when the file gives none (a coach's own puzzle, not rated).
	Rating, RatingDeviation int
	Popularity              int // -100 (worst) to 100 (best)
	Plays                   int // how often lichess's players tried it
	Themes                  []string
	GameURL                 string // the game the position comes from
	OpeningTags             []string
}

// Solver is the side the player takes: the side to move after the
// opponent's first move.
func (p Puzzle) Solver() rules.Color {
	if f := strings.Fields(p.FEN); len(f) > 1 && f[1] == "b" {
		return rules.White
	}
	return rules.Black
}

// HasTheme reports whether the puzzle is tagged with the theme (lichess's
// name, "mateIn2"; any case).
func (p Puzzle) HasTheme(theme string) bool {
	return slices.ContainsFunc(p.Themes, func(t string) bool { return strings.EqualFold(t, theme) })
}

// Mates reports whether the line ends in mate: its themes say so (mate,
// mateIn1 to mateIn5), as the tagger found it.
func (p Puzzle) Mates() bool {
	return slices.ContainsFunc(p.Themes, func(t string) bool { return t == "mate" || strings.HasPrefix(t, "mateIn") })
}

// Check plays the puzzle through on anna's own board: the FEN is a legal
// position (3.10.3), every move of the line is legal in turn, the line
// has the opponent's move and at least one of the player's and ends with
// the player's, and no move before the last ends the game. The moves are
// kept in the game's own form (castling as the king's move, e1g1). The
// error is a *Error.
func (p *Puzzle) Check() error {
	g, err := rules.NewGameFromFEN(p.FEN)
	if err != nil {
		return &Error{Field: FieldFEN, Problem: BadFEN, Text: p.FEN, Err: err}
	}
	switch n := len(p.Moves); {
	case n < 2:
		return &Error{Field: FieldMoves, Problem: TooFewMoves, N: n}
	case n > MaxMoves:
		return &Error{Field: FieldMoves, Problem: TooManyMoves, N: n}
	case n%2 != 0:
		// The line is the opponent's move and pairs of the player's and
		// the reply: it ends with the player's (lichess's solution does).
		return &Error{Field: FieldMoves, Problem: EndsWithOpponent, N: n}
	}
	for i, mv := range p.Moves {
		if g.Outcome().Over() {
			return &Error{Field: FieldMoves, Problem: GameOver, N: i, Text: mv.String()}
		}
		found, ok := g.Find(mv)
		if !ok {
			return &Error{Field: FieldMoves, Problem: IllegalMove, N: i + 1, Text: mv.String()}
		}
		p.Moves[i] = found
		if _, err := g.Play(found); err != nil {
			return &Error{Field: FieldMoves, Problem: IllegalMove, N: i + 1, Text: mv.String(), Err: err}
		}
	}
	p.FEN = g.StartFEN()
	return nil
}
