package engine

import (
	"context"
	"strconv"

	chessuci "github.com/corentings/chess/v2/uci"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// A move tried again in place of a mistake (retry, issue 36) is judged as
// the analysis judged the mistake: by what it costs the player in winning
// chances (judge, lila's Advice). It is good enough when lichess would not
// call it even an inaccuracy: the chances fall by less than 0.1, and no
// mate is allowed or let go that lila's MateAdvice would name. As on
// lichess, the engine's own best move is good by itself.

// JudgeRetry judges req.Answer in the position of a RetryRequest, each
// search bounded by nodes on one thread as the analysis's are (the same
// answer gets the same verdict under any load): whether it is good enough,
// and the engine's best move there.
func JudgeRetry(ctx context.Context, proc *uci.Process, req session.EngineRequest, nodes int) (ok bool, best rules.Move, err error) {
	g, err := rules.NewVariantGame(req.Variant, req.FEN)
	if err != nil {
		return false, rules.Move{}, err
	}
	for _, m := range req.Moves {
		if _, err := g.Play(m); err != nil {
			return false, rules.Move{}, err
		}
	}
	if err := proc.Set("Threads", "1"); err != nil {
		return false, rules.Move{}, err
	}
	defer proc.Set("Threads", strconv.Itoa(adviceThreads()))
	if err := proc.NewGame(); err != nil {
		return false, rules.Move{}, err
	}
	search := func(moves []rules.Move) (uci.Score, string, error) {
		res, err := proc.Search(ctx, uci.Position{FEN: req.FEN, Moves: uciMoves(moves), Chess960: req.Variant == rules.Chess960}, chessuci.CmdGo{Nodes: nodes})
		return res.Score, res.Move, err
	}
	before, move, err := search(req.Moves)
	if err != nil {
		return false, rules.Move{}, err
	}
	if best, err = rules.ParseUCI(move); err != nil {
		return false, rules.Move{}, err
	}
	if req.Answer == best {
		return true, best, nil
	}
	var after uci.Score
	if _, err := g.Play(req.Answer); err != nil {
		return false, best, err
	}
	if o := g.Outcome(); o.Over() {
		after = terminal(o)
	} else if after, _, err = search(append(req.Moves[:len(req.Moves):len(req.Moves)], req.Answer)); err != nil {
		return false, best, err
	}
	return judge(before, after.Negate()) == good, best, nil
}

// retry answers a RetryRequest.
func (p *Player) retry(ctx context.Context, proc *uci.Process, req session.EngineRequest) error {
	ok, best, err := JudgeRetry(ctx, proc, req, AnalysisNodes(p.cfg.AnalysisLevel))
	if err != nil {
		return err
	}
	p.t.Act(func(s *session.Session) []session.Output { return s.RetryJudged(req, ok, best) })
	return nil
}
