package engine

import (
	"context"
	"math"
	"time"

	"github.com/corentings/chess/v2/uci"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// Analyse has the engine search every position of a game, per each, and
// judges every move by what it cost its player (Judge). progress is told
// how many positions are done after each.
func Analyse(ctx context.Context, proc *Process, v rules.Variant, fen string, moves []rules.Move, per time.Duration, progress func(done int)) ([]session.Mistake, error) {
	g, err := rules.NewVariantGame(v, fen)
	if err != nil {
		return nil, err
	}
	evals := make([]Score, len(moves)+1)
	best := make([]string, len(moves)+1)
	if err := proc.NewGame(); err != nil {
		return nil, err
	}
	for i := 0; i <= len(moves); i++ {
		if o := g.Outcome(); o.Over() {
			evals[i] = terminal(o)
		} else {
			res, err := proc.Search(ctx, Position{FEN: fen, Moves: uciMoves(moves[:i]), Chess960: v == rules.Chess960}, uci.CmdGo{MoveTime: per})
			if err != nil {
				return nil, err
			}
			evals[i], best[i] = res.Score, res.Move
		}
		if progress != nil {
			progress(i)
		}
		if i < len(moves) {
			if _, err := g.Play(moves[i]); err != nil {
				return nil, err
			}
		}
	}
	return Judge(evals, best, moves), nil
}

// terminal is the score of a position where the game has ended, for the
// side to move: mated, or a draw.
func terminal(o rules.Outcome) Score {
	if o.Reason == rules.Checkmate {
		return Score{Mate: -1}
	}
	return Score{}
}

func (s Score) negate() Score { return Score{CP: -s.CP, Mate: -s.Mate} }

// chances are a score's winning chances for the side to move, from -1
// (lost) to 1 (won), as lichess reckons them from centipawns.
func (s Score) chances() float64 {
	switch {
	case s.Mate > 0:
		return 1
	case s.Mate < 0:
		return -1
	}
	cp := math.Max(-1000, math.Min(1000, float64(s.CP)))
	return 2/(1+math.Exp(-0.00368208*cp)) - 1
}

// What a move may cost its player in winning chances (on the -1 to 1
// scale) before an analysis names it: lichess's thresholds for a mistake
// and a blunder. Inaccuracies are left out: the analysis names serious
// mistakes only.
const (
	mistakeDrop = 0.2
	blunderDrop = 0.3
	// A forced mate in this many moves or fewer, let go, is named even when
	// the position stays won: a player learns most from it.
	missedMateNamed = 3
)

// Judge names the serious mistakes of a game from the engine's scores of
// every position (for the side to move; evals[i] is the position before
// moves[i]) and its best moves there.
func Judge(evals []Score, best []string, moves []rules.Move) []session.Mistake {
	var out []session.Mistake
	for i, played := range moves {
		if i+1 >= len(evals) || played.String() == best[i] || best[i] == "" {
			continue
		}
		better, err := rules.ParseUCI(best[i])
		if err != nil {
			continue
		}
		before, after := evals[i], evals[i+1].negate()
		drop := before.chances() - after.chances()
		m := session.Mistake{Ply: i, Better: better, Blunder: drop >= blunderDrop}
		if after.Mate < 0 && before.Mate >= 0 {
			m.AllowsMate = -after.Mate
		}
		if before.Mate > 0 && after.Mate <= 0 {
			m.MissesMate = before.Mate
		}
		if drop >= mistakeDrop || m.MissesMate > 0 && m.MissesMate <= missedMateNamed {
			out = append(out, m)
		}
	}
	return out
}
