package lichesstest

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/lichess"
)

// challengeState is a challenge on the fake: made by the player (with its
// stream kept alive) or to the player.
type challengeState struct {
	c        lichess.Challenge
	incoming bool
	conn     *conn // the player's own challenge, kept alive
	opp      Player
	days     int
}

// challengeJSON is a challenge as the spec's example
// challenges-createChallenge shows it.
func (s *Server) challengeJSON(id string, from, to Player, limit, inc time.Duration, days int, rated bool, color string) lichess.Challenge {
	c := lichess.Challenge{ID: id, URL: s.URL + "/" + id, Status: "created",
		Challenger: lichess.ChallengeUser{ID: from.ID, Name: from.Name, Rating: from.Rating},
		DestUser:   &lichess.ChallengeUser{ID: to.ID, Name: to.Name, Rating: to.Rating},
		Variant:    lichess.Variant{Key: "standard", Name: "Standard", Short: "Std"}, Rated: rated, Color: color,
		Perf: lichess.Perf{Icon: "", Name: "Rapid"}}
	switch {
	case days > 0:
		c.TimeControl = lichess.TimeControl{Type: "correspondence", DaysPerTurn: days}
		c.Speed, c.Perf.Name = lichess.Correspondence, "Correspondence"
	case limit > 0 || inc > 0:
		clock := lichess.Clock{Limit: limit, Increment: inc}
		c.TimeControl = lichess.TimeControl{Type: "clock", Limit: int(limit / time.Second), Increment: int(inc / time.Second), Show: clock.String()}
		c.Speed = clock.Speed()
		c.Perf.Name = strings.ToUpper(c.Speed[:1]) + c.Speed[1:]
	default:
		c.TimeControl = lichess.TimeControl{Type: "unlimited"}
		c.Speed, c.Perf.Name = lichess.Correspondence, "Correspondence"
	}
	return c
}

// challenge is the player's challenge to a user.
func (s *Server) challenge(w http.ResponseWriter, r *http.Request) {
	user := r.PathValue("user")
	limit, _ := strconv.Atoi(r.PostFormValue("clock.limit"))
	inc, _ := strconv.Atoi(r.PostFormValue("clock.increment"))
	days, _ := strconv.Atoi(r.PostFormValue("days"))
	color := r.PostFormValue("color")
	if color == "" {
		color = "random"
	}
	s.mu.Lock()
	opp, ok := s.users[strings.ToLower(user)]
	if !ok {
		s.mu.Unlock()
		s.refuse(w, "No such user: "+user)
		return
	}
	id := s.newID()
	ch := s.challengeJSON(id, s.Me, opp, time.Duration(limit)*time.Second, time.Duration(inc)*time.Second, days,
		r.PostFormValue("rated") == "true", color)
	ch.Direction = "out"
	st := &challengeState{c: ch, opp: opp, days: days}
	s.challenges[id] = st
	s.sendEventLocked(lichess.Event{Type: lichess.ChallengeIn, Challenge: &ch})
	if r.PostFormValue("keepAliveStream") != "true" {
		s.changedLocked()
		s.mu.Unlock()
		s.writeJSON(w, http.StatusOK, "schemas/ChallengeJson.yaml", ch)
		return
	}
	st.conn = newConn()
	st.conn.send(s.encode("schemas/ChallengeJson.yaml", ch))
	s.changedLocked()
	s.mu.Unlock()
	s.serveStream(w, r, st.conn)
	s.mu.Lock()
	if st.c.Status == "created" {
		st.c.Status = "canceled" // the connection closed: the challenge goes with it
	}
	s.changedLocked()
	s.mu.Unlock()
}

// WaitChallenge waits for the player's challenge to user and returns it.
func (s *Server) WaitChallenge(user string) lichess.Challenge {
	s.t.Helper()
	var out lichess.Challenge
	s.WaitFor("a challenge to "+user, waitLong, func() bool {
		for _, st := range s.challenges {
			if !st.incoming && strings.EqualFold(st.c.DestUser.Name, user) && st.c.Status == "created" {
				out = st.c
				return true
			}
		}
		return false
	})
	return out
}

// AnswerChallenge has the challenged user accept (the game starts, the
// player's colour as the challenge has it, white for random) or decline.
func (s *Server) AnswerChallenge(id string, accept bool) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.challenges[id]
	done := "declined"
	game := ""
	if accept {
		done = "accepted"
		st.c.Status = "accepted"
		color := st.c.Color
		if color == "random" {
			color = "white"
		}
		tc := st.c.TimeControl
		game = s.startGameLocked(GameSpec{ID: id, Color: color, Opponent: st.opp, Limit: time.Duration(tc.Limit) * time.Second,
			Inc: time.Duration(tc.Increment) * time.Second, Days: st.days, Rated: st.c.Rated})
	} else {
		st.c.Status = "declined"
		d := st.c
		d.DeclineReason, d.DeclineReasonKey = "I'm not accepting challenges at the moment.", "generic"
		s.sendEventLocked(lichess.Event{Type: lichess.ChallengeDeclined, Challenge: &d})
	}
	if st.conn != nil {
		s.encode("schemas/ChallengeStatus.yaml", done) // the done line's value is a challenge's status
		line, _ := json.Marshal(map[string]string{"done": done})
		st.conn.send(line)
		st.conn.close()
	}
	s.changedLocked()
	return game
}

// ChallengePlayer has a user challenge the player: the challenge event.
func (s *Server) ChallengePlayer(from Player, limit, inc time.Duration, rated bool) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	id := s.newID()
	ch := s.challengeJSON(id, from, s.Me, limit, inc, 0, rated, "random")
	ch.Direction = "in"
	ch.FinalColor = "black" // the challenger's: the player gets white
	s.challenges[id] = &challengeState{c: ch, incoming: true, opp: from}
	s.sendEventLocked(lichess.Event{Type: lichess.ChallengeIn, Challenge: &ch})
	s.changedLocked()
	return id
}

// CancelChallenge has the challenger withdraw a challenge to the player.
func (s *Server) CancelChallenge(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.challenges[id]
	st.c.Status = "canceled"
	c := st.c
	s.sendEventLocked(lichess.Event{Type: lichess.ChallengeCanceled, Challenge: &c})
	s.changedLocked()
}

// ChallengeStatus is a challenge's status now.
func (s *Server) ChallengeStatus(id string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if st, ok := s.challenges[id]; ok {
		return st.c.Status
	}
	return ""
}

// answerChallenge is the player's accept, decline or cancel.
func (s *Server) answerChallenge(action string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		st, ok := s.challenges[r.PathValue("id")]
		if !ok || st.c.Status != "created" || (action == "cancel") == st.incoming {
			s.notFound(w)
			return
		}
		switch action {
		case "accept":
			st.c.Status = "accepted"
			color := "white"
			if st.c.FinalColor == "white" {
				color = "black"
			}
			tc := st.c.TimeControl
			s.ok(w)
			s.startGameLocked(GameSpec{ID: st.c.ID, Color: color, Opponent: st.opp, Limit: time.Duration(tc.Limit) * time.Second,
				Inc: time.Duration(tc.Increment) * time.Second, Rated: st.c.Rated})
		case "decline":
			st.c.Status = "declined"
			s.ok(w)
		case "cancel":
			st.c.Status = "canceled"
			if st.conn != nil {
				st.conn.close()
			}
			s.ok(w)
		}
		s.changedLocked()
	}
}
