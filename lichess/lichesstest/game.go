package lichesstest

import (
	"net/http"
	"strings"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/rules"
)

// GameSpec is a game the fake starts for the player.
type GameSpec struct {
	ID       string // "" for a new one
	Color    string // the player's: white or black
	Opponent Player
	Limit    time.Duration // the clock; 0 with Days 0: no clock (unlimited)
	Inc      time.Duration
	Days     int // correspondence
	Rated    bool
	Chess960 bool
	FEN      string // the start position: "" for the usual, or a Chess960 start (X-FEN)
	Source   string // lobby, friend, ...: "" for friend
	// KingTakesRook: castling is sent as king takes rook (e1h1) in a
	// standard game too, as GameStateEvent.moves describes it ("King to
	// rook for Chess960-compatible castling notation"); otherwise as the
	// king's move (e1g1), as its example shows. A Chess960 game always
	// sends king takes rook.
	KingTakesRook bool
	// AI is lichess's AI's level (1 to 8) when the opponent is the AI:
	// it answers each move at once (ai.go).
	AI int
}

// game is a game on the fake server, as lichess keeps it.
type game struct {
	spec      GameSpec
	created   int64
	board     *rules.Game
	moves     []string
	wtime     int64 // ms, as of lastMove
	btime     int64
	last      time.Time // when the clock of the side to move started
	status    string
	winner    string
	offers    [2]bool // draw offers: white, black
	backs     [2]bool // takeback proposals: white, black
	streams   []*conn
	started   bool          // announced on the event stream
	claimable bool          // the opponent is gone long enough: a win or draw may be claimed
	said      []string      // chat lines the player wrote
	held      chan struct{} // HoldGame: streams wait until it is closed
	waiting   int           // streams that have come while held
}

func colorIndex(c string) int {
	if c == "black" {
		return 1
	}
	return 0
}

func other(c string) string {
	if c == "white" {
		return "black"
	}
	return "white"
}

// StartGame starts a game and tells the player on the event stream
// (gameStart); it returns the game's id.
func (s *Server) StartGame(spec GameSpec) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.startGameLocked(spec)
}

func (s *Server) startGameLocked(spec GameSpec) string {
	if spec.ID == "" {
		spec.ID = s.newID()
	}
	if spec.Color == "" {
		spec.Color = "white"
	}
	variant := rules.StandardChess
	if spec.Chess960 {
		variant = rules.Chess960
	}
	fen := spec.FEN
	if fen == "" {
		fen = rules.StartFEN
	}
	board, err := rules.NewVariantGame(variant, fen)
	if err != nil {
		s.t.Errorf("lichesstest: start position %q: %v", fen, err)
		return ""
	}
	g := &game{spec: spec, created: s.now().UnixMilli(), board: board, wtime: spec.Limit.Milliseconds(),
		btime: spec.Limit.Milliseconds(), last: s.now(), status: lichess.StatusStarted, started: true}
	s.games[spec.ID] = g
	s.sendEventLocked(lichess.Event{Type: lichess.GameStart, Game: s.gameInfoLocked(g)})
	s.changedLocked()
	return spec.ID
}

// gameInfoLocked is the game as the event stream tells it (GameEventInfo),
// its fields as in the spec's example stream-gameStart.
func (s *Server) gameInfoLocked(g *game) *lichess.GameInfo {
	oppID := g.spec.Opponent.ID
	turn := "white"
	if g.board.Turn() == rules.Black {
		turn = "black"
	}
	info := &lichess.GameInfo{FullID: g.spec.ID + "abcd", GameID: g.spec.ID, ID: g.spec.ID, FEN: g.board.FEN(),
		Color: g.spec.Color, Source: g.source(), Status: &lichess.GameStatus{ID: statusIDs[g.status], Name: g.status},
		Variant: g.variant(), Speed: g.speed(), Perf: g.speed(), Rated: g.spec.Rated, HasMoved: len(g.moves) >= 2,
		Opponent: &lichess.Opponent{ID: &oppID, Username: g.spec.Opponent.Name, Rating: g.spec.Opponent.Rating},
		IsMyTurn: turn == g.spec.Color && !lichess.Over(g.status), Rating: s.Me.Rating,
		Compat: &lichess.GameCompat{Bot: false, Board: true}}
	if g.spec.AI > 0 { // the spec's example stream-gameStart-ai
		info.Opponent = &lichess.Opponent{Username: g.spec.Opponent.Name, AI: g.spec.AI}
	}
	if len(g.moves) > 0 {
		info.LastMove = g.moves[len(g.moves)-1]
	}
	if g.spec.Limit > 0 {
		left := int(g.timeLeft(g.spec.Color, s.now()) / 1000)
		info.SecondsLeft = &left
	}
	if g.winner != "" {
		info.Winner = g.winner
	}
	return info
}

// statusIDs are lichess's numbers for the statuses (GameStatusId).
var statusIDs = map[string]int{"created": 10, "started": 20, "aborted": 25, "mate": 30, "resign": 31, "stalemate": 32,
	"timeout": 33, "draw": 34, "outoftime": 35, "cheat": 36, "noStart": 37, "unknownFinish": 38,
	"insufficientMaterialClaim": 39, "variantEnd": 60}

func (g *game) source() string {
	if g.spec.Source != "" {
		return g.spec.Source
	}
	return "friend"
}

func (g *game) variant() *lichess.Variant {
	if g.spec.Chess960 {
		return &lichess.Variant{Key: "chess960", Name: "Chess960", Short: "960"}
	}
	if g.spec.FEN != "" {
		return &lichess.Variant{Key: "fromPosition", Name: "From Position", Short: "FEN"}
	}
	return &lichess.Variant{Key: "standard", Name: "Standard", Short: "Std"}
}

func (g *game) speed() string {
	if g.spec.Days > 0 || g.spec.Limit == 0 && g.spec.Inc == 0 {
		return lichess.Correspondence
	}
	return lichess.Clock{Limit: g.spec.Limit, Increment: g.spec.Inc}.Speed()
}

// clockRuns: lichess starts the clocks once both players have moved.
func (g *game) clockRuns() bool {
	return g.spec.Limit > 0 && len(g.moves) >= 2 && !lichess.Over(g.status)
}

// timeLeft is a player's time now, in milliseconds.
func (g *game) timeLeft(color string, now time.Time) int64 {
	t := g.wtime
	if color == "black" {
		t = g.btime
	}
	if g.clockRuns() && g.turn() == color {
		t -= now.Sub(g.last).Milliseconds()
	}
	return max(t, 0)
}

func (g *game) turn() string {
	if g.board.Turn() == rules.Black {
		return "black"
	}
	return "white"
}

// FirstMove is the time each player has to make their first move, as
// lichess gives it in a rapid game.
const FirstMove = 30 * time.Second

// state is the game's state now (GameStateEvent), with only the offers
// that stand (the spec: "true if ..., else omitted").
func (g *game) state(now time.Time) lichess.GameState {
	st := lichess.GameState{Type: lichess.TypeGameState, Moves: strings.Join(g.moves, " "),
		WTime: g.timeLeft("white", now), BTime: g.timeLeft("black", now),
		WInc: g.spec.Inc.Milliseconds(), BInc: g.spec.Inc.Milliseconds(), Status: g.status, Winner: g.winner,
		WDraw: g.offers[0], BDraw: g.offers[1], WTakeback: g.backs[0], BTakeback: g.backs[1]}
	if g.status == lichess.StatusStarted && len(g.moves) < 2 {
		// The first moves: each player has FirstMove to make theirs, or
		// the game is aborted (the spec's expiration).
		st.Expiration = &lichess.Expiration{IdleMillis: now.Sub(g.last).Milliseconds(), MillisToMove: FirstMove.Milliseconds()}
	}
	if g.spec.Limit == 0 {
		// Correspondence and unlimited games: lichess sends a large
		// number for a clock that does not run.
		st.WTime, st.BTime = 2147483647, 2147483647
	}
	return st
}

// full is the game's first message (GameFullEvent), as the spec's example.
func (s *Server) fullLocked(g *game) lichess.GameFull {
	me := lichess.GamePlayer{ID: s.Me.ID, Name: s.Me.Name, Rating: s.Me.Rating}
	opp := lichess.GamePlayer{ID: g.spec.Opponent.ID, Name: g.spec.Opponent.Name, Rating: g.spec.Opponent.Rating, AILevel: g.spec.AI}
	white, black := me, opp
	if g.spec.Color == "black" {
		white, black = opp, me
	}
	f := lichess.GameFull{Type: lichess.TypeGameFull, ID: g.spec.ID, Variant: *g.variant(), Speed: g.speed(), Rated: g.spec.Rated,
		CreatedAt: g.created, White: white, Black: black, InitialFEN: "startpos", State: g.state(s.now())}
	f.Perf.Name = strings.ToUpper(g.speed()[:1]) + g.speed()[1:]
	if g.spec.Chess960 {
		f.Perf.Name = "Chess960" // a Chess960 game is rated in its own perf, whatever its speed
	}
	if g.spec.FEN != "" {
		f.InitialFEN = g.spec.FEN
	}
	if g.spec.Limit > 0 || g.spec.Inc > 0 {
		f.Clock = &lichess.GameClock{Initial: g.spec.Limit.Milliseconds(), Increment: g.spec.Inc.Milliseconds()}
	}
	if g.spec.Days > 0 {
		f.DaysPerTurn = g.spec.Days
	}
	return f
}

func (s *Server) gameStream(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	g, ok := s.games[r.PathValue("id")]
	if !ok {
		s.mu.Unlock()
		s.notFound(w)
		return
	}
	for held := g.held; held != nil; held = g.held {
		g.waiting++
		s.changedLocked()
		s.mu.Unlock()
		select {
		case <-held:
		case <-r.Context().Done():
			return
		}
		s.mu.Lock()
	}
	c := newConn()
	c.send(s.encode(gameStreamSchema, s.fullLocked(g)))
	if lichess.Over(g.status) {
		c.close() // "or if the game has already ended"
	} else {
		g.streams = append(g.streams, c)
	}
	s.changedLocked()
	s.mu.Unlock()
	s.serveStream(w, r, c)
}

// sendGameLocked sends a message to the game's open streams.
func (s *Server) sendGameLocked(g *game, v any) {
	line := s.encode(gameStreamSchema, v)
	for _, c := range g.streams {
		c.send(line)
	}
}

// stateChangedLocked sends the state to the game's streams, and at its end
// closes them and tells the event stream (gameFinish).
func (s *Server) stateChangedLocked(g *game) {
	s.sendGameLocked(g, g.state(s.now()))
	if lichess.Over(g.status) {
		g.closeStreams()
		s.sendEventLocked(lichess.Event{Type: lichess.GameFinish, Game: s.gameInfoLocked(g)})
	}
	s.changedLocked()
}

func (g *game) closeStreams() {
	for _, c := range g.streams {
		c.close()
	}
	g.streams = nil
}

// playLocked plays a move for the side to move: it reports why it cannot.
func (s *Server) playLocked(g *game, uci string) string {
	if lichess.Over(g.status) {
		return "Not your turn, or game already over"
	}
	m, err := rules.ParseUCI(uci)
	if err != nil {
		return "Invalid UCI move: " + uci
	}
	found, ok := g.board.Find(m)
	if !ok {
		return "Piece on " + uci[:2] + " cannot move to " + uci[2:4]
	}
	now := s.now()
	mover := g.turn()
	if g.clockRuns() {
		left := g.timeLeft(mover, now) + g.spec.Inc.Milliseconds()
		if mover == "white" {
			g.wtime = left
		} else {
			g.btime = left
		}
	}
	ply, _ := g.board.Play(found)
	sent := found // castling e1g1, in Chess960 e1h1
	if ply.Castle != rules.NoCastle && g.spec.KingTakesRook && !g.spec.Chess960 {
		rookFile := rules.File(7)
		if ply.Castle == rules.QueenSide {
			rookFile = 0
		}
		sent.To = rules.SquareAt(rookFile, found.From.Rank())
	}
	g.moves = append(g.moves, sent.String())
	g.last = now
	g.offers[colorIndex(other(mover))] = false // a move declines the opponent's offer
	g.backs = [2]bool{}
	switch o := g.board.Outcome(); {
	case ply.Mate:
		g.status, g.winner = lichess.StatusMate, mover
	case o.Over():
		g.status = lichess.StatusStalemate
		if o.Reason != rules.Stalemate {
			g.status = lichess.StatusDraw
		}
	}
	return ""
}

// move plays the player's move; with offeringDraw, it offers (or accepts)
// a draw too.
func (s *Server) move() http.HandlerFunc {
	return s.handle(changes(func(g *game, r *http.Request) string {
		if g.turn() != g.spec.Color {
			return "Not your turn, or game already over"
		}
		if why := s.playLocked(g, r.PathValue("move")); why != "" {
			return why
		}
		if r.URL.Query().Get("offeringDraw") == "true" {
			g.offers[colorIndex(g.spec.Color)] = true
		}
		if g.spec.AI > 0 {
			go s.aiReplies(g.spec.ID)
		}
		return ""
	}))
}
