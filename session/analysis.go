package session

import (
	"slices"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// The spoken analysis (issue 13): "analyze" after the game has the engine
// go through it; what it finds is walked through as a review is, one
// serious mistake a step: "Move 14, Black: Springer Felix sechs, a
// mistake. Better: Dame David acht." next, back, start and end move
// through the steps; the board questions and eval answer for the position
// before the mistake; stop ends it.

// Mistake is one serious mistake an analysis found: a plain value, the
// same for every language and view.
type Mistake struct {
	Ply     int        // the move's index in the game (0 is White's first)
	Better  rules.Move // a better move in its place
	Blunder bool       // a blunder, not a mistake
	// AllowsMate, when not 0, is the forced mate the move allows;
	// MissesMate the forced mate the player had and let go.
	AllowsMate, MissesMate int
}

// analysisDone is a finished analysis: the game it was made of and its
// steps.
type analysisDone struct {
	req   EngineRequest
	found []Mistake        // the mistakes of the game, in order
	steps []speech.Mistake // each as its step says it
}

// NewAnalysis sets up a game read from a scoresheet for its analysis
// (anna analyze FILE): the position and moves, for the questions and the
// steps. Nothing of it is saved.
func NewAnalysis(cfg Config, fen string, moves []rules.Move) (*Session, error) {
	if fen == "" {
		fen = rules.StartFEN
	}
	recs := [2]rules.SeatRecord{{Moves: moves}, {Moves: moves}}
	m, err := rules.RestoreMatch(cfg.Variant, fen, rules.MirrorAuto, rules.PressAuto, recs, rules.NoColor, false, false)
	if err != nil {
		return nil, err
	}
	s := &Session{book: cfg.Book, match: m, header: cfg.Header, seats: map[Seat]*seatState{}, sealer: rules.NoColor}
	s.engine = newEngineState(cfg.Engine)
	s.book.Engine = s.engine != nil
	if s.engine == nil {
		s.engine = &engineState{plays: rules.NoColor}
	}
	s.engine.plays, s.engine.cfg.Plays = rules.NoColor, ""
	s.engine.analysisOnly = true
	return s, nil
}

// cmdAnalyze has the engine go through the finished game; the engine says
// when it begins, how long it takes and how far it is.
func (s *Session) cmdAnalyze(in *typedLine, _ string) []Output {
	if out, refused := s.beforeAnalysis(in); refused {
		return out
	}
	e, g := s.engine, s.match.Agreed()
	if e.last != nil && s.current(e.last.req, g) {
		return s.enterAnalysis(in.seat, e.last)
	}
	s.RequestAnalysis(in.seat)
	return nil
}

// beforeAnalysis says why analyze (and retry, which follows it) cannot
// be had yet, if it cannot: no engine, or the game is not over.
func (s *Session) beforeAnalysis(in *typedLine) ([]Output, bool) {
	switch {
	case s.engine == nil:
		return s.reply(in, keyNoEngine.Event()), true
	case !s.match.Outcome().Over() && !s.engine.analysisOnly:
		return s.reply(in, keyAnalysisAfterGame.Event()), true
	}
	return nil, false
}

// RequestAnalysis queues the analysis of the game for seat, as analyze
// does, and returns the request.
func (s *Session) RequestAnalysis(seat Seat) EngineRequest {
	return s.request(seat, AnalysisRequest, s.match.Agreed())
}

// AnalysisStarted tells the asker the analysis has begun and about how
// long it takes.
func (s *Session) AnalysisStarted(req EngineRequest, about time.Duration) []Output {
	s.engine.begun(req) // its first answer: the prompt comes after it
	return s.answerSeat(req.Seat, keyAnalysisStart.With(words.Number(s.fullMoves(req)), words.Duration(about)))
}

// AnalysisProgress tells the asker how far the analysis is: done of the
// game's moves (half-moves) are analysed.
func (s *Session) AnalysisProgress(req EngineRequest, done int) []Output {
	g := s.match.Agreed()
	if !s.current(req, g) || done >= len(g.Plies()) {
		return nil
	}
	n := g.Plies()[done].Number
	return s.answerSeat(req.Seat, keyAnalysisProgress.With(words.Number(n), words.Number(s.lastNumber(g))))
}

// AnalysisFailed tells the asker the analysis has stopped.
func (s *Session) AnalysisFailed(req EngineRequest) []Output {
	s.engine.answered(req)
	return s.answerSeat(req.Seat, keyAnalysisFailed.Event())
}

// fullMoves is how many moves (pairs of half-moves) a request's game has.
func (s *Session) fullMoves(req EngineRequest) int {
	g := s.match.Agreed()
	if !s.current(req, g) || len(g.Plies()) == 0 {
		return (len(req.Moves) + 1) / 2
	}
	return s.lastNumber(g) - g.Plies()[0].Number + 1
}

func (s *Session) lastNumber(g *rules.Game) int {
	plies := g.Plies()
	if len(plies) == 0 {
		return 1
	}
	return plies[len(plies)-1].Number
}

// AnalysisDone hands the asker what the analysis found and opens its
// steps. An analysis of a game that has changed since is not said (the
// result is not nil all the same: nothing is awaited any more).
func (s *Session) AnalysisDone(req EngineRequest, found []Mistake) []Output {
	s.engine.answered(req)
	g := s.match.Agreed()
	if s.engine == nil || !s.current(req, g) {
		return []Output{}
	}
	d := &analysisDone{req: req}
	for _, m := range found {
		if m.Ply < 0 || m.Ply >= len(g.Plies()) {
			continue
		}
		before, err := g.After(m.Ply)
		if err != nil {
			continue
		}
		better, err := before.Play(m.Better)
		if err != nil {
			continue // not a move of that position: nothing better to say
		}
		d.found = append(d.found, m)
		d.steps = append(d.steps, speech.Mistake{Ply: g.Plies()[m.Ply], Better: better, Blunder: m.Blunder,
			AllowsMate: m.AllowsMate, MissesMate: m.MissesMate})
	}
	s.engine.last = d
	return s.enterAnalysis(req.Seat, d)
}

// AnalysisMistakes are the serious mistakes the last analysis of the game
// as it stands found, in the order of the game (nil when it has not been
// analysed, or has changed since): each a move that can be played again
// from the position before it (Mistake.Ply), with a better one.
func (s *Session) AnalysisMistakes() []Mistake {
	if s.engine == nil || s.engine.last == nil || !s.current(s.engine.last.req, s.match.Agreed()) {
		return nil
	}
	return slices.Clone(s.engine.last.found)
}

// AnalysisSteps are every step of the last analysis, in order: for a
// report written at once (anna analyze with its input not a terminal).
func (s *Session) AnalysisSteps() []Output {
	if s.engine == nil || s.engine.last == nil {
		return nil
	}
	var out []Output
	for _, st := range s.engine.last.steps {
		out = append(out, say(keyAnalysisStep.With(words.Ply(st.Ply), words.Ply(st.Better), words.Flag(st.Blunder),
			words.Number(st.AllowsMate), words.Number(st.MissesMate)).As(words.Answer)))
	}
	return out
}

// enterAnalysis says what an analysis found and opens its steps.
// It answers seat, which asked for it.
func (s *Session) enterAnalysis(seat Seat, d *analysisDone) []Output {
	blunders := 0
	for _, st := range d.steps {
		if st.Blunder {
			blunders++
		}
	}
	out := s.answerSeat(seat, keyAnalysisDone.With(words.Number(blunders), words.Number(len(d.steps)-blunders)))
	if len(d.steps) > 0 {
		s.stateOf(seat).mode = &analysis{done: d, i: -1, game: s.match.Agreed()}
	}
	return out
}

// analysis walks through the steps of an analysis.
type analysis struct {
	done *analysisDone
	i    int         // the step said last; -1 before the first
	game *rules.Game // the position before that step's move
}

func (a *analysis) handle(s *Session, in *typedLine, line string) ([]Output, bool) {
	word, rest, _ := strings.Cut(strings.ToLower(strings.TrimSpace(line)), " ")
	n := len(a.done.steps)
	switch word {
	case "", "next", "n", "forward":
		if a.i+1 >= n {
			return s.reply(in, keyAnalysisNoNext.Event()), true
		}
		return a.goTo(s, in, a.i+1), true
	case "back", "p", "previous", "prev":
		switch {
		case a.i == -1:
			return a.goTo(s, in, n-1), true
		case a.i == 0:
			return s.reply(in, keyAnalysisNoBack.Event()), true
		}
		return a.goTo(s, in, a.i-1), true
	case "start", "first":
		return a.goTo(s, in, 0), true
	case "end":
		return a.goTo(s, in, n-1), true
	case "stop", "exit", "leave", "done":
		if rest != "" {
			break
		}
		s.me(in).mode = nil
		return s.reply(in, keyAnalysisStopped.Event()), true
	case "help", "?":
		if rest != "" {
			return s.cmdHelp(in, rest), true
		}
		return []Output{s.said(in, keyAnalysisHint.Event()), s.said(in, keyHelp.Event())}, true
	}
	if _, isCommand := commandIndex[word]; isCommand && !leavesReview[word] && word != "review" && word != "analyze" {
		return nil, false // a board question or eval, of the position before the mistake
	}
	s.me(in).mode = nil
	if s.engine.analysisOnly && word == "quit" {
		return s.handle(in, line), true // quit says the analysis ended
	}
	out := s.reply(in, keyAnalysisLeft.Event())
	return append(out, s.handle(in, line)...), true
}

// goTo says step i and sets the position before its move.
func (a *analysis) goTo(s *Session, in *typedLine, i int) []Output {
	if before, err := s.match.Agreed().After(a.done.found[i].Ply); err == nil {
		a.game = before
	}
	a.i = i
	return s.reply(in, keyAnalysisStep.With(words.Ply(a.done.steps[i].Ply), words.Ply(a.done.steps[i].Better), words.Flag(a.done.steps[i].Blunder),
		words.Number(a.done.steps[i].AllowsMate), words.Number(a.done.steps[i].MissesMate)))
}

// The events said here.
var (
	keyAnalysisAfterGame = words.Declare("analysis-after")
	keyAnalysisDone      = words.Declare("analysis-done", words.NumberKind, words.NumberKind)
	keyAnalysisFailed    = words.Declare("analysis-failed")
	keyAnalysisHint      = words.Declare("analysis-hint")
	keyAnalysisLeft      = words.Declare("analysis-left")
	keyAnalysisNoBack    = words.Declare("analysis-no-back")
	keyAnalysisNoNext    = words.Declare("analysis-no-next")
	keyAnalysisProgress  = words.Declare("analysis-progress", words.NumberKind, words.NumberKind)
	keyAnalysisStart     = words.Declare("analysis-start", words.NumberKind, words.DurationKind)
	keyAnalysisStep      = words.Declare("analysis-step", words.PlyKind, words.PlyKind, words.FlagKind, words.NumberKind, words.NumberKind)
	keyAnalysisStopped   = words.Declare("analysis-stopped")
	keyHelp              = words.Declare("help")
	keyNoEngine          = words.Declare("no-engine")
)
