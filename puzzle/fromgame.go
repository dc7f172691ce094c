package puzzle

import (
	"strings"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/rules"
)

// GameLine is a puzzle as lichess's puzzle API gives it (the PuzzleAndGame
// schema): not a FEN but the game it comes from, its moves in SAN up to
// and including the opponent's move, which is move InitialPly (counted
// from 0), then the solution in UCI, the player's moves and the replies.
type GameLine struct {
	ID         string
	SAN        []string // the game's moves, InitialPly+1 of them (more are passed over)
	InitialPly int
	Solution   []string
	Rating     int
	Plays      int
	Themes     []string
	GameURL    string // the game's address, where the puzzle's position is
	// FEN and LastMove, when given, are the position the player faces and
	// the opponent's move in UCI: they must agree with the game's moves.
	FEN, LastMove string
}

// Limits of a game line: lichess's games are a few hundred moves at most.
const (
	maxGamePlies = 1200
	maxSANLen    = 10 // "exd8=Q+" and the like
)

// FromGame plays the game's moves on anna's board from the start and
// makes the puzzle of the position before the opponent's move: its FEN,
// the opponent's move and the solution as the line, then Check. What the
// answer lacked or held wrongly is an *Error NotLichess (or Check's).
func FromGame(l GameLine) (Puzzle, error) {
	bad := func(what string) error { return &Error{Problem: NotLichess, Text: what} }
	id, idErr := readID(l.ID)
	if idErr != nil {
		return Puzzle{}, bad("has no id it may have")
	}
	if l.InitialPly < 0 || l.InitialPly >= maxGamePlies || len(l.SAN) > maxGamePlies {
		return Puzzle{}, bad("game is longer than a game may be")
	}
	if len(l.SAN) < l.InitialPly+1 {
		return Puzzle{}, bad("game has fewer moves than its puzzle starts after")
	}
	for _, san := range l.SAN[:l.InitialPly+1] {
		if len(san) > maxSANLen || strings.Trim(san, "abcdefgh12345678KQRBNOx=+#-0") != "" || san == "" {
			return Puzzle{}, bad("game holds " + short(san) + ", which is no move")
		}
	}
	game, err := rules.ReadPGN(strings.Join(l.SAN[:l.InitialPly+1], " "))
	if err != nil {
		return Puzzle{}, bad("game's moves are not legal on anna's board")
	}
	plies := game.Plies()
	before, err := game.After(l.InitialPly)
	if err != nil {
		return Puzzle{}, bad("game has fewer moves than its puzzle starts after")
	}
	last := plies[l.InitialPly].Move
	if l.LastMove != "" && l.LastMove != last.String() {
		return Puzzle{}, bad("last move " + short(l.LastMove) + " is not the game's")
	}
	if l.FEN != "" && !samePosition(l.FEN, game.FEN()) {
		return Puzzle{}, bad("position is not the game's")
	}
	if len(l.Solution) > MaxMoves-1 {
		return Puzzle{}, bad("solution is longer than a puzzle may be")
	}
	p := Puzzle{ID: id, FEN: before.FEN(), Moves: []rules.Move{last}, Rating: l.Rating, Plays: l.Plays,
		GameURL: strings.TrimSpace(cleantext.Line(l.GameURL))}
	for _, u := range l.Solution {
		mv, err := rules.ParseUCI(u)
		if err != nil {
			return Puzzle{}, bad("solution holds " + short(u) + ", which is no move in UCI form")
		}
		p.Moves = append(p.Moves, mv)
	}
	if p.Rating < 0 || p.Rating >= 4000 || p.Plays < 0 {
		return Puzzle{}, bad("rating or plays are out of range")
	}
	var werr *Error
	if p.Themes, werr = readWords(FieldThemes, strings.Join(l.Themes, " "), true); werr != nil {
		return Puzzle{}, bad("themes are not theme names")
	}
	if err := p.Check(); err != nil {
		return Puzzle{}, err
	}
	return p, nil
}

// samePosition reports whether two FENs have the same pieces and side to
// move (lichess writes its own move counters, "0 1").
func samePosition(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	return len(fa) >= 2 && len(fb) >= 2 && fa[0] == fb[0] && fa[1] == fb[1]
}
