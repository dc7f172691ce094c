package rules

import (
	"fmt"
	"strings"
	"testing"
)

// sightText writes the lines from a square as "e8:e7p" (the edge, then
// the first piece's square and letter, or "-" when open) and the knight's
// squares as "f6p" or "f6.".
func sightText(b boardReader, sq Square) string {
	var parts []string
	for _, s := range Sights(b, sq) {
		first := "-"
		if !s.Open() {
			first = fmt.Sprintf("%v%v/%d", s.First.Square, s.First.Piece, s.Empty)
		}
		parts = append(parts, fmt.Sprintf("%v:%s", s.Edge, first))
	}
	var ks []string
	for _, k := range KnightSquares(b, sq) {
		p := "."
		if k.Piece != NoPiece {
			p = k.Piece.String()
		}
		ks = append(ks, k.Square.String()+p)
	}
	return strings.Join(parts, " ") + " | " + strings.Join(ks, " ")
}

func TestSights(t *testing.T) {
	for _, c := range []struct{ fen, sq, want string }{
		// The file up and down, the rank to a and to h, the diagonals to
		// a8, h8, a1, h1; the knight's squares from the one towards a8
		// round clockwise.
		{StartFEN, "e4", "e8:e7p/2 e1:e2P/1 a4:- h4:- a8:b7p/2 h7:h7p/2 b1:c2P/1 h1:g2P/1 | d6. f6. g5. g3. f2P d2P c3. c5."},
		{StartFEN, "a1", "a8:a2P/0 h1:b1N/0 h8:b2P/0 | b3. c2P"},
		{"4k3/8/8/3q4/8/8/8/4K2R w K - 0 1", "h1", "h8:- a1:e1K/2 a8:d5q/3 | g3. f2."},
	} {
		g, err := NewGameFromFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		sq := ParseSquare(c.sq)
		if got := sightText(g.Board(), sq); got != c.want {
			t.Errorf("%s from %s:\n got %s\nwant %s", c.fen, c.sq, got, c.want)
		}
	}
}

func TestPawns(t *testing.T) {
	g, err := NewGameFromFEN("4k3/pp3p2/4p3/8/2P5/8/P4P1P/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	p := Pawns(g.Board())
	got := fmt.Sprint(p.White, p.Black, p.Open, p.HalfOpen(White), p.HalfOpen(Black))
	want := "[{P a2} {P c4} {P f2} {P h2}] [{p a7} {p b7} {p e6} {p f7}] [d g] [b e] [c h]"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
