package lichesstest

import (
	"encoding/json"
	"io"
	"math"
	"net/http"
	"slices"
	"sort"
	"strings"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/puzzle"
)

// The puzzle API's answers, as the spec describes them. The puzzles are
// the spec's own examples (the daily puzzle, one by id, the next, those of
// a batch), and any a test adds; every answer is checked against its
// operation's schema as it is sent.
const (
	puzzleSchema      = "schemas/PuzzleAndGame.yaml"
	puzzleSolveSchema = "tags/puzzles/api-puzzle-batch-angle.yaml#/post/responses/200/content/application~1json/schema"
	puzzleSolveBody   = "schemas/PuzzleBatchSolveRequest.yaml"
	tokenTestSchema   = "tags/oauth/api-token-test.yaml#/post/responses/200/content/application~1json/schema"
)

// puzzleExamples are the spec's examples that hold puzzles: one each, or
// a list under "puzzles".
var puzzleExamples = []string{
	"examples/puzzles-getDailyPuzzle.json.yaml",
	"examples/puzzles-getPuzzleById.json.yaml",
	"examples/puzzles-getNewPuzzle.json.yaml",
	"examples/puzzles-getMultiplePuzzlesAtOnce.json.yaml",
	"examples/puzzles-solveMultiplePuzzlesAtOnce.json.yaml",
}

// puzzleState is what the fake knows of puzzles. Guarded by Server.mu.
type puzzleState struct {
	byID    map[string]knownPuzzle
	order   []string // the ids in the order they came
	daily   string
	seen    map[string]bool // the puzzles the account was given or solved
	rating  puzzle.PlayerRating
	results []PuzzleResult
}

// knownPuzzle is a puzzle as the fake sends it, message as written (the
// spec's example, whole), and as the client reads it.
type knownPuzzle struct {
	raw json.RawMessage
	lichess.PuzzleAndGame
}

// PuzzleResult is a result the fake was sent, with the angle it came by.
type PuzzleResult struct {
	Angle string
	lichess.PuzzleSolution
}

func newPuzzleState(s *Server) puzzleState {
	ps := puzzleState{byID: map[string]knownPuzzle{}, seen: map[string]bool{}, rating: puzzle.NewRating()}
	for _, name := range puzzleExamples {
		data, err := Example(name)
		if err != nil {
			s.t.Fatalf("lichesstest: %v", err)
		}
		var many struct{ Puzzles []json.RawMessage }
		if json.Unmarshal(data, &many); len(many.Puzzles) == 0 {
			many.Puzzles = []json.RawMessage{data}
		}
		for _, raw := range many.Puzzles {
			var p lichess.PuzzleAndGame
			if err := json.Unmarshal(raw, &p); err != nil || p.Puzzle.ID == "" {
				s.t.Fatalf("lichesstest: %s holds no puzzle: %v", name, err)
			}
			ps.add(knownPuzzle{raw, p})
			if ps.daily == "" {
				ps.daily = p.Puzzle.ID
			}
		}
	}
	return ps
}

func (ps *puzzleState) add(p knownPuzzle) {
	if _, had := ps.byID[p.Puzzle.ID]; !had {
		ps.order = append(ps.order, p.Puzzle.ID)
	}
	ps.byID[p.Puzzle.ID] = p
}

// AddPuzzle makes a puzzle known to the fake (it is checked against the
// schema when sent); daily makes it the daily puzzle.
func (s *Server) AddPuzzle(p lichess.PuzzleAndGame, daily bool) {
	raw, err := json.Marshal(p)
	if err != nil {
		s.t.Fatal(err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.puzzles.add(knownPuzzle{raw, p})
	if daily {
		s.puzzles.daily = p.Puzzle.ID
	}
}

// PuzzleIDs are the ids of the puzzles the fake knows, in the order they
// came (the spec's examples first).
func (s *Server) PuzzleIDs() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.puzzles.order)
}

// PuzzleResults are the results sent so far.
func (s *Server) PuzzleResults() []PuzzleResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.puzzles.results)
}

// PuzzleRating is the account's puzzle rating as the fake keeps it.
func (s *Server) PuzzleRating() puzzle.PlayerRating {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.puzzles.rating
}

// SetScopes gives the token its scopes, comma-separated as lichess writes
// them (POST /api/token/test); a new fake's token has board:play, which
// anna's login asks for.
func (s *Server) SetScopes(scopes string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.scopes = scopes
}

// public reports whether the operation needs no token (the spec's
// security: []), or takes one only to pick better (the next puzzle).
func public(r *http.Request) bool {
	switch {
	case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/api/puzzle/"):
		return true
	case r.Method == http.MethodPost && r.URL.Path == "/api/token/test":
		return true
	}
	return false
}

// hasScope reports whether the request carries the token and the token has
// the scope.
func (s *Server) hasScope(r *http.Request, scope string) bool {
	if r.Header.Get("Authorization") != "Bearer "+s.Token {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Contains(strings.Split(s.scopes, ","), scope)
}

func (s *Server) dailyPuzzle(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	p, ok := s.puzzles.byID[s.puzzles.daily]
	s.mu.Unlock()
	if !ok {
		s.notFound(w)
		return
	}
	s.writeJSON(w, http.StatusOK, puzzleSchema, p.raw)
}

func (s *Server) puzzleByID(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	p, ok := s.puzzles.byID[r.PathValue("id")]
	s.mu.Unlock()
	if !ok {
		s.notFound(w)
		return
	}
	s.writeJSON(w, http.StatusOK, puzzleSchema, p.raw)
}

// difficulties are lila's PuzzleDifficulty: the rating sought, relative to
// the player's.
var difficulties = map[string]float64{"easiest": -600, "easier": -300, "normal": 0, "harder": 300, "hardest": 600}

// nextPuzzle picks as lichess does: with a token of the puzzle:read scope,
// a puzzle the account has not seen; of the angle's theme ("mix" or none:
// any); of the colour asked; the nearest to the player's rating plus the
// difficulty's offset. None left is 404.
func (s *Server) nextPuzzle(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	offset, ok := difficulties[q.Get("difficulty")]
	if q.Get("difficulty") != "" && !ok || q.Get("color") != "" && q.Get("color") != "white" && q.Get("color") != "black" {
		s.refuse(w, "Invalid difficulty or color")
		return
	}
	known := s.hasScope(r, lichess.PuzzleReadScope)
	s.mu.Lock()
	var pool []knownPuzzle
	for _, id := range s.puzzles.order {
		p := s.puzzles.byID[id]
		solver := "white"
		if p.Puzzle.InitialPly%2 == 0 {
			solver = "black"
		}
		angle := q.Get("angle")
		switch {
		case known && s.puzzles.seen[id]:
		case angle != "" && angle != puzzle.Mix && !slices.Contains(p.Puzzle.Themes, angle):
		case q.Get("color") != "" && q.Get("color") != solver:
		default:
			pool = append(pool, p)
		}
	}
	target := s.puzzles.rating.Rating + offset
	sort.SliceStable(pool, func(i, j int) bool {
		return math.Abs(float64(pool[i].Puzzle.Rating)-target) < math.Abs(float64(pool[j].Puzzle.Rating)-target)
	})
	if len(pool) > 0 && known {
		s.puzzles.seen[pool[0].Puzzle.ID] = true
	}
	s.mu.Unlock()
	if len(pool) == 0 {
		s.notFound(w)
		return
	}
	s.writeJSON(w, http.StatusOK, puzzleSchema, pool[0].raw)
}

// solvePuzzles takes results (the spec's PuzzleBatchSolveRequest, checked
// against its schema) from a token of the puzzle:write scope, rates each
// rated one as lichess does (puzzle.PlayerRating.After, once a puzzle) and
// answers the rating and each change; a token without the scope is
// refused as lichess refuses a missing scope, 403.
func (s *Server) solvePuzzles(w http.ResponseWriter, r *http.Request) {
	if !s.hasScope(r, lichess.PuzzleWriteScope) {
		s.writeJSON(w, http.StatusForbidden, "schemas/Error.yaml", map[string]string{"error": "Missing scope: puzzle:write"})
		return
	}
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err := s.spec.Validate(puzzleSolveBody, body); err != nil {
		s.t.Errorf("the client sent results the spec does not allow: %v", err)
		s.refuse(w, "Invalid request")
		return
	}
	var req struct{ Solutions []lichess.PuzzleSolution }
	json.Unmarshal(body, &req)
	angle := r.PathValue("angle")
	type round struct {
		ID         string `json:"id"`
		Win        bool   `json:"win"`
		RatingDiff int    `json:"ratingDiff"`
	}
	answer := struct {
		Puzzles []lichess.PuzzleAndGame `json:"puzzles"`
		Glicko  map[string]any          `json:"glicko"`
		Rounds  []round                 `json:"rounds"`
	}{Puzzles: []lichess.PuzzleAndGame{}, Rounds: []round{}}
	s.mu.Lock()
	for _, sol := range req.Solutions {
		s.puzzles.results = append(s.puzzles.results, PuzzleResult{Angle: angle, PuzzleSolution: sol})
		p, ok := s.puzzles.byID[sol.ID]
		if !ok {
			continue
		}
		s.puzzles.seen[sol.ID] = true
		before := s.puzzles.rating
		if sol.Rated {
			s.puzzles.rating = before.After(puzzle.Puzzle{ID: sol.ID, Rating: p.Puzzle.Rating, RatingDeviation: 80}, sol.Win, angle, s.now())
		}
		answer.Rounds = append(answer.Rounds, round{ID: sol.ID, Win: sol.Win, RatingDiff: int(s.puzzles.rating.Rating) - int(before.Rating)})
	}
	g := s.puzzles.rating
	answer.Glicko = map[string]any{"rating": g.Rating, "deviation": g.Deviation, "provisional": g.Provisional()}
	s.changedLocked()
	s.mu.Unlock()
	s.writeJSON(w, http.StatusOK, puzzleSolveSchema, answer)
}

// tokenTest answers for each token of the body, comma-separated: its
// account and scopes, or null.
func (s *Server) tokenTest(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	s.mu.Lock()
	scopes, revoked := s.scopes, s.revoked
	s.mu.Unlock()
	answer := map[string]any{}
	for _, tok := range strings.Split(strings.TrimSpace(string(body)), ",") {
		if tok == s.Token && !revoked {
			answer[tok] = map[string]any{"userId": s.Me.ID, "scopes": scopes, "expires": nil}
		} else {
			answer[tok] = nil
		}
	}
	s.writeJSON(w, http.StatusOK, tokenTestSchema, answer)
}
