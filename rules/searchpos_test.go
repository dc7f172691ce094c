package rules

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/corentings/chess/v2"
)

// TestSearchMovesMatchChessLibrary: the decider's own move generator gives
// the same legal moves as chess/v2, counted over every line of a few plies
// (perft), in positions with castling, en passant, promotion and pins.
func TestSearchMovesMatchChessLibrary(t *testing.T) {
	for _, tc := range []struct {
		fen   string
		depth int
	}{
		{StartFEN, 3},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
		{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3},
		{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 2},
		{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2},
		{"8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 1", 3},
		// En passant that would bare the king along the rank, double
		// check, a pinned knight and a pinned pawn that takes its pinner.
		{"8/8/8/KPp4r/8/8/8/6k1 w - c6 0 1", 3},
		{"4k3/8/8/8/8/8/3n4/R3K2r w Q - 0 1", 2},
		{"4k3/4r3/8/8/4N3/8/8/4K3 w - - 0 1", 3},
		{"4k3/8/8/8/8/5b2/6P1/7K w - - 0 1", 3},
	} {
		pos, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		sp := sposOf(pos)
		if got, want := sperft(sp, tc.depth), cperft(chessPosition(pos.String()), tc.depth); got != want {
			t.Errorf("perft %d of %s: got %d, want %d", tc.depth, tc.fen, got, want)
		}
	}
}

// TestSearchMovesRandomGames: along random games, the decider's legal moves
// are chess/v2's in every position.
func TestSearchMovesRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for game := range 40 {
		pos := chessPosition(StartFEN)
		for ply := 0; ply < 300; ply++ {
			want := pos.ValidMoves()
			if len(want) == 0 {
				break
			}
			own, err := ParseFEN(pos.String())
			if err != nil {
				t.Fatal(err)
			}
			sp := sposOf(own)
			var got []string
			for _, m := range sp.legal(nil) {
				got = append(got, publicMove(m, StandardChess).String())
				c := sp.make(m)
				if ck, want := sp.childKey(sp.key(), m), c.key(); ck != want {
					t.Fatalf("%s, %s: childKey %+v, want %+v", pos, m, ck, want)
				}
				if back := c.key(); back.pos() != c {
					t.Fatalf("%s, %s: key gives back %+v, want %+v", pos, m, back.pos(), c)
				}
			}
			var ref []string
			for _, m := range want {
				ref = append(ref, strings.ToLower(m.String()))
			}
			slices.Sort(got)
			slices.Sort(ref)
			if !slices.Equal(got, ref) {
				t.Fatalf("game %d ply %d, %s: got %v, want %v", game, ply, pos, got, ref)
			}
			m := want[r.IntN(len(want))]
			pos = pos.Update(&m)
		}
	}
}

func sperft(p spos, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, m := range p.legal(nil) {
		n += sperft(p.make(m), depth-1)
	}
	return n
}

func cperft(pos *chess.Position, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, m := range pos.ValidMoves() {
		n += cperft(pos.Update(&m), depth-1)
	}
	return n
}
