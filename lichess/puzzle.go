package lichess

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/puzzle"
)

// The puzzle API (lichess-org/api, doc/specs/tags/puzzles): the daily
// puzzle, a puzzle by its id, the next puzzle lichess picks for the
// account, and the results sent back, which lichess rates.

// PuzzleAndGame is a puzzle as the API gives it (the PuzzleAndGame
// schema): the game it comes from and the puzzle.
type PuzzleAndGame struct {
	Game struct {
		ID    string `json:"id"`
		Clock string `json:"clock"`
		Perf  struct {
			Key  string `json:"key"`
			Name string `json:"name"`
		} `json:"perf"`
		PGN     string `json:"pgn"` // the moves in SAN, up to the opponent's move
		Rated   bool   `json:"rated"`
		Players []struct {
			Color  string `json:"color"`
			ID     string `json:"id"`
			Name   string `json:"name"`
			Rating int    `json:"rating"`
			Title  string `json:"title,omitempty"`
		} `json:"players"`
	} `json:"game"`
	Puzzle struct {
		ID         string   `json:"id"`
		InitialPly int      `json:"initialPly"`
		Plays      int      `json:"plays"`
		Rating     int      `json:"rating"`
		FEN        string   `json:"fen,omitempty"`
		LastMove   string   `json:"lastMove,omitempty"`
		Solution   []string `json:"solution"`
		Themes     []string `json:"themes"`
	} `json:"puzzle"`
}

// DailyPuzzle is the daily puzzle (GET /api/puzzle/daily; no token needed).
func (c *Client) DailyPuzzle(ctx context.Context) (PuzzleAndGame, error) {
	var pg PuzzleAndGame
	err := c.getJSON(ctx, "/api/puzzle/daily", &pg)
	return pg, err
}

// PuzzleByID is one puzzle (GET /api/puzzle/{id}; no token needed). An id
// lichess does not have is ErrNotFound.
func (c *Client) PuzzleByID(ctx context.Context, id string) (PuzzleAndGame, error) {
	var pg PuzzleAndGame
	if id == "" || strings.ContainsAny(id, "/?#") {
		return pg, fmt.Errorf("lichess: %q is not a puzzle's id", id)
	}
	err := c.getJSON(ctx, "/api/puzzle/"+url.PathEscape(id), &pg)
	return pg, err
}

// NextPuzzle asks for a puzzle (its query parameters); all may be empty.
type NextPuzzle struct {
	Angle      string // a theme or an opening ("fork", "Sicilian_Defense")
	Difficulty string // easiest, easier, normal, harder, hardest: relative to the player's puzzle rating
	Color      string // white or black; empty for either
}

// The values the spec allows.
var (
	puzzleDifficulties = []string{"easiest", "easier", "normal", "harder", "hardest"}
	puzzleColors       = []string{"white", "black"}
)

// NextPuzzle is a puzzle lichess picks (GET /api/puzzle/next): with a
// token of the puzzle:read scope, one the account has never seen. A
// difficulty or a colour the spec does not have is refused here, before
// any request.
func (c *Client) NextPuzzle(ctx context.Context, o NextPuzzle) (PuzzleAndGame, error) {
	var pg PuzzleAndGame
	q := url.Values{}
	if o.Angle != "" {
		if !isAngle(o.Angle) {
			return pg, fmt.Errorf("lichess: %q is not a puzzle theme or opening", o.Angle)
		}
		q.Set("angle", o.Angle)
	}
	if o.Difficulty != "" {
		if !slices.Contains(puzzleDifficulties, o.Difficulty) {
			return pg, fmt.Errorf("lichess: %q is not a puzzle difficulty (%s)", o.Difficulty, strings.Join(puzzleDifficulties, ", "))
		}
		q.Set("difficulty", o.Difficulty)
	}
	if o.Color != "" {
		if !slices.Contains(puzzleColors, o.Color) {
			return pg, fmt.Errorf("lichess: %q is not a colour (white, black)", o.Color)
		}
		q.Set("color", o.Color)
	}
	path := "/api/puzzle/next"
	if len(q) > 0 {
		path += "?" + q.Encode()
	}
	err := c.getJSON(ctx, path, &pg)
	return pg, err
}

// isAngle reports whether s may be an angle: a theme's or an opening's key,
// letters, digits, _ and - ("mateIn2", "Queens_Gambit_Declined").
func isAngle(s string) bool {
	if s == "" || len(s) > 100 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

// PuzzleOf is the puzzle in the database's form, played through on anna's
// board from the game's moves (puzzle.FromGame): the position before the
// opponent's move, the line with that move first. The game's address is
// on this client's server, as the database writes it (/black when Black
// moves first, # and the ply).
func (c *Client) PuzzleOf(pg PuzzleAndGame) (puzzle.Puzzle, error) {
	p := pg.Puzzle
	line := puzzle.GameLine{ID: p.ID, SAN: strings.Fields(pg.Game.PGN), InitialPly: p.InitialPly,
		Solution: p.Solution, Rating: p.Rating, Plays: p.Plays, Themes: p.Themes, FEN: p.FEN, LastMove: p.LastMove}
	if pg.Game.ID != "" && isAngle(pg.Game.ID) {
		side := ""
		if p.InitialPly%2 == 1 {
			side = "/black"
		}
		line.GameURL = c.GameURL(pg.Game.ID) + side + "#" + strconv.Itoa(p.InitialPly+1)
	}
	return puzzle.FromGame(line)
}

// TokenScopes are the scopes of the client's token (POST /api/token/test,
// which takes the token in its body). A token lichess does not know is
// ErrUnauthorized.
func (c *Client) TokenScopes(ctx context.Context) ([]string, error) {
	if c.token == "" {
		return nil, ErrUnauthorized
	}
	var answer map[string]*struct {
		UserID string `json:"userId"`
		Scopes string `json:"scopes"`
	}
	if err := c.requestJSON(ctx, http.MethodPost, "/api/token/test", &reqBody{"text/plain", []byte(c.token)}, &answer); err != nil {
		return nil, err
	}
	t := answer[c.token]
	if t == nil {
		return nil, ErrUnauthorized
	}
	var scopes []string
	for _, s := range strings.Split(t.Scopes, ",") {
		if s = strings.TrimSpace(s); s != "" {
			scopes = append(scopes, s)
		}
	}
	return scopes, nil
}

// PuzzleWriteScope is the scope a token needs for lichess to take
// puzzle results; PuzzleReadScope lets the next puzzle be one not seen.
const (
	PuzzleReadScope  = "puzzle:read"
	PuzzleWriteScope = "puzzle:write"
)

// PuzzleSolution is a result sent back: the puzzle, whether it was
// solved, and whether lichess should rate it.
type PuzzleSolution struct {
	ID    string `json:"id"`
	Win   bool   `json:"win"`
	Rated bool   `json:"rated"`
}

// PuzzleResults is lichess's answer to results (the
// PuzzleBatchSolveResponse schema): the player's puzzle rating after them
// and each puzzle's change.
type PuzzleResults struct {
	Glicko *struct {
		Rating      float64 `json:"rating"`
		Deviation   float64 `json:"deviation"`
		Provisional bool    `json:"provisional"`
	} `json:"glicko,omitempty"`
	Rounds []struct {
		ID         string `json:"id"`
		Win        bool   `json:"win"`
		RatingDiff int    `json:"ratingDiff"`
	} `json:"rounds"`
	Puzzles []PuzzleAndGame `json:"puzzles"`
}

// SendPuzzleResults sends results back (POST /api/puzzle/batch/{angle},
// the JSON the spec's PuzzleBatchSolveRequest describes), for the angle
// the puzzles were chosen by ("mix" for none). The token needs the
// puzzle:write scope (TokenScopes says whether it has it); without it
// lichess refuses with an *APIError.
func (c *Client) SendPuzzleResults(ctx context.Context, angle string, sols []PuzzleSolution) (PuzzleResults, error) {
	var res PuzzleResults
	if angle == "" {
		angle = puzzle.Mix
	}
	if !isAngle(angle) {
		return res, fmt.Errorf("lichess: %q is not a puzzle theme or opening", angle)
	}
	if len(sols) == 0 {
		return res, fmt.Errorf("lichess: no puzzle results to send")
	}
	data, err := json.Marshal(struct {
		Solutions []PuzzleSolution `json:"solutions"`
	}{sols})
	if err != nil {
		return res, err
	}
	err = c.requestJSON(ctx, http.MethodPost, "/api/puzzle/batch/"+url.PathEscape(angle), &reqBody{"application/json", data}, &res)
	return res, err
}
