package rules

// Perft counts the leaves of the tree of legal moves depth plies deep, the
// usual check of a move generator against another's (stockfish's go
// perft): every line of play counted once.
func Perft(pos *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [256]smove
	return perft(pos.s, depth, buf[:0])
}

func perft(p spos, depth int, buf []smove) uint64 {
	moves := p.legal(buf)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	var next [256]smove
	for _, m := range moves {
		n += perft(p.make(m), depth-1, next[:0])
	}
	return n
}
