package brailletest

import (
	"fmt"

	"github.com/anna-chess/anna/rules"
)

// Moves reads the moves of a scoresheet and plays them from fen in the
// variant v (castling in Chess960 is 0-0 and 0-0-0 as in chess): the lines
// that start with a move number in lower digits, the notes under them
// (indented) passed over, up to the diagram (the last nine lines: eight
// ranks and the files) and whatever is not a move line after the moves.
// Each move must name one legal move, and its capture, check and mate
// signs must be true of it; the move numbers must be the game's.
func Moves(doc string, v rules.Variant, fen string) ([]rules.Ply, error) {
	pages, err := Pages(doc)
	if err != nil {
		return nil, err
	}
	var lines [][]cell
	for _, p := range pages {
		for len(p) > 0 && len(p[len(p)-1]) == 0 {
			p = p[:len(p)-1] // the blank lines that fill a page
		}
		lines = append(lines, p...)
	}
	if len(lines) < 9 || !isFileLine(lines[len(lines)-1]) {
		return nil, fmt.Errorf("the scoresheet does not end with a diagram")
	}
	lines = lines[:len(lines)-9]
	// A diagram before the moves is the start position (Chess960, a set
	// position): its ranks are no move lines.
	for i := 8; i < len(lines); i++ {
		if isFileLine(lines[i]) {
			lines = append(lines[:i-8:i-8], lines[i+1:]...)
			i = max(i-9, 7)
		}
	}
	g, err := rules.NewVariantGame(v, fen)
	if err != nil {
		return nil, err
	}
	started := false
	for i, l := range lines {
		num, rest, ok := moveLine(l)
		switch {
		case ok:
			started = true
		case started && len(l) > 0 && l[0] == 0:
			continue // a note
		case started:
			return g.Plies(), nil
		default:
			continue // the heading
		}
		for _, tok := range tokens(rest) {
			if err := play(g, num, tok); err != nil {
				return nil, fmt.Errorf("line %d: %w", i+1, err)
			}
		}
	}
	return g.Plies(), nil
}

func isFileLine(l []cell) bool {
	if len(l) != 10 || l[0] != 0 || l[1] != 0 {
		return false
	}
	for f, c := range l[2:] {
		if got, ok := fileOf[c]; !ok || got != f {
			return false
		}
	}
	return true
}

// moveLine reads a move line's number: lower digits from its first cell,
// then a blank.
func moveLine(l []cell) (n int, rest []cell, ok bool) {
	i := 0
	for i < len(l) {
		d, isDigit := digitOf[l[i]]
		if !isDigit {
			break
		}
		n = n*10 + d
		i++
	}
	if i == 0 || i == len(l) || l[i] != 0 {
		return 0, nil, false
	}
	return n, l[i:], true
}

func tokens(l []cell) [][]cell {
	var out [][]cell
	for i := 0; i < len(l); {
		for i < len(l) && l[i] == 0 {
			i++
		}
		j := i
		for j < len(l) && l[j] != 0 {
			j++
		}
		if j > i {
			out = append(out, l[i:j])
		}
		i = j
	}
	return out
}

// play reads one move and plays it.
func play(g *rules.Game, num int, tok []cell) error {
	if g.MoveNumber() != num {
		return fmt.Errorf("move number %d where the game is at %d", num, g.MoveNumber())
	}
	if tok[0] == hyphen { // dots 3-6 before a move of Black's (1.2)
		if g.Turn() != rules.Black {
			return fmt.Errorf("a move of Black's (dots 3-6) where White is to move")
		}
		tok = tok[1:]
	}
	want, err := read(tok)
	if err != nil {
		return err
	}
	var found []rules.Ply
	for _, p := range g.AllMoves() {
		if want.matches(p) {
			found = append(found, p)
		}
	}
	if len(found) != 1 {
		return fmt.Errorf("%v names %d legal moves", tok, len(found))
	}
	ply, err := g.Play(found[0].Move)
	if err != nil {
		return err
	}
	if ply.Check && !ply.Mate != want.check || ply.Mate != want.mate || ply.EnPassant != want.ep || (ply.Captured != rules.NoPieceType) != want.capture {
		return fmt.Errorf("%v: its signs do not say what %s does", tok, ply.SAN)
	}
	return nil
}
