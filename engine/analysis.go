package engine

import (
	"context"
	"math"
	"strconv"

	chessuci "github.com/corentings/chess/v2/uci"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// The analysis of a game: the engine scores every position (Evaluate),
// and every move is judged by what it cost its player, as lichess judges
// it (Judge).

// Analyse has the engine search every position of a game, nodes each,
// and names the serious mistakes (Evaluate, then Judge). progress is told
// how many positions are done, as Evaluate tells it.
func Analyse(ctx context.Context, proc *uci.Process, v rules.Variant, fen string, moves []rules.Move, nodes int, progress func(done int)) ([]session.Mistake, error) {
	evals, best, err := Evaluate(ctx, proc, v, fen, moves, nodes, progress)
	if err != nil {
		return nil, err
	}
	return Judge(evals, best, moves), nil
}

// Evaluate has the engine search every position of a game, from the
// start: evals[i] is the score of the position before moves[i] (for the
// side to move there), best[i] the engine's move in it ("" where the game
// had ended). progress is told how many positions are done: 0 once the
// engine is ready to begin, then after each.
//
// Each search is bounded by nodes, not by time, on one thread: the same
// game gets the same scores on any machine and under any load. With a
// think time, a machine busy with other work gave the engine a fraction
// of it (at 6% of a core its depth fell from 13 to 8, and one of two runs
// of the same game named a move the other did not).
func Evaluate(ctx context.Context, proc *uci.Process, v rules.Variant, fen string, moves []rules.Move, nodes int, progress func(done int)) (evals []uci.Score, best []string, err error) {
	g, err := rules.NewVariantGame(v, fen)
	if err != nil {
		return nil, nil, err
	}
	// More than one thread searches differently each time (the threads
	// share the hash table as they go); hints and eval keep theirs.
	if err := proc.Set("Threads", "1"); err != nil {
		return nil, nil, err
	}
	defer proc.Set("Threads", strconv.Itoa(adviceThreads()))
	if err := proc.NewGame(); err != nil {
		return nil, nil, err
	}
	evals = make([]uci.Score, len(moves)+1)
	best = make([]string, len(moves)+1)
	if progress != nil {
		progress(0)
	}
	for i := 0; i <= len(moves); i++ {
		if o := g.Outcome(); o.Over() {
			evals[i] = terminal(o)
		} else {
			res, err := proc.Search(ctx, uci.Position{FEN: fen, Moves: uciMoves(moves[:i]), Chess960: v == rules.Chess960}, chessuci.CmdGo{Nodes: nodes})
			if err != nil {
				return nil, nil, err
			}
			evals[i], best[i] = res.Score, res.Move
		}
		if progress != nil {
			progress(i + 1)
		}
		if i < len(moves) {
			if _, err := g.Play(moves[i]); err != nil {
				return nil, nil, err
			}
		}
	}
	return evals, best, nil
}

// terminal is the score of a position where the game has ended, for the
// side to move: mated, or a draw.
func terminal(o rules.Outcome) uci.Score {
	if o.Reason == rules.Checkmate {
		return uci.Score{Mate: -1}
	}
	return uci.Score{}
}

// winningChances are the chances of the side ahead by cp centipawns, from
// -1 (lost) to 1 (won), as lichess reckons them: scalachess's
// WinPercent.winningChances (multiplier from lichess-org/lila#11148). lila's
// Advice uses the centipawns as the engine gave them, without the ceiling
// of 1000 its eval graph applies.
func winningChances(cp int) float64 {
	return 2/(1+math.Exp(-0.00368208*float64(cp))) - 1
}

// judgement is what lichess calls a move.
type judgement int

const (
	good judgement = iota
	inaccuracy
	mistake
	blunder
)

var judgementNames = [...]string{"good", "inaccuracy", "mistake", "blunder"}

func (j judgement) String() string { return judgementNames[j] }

// judge is lila's Advice (modules/tree/src/main/Advice.scala) for a move
// whose position scored before, and after it after, both for the player
// who made it. Between two scores in centipawns (CpAdvice), the winning
// chances lost: 0.3 a blunder, 0.2 a mistake, 0.1 an inaccuracy. Where a
// forced mate comes or goes (MateAdvice): a mate allowed is a blunder,
// only a mistake from 7 pawns down, an inaccuracy from 10; a mate let go is
// a blunder, only a mistake while 7 pawns up remain, an inaccuracy with 10.
// A quicker or slower mate, or a mate against the player already, is not
// judged.
func judge(before, after uci.Score) judgement {
	switch {
	case before.Mate == 0 && after.Mate == 0:
		switch drop := winningChances(before.CP) - winningChances(after.CP); {
		case drop >= 0.3:
			return blunder
		case drop >= 0.2:
			return mistake
		case drop >= 0.1:
			return inaccuracy
		}
	case before.Mate == 0 && after.Mate < 0: // lila's MateCreated
		switch {
		case before.CP < -999:
			return inaccuracy
		case before.CP < -700:
			return mistake
		}
		return blunder
	case before.Mate > 0 && after.Mate <= 0: // lila's MateLost
		left := 0 // mated now: lila counts it as 0
		if after.Mate == 0 {
			left = after.CP
		}
		switch {
		case left > 999:
			return inaccuracy
		case left > 700:
			return mistake
		}
		return blunder
	}
	return good
}

// Judge names the serious mistakes of a game (lichess's mistakes and
// blunders; inaccuracies are left out) from the engine's scores of every
// position (for the side to move; evals[i] is the position before
// moves[i]) and its best moves there. As on lichess, a move that is the
// engine's own choice is not judged: its score can only have changed by
// the engine seeing further from the next position.
func Judge(evals []uci.Score, best []string, moves []rules.Move) []session.Mistake {
	var out []session.Mistake
	for i, played := range moves {
		if i+1 >= len(evals) || i >= len(best) || best[i] == "" || played.String() == best[i] {
			continue
		}
		before, after := evals[i], evals[i+1].Negate()
		j := judge(before, after)
		if j < mistake {
			continue
		}
		better, err := rules.ParseUCI(best[i])
		if err != nil {
			continue
		}
		m := session.Mistake{Ply: i, Better: better, Blunder: j == blunder}
		if after.Mate < 0 && before.Mate >= 0 {
			m.AllowsMate = -after.Mate
		}
		if before.Mate > 0 && after.Mate <= 0 {
			m.MissesMate = before.Mate
		}
		out = append(out, m)
	}
	return out
}
