package session

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// The engine at the table (issue 13). It plays one side, or none, and it
// answers hint, eval and analyze. The session stays pure: the engine runs
// elsewhere (package engine), reads what it needs with EngineSeen and
// TakeEngineRequests, plays its moves as its seat's lines, and hands its
// answers back through the methods below, all through the table.

// EngineConfig is the engine of a match. It is saved with the match, so
// that anna resume plays on against the same engine at the same level.
type EngineConfig struct {
	Command string `json:"command"`         // as given: a name on PATH or a path
	Name    string `json:"name,omitempty"`  // as the engine names itself
	Plays   string `json:"plays,omitempty"` // "white" or "black"; "" when it only advises
	Level   int    `json:"level"`
	Hints   bool   `json:"hints"`         // hint and eval are answered (not with --no-hints)
	Off     bool   `json:"off,omitempty"` // switched off: the players go on without it
}

// PlaysColor is the side the engine plays, or NoColor.
func (c EngineConfig) PlaysColor() rules.Color { return rules.ColorOfWord(c.Plays) }

// engineState is the session's side of the engine.
type engineState struct {
	cfg      EngineConfig
	plays    rules.Color
	down     bool // it stopped mid-game: the players choose restart or off
	requests []EngineRequest
	nextID   int
	last     *analysisDone // the last analysis, kept for the moves it was made of
	// analysisOnly: a game read from a file to be analysed (anna analyze).
	analysisOnly bool
	// asked: the requests not yet answered, by ID: who asked what.
	asked map[int]EngineRequest
	// started: the analyses in asked that have said they began.
	started map[int]bool
}

// awaits reports whether seat waits for the engine's answer to a question
// it hears (hint, eval, a move retried, the start of an analysis): the answer to the line typed, which a view holds
// the prompt for.
func (e *engineState) awaits(seat Seat) bool {
	if e == nil {
		return false
	}
	for _, r := range e.asked {
		if r.Seat.audience().Hears(seat) && (r.Kind == HintRequest || r.Kind == EvalRequest || r.Kind == RetryRequest || r.Kind == AnalysisRequest && !e.started[r.ID]) {
			return true
		}
	}
	return false
}

// answered notes that req's answer has been given (or will never be).
func (e *engineState) answered(req EngineRequest) {
	if e != nil {
		delete(e.asked, req.ID)
		delete(e.started, req.ID)
	}
}

// begun notes that an analysis has said it began: its asker's prompt
// waited for that (awaits) and need wait no longer, though the analysis
// is still pending until it is done.
func (e *engineState) begun(req EngineRequest) {
	if e != nil {
		if e.started == nil {
			e.started = map[int]bool{}
		}
		e.started[req.ID] = true
	}
}

// answeredAll notes that every request of a kind has its answer (a
// restart is answered by the engine being up, or not, whoever asked).
func (e *engineState) answeredAll(kind RequestKind) {
	if e == nil {
		return
	}
	for id, r := range e.asked {
		if r.Kind == kind {
			delete(e.asked, id)
		}
	}
}

// pending reports whether seat waits for the answer to anything asked of
// the engine that it hears (a hint, an evaluation, an analysis, a
// restart): what it asked, or what a terminal acting for both asked.
func (e *engineState) pending(seat Seat) bool {
	if e == nil {
		return false
	}
	for _, r := range e.asked {
		if r.Seat.audience().Hears(seat) {
			return true
		}
	}
	return false
}

// engineActs reports whether the engine is to act on its board: to move,
// to press its clock or to repeat the opponent's move.
func (s *Session) engineActs() bool {
	if s.engine == nil || s.engine.plays == rules.NoColor {
		return false
	}
	action, _ := s.engineAction(s.engine.plays)
	return action != EngineWaits
}

func newEngineState(cfg *EngineConfig) *engineState {
	if cfg == nil || cfg.Command == "" {
		return nil
	}
	e := &engineState{cfg: *cfg, plays: cfg.PlaysColor()}
	e.cfg.Plays = ""
	if e.plays != rules.NoColor {
		e.cfg.Plays = e.plays.Word() // as saved, whatever the case given
	}
	return e
}

// Engine is the match's engine, and whether it has one.
func (s *Session) Engine() (EngineConfig, bool) {
	if s.engine == nil {
		return EngineConfig{}, false
	}
	return s.engine.cfg, true
}

// playing reports whether the engine plays c now (not off, not stopped).
func (e *engineState) playing(c rules.Color) bool {
	return e != nil && e.plays != rules.NoColor && e.plays == c && !e.cfg.Off && !e.down
}

// forBoth reports whether a seat types for both sides: its opponent is an
// engine that was switched off.
func (s *Session) forBoth(seat Seat) bool {
	e := s.engine
	return e != nil && e.plays != rules.NoColor && e.cfg.Off && seat == SeatOf(e.plays.Other())
}

// RequestKind is what an engine request asks.
type RequestKind int8

const (
	HintRequest RequestKind = iota + 1
	EvalRequest
	AnalysisRequest
	RestartRequest
	// RetryRequest: is Answer good enough in the position (retry.go)?
	RetryRequest
)

// EngineRequest is a question for the engine, queued until the engine
// takes it: the position as FEN and moves, and who asked.
type EngineRequest struct {
	ID      int
	Kind    RequestKind
	Seat    Seat
	Variant rules.Variant
	FEN     string
	Moves   []rules.Move
	Answer  rules.Move // a RetryRequest's move tried in the position
}

// TakeEngineRequests returns the requests waiting for the engine.
func (s *Session) TakeEngineRequests() []EngineRequest {
	if s.engine == nil {
		return nil
	}
	r := s.engine.requests
	s.engine.requests = nil
	return r
}

// request queues a request about game g for seat (the seat that typed the
// line).
func (s *Session) request(seat Seat, kind RequestKind, g *rules.Game) EngineRequest {
	return s.requestWith(seat, kind, g, rules.Move{})
}

// requestWith queues a request about game g with a move for the engine
// to judge there (a RetryRequest's Answer).
func (s *Session) requestWith(seat Seat, kind RequestKind, g *rules.Game, answer rules.Move) EngineRequest {
	e := s.engine
	e.nextID++
	r := EngineRequest{ID: e.nextID, Kind: kind, Seat: seat, Variant: g.Variant(), FEN: g.StartFEN(), Answer: answer}
	for _, p := range g.Plies() {
		r.Moves = append(r.Moves, p.Move)
	}
	e.requests = append(e.requests, r)
	if e.asked == nil {
		e.asked = map[int]EngineRequest{}
	}
	e.asked[r.ID] = r
	return r
}

// EngineAction is what the engine's seat must do now.
type EngineAction int8

const (
	EngineWaits   EngineAction = iota
	EngineMoves                // play (or seal) a move on its board
	EnginePresses              // press its clock (--press manual)
	EngineRepeats              // repeat the opponent's move on its board (--mirror confirm)
)

// EngineClock is what the engine is told of the clocks.
type EngineClock struct {
	White, Black       time.Duration
	WhiteInc, BlackInc time.Duration
	MovesToGo          int
}

// EngineSeen is the match as the engine's seat sees it.
type EngineSeen struct {
	Plays  rules.Color
	Action EngineAction
	Repeat rules.Move // the move to repeat
	// The engine's board: the starting position and the moves on its
	// scoresheet; Key changes whenever they or the action do.
	Variant rules.Variant
	FEN     string
	Moves   []rules.Move
	Key     string
	OfferBy rules.Color  // whose draw offer stands
	Clock   *EngineClock // nil without a clock
	// Confirming: the engine's seat was asked yes or no (resign, accept).
	Confirming bool
	// Sealing: the engine's next line is its sealed move (Guidelines I.1),
	// and nothing else.
	Sealing bool
	Over    bool
}

// EngineSeen is what the engine needs to act: whether it is to move, on
// which position, with which clocks.
func (s *Session) EngineSeen() EngineSeen {
	e := s.engine
	if e == nil || e.plays == rules.NoColor {
		return EngineSeen{Plays: rules.NoColor, Over: s.match.Outcome().Over()}
	}
	g := s.match.Sheet(e.plays)
	seen := EngineSeen{Plays: e.plays, Variant: g.Variant(), FEN: g.StartFEN(), OfferBy: s.match.DrawOfferBy(), Over: s.match.Outcome().Over()}
	var key strings.Builder
	for _, p := range g.Plies() {
		seen.Moves = append(seen.Moves, p.Move)
		key.WriteString(p.Move.String() + " ")
	}
	if st, ok := s.seats[SeatOf(e.plays)]; ok {
		seen.Confirming = st.confirm != nil
	}
	seen.Action, seen.Repeat = s.engineAction(e.plays)
	seen.Sealing = s.sealer == e.plays
	key.WriteString([...]string{"w", "m", "p", "r"}[seen.Action])
	seen.Key = g.StartFEN() + " " + key.String()
	if s.clock != nil {
		r := s.clock.Read()
		delay := s.clock.TimeControl().Periods[0].Delay // a delay is time the engine may use, as an increment is
		seen.Clock = &EngineClock{White: r.White, Black: r.Black,
			WhiteInc: s.clock.Increment(rules.White) + delay, BlackInc: s.clock.Increment(rules.Black) + delay,
			MovesToGo: s.clock.MovesToControl(e.plays)}
	}
	return seen
}

// engineAction is what the engine playing c must do now.
func (s *Session) engineAction(c rules.Color) (EngineAction, rules.Move) {
	switch {
	case !s.engine.playing(c), s.match.Outcome().Over(), s.awaitingPlayers(), s.adjourned, s.code.choosing:
		return EngineWaits, rules.Move{}
	case s.sealer != rules.NoColor:
		if s.sealer == c {
			return EngineMoves, rules.Move{} // its move goes into the envelope (I.1)
		}
		return EngineWaits, rules.Move{}
	case s.clock != nil && s.clock.Paused():
		return EngineWaits, rules.Move{}
	}
	p, waitPress, waitRepeat := s.match.Pending()
	switch {
	case waitPress && p.Color == c:
		return EnginePresses, rules.Move{}
	case waitRepeat && p.Color != c:
		return EngineRepeats, p.Move
	case waitPress || waitRepeat:
		return EngineWaits, rules.Move{}
	case s.match.Turn() == c:
		return EngineMoves, rules.Move{}
	}
	return EngineWaits, rules.Move{}
}

// isToMove answers a move typed for the side not on move: the engine's
// side says the engine thinks, or has stopped.
func (s *Session) isToMove(turn rules.Color) Event {
	if e := s.engine; e != nil && e.plays == turn && !e.cfg.Off {
		if e.down {
			return keyEngineDownToMove.With(words.Colour(turn))
		}
		return keyEngineThinking.With(words.Colour(turn))
	}
	return keyIsToMove.With(words.Colour(turn))
}

// engineOpening is said when the game starts: which side the engine plays.
func (s *Session) engineOpening() []Output {
	e := s.engine
	if e == nil || e.plays == rules.NoColor || e.cfg.Off {
		return nil
	}
	return []Output{s.announced(keyEnginePlays.With(words.Colour(e.plays), words.Number(e.cfg.Level)))}
}

// nameEngineSide writes the engine on the scoresheet as the player of its
// side ("stockfish, level 3"), unless the players named that side.
func (s *Session) nameEngineSide() {
	if s.engine == nil || s.engine.plays == rules.NoColor {
		return
	}
	name := filepath.Base(s.engine.cfg.Command)
	if s.engine.cfg.Level > 0 {
		name = fmt.Sprintf("%s, level %d", name, s.engine.cfg.Level)
	}
	switch {
	case s.engine.plays == rules.White && s.header.White == "":
		s.header.White = name
	case s.engine.plays == rules.Black && s.header.Black == "":
		s.header.Black = name
	}
}

// The events said here.
var (
	keyEngineDownToMove = words.Declare("engine-down-to-move", words.ColourKind)
	keyEnginePlays      = words.Declare("engine-plays", words.ColourKind, words.NumberKind)
	keyEngineThinking   = words.Declare("engine-thinking", words.ColourKind)
	keyIsToMove         = words.Declare("is-to-move", words.ColourKind)
)
