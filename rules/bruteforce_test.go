package rules

import (
	"strings"

	"github.com/corentings/chess/v2"
)

// bruteMate searches every position that can follow start, with chess/v2's
// move generator (not anna's own), for a checkmate given by colour w. It
// answers 'W' (a mate exists), '-' (every position was visited and none is
// w's mate) or '?' (more than limit positions).
func bruteMate(start *Position, w Color, limit int) byte {
	pos := chessPosition(start.String())
	winner := chess.White
	if w == Black {
		winner = chess.Black
	}
	seen := map[string]bool{}
	key := func(p *chess.Position) string {
		// The en passant square only where a pawn stands ready to take.
		return strings.Join(strings.Fields(p.XFENString())[:4], " ")
	}
	stack := []*chess.Position{pos}
	seen[key(pos)] = true
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		moves := p.ValidMoves()
		if len(moves) == 0 {
			if p.Turn() != winner && p.Status() == chess.Checkmate {
				return 'W'
			}
			continue
		}
		for i := range moves {
			c := p.Update(&moves[i])
			k := key(c)
			if seen[k] {
				continue
			}
			if len(seen) >= limit {
				return '?'
			}
			seen[k] = true
			stack = append(stack, c)
		}
	}
	return '-'
}

// bruteMateFast is bruteMate on the decider's own positions and move
// generator (checked against chess/v2 by TestSearchMovesMatchChessLibrary),
// without any of the decider's analysis: a plain search of every reachable
// position, fast enough to label a few hundred positions.
func bruteMateFast(root spos, w int, limit int) byte {
	return bruteMateOrder(root, w, limit, false)
}

// bruteMateOrder is bruteMateFast, following first, when ordered, the moves
// the decider would try first (ordered, which only scores moves), so that
// mates are met soon where there are many.
func bruteMateOrder(root spos, w int, limit int, order bool) byte {
	var seen keySet
	seen.reset()
	rk := root.key()
	seen.add(&rk)
	stack := []spos{root}
	d := decider{winner: w}
	var buf [256]smove
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		var moves []smove
		if order {
			moves = d.ordered(&p, buf[:0])
		} else {
			moves = p.legal(buf[:0])
		}
		if len(moves) == 0 {
			if int(p.turn) != w && p.inCheck() {
				return 'W'
			}
			continue
		}
		for i := len(moves) - 1; i >= 0; i-- {
			c := p.make(moves[i])
			k := c.key()
			if !seen.add(&k) {
				continue
			}
			if seen.n >= limit {
				return '?'
			}
			stack = append(stack, c)
		}
	}
	return '-'
}

// chessPosition reads a FEN with chess/v2, the reference the tests hold
// anna's own move generator against.
func chessPosition(fen string) *chess.Position {
	var pos chess.Position
	if err := pos.UnmarshalText([]byte(fen)); err != nil {
		panic(err)
	}
	return &pos
}
