package session

import (
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// The engine's commands (hint, eval, engine) and the answers it hands
// back through the table.

// adviceRefused says why hint or eval gets no answer, if it gets none.
func (s *Session) adviceRefused(in *typedLine) ([]Output, bool) {
	e := s.engine
	switch {
	case e == nil:
		return s.reply(in, ev(speech.Phrasebook.NoEngine)), true
	case !e.cfg.Hints:
		return s.reply(in, ev1(speech.Phrasebook.HintsState, false)), true
	case s.match.Outcome().Over():
		return s.reply(in, ev(speech.Phrasebook.AdviceGameOver)), true
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
		return s.reply(in, ev1(speech.Phrasebook.HintOwnMove, turn))
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
		return s.reply(in, ev(speech.Phrasebook.NoEngine))
	case !e.cfg.Hints && !s.match.Outcome().Over():
		return s.reply(in, ev1(speech.Phrasebook.HintsState, false))
	case g.Outcome().Over():
		return s.reply(in, ev1(speech.Phrasebook.GameIsOver, g.Outcome().Result))
	}
	s.request(in.seat, EvalRequest, g)
	return nil
}

// cmdEngine: "engine" says how the engine plays; "engine restart" starts
// it again; "engine off" goes on without it.
func (s *Session) cmdEngine(in *typedLine, arg string) []Output {
	e := s.engine
	if e == nil {
		return s.reply(in, ev(speech.Phrasebook.NoEngine))
	}
	switch strings.ToLower(strings.TrimSpace(arg)) {
	case "":
		if e.plays == rules.NoColor {
			return s.reply(in, joined(ev(speech.Phrasebook.EngineAdvises), ev1(speech.Phrasebook.HintsState, e.cfg.Hints)))
		}
		if e.cfg.Off {
			return s.reply(in, ev(speech.Phrasebook.EngineOffAlready))
		}
		return s.reply(in, joined(ev2(speech.Phrasebook.EnginePlays, e.plays, e.cfg.Level), ev1(speech.Phrasebook.HintsState, e.cfg.Hints)))
	case "restart", "on", "start":
		s.request(in.seat, RestartRequest, s.match.Agreed())
		return s.reply(in, ev(speech.Phrasebook.EngineRestarting))
	case "off", "stop":
		if e.plays == rules.NoColor {
			return s.reply(in, ev(speech.Phrasebook.EngineUsage))
		}
		if e.cfg.Off {
			return s.reply(in, ev(speech.Phrasebook.EngineOffAlready))
		}
		e.cfg.Off, e.down = true, false
		return []Output{{Kind: Save}, s.addressed(mayRun("engine"), ev(speech.Phrasebook.EngineOffNow), ev(speech.Phrasebook.EngineOffWatching))}
	}
	return s.reply(in, ev(speech.Phrasebook.EngineUsage))
}

// answerSeat answers seat after its line: the engine's answer to the hint,
// eval or analysis it asked for.
func (s *Session) answerSeat(seat Seat, e Event) []Output {
	return []Output{s.saidTo(seat, e.As(speech.Answer))}
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
	return s.answerSeat(req.Seat, ev1(speech.Phrasebook.Hint, ply))
}

// EngineEval answers eval: cp in centipawns from White's view, or a forced
// mate (positive: White mates).
func (s *Session) EngineEval(req EngineRequest, cp, mate int) []Output {
	s.engine.answered(req)
	return s.answerSeat(req.Seat, ev2(speech.Phrasebook.Eval, cp, mate))
}

// EngineAdviceFailed tells the asker the engine could not answer.
func (s *Session) EngineAdviceFailed(req EngineRequest) []Output {
	s.engine.answered(req)
	return s.answerSeat(req.Seat, ev(speech.Phrasebook.AdviceFailed))
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
	return []Output{{Kind: Save}, s.addressed(mayRun("engine"), ev1(speech.Phrasebook.EngineStopped, ended).As(speech.Announcement), ev(speech.Phrasebook.EngineDownWatching).As(speech.Announcement))}
}

// EngineStartFailed answers "engine restart" when the engine would not
// start.
func (s *Session) EngineStartFailed() []Output {
	s.engine.answeredAll(RestartRequest)
	if s.engine != nil && !s.engine.cfg.Off {
		s.engine.down = true
	}
	return []Output{s.addressed(mayRun("engine"), ev(speech.Phrasebook.EngineStartFailed), ev(speech.Phrasebook.EngineDownWatching))}
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
		return []Output{s.announced(ev(speech.Phrasebook.EngineBackAdvises))}
	}
	return []Output{{Kind: Save}, s.announced(ev1(speech.Phrasebook.EngineBack, e.plays))}
}

// EngineRefused tells everybody the engine sent a move that cannot be
// played; it was not played (the engine is asked again).
func (s *Session) EngineRefused(move string) []Output {
	return []Output{s.announced(ev1(speech.Phrasebook.EngineRefused, move).As(speech.Answer))}
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
