package uci

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	chessuci "github.com/corentings/chess/v2/uci"
)

// A search: the position sent, go, and the engine's lines read into a
// Result until its best move (the conversation itself is process.go's).

// Position is what the engine searches: a starting position and the moves
// played from it, in UCI.
type Position struct {
	FEN      string // "" or the initial position: startpos
	Moves    []string
	Chess960 bool // castling rights in X-FEN, castling written king takes rook
}

func (pos Position) String() string {
	var sb strings.Builder
	if pos.FEN == "" || pos.FEN == startFEN {
		sb.WriteString("position startpos")
	} else {
		sb.WriteString("position fen " + pos.FEN)
	}
	if len(pos.Moves) > 0 {
		sb.WriteString(" moves " + strings.Join(pos.Moves, " "))
	}
	return sb.String()
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Score is an evaluation from the side to move's view: centipawns, or a
// mate in Mate moves (negative: the side to move is mated).
type Score struct {
	CP   int
	Mate int
}

// Negate is the score from the other side's view.
func (s Score) Negate() Score { return Score{CP: -s.CP, Mate: -s.Mate} }

// Result is what a search found.
type Result struct {
	Move  string // the best move, in UCI
	Score Score
	Depth int
	PV    []string
	// Sent is when the engine's best move was read.
	Sent time.Time
}

// Search sends the position and go, and waits for the best move. When ctx
// ends, the search is stopped and ctx's error returned. An engine that
// ends or stops answering gives ErrCrashed or ErrNotAnswering.
func (p *Process) Search(ctx context.Context, pos Position, limits chessuci.CmdGo) (Result, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.drain()
	if err := p.variant(pos.Chess960); err != nil {
		return Result{}, err
	}
	if err := p.send(pos.String()); err != nil {
		return Result{}, err
	}
	if err := p.send(limits.String()); err != nil {
		return Result{}, err
	}
	var res Result
	tick := time.NewTicker(p.wait.PingAfter / 2)
	defer tick.Stop()
	heard, pinged := time.Now(), time.Time{}
	stopped := false
	var stopDeadline <-chan time.Time
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				return res, p.Ended()
			}
			heard, pinged = l.at, time.Time{}
			if done, err := res.take(l, p.log); done || err != nil {
				if stopped && err == nil {
					return res, ctx.Err()
				}
				return res, err
			}
		case now := <-tick.C:
			switch {
			case !pinged.IsZero() && now.Sub(pinged) > p.wait.PingTimeout:
				return res, fmt.Errorf("%w (no answer to isready for %s)", ErrNotAnswering, p.wait.PingTimeout)
			case pinged.IsZero() && now.Sub(heard) > p.wait.PingAfter:
				pinged = now
				if err := p.send("isready"); err != nil {
					return res, err
				}
			}
		case <-ctx.Done():
			if !stopped {
				stopped = true
				stopDeadline = time.After(p.wait.Stop)
				if err := p.send("stop"); err != nil {
					return res, err
				}
			}
		case <-stopDeadline:
			return res, fmt.Errorf("%w (no best move %s after stop)", ErrNotAnswering, p.wait.Stop)
		}
	}
}

// drain drops lines left from before (a readyok, a late info). p.mu is held.
func (p *Process) drain() {
	for {
		select {
		case _, ok := <-p.lines:
			if !ok {
				return
			}
		default:
			return
		}
	}
}

// take reads one line of a search into the result; done says the best
// move has come.
func (r *Result) take(l line, log io.Writer) (done bool, err error) {
	switch {
	case strings.HasPrefix(l.text, "bestmove"):
		fmt.Fprintln(log, l.at.Format("15:04:05.000"), "<", l.text)
		f := strings.Fields(l.text)
		if len(f) < 2 {
			return true, fmt.Errorf("%w: %q", ErrBadOutput, l.text)
		}
		r.Move, r.Sent = f[1], l.at
		return true, nil
	case strings.HasPrefix(l.text, "info ") && strings.Contains(l.text, " score "):
		var info chessuci.Info
		if info.UnmarshalText([]byte(l.text)) != nil || info.Multipv > 1 || info.Score.LowerBound || info.Score.UpperBound {
			return false, nil
		}
		r.Score = Score{CP: info.Score.CP, Mate: info.Score.Mate}
		r.Depth = info.Depth
		r.PV = r.PV[:0]
		for _, m := range info.PV {
			r.PV = append(r.PV, m.String())
		}
	}
	return false, nil
}
