package session

import (
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Learning from one's own mistakes (issue 36, item 4): after analyze,
// retry sets the position before each serious mistake the analysis found,
// one at a time and in the order of the game, as lichess's "learn from
// your mistakes" does: "Move 12, White: you played Läufer Cesar fünf.
// Find a better move." A move typed there is judged by the engine
// (RetryRequest, answered by RetryJudged): good enough when it keeps the
// player's winning chances within lichess's threshold for an inaccuracy;
// then the engine's best move is said and the next mistake set. skip goes
// to the next, solution says the engine's move, quit goes back to where
// the player was. Every board question is asked of the position set.
//
// Whose mistakes: a player's own, in a game (the seat's colour, or the
// side the engine does not play); both sides' in anna analyze FILE and at
// one terminal shared by two players.

// retrying is a seat's walk through the mistakes to retry.
type retrying struct {
	done  *analysisDone
	todo  []int       // the mistakes to retry: indexes into done.found, in game order
	i     int         // the one set now (an index into todo)
	game  *rules.Game // the position before it
	asked int         // the judging request awaited (its ID); 0 for none
	back  mode        // where the player was (the analysis's steps, or the game)
}

// cmdRetry sets the position before the first of the player's mistakes.
func (s *Session) cmdRetry(in *typedLine, _ string) []Output {
	if out, refused := s.beforeAnalysis(in); refused {
		return out
	}
	e := s.engine
	if e.last == nil || !s.current(e.last.req, s.match.Agreed()) {
		return s.reply(in, keyRetryAnalyzeFirst.Event())
	}
	who := s.retrier(in.seat)
	plies := s.match.Agreed().Plies()
	var todo []int
	for i, m := range e.last.found {
		if who == rules.NoColor || plies[m.Ply].Color == who {
			todo = append(todo, i)
		}
	}
	if len(todo) == 0 {
		return s.reply(in, keyRetryNone.Event())
	}
	me := s.me(in)
	back := me.mode
	if r, ok := back.(*retrying); ok {
		back = r.back // retry again: from the first, back to the same place
	}
	r := &retrying{done: e.last, todo: todo, back: back}
	me.mode = r
	return s.answerSeat(in.seat, r.set(s, 0))
}

// retrier is whose mistakes seat retries: its own colour, the side the
// engine does not play, or both (NoColor).
func (s *Session) retrier(seat Seat) rules.Color {
	if c, ok := s.ownColor(seat); ok {
		return c
	}
	if e := s.engine; e != nil && e.plays != rules.NoColor {
		return e.plays.Other()
	}
	return rules.NoColor
}

// mistake is the mistake set now.
func (r *retrying) mistake() Mistake { return r.done.found[r.todo[r.i]] }

// set sets mistake i and says it.
func (r *retrying) set(s *Session, i int) Event {
	r.i, r.asked = i, 0
	r.game = r.before(s)
	return keyRetryStep.With(words.Ply(s.match.Agreed().Plies()[r.mistake().Ply]))
}

// before is a copy of the position before the mistake set now, to play
// on.
func (r *retrying) before(s *Session) *rules.Game {
	g, err := s.match.Agreed().After(r.mistake().Ply)
	if err != nil { // the analysis was of this game (cmdRetry): cannot be
		return s.match.Agreed()
	}
	return g
}

// next sets the next mistake, or, after the last, goes back to where the
// player was.
func (r *retrying) next(s *Session, seat Seat) Event {
	if r.i+1 < len(r.todo) {
		return r.set(s, r.i+1)
	}
	s.stateOf(seat).mode = r.back
	return keyRetryDone.Event()
}

func (r *retrying) handle(s *Session, in *typedLine, line string) ([]Output, bool) {
	c, arg, isCmd := lookup(line)
	switch {
	case line == "":
		return s.reply(in, keyRetryStep.With(words.Ply(s.match.Agreed().Plies()[r.mistake().Ply]))), true
	case isCmd && c.isMove(arg):
	case isCmd && r.asked != 0 && c.May != Everybody:
		return s.reply(in, keyRetryJudging.Event()), true
	case isCmd:
		switch c.Name {
		case "skip", "next":
			return s.answerSeat(in.seat, r.next(s, in.seat)), true
		case "solution":
			best := r.play(s, r.mistake().Better)
			return append(s.answerSeat(in.seat, keyRetrySolution.With(words.Ply(best))), s.answerSeat(in.seat, r.next(s, in.seat))...), true
		case "quit", "stop":
			s.me(in).mode = r.back
			return s.reply(in, keyRetryLeft.Event()), true
		case "help":
			if arg != "" {
				return nil, false
			}
			return s.reply(in, keyRetryHelp.Event()), true
		case "retry":
			return nil, false // from the first again
		}
		if c.May == Everybody || c.Name == "eval" {
			return nil, false // a board question, eval, the voice: at the position set
		}
		s.me(in).mode = r.back // the game's commands end the retry, as they end a review
		return append(s.reply(in, keyRetryLeft.Event()), s.handle(in, line)...), true
	case r.asked != 0:
		return s.reply(in, keyRetryJudging.Event()), true
	}
	return r.try(s, in, line), true
}

// play is the ply of move m in the position set (the analysis's better
// move and the engine's are moves of it).
func (r *retrying) play(s *Session, m rules.Move) rules.Ply {
	p, _ := r.before(s).Play(m)
	return p
}

// try reads a move typed in the position set: the analysis's better move
// is good at once; any other legal move goes to the engine to be judged.
func (r *retrying) try(s *Session, in *typedLine, line string) []Output {
	g := r.before(s)
	m, refusal, ok := s.typedMove(in, line, g)
	if !ok {
		return s.reply(in, refusal)
	}
	if m == r.mistake().Better {
		return r.judged(s, in.seat, m, m, true)
	}
	r.asked = s.requestWith(in.seat, RetryRequest, g, m).ID
	return nil // the engine answers (RetryJudged)
}

// judged says what the engine made of answer, and on a good one its best
// move and the next mistake.
func (r *retrying) judged(s *Session, seat Seat, answer, best rules.Move, good bool) []Output {
	r.asked = 0
	played := r.play(s, answer)
	if !good {
		return s.answerSeat(seat, keyRetryWrong.With(words.Ply(played)))
	}
	bestPly, err := r.before(s).Play(best)
	if err != nil { // not a move here: the analysis's own is
		bestPly = r.play(s, r.mistake().Better)
	}
	return append(s.answerSeat(seat, keyRetryGood.With(words.Ply(played), words.Ply(bestPly))), s.answerSeat(seat, r.next(s, seat))...)
}

// RetryJudged answers a move tried at a mistake (a RetryRequest): good
// enough or not, and the engine's best move in the position. An answer
// for a position the seat has left is not said (the result is not nil all
// the same: nothing is awaited any more).
func (s *Session) RetryJudged(req EngineRequest, good bool, best rules.Move) []Output {
	s.engine.answered(req)
	r, ok := s.stateOf(req.Seat).mode.(*retrying)
	if !ok || r.asked != req.ID {
		return []Output{}
	}
	return r.judged(s, req.Seat, req.Answer, best, good)
}

// retryFailed lets the seat try again when the engine could not judge its
// move (EngineAdviceFailed says so).
func (s *Session) retryFailed(req EngineRequest) {
	if r, ok := s.stateOf(req.Seat).mode.(*retrying); ok && r.asked == req.ID {
		r.asked = 0
	}
}

// cmdRetryOnly answers skip typed outside a retry: what retry's commands
// are.
func (s *Session) cmdRetryOnly(in *typedLine, _ string) []Output {
	return s.reply(in, keyRetryHelp.Event())
}

// The events said here.
var (
	keyRetryAnalyzeFirst = words.Declare("retry-analyze-first")
	keyRetryDone         = words.Declare("retry-done")
	keyRetryGood         = words.Declare("retry-good", words.PlyKind, words.PlyKind)
	keyRetryHelp         = words.Declare("retry-help")
	keyRetryJudging      = words.Declare("retry-judging")
	keyRetryLeft         = words.Declare("retry-left")
	keyRetryNone         = words.Declare("retry-none")
	keyRetryPrompt       = words.Declare("retry-prompt", words.NumberKind, words.ColourKind)
	keyRetrySolution     = words.Declare("retry-solution", words.PlyKind)
	keyRetryStep         = words.Declare("retry-step", words.PlyKind)
	keyRetryWrong        = words.Declare("retry-wrong", words.PlyKind)
)
