package rules

import "fmt"

// After returns the game as it stood after its first n moves (half-moves),
// for reading the scoresheet back move by move: a new Game that shares
// nothing the caller can change with g. Its outcome is the one the Laws
// impose by themselves in that position (mate, stalemate, ...); for n equal
// to the number of moves played it is g's own outcome, claims and
// resignations included. The draw offer is not carried over.
func (g *Game) After(n int) (*Game, error) {
	if n < 0 || n > len(g.plies) {
		return nil, fmt.Errorf("rules: no position after %d moves of %d", n, len(g.plies))
	}
	r := &Game{
		variant:     g.variant,
		startFEN:    g.startFEN,
		positions:   append([]Position(nil), g.positions[:n+1]...),
		plies:       append([]Ply(nil), g.plies[:n]...),
		repetitions: map[spos]int{},
		offerBy:     NoColor,
	}
	for i := range r.positions {
		r.repetitions[keyOf(&r.positions[i])]++
	}
	if n == len(g.plies) {
		r.outcome = g.outcome
	} else {
		r.outcome = r.automaticOutcome(nil)
	}
	return r, nil
}
