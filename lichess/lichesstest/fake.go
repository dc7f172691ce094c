// Package lichesstest is a fake lichess server for tests, built from the
// published specification of the Board API and the puzzle API
// (lichess-org/api, doc/specs): every message it sends has a shape taken
// from the spec's schemas and examples, and is checked against those
// schemas as it is sent, so the fake cannot drift from the spec. The test
// plays the opponent and the network: moves, offers, challenges, dropped
// streams, 429 and 401; the puzzles are the spec's examples (puzzles.go).
package lichesstest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Player is the account the token belongs to.
type Player struct {
	ID, Name string
	Rating   int
}

// Server is the fake. Its zero value is not usable: call New.
type Server struct {
	URL   string
	Token string // the token it accepts
	Me    Player
	// KeepAlive is how often open streams send an empty line.
	KeepAlive time.Duration

	t    testing.TB
	spec *Spec
	srv  *httptest.Server
	now  func() time.Time

	mu         sync.Mutex
	changed    chan struct{} // closed and replaced at every change, for waiters
	events     *conn         // the event stream open now (one at a time, as lichess has it)
	eventsSeen int           // event streams opened so far
	games      map[string]*game
	challenges map[string]*challengeState
	seeks      []*seek
	failures   []failure // answers to give instead of the next requests
	requests   []Request // every request, in order
	users      map[string]Player
	counter    int  // for ids
	revoked    bool // Revoke: the token is refused from now on
	down       bool // Down: lichess cannot be reached (outage.go)
	puzzles    puzzleState
	scopes     string // the token's, comma-separated (SetScopes)
}

// Request is a request the fake was sent: when it came, and the status
// it was answered with.
type Request struct {
	Method, Path string
	Form         map[string]string
	Status       int
	At           time.Time
}

type failure struct {
	prefix  string // a path's beginning; "" any
	status  int
	retry   int // Retry-After seconds for 429; 0 none
	left    int
	endless bool   // Endless: a JSON answer that does not end
	body    []byte // Hostile: the lines answered
}

// New starts a fake server; it is closed at the test's end.
func New(t testing.TB) *Server {
	s := &Server{Token: "lip_annaTestToken_0123456789", scopes: "board:play", Me: Player{ID: "bobby", Name: "Bobby", Rating: 1678},
		KeepAlive: 200 * time.Millisecond, t: t, spec: NewSpec(), now: time.Now,
		changed: make(chan struct{}), games: map[string]*game{}, challenges: map[string]*challengeState{}, users: map[string]Player{}}
	s.puzzles = newPuzzleState(s)
	mux := http.NewServeMux()
	s.routes(mux)
	// The address is known before the first request, which may name it.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.URL = "http://" + l.Addr().String()
	s.srv = httptest.NewUnstartedServer(s.middleware(mux))
	s.srv.Listener.Close()
	s.srv.Listener = l
	s.srv.Start()
	t.Cleanup(s.Close)
	return s
}

// Close stops the server and every stream.
func (s *Server) Close() {
	s.mu.Lock()
	if s.events != nil {
		s.events.close()
	}
	for _, g := range s.games {
		g.closeStreams()
	}
	for _, sk := range s.seeks {
		sk.conn.close()
	}
	s.mu.Unlock()
	s.srv.CloseClientConnections()
	s.srv.Close()
}

// routes are the operations of the spec the fake answers, each with its
// file in doc/specs/tags.
func (s *Server) routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/account", s.account)                                    // account/api-account.yaml
	mux.HandleFunc("GET /api/stream/event", s.eventStream)                           // board/api-stream-event.yaml
	mux.HandleFunc("GET /api/board/game/stream/{id}", s.gameStream)                  // board/api-board-game-stream-gameId.yaml
	mux.HandleFunc("POST /api/board/game/{id}/move/{move}", s.move())                // board/api-board-game-gameId-move-move.yaml
	mux.HandleFunc("POST /api/board/game/{id}/draw/{accept}", s.draw())              // board/api-board-game-gameId-draw-accept.yaml
	mux.HandleFunc("POST /api/board/game/{id}/takeback/{accept}", s.takeback())      // board/api-board-game-gameId-takeback-accept.yaml
	mux.HandleFunc("POST /api/board/game/{id}/resign", s.resign())                   // board/api-board-game-gameId-resign.yaml
	mux.HandleFunc("POST /api/board/game/{id}/abort", s.abort())                     // board/api-board-game-gameId-abort.yaml
	mux.HandleFunc("POST /api/board/game/{id}/claim-victory", s.claim(true))         // board/api-board-game-gameId-claim-victory.yaml
	mux.HandleFunc("POST /api/board/game/{id}/claim-draw", s.claim(false))           // board/api-board-game-gameId-claim-draw.yaml
	mux.HandleFunc("POST /api/board/game/{id}/chat", s.chat())                       // board/api-board-game-gameId-chat.yaml
	mux.HandleFunc("POST /api/board/seek", s.seek)                                   // board/api-board-seek.yaml
	mux.HandleFunc("POST /api/challenge/ai", s.challengeAI)                          // challenges/api-challenge-ai.yaml
	mux.HandleFunc("POST /api/challenge/{user}", s.challenge)                        // challenges/api-challenge-username.yaml
	mux.HandleFunc("POST /api/challenge/{id}/accept", s.answerChallenge("accept"))   // challenges/api-challenge-challengeId-accept.yaml
	mux.HandleFunc("POST /api/challenge/{id}/decline", s.answerChallenge("decline")) // challenges/api-challenge-challengeId-decline.yaml
	mux.HandleFunc("POST /api/challenge/{id}/cancel", s.answerChallenge("cancel"))   // challenges/api-challenge-challengeId-cancel.yaml
	mux.HandleFunc("GET /api/puzzle/daily", s.dailyPuzzle)                           // puzzles/api-puzzle-daily.yaml
	mux.HandleFunc("GET /api/puzzle/next", s.nextPuzzle)                             // puzzles/api-puzzle-next.yaml
	mux.HandleFunc("GET /api/puzzle/{id}", s.puzzleByID)                             // puzzles/api-puzzle-id.yaml
	mux.HandleFunc("POST /api/puzzle/batch/{angle}", s.solvePuzzles)                 // puzzles/api-puzzle-batch-angle.yaml
	mux.HandleFunc("POST /api/token/test", s.tokenTest)                              // oauth/api-token-test.yaml
}

// statusRecorder keeps a response's status for the request log.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Flush() {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	r.ResponseWriter.(http.Flusher).Flush()
}

func (r *statusRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	return r.ResponseWriter.(http.Hijacker).Hijack()
}

// middleware checks the token, gives the failures asked for, and logs
// every request.
func (s *Server) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		at := time.Now()
		r.ParseForm()
		form := map[string]string{}
		for k, v := range r.PostForm {
			form[k] = strings.Join(v, ",")
		}
		rec := &statusRecorder{ResponseWriter: w}
		defer func() { // logged with status 0 when dropped unanswered (an outage)
			s.mu.Lock()
			s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Form: form, Status: rec.status, At: at})
			s.changedLocked()
			s.mu.Unlock()
		}()
		if s.dropped(rec) {
			return
		}
		// A token is checked when given; the operations of the spec
		// without security need none.
		if auth := r.Header.Get("Authorization"); (auth != "" || !public(r)) && (auth != "Bearer "+s.Token || s.isRevoked()) {
			s.writeJSON(rec, http.StatusUnauthorized, "schemas/Error.yaml", map[string]string{"error": "No such token"})
			return
		}
		if f, ok := s.takeFailure(r.URL.Path); ok {
			switch {
			case f.endless:
				endless(rec)
				return
			case f.body != nil:
				rec.Header().Set("Content-Type", "application/x-ndjson")
				rec.WriteHeader(http.StatusOK)
				rec.Write(f.body)
				return
			}
			if f.retry > 0 {
				rec.Header().Set("Retry-After", fmt.Sprint(f.retry))
			}
			s.writeJSON(rec, f.status, "schemas/Error.yaml", map[string]string{"error": http.StatusText(f.status)})
			return
		}
		next.ServeHTTP(rec, r)
	})
}

func (s *Server) isRevoked() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.revoked
}

func (s *Server) takeFailure(path string) (failure, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range s.failures {
		f := &s.failures[i]
		if f.left > 0 && strings.HasPrefix(path, f.prefix) {
			f.left--
			return *f, true
		}
	}
	return failure{}, false
}

// Fail answers the next n requests whose path begins with prefix with
// status (429: with Retry-After retry seconds, when retry > 0).
func (s *Server) Fail(prefix string, status, n, retry int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures = append(s.failures, failure{prefix: prefix, status: status, retry: retry, left: n})
}

// Endless answers the next request whose path begins with prefix as no
// lichess does, as a hostile server would: 200, and a JSON string begun
// and never ended, written as fast as the client reads, 256 MB at most.
func (s *Server) Endless(prefix string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures = append(s.failures, failure{prefix: prefix, status: http.StatusOK, left: 1, endless: true})
}

// Hostile answers the next request whose path begins with prefix as a
// hostile server would: 200, and these lines as they are (NDJSON, not
// checked against the spec), each ended by a line break; the connection
// ends after them.
func (s *Server) Hostile(prefix string, lines ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	body := []byte(strings.Join(lines, "\n") + "\n")
	s.failures = append(s.failures, failure{prefix: prefix, status: http.StatusOK, left: 1, body: body})
}

// endless writes Endless's answer.
func endless(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	io.WriteString(w, `{"id":"`)
	chunk := strings.Repeat("A", 64<<10)
	for range 256 << 20 / len(chunk) {
		if _, err := io.WriteString(w, chunk); err != nil {
			return
		}
	}
}

// writeJSON sends one JSON answer, checked against its schema.
func (s *Server) writeJSON(w http.ResponseWriter, status int, schema string, v any) {
	data := s.encode(schema, v)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(data, '\n'))
}

// encode writes a message as JSON and checks it against the schema at
// loc: a message the spec does not allow fails the test.
func (s *Server) encode(loc string, v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		s.t.Errorf("lichesstest: %v", err)
		return nil
	}
	if err := s.spec.Validate(loc, data); err != nil {
		s.t.Errorf("the fake sent a message the spec does not allow: %v", err)
	}
	return data
}

func (s *Server) ok(w http.ResponseWriter) {
	s.writeJSON(w, http.StatusOK, "schemas/Ok.yaml", map[string]bool{"ok": true})
}

func (s *Server) refuse(w http.ResponseWriter, why string) {
	s.writeJSON(w, http.StatusBadRequest, "schemas/Error.yaml", map[string]string{"error": why})
}

func (s *Server) notFound(w http.ResponseWriter) {
	s.writeJSON(w, http.StatusNotFound, "schemas/NotFound.yaml", map[string]string{"error": "Not found."})
}

// changedLocked wakes the waiters. s.mu is held.
func (s *Server) changedLocked() {
	close(s.changed)
	s.changed = make(chan struct{})
}

// WaitFor waits until cond (called with the server locked) holds, and
// fails the test after the timeout.
func (s *Server) WaitFor(what string, timeout time.Duration, cond func() bool) {
	s.t.Helper()
	deadline := time.After(timeout)
	for {
		s.mu.Lock()
		ok := cond()
		ch := s.changed
		s.mu.Unlock()
		if ok {
			return
		}
		select {
		case <-ch:
		case <-deadline:
			s.t.Fatalf("lichesstest: waited %v for %s", timeout, what)
		}
	}
}

// Requests are the requests made so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// requestedLocked reports whether a request to path was answered with
// status (0: any). s.mu is held.
func (s *Server) requestedLocked(method, path string, status int) bool {
	for _, r := range s.requests {
		if r.Method == method && r.Path == path && (status == 0 || r.Status == status) {
			return true
		}
	}
	return false
}

// WaitRequest waits for a request to path.
func (s *Server) WaitRequest(method, path string, timeout time.Duration) {
	s.t.Helper()
	s.WaitFor(method+" "+path, timeout, func() bool { return s.requestedLocked(method, path, 0) })
}

func (s *Server) newID() string {
	s.counter++
	return fmt.Sprintf("G%07d", s.counter)
}

func (s *Server) account(w http.ResponseWriter, r *http.Request) {
	var v map[string]any
	data, _ := Example("examples/account-getMyProfile.json.yaml")
	json.Unmarshal(data, &v)
	s.mu.Lock()
	me, pr := s.Me, s.puzzles.rating
	s.mu.Unlock()
	v["id"], v["username"], v["url"] = me.ID, me.Name, s.URL+"/@/"+me.Name
	perfs := v["perfs"].(map[string]any)
	perfs["rapid"] = map[string]any{"games": 83, "rating": me.Rating, "rd": 60, "prog": 10}
	// the puzzle rating is the one the fake rates results by (puzzles.go),
	// as lichess's account and puzzle rating are one
	perfs["puzzle"] = map[string]any{"games": len(pr.Played), "rating": int(pr.Rating + 0.5), "rd": int(pr.Deviation + 0.5), "prog": 0}
	s.writeJSON(w, http.StatusOK, "schemas/UserExtended.yaml", v)
}

// SetName names the player the token belongs to (Me) name, as a hostile
// server may: set under the server's lock, as the account is read.
func (s *Server) SetName(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.Me.Name = name
}

// AddUser makes a player known to the fake, to be challenged.
func (s *Server) AddUser(p Player) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.users[strings.ToLower(p.ID)] = p
}
