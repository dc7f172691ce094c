package uci

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// Perft is stockfish's count of the lines of legal play depth plies deep
// from fen: "go perft", a command of stockfish's own (UCI has none),
// asked with UCI_Chess960 on so that Chess960 castling rights in X-FEN or
// Shredder-FEN are read as such (a standard FEN reads the same). anna's
// own move generator is checked against these counts (rules' perft
// tests, tools/perft). Stockfish answers nothing while it counts, so no
// isready is asked: ctx bounds the wait, and a process whose count was
// cut short is closed, not asked again.
func (p *Process) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.drain()
	if err := p.variant(true); err != nil {
		return 0, err
	}
	if err := p.send(Position{FEN: fen, Chess960: true}.String()); err != nil {
		return 0, err
	}
	if err := p.send(fmt.Sprintf("go perft %d", depth)); err != nil {
		return 0, err
	}
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				return 0, p.Ended()
			}
			if n, found := strings.CutPrefix(l.text, "Nodes searched:"); found {
				return strconv.ParseUint(strings.TrimSpace(n), 10, 64)
			}
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	}
}
