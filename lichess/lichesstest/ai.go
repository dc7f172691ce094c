package lichesstest

import (
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/anna-chess/anna/lichess"
)

// aiAnswerSchema is the answer of /api/challenge/ai (its 201).
const aiAnswerSchema = "tags/challenges/api-challenge-ai.yaml#/post/responses/201/content/application~1json/schema"

// AIChallenges are the player's challenges to lichess's AI so far: the
// form of each, as sent.
func (s *Server) AIChallenges() []map[string]string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []map[string]string
	for _, r := range s.requests {
		if r.Path == "/api/challenge/ai" {
			out = append(out, r.Form)
		}
	}
	return out
}

// challengeAI starts a game against lichess's AI
// (challenges/api-challenge-ai.yaml): level 1 to 8 is required; a clock,
// days, or neither (correspondence); colour white, black or random (the
// fake gives white for random). The answer is the game (201, as the
// spec's example challenges-challengeAi), and the game starts on the
// event stream. The AI plays the first legal move whenever it is on move.
func (s *Server) challengeAI(w http.ResponseWriter, r *http.Request) {
	level, err := strconv.Atoi(r.PostFormValue("level"))
	if err != nil || level < 1 || level > 8 {
		s.refuse(w, "level: Must be between 1 and 8")
		return
	}
	limit, _ := strconv.Atoi(r.PostFormValue("clock.limit"))
	inc, _ := strconv.Atoi(r.PostFormValue("clock.increment"))
	days, _ := strconv.Atoi(r.PostFormValue("days"))
	color := r.PostFormValue("color")
	if color == "" || color == "random" {
		color = "white"
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	name := "Stockfish level " + strconv.Itoa(level)
	id := s.startGameLocked(GameSpec{Color: color, Opponent: Player{Name: name}, AI: level,
		Limit: time.Duration(limit) * time.Second, Inc: time.Duration(inc) * time.Second, Days: days, Source: "ai"})
	g := s.games[id]
	answer := map[string]any{"id": id, "variant": g.variant(), "speed": g.speed(), "perf": g.speed(), "rated": false,
		"fen": g.board.FEN(), "turns": len(g.moves), "source": "ai",
		"status": lichess.GameStatus{ID: statusIDs[g.status], Name: g.status}, "createdAt": g.created,
		"player": color, "fullId": id + "abcd"}
	s.writeJSON(w, http.StatusCreated, aiAnswerSchema, answer)
	s.aiPlaysLocked(g)
}

// aiPlaysLocked plays the AI's move when it is on move: the first legal
// move, sent on the game's streams.
func (s *Server) aiPlaysLocked(g *game) {
	if g.spec.AI == 0 || g.turn() == g.spec.Color || lichess.Over(g.status) {
		return
	}
	moves := g.board.LegalMoves()
	if len(moves) == 0 {
		return
	}
	if why := s.playLocked(g, moves[0].String()); why != "" {
		s.t.Errorf("lichesstest: the AI's %s: %s", moves[0], why)
		return
	}
	s.stateChangedLocked(g)
}

// aiReplies has the AI answer the player's move, after the player's move
// has gone out on the game's streams.
func (s *Server) aiReplies(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g, ok := s.games[id]; ok {
		s.aiPlaysLocked(g)
	}
}

// AIGames are the ids of the games against the AI, oldest first.
func (s *Server) AIGames() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	for id, g := range s.games {
		if g.spec.AI > 0 {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids) // newID counts up
	return ids
}
