package session

import (
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// The engine's commands (hint, eval, engine) and the answers it hands
// back through the table.

// adviceRefused says why hint or eval gets no answer, if it gets none.
func (s *Session) adviceRefused(in *typedLine) ([]Output, bool) {
	e := s.engine
	switch {
	case e == nil:
		return s.reply(in, keyNoEngine.Event()), true
	case !e.cfg.Hints:
		return s.reply(in, keyHintsState.With(words.Flag(false))), true
	case s.match.Outcome().Over():
		return s.reply(in, keyAdviceGameOver.Event()), true
	}
	return nil, false
}

// cmdHint asks the engine for a good move for the player on move; the
// answer comes when the engine has found it. A seated player is helped
// with their own moves only.
func (s *Session) cmdHint(in *typedLine, _ string) []Output {
	if out, refused := s.adviceRefused(in); refused {
		return out
	}
	turn := s.match.Turn()
	if (in.seat == WhiteSeat || in.seat == BlackSeat) && s.side(in) != turn && !s.forBoth(in.seat) {
		return s.reply(in, keyHintOwnMove.With(words.Colour(turn)))
	}
	s.request(in.seat, HintRequest, s.match.Sheet(turn))
	return nil
}

// cmdEval asks the engine who stands better: in the game, or in the
// position reviewed. After the game it is answered with hints off too.
func (s *Session) cmdEval(in *typedLine, _ string) []Output {
	e := s.engine
	g := s.view(in)
	switch {
	case e == nil:
		return s.reply(in, keyNoEngine.Event())
	case !e.cfg.Hints && !s.match.Outcome().Over():
		return s.reply(in, keyHintsState.With(words.Flag(false)))
	case g.Outcome().Over():
		return s.reply(in, keyGameIsOver.With(words.Result(g.Outcome().Result)))
	}
	s.request(in.seat, EvalRequest, g)
	return nil
}

// cmdEngine: "engine" says how the engine plays; "engine restart" starts
// it again; "engine off" goes on without it.
func (s *Session) cmdEngine(in *typedLine, arg string) []Output {
	e := s.engine
	if e == nil {
		return s.reply(in, keyNoEngine.Event())
	}
	switch strings.ToLower(strings.TrimSpace(arg)) {
	case "":
		if e.plays == rules.NoColor {
			return s.reply(in, joined(keyEngineAdvises.Event(), keyHintsState.With(words.Flag(e.cfg.Hints))))
		}
		if e.cfg.Off {
			return s.reply(in, keyEngineOffAlready.Event())
		}
		return s.reply(in, joined(keyEnginePlays.With(words.Colour(e.plays), words.Number(e.cfg.Level)), keyHintsState.With(words.Flag(e.cfg.Hints))))
	case "restart", "on", "start":
		s.request(in.seat, RestartRequest, s.match.Agreed())
		return s.reply(in, keyEngineRestarting.Event())
	case "off", "stop":
		if e.plays == rules.NoColor {
			return s.reply(in, keyEngineUsage.Event())
		}
		if e.cfg.Off {
			return s.reply(in, keyEngineOffAlready.Event())
		}
		e.cfg.Off, e.down = true, false
		return []Output{{Kind: Save}, s.addressed(mayRun("engine"), keyEngineOffNow.Event(), keyEngineOffWatching.Event())}
	}
	return s.reply(in, keyEngineUsage.Event())
}

// answerSeat answers seat after its line: the engine's answer to the hint,
// eval or analysis it asked for.
func (s *Session) answerSeat(seat Seat, e Event) []Output {
	return []Output{s.saidTo(seat, e.As(words.Answer))}
}

// current reports whether a request is about the position on the board:
// an answer to an older position is not said.
func (s *Session) current(req EngineRequest, g *rules.Game) bool {
	plies := g.Plies()
	if len(plies) != len(req.Moves) || g.StartFEN() != req.FEN {
		return false
	}
	for i, p := range plies {
		if p.Move != req.Moves[i] {
			return false
		}
	}
	return true
}

// EngineHint answers a hint with the engine's move, in the asker's
// notation; a move for a position that has gone, or one that cannot be
// played, is not said. Answered or not, the result is never nil: the
// table shows every seat that nothing is awaited any more.
func (s *Session) EngineHint(req EngineRequest, best rules.Move) []Output {
	s.engine.answered(req)
	g := s.match.Sheet(s.match.Turn())
	if !s.current(req, g) {
		return []Output{}
	}
	after, err := g.After(len(g.Plies()))
	if err != nil {
		return []Output{}
	}
	ply, err := after.Play(best)
	if err != nil {
		return s.EngineAdviceFailed(req)
	}
	return s.answerSeat(req.Seat, keyHint.With(words.Ply(ply)))
}

// EngineEval answers eval: cp in centipawns from White's view, or a forced
// mate (positive: White mates).
func (s *Session) EngineEval(req EngineRequest, cp, mate int) []Output {
	s.engine.answered(req)
	return s.answerSeat(req.Seat, keyEval.With(words.Number(cp), words.Number(mate)))
}

// EngineAdviceFailed tells the asker the engine could not answer.
func (s *Session) EngineAdviceFailed(req EngineRequest) []Output {
	s.engine.answered(req)
	s.retryFailed(req)
	return s.answerSeat(req.Seat, keyAdviceFailed.Event())
}

// EngineDown tells everybody the engine has stopped (answering: it ended;
// else it does not answer) and saves the game; the players choose to
// restart it or go on without it.
func (s *Session) EngineDown(ended bool) []Output {
	e := s.engine
	if e == nil || e.down || e.cfg.Off {
		return nil
	}
	e.down = true
	return []Output{{Kind: Save}, s.addressed(mayRun("engine"), keyEngineStopped.With(words.Flag(ended)).As(words.Announcement), keyEngineDownWatching.Event().As(words.Announcement))}
}

// EngineStartFailed answers "engine restart" when the engine would not
// start.
func (s *Session) EngineStartFailed() []Output {
	s.engine.answeredAll(RestartRequest)
	if s.engine != nil && !s.engine.cfg.Off {
		s.engine.down = true
	}
	return []Output{s.addressed(mayRun("engine"), keyEngineStartFailed.Event(), keyEngineDownWatching.Event())}
}

// EngineUp says the engine runs (again) and plays on; name is how it names
// itself.
func (s *Session) EngineUp(name string) []Output {
	e := s.engine
	if e == nil {
		return nil
	}
	e.answeredAll(RestartRequest)
	e.down, e.cfg.Off = false, false
	if name != "" {
		e.cfg.Name = name
	}
	if e.plays == rules.NoColor {
		return []Output{s.announced(keyEngineBackAdvises.Event())}
	}
	return []Output{{Kind: Save}, s.announced(keyEngineBack.With(words.Colour(e.plays)))}
}

// EngineRefused tells everybody the engine sent a move that cannot be
// played; it was not played (the engine is asked again).
func (s *Session) EngineRefused(move string) []Output {
	return []Output{s.announced(keyEngineRefused.With(words.Text(move)).As(words.Answer))}
}

// resumedEngine is the engine of a resumed match: the one given now, which
// the caller made from the saved one and what was asked for now (anna
// resume --engine, --level); else the saved one.
func resumedEngine(saved, now *EngineConfig) *EngineConfig {
	if now != nil {
		return now
	}
	return saved
}

// The events said here.
var (
	keyAdviceFailed       = words.Declare("advice-failed")
	keyAdviceGameOver     = words.Declare("advice-game-over")
	keyEngineAdvises      = words.Declare("engine-advises")
	keyEngineBack         = words.Declare("engine-back", words.ColourKind)
	keyEngineBackAdvises  = words.Declare("engine-back-advises")
	keyEngineDownWatching = words.Declare("engine-down-watching")
	keyEngineOffAlready   = words.Declare("engine-off-already")
	keyEngineOffNow       = words.Declare("engine-off-now")
	keyEngineOffWatching  = words.Declare("engine-off-watching")
	keyEngineRefused      = words.Declare("engine-refused", words.TextKind)
	keyEngineRestarting   = words.Declare("engine-restarting")
	keyEngineStartFailed  = words.Declare("engine-start-failed")
	keyEngineStopped      = words.Declare("engine-stopped", words.FlagKind)
	keyEngineUsage        = words.Declare("engine-usage")
	keyEval               = words.Declare("eval", words.NumberKind, words.NumberKind)
	keyHint               = words.Declare("hint", words.PlyKind)
	keyHintOwnMove        = words.Declare("hint-own-move", words.ColourKind)
	keyHintsState         = words.Declare("hints-state", words.FlagKind)
)
