package lichesstest

import (
	"net/http"
	"strconv"
	"time"

	"github.com/anna-chess/anna/lichess"
)

// waitLong is how long the helpers wait for anna: long enough for a slow,
// busy machine.
const waitLong = 30 * time.Second

// The event stream, seeks and challenges.

func (s *Server) eventStream(w http.ResponseWriter, r *http.Request) {
	c := newConn()
	s.mu.Lock()
	if s.events != nil {
		s.events.close() // "the previous one with the same access token is closed"
	}
	s.events = c
	s.eventsSeen++
	// "When the stream opens, all current challenges and games are sent."
	for _, ch := range s.challenges {
		if ch.incoming && ch.c.Status == "created" {
			c.send(s.encode(eventStreamSchema, lichess.Event{Type: lichess.ChallengeIn, Challenge: &ch.c}))
		}
	}
	for _, g := range s.games {
		if !lichess.Over(g.status) {
			c.send(s.encode(eventStreamSchema, lichess.Event{Type: lichess.GameStart, Game: s.gameInfoLocked(g)}))
		}
	}
	s.changedLocked()
	s.mu.Unlock()
	s.serveStream(w, r, c)
}

// sendEventLocked sends a message on the event stream, if one is open.
func (s *Server) sendEventLocked(e lichess.Event) {
	if s.events != nil {
		s.events.send(s.encode(eventStreamSchema, e))
	}
}

// EventStreams is how many event streams have been opened.
func (s *Server) EventStreams() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.eventsSeen
}

// WaitEvents waits until n event streams have been opened and one is open.
func (s *Server) WaitEvents(n int) {
	s.t.Helper()
	s.WaitFor("the event stream", waitLong, func() bool {
		return s.eventsSeen >= n && s.events != nil && !isDone(s.events)
	})
}

func isDone(c *conn) bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// DropEvents cuts the event stream, as a network would.
func (s *Server) DropEvents() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.events != nil {
		s.events.cut()
		s.events = nil
	}
}

// seek is a real-time seek waiting on its connection.
type seek struct {
	form map[string]string
	conn *conn
}

func (s *Server) seek(w http.ResponseWriter, r *http.Request) {
	form := map[string]string{}
	for k := range r.PostForm {
		form[k] = r.PostFormValue(k)
	}
	if days := form["days"]; days != "" {
		s.mu.Lock()
		id := s.newID()
		s.mu.Unlock()
		s.writeJSON(w, http.StatusOK, "tags/board/api-board-seek.yaml#/post/responses/200/content/application~1json/schema",
			map[string]string{"id": id})
		return
	}
	minutes, err1 := strconv.ParseFloat(form["time"], 64)
	inc, err2 := strconv.Atoi(form["increment"])
	clock := lichess.Clock{Limit: time.Duration(minutes * float64(time.Minute)), Increment: time.Duration(inc) * time.Second}
	if err1 != nil || err2 != nil || !clock.Seekable() {
		s.refuse(w, "Invalid time control: the Board API seeks rapid, classical and correspondence games")
		return
	}
	sk := &seek{form: form, conn: newConn()}
	s.mu.Lock()
	s.seeks = append(s.seeks, sk)
	s.changedLocked()
	s.mu.Unlock()
	s.serveStream(w, r, sk.conn)
	s.mu.Lock()
	for i, o := range s.seeks {
		if o == sk {
			s.seeks = append(s.seeks[:i], s.seeks[i+1:]...)
			break
		}
	}
	s.changedLocked()
	s.mu.Unlock()
}

// Seeks are the seeks open now, each its form.
func (s *Server) Seeks() []map[string]string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []map[string]string
	for _, sk := range s.seeks {
		if !isDone(sk.conn) {
			out = append(out, sk.form)
		}
	}
	return out
}

// WaitSeek waits for an open seek and returns its form.
func (s *Server) WaitSeek() map[string]string {
	s.t.Helper()
	var form map[string]string
	s.WaitFor("a seek", waitLong, func() bool {
		for _, sk := range s.seeks {
			if !isDone(sk.conn) {
				form = sk.form
				return true
			}
		}
		return false
	})
	return form
}

// PairSeek answers the open seek with an opponent: the seek's connection
// closes and the game starts (gameStart), the player white when white.
func (s *Server) PairSeek(opp Player, color string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, sk := range s.seeks {
		if isDone(sk.conn) {
			continue
		}
		minutes, _ := strconv.ParseFloat(sk.form["time"], 64)
		inc, _ := strconv.Atoi(sk.form["increment"])
		sk.conn.close()
		return s.startGameLocked(GameSpec{Color: color, Opponent: opp, Limit: time.Duration(minutes * float64(time.Minute)),
			Inc: time.Duration(inc) * time.Second, Rated: sk.form["rated"] == "true", Source: "lobby"})
	}
	s.t.Errorf("lichesstest: no seek to pair")
	return ""
}
