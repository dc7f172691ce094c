package engine

import (
	"context"
	"io"
	"strings"
	"time"

	chessuci "github.com/corentings/chess/v2/uci"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// advise answers hint, eval, analyze and retry, one request at a time, with an
// engine of its own at full strength: the opponent's is weakened to its
// level and may be thinking. It is started when first asked.
func (p *Player) advise() {
	defer p.wg.Done()
	var proc *uci.Process
	defer func() {
		if proc != nil {
			proc.Close()
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-p.done
		cancel()
	}()
	for {
		select {
		case req := <-p.advice:
			proc = p.answer(ctx, proc, req)
		case <-p.done:
			return
		}
	}
}

// answer answers one request and returns the adviser's engine: nil after
// a fault, to be started again when next asked.
func (p *Player) answer(ctx context.Context, proc *uci.Process, req session.EngineRequest) *uci.Process {
	if req.Kind == session.RestartRequest {
		if proc != nil {
			proc.Close()
			proc = nil
		}
		if p.cfg.Plays != rules.NoColor {
			return nil // the opponent's restart says how it went
		}
	}
	if proc == nil {
		var err error
		if proc, err = StartAdviser(p.cfg.Path, p.cfg.Log); err != nil {
			p.failed(req)
			return nil
		}
	}
	var err error
	switch req.Kind {
	case session.RestartRequest:
		p.t.Act(func(s *session.Session) []session.Output { return s.EngineUp(proc.Name) })
	case session.HintRequest:
		err = p.hint(ctx, proc, req)
	case session.EvalRequest:
		err = p.eval(ctx, proc, req)
	case session.AnalysisRequest:
		err = p.analysis(ctx, proc, req)
	case session.RetryRequest:
		err = p.retry(ctx, proc, req)
	}
	if err != nil {
		if ctx.Err() == nil {
			p.failed(req)
		}
		proc.Close()
		return nil
	}
	return proc
}

// StartAdviser starts the engine at path at full strength, for hints,
// evaluations and analyses.
func StartAdviser(path string, log io.Writer) (*uci.Process, error) {
	proc, err := uci.Start(path, log)
	if err != nil {
		return nil, err
	}
	if err := ConfigureAdviser(proc); err != nil {
		proc.Close()
		return nil, err
	}
	return proc, nil
}

func (p *Player) failed(req session.EngineRequest) {
	p.t.Act(func(s *session.Session) []session.Output {
		if req.Kind == session.AnalysisRequest {
			return s.AnalysisFailed(req)
		}
		if req.Kind == session.RestartRequest {
			return s.EngineStartFailed()
		}
		return s.EngineAdviceFailed(req)
	})
}

func positionOf(req session.EngineRequest) uci.Position {
	return uci.Position{FEN: req.FEN, Moves: uciMoves(req.Moves), Chess960: req.Variant == rules.Chess960}
}

func (p *Player) hint(ctx context.Context, proc *uci.Process, req session.EngineRequest) error {
	res, err := proc.Search(ctx, positionOf(req), chessuci.CmdGo{MoveTime: adviceTime})
	if err != nil {
		return err
	}
	m, err := rules.ParseUCI(res.Move)
	if err != nil {
		p.failed(req)
		return nil
	}
	p.t.Act(func(s *session.Session) []session.Output { return s.EngineHint(req, m) })
	return nil
}

func (p *Player) eval(ctx context.Context, proc *uci.Process, req session.EngineRequest) error {
	res, err := proc.Search(ctx, positionOf(req), chessuci.CmdGo{MoveTime: adviceTime})
	if err != nil {
		return err
	}
	sc := res.Score
	if blackToMove(req.FEN, len(req.Moves)) {
		sc = sc.Negate() // from White's view
	}
	p.t.Act(func(s *session.Session) []session.Output { return s.EngineEval(req, sc.CP, sc.Mate) })
	return nil
}

// analysis goes through the game, saying how far it is every few seconds.
func (p *Player) analysis(ctx context.Context, proc *uci.Process, req session.EngineRequest) error {
	found, err := AnalyseRequest(ctx, proc, req, AnalysisNodes(p.cfg.AnalysisLevel), p.t.Act)
	if err != nil {
		return err
	}
	p.t.Act(func(s *session.Session) []session.Output { return s.AnalysisDone(req, found) })
	return nil
}

// AnalyseRequest analyses the game of an analysis request at nodes a
// position, telling the asker through act (the table's Act, or the
// session's own calls for anna analyze) when it begins and about how long
// it takes, then every progressEvery how far it is. How long is reckoned
// from the first position's search: how long a search of so many nodes
// takes depends on the machine, and on what else it is doing.
func AnalyseRequest(ctx context.Context, proc *uci.Process, req session.EngineRequest, nodes int, act func(func(*session.Session) []session.Output)) ([]session.Mistake, error) {
	var start, next time.Time
	positions := len(req.Moves) + 1
	return Analyse(ctx, proc, req.Variant, req.FEN, req.Moves, nodes, func(done int) {
		now := time.Now()
		switch {
		case done == 0:
			start = now
		case done == 1:
			about := now.Sub(start) * time.Duration(positions)
			act(func(s *session.Session) []session.Output { return s.AnalysisStarted(req, about) })
			next = now.Add(progressEvery)
		case now.After(next) && done < positions:
			next = now.Add(progressEvery)
			act(func(s *session.Session) []session.Output { return s.AnalysisProgress(req, done) })
		}
	})
}

// progressEvery is how often a long analysis says how far it is.
const progressEvery = 5 * time.Second

// blackToMove reports whether Black is to move after moves half-moves from
// the position fen.
func blackToMove(fen string, moves int) bool {
	f := strings.Fields(fen)
	black := len(f) > 1 && f[1] == "b"
	return black != (moves%2 == 1)
}
