package rules

import (
	"errors"
	"strings"
	"testing"
)

// TestDeadPosition (5.2.2): a dead position ends the game at once, from a
// set-up or after any move; a mate on that move still wins.
func TestDeadPosition(t *testing.T) {
	tests := []struct {
		name, fen, moves, want string
	}{
		{"5.2.2 locked pawns, kings only, set up", "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1", "", "1/2-1/2 by dead position"},
		{"5.2.2 locked pawns and bishops that cannot cross", "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", "", "1/2-1/2 by dead position"},
		{"5.2.2 the move that locks the last file", "8/8/4k3/1p1p1p2/1P1P1P1p/4K3/7P/8 w - - 0 1", "h2h3", "1/2-1/2 by dead position"},
		{"5.2.2 a gap in the chain: play goes on", "8/8/4k3/1p1p1p2/1P1P1P2/4K3/8/8 w - - 0 1", "", "*"},
		{"5.2.2 bishop against bishop on one colour", "8/8/4k3/8/3b4/8/3B4/4K3 w - - 0 1", "", "1/2-1/2 by dead position"},
		{"5.2.2 bishops on both colours: play goes on", "8/8/4k3/8/4b3/8/3B4/4K3 w - - 0 1", "", "*"},
		{"5.2.2 the only capture stalemates: dead", "5bk1/4p1p1/4P1P1/7K/8/8/8/8 w - - 0 1", "", "1/2-1/2 by dead position"},
		{"5.2.2 the same with a free white knight: play goes on", "5bk1/4p1p1/4P1P1/7K/8/8/8/N7 w - - 0 1", "", "*"},
		{"5.2.2 a double step beside an enemy pawn: en passant (3.7.3.1) opens the position, play goes on", "4k3/8/8/p1p1p3/P1P2p1p/1B3P1P/4P3/4K3 w - - 0 1", "e2e4", "*"},
		{"5.2.2 en passant not taken: the right lapses, dead", "4k3/8/8/p1p1p3/P1P1Pp1p/1B3P1P/8/4K3 b - e3 0 1", "e8d8", "1/2-1/2 by dead position"},
		{"5.1.1 a mate that takes the last pawn still wins", "6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1", "d1d8", "1-0 by checkmate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := mustGame(t, tt.fen)
			playUCI(t, g, tt.moves)
			if got := g.Outcome().String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestFlagFallCanMate (6.9): a flag fall loses only when the opponent can
// still checkmate by some series of legal moves.
func TestFlagFallCanMate(t *testing.T) {
	tests := []struct {
		name, fen string
		flag      Color
		want      string
	}{
		{"6.9 blocked pawns, White's bishop can mate", "7b/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N7 b - - 0 1", Black, "1-0 by time"},
		{"6.9 blocked pawns, Black's pieces are shut in: draw", "7b/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N7 b - - 0 1", White, "1/2-1/2 by time, opponent cannot mate"},
		{"6.9 king and pawn: the bare king cannot mate", "8/8/3k4/8/8/3P4/8/3K4 w - - 0 1", White, "1/2-1/2 by time, opponent cannot mate"},
		{"6.9 king and pawn: the pawn can promote", "8/8/3k4/8/8/3P4/8/3K4 b - - 0 1", Black, "1-0 by time"},
		{"6.9 bishop against rook: the bishop cannot mate", "4k3/3r4/8/8/8/8/8/2B1K3 b - - 0 1", Black, "1/2-1/2 by time, opponent cannot mate"},
		{"6.9 bishop against rook: the rook can", "4k3/3r4/8/8/8/8/8/2B1K3 w - - 0 1", White, "0-1 by time"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := mustGame(t, tt.fen)
			o, err := g.FlagFall(tt.flag)
			if err != nil {
				t.Fatal(err)
			}
			if o.String() != tt.want {
				t.Errorf("got %s, want %s", o, tt.want)
			}
		})
	}
	g := mustGame(t, "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1")
	if _, err := g.FlagFall(White); !errors.Is(err, ErrGameOver) {
		t.Errorf("flag fall in a dead position: got %v, want ErrGameOver (the game ended at once, 5.2.2)", err)
	}
}

// TestWinnability: which sides can still mate, as the winnable command
// says it.
func TestWinnability(t *testing.T) {
	tests := []struct {
		fen          string
		white, black bool
	}{
		{StartFEN, true, true},
		{"8/8/3k4/8/8/3P4/8/3K4 w - - 0 1", true, false},
		{"8/8/8/8/8/5k2/q7/7K b - - 0 1", false, true},
		{"8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1", false, false},
		// 3.7.3.1: fxe3 e.p. is open for this one move, and opens the
		// position; once it has lapsed, nothing can ever move but the kings.
		{"4k3/8/8/p1p1p3/P1P1Pp1p/1B3P1P/8/4K3 b - e3 0 1", true, true},
		{"4k3/8/8/p1p1p3/P1P1Pp1p/1B3P1P/8/4K3 b - - 0 1", false, false},
		{"4k3/8/8/p1p1p3/P1P1Pp1p/1B3P1P/8/3K4 w - - 0 2", false, false},
		// Mated already, in a blockade: White has mated (the empty series
		// of moves), Black never can.
		{"1K6/3p4/p1pP4/kpP2p2/pP3Pp1/P5Pp/7P/8 b - - 0 1", true, false},
	}
	for _, tt := range tests {
		g := mustGame(t, tt.fen)
		w := g.Winnability()
		if w.White != tt.white || w.Black != tt.black {
			t.Errorf("%s: got White %v Black %v, want %v %v", tt.fen, w.White, w.Black, tt.white, tt.black)
		}
		if got := dead(g.current()); got != (!tt.white && !tt.black) {
			t.Errorf("%s: dead() is %v", tt.fen, got)
		}
	}
}

// TestCastlingTo (3.8.2, Chess960 II.3): where the blockade analysis lets
// a king or a rook with a castling right go by castling, even where no step
// of theirs leads there: the king that stays on g1 while its rook passes it,
// the king and rook that swap squares, the queenside of a king on b1; and
// nowhere when a unit that never leaves (walls) stands in the way.
func TestCastlingTo(t *testing.T) {
	tests := []struct {
		name, fen, sq, walls, want string
	}{
		{"the king stays on g1, the rook passes it to f1", "4k3/8/8/8/8/8/6PP/4r1KR w H - 0 1", "h1", "", "f1"},
		{"the king on g1 goes nowhere", "4k3/8/8/8/8/8/6PP/4r1KR w H - 0 1", "g1", "", "g1"},
		{"king and rook swap squares: the rook", "4k3/8/8/8/8/8/5PPP/4bKRN w G - 0 1", "g1", "", "f1"},
		{"king and rook swap squares: the king", "4k3/8/8/8/8/8/5PPP/4bKRN w G - 0 1", "f1", "", "g1"},
		{"queenside from b1: the king to c1", "4k3/8/8/8/8/8/PPP5/RK1n4 w A - 0 1", "b1", "", "c1"},
		{"queenside from b1: the rook to d1", "4k3/8/8/8/8/8/PPP5/RK1n4 w A - 0 1", "a1", "", "d1"},
		{"a piece on d1 for ever: no castling", "4k3/8/8/8/8/8/PPP5/RK1n4 w A - 0 1", "a1", "d1", ""},
		{"both of the king's rights", "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8", "", "c8 g8"},
		{"a rook without the right", "r3k2r/8/8/8/8/8/8/4K3 b k - 0 1", "a8", "", ""},
		{"a knight", "4k3/8/8/8/8/8/5PPP/4bKRN w G - 0 1", "h1", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := parseSpos(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			squares := func(s string) bitboard {
				var b bitboard
				for _, f := range strings.Fields(s) {
					b |= bit(int(ParseSquare(f)))
				}
				return b
			}
			sq := int(ParseSquare(tt.sq))
			ci := 0
			if p.occ(1)&bit(sq) != 0 {
				ci = 1
			}
			if got, want := p.castlingTo(ci, sq, squares(tt.walls)), squares(tt.want); got != want {
				t.Errorf("got %x, want %x (%s)", got, want, tt.want)
			}
		})
	}
}

// TestCastlingInBlockade: a rook hemmed in beside its king stays fixed when
// the square castling would take it to holds a unit that never leaves (a
// bishop hemmed in on f1): castling is impossible for ever.
func TestCastlingInBlockade(t *testing.T) {
	p, err := parseSpos("5k2/8/8/2p3p1/1pP2pPp/pP2pP1P/P3P1BP/5BKR w H - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var b blockade
	b.analyse(&p)
	if b.fixed&bit(7) == 0 {
		t.Errorf("the rook on h1 is not held fixed, though the bishop on f1 never leaves")
	}
	if b.canMate(0) {
		t.Errorf("White can mate, says the analysis, with its king, rook and bishops shut in")
	}
}
