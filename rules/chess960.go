package rules

import (
	"fmt"
	"strings"
)

// The 960 start positions of Chess960 (Guidelines II.1), numbered as the
// standard (Scharnagl) numbering does, 0 to 959; 518 is the usual start
// position of chess. The number n places the pieces of White's first rank:
// n mod 4 the light-squared bishop on b, d, f or h; (n/4) mod 4 the
// dark-squared one on a, c, e or g; (n/16) mod 6 the queen on the first to
// sixth free square; n/96 the two knights on two of the five squares left
// (knightPairs); a rook, the king and a rook on the last three, in that
// order. Black's pieces stand opposite White's.

// Chess960Count is the number of start positions.
const Chess960Count = 960

// knightPairs are the free squares (of five) that the knights take, by n/96.
var knightPairs = [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}

// Chess960Rank is the first rank of start position n, from a1 to h1.
func Chess960Rank(n int) ([8]PieceType, error) {
	var rank [8]PieceType
	if n < 0 || n >= Chess960Count {
		return rank, fmt.Errorf("rules: Chess960 position %d does not exist; they are numbered 0 to %d", n, Chess960Count-1)
	}
	rank[2*(n%4)+1] = Bishop
	rank[2*(n/4%4)] = Bishop
	free := func(i int) int { // the file of the i-th free square
		for f := range 8 {
			if rank[f] == NoPieceType {
				if i == 0 {
					return f
				}
				i--
			}
		}
		return -1
	}
	rank[free(n/16%6)] = Queen
	pair := knightPairs[n/96]
	a, b := free(pair[0]), free(pair[1])
	rank[a], rank[b] = Knight, Knight
	for _, t := range []PieceType{Rook, King, Rook} {
		rank[free(0)] = t
	}
	return rank, nil
}

// Chess960FEN is the FEN of start position n, castling rights in X-FEN
// (KQkq, the only rooks on each side of the king).
func Chess960FEN(n int) (string, error) {
	rank, err := Chess960Rank(n)
	if err != nil {
		return "", err
	}
	var white strings.Builder
	for _, t := range rank {
		white.WriteString(strings.ToUpper(t.String()))
	}
	w := white.String()
	return strings.ToLower(w) + "/pppppppp/8/8/8/8/PPPPPPPP/" + w + " w KQkq - 0 1", nil
}

// Chess960Number is the number of the start position whose first rank is
// rank, or -1 if no start position has it.
func Chess960Number(rank [8]PieceType) int {
	for n := range Chess960Count {
		if r, _ := Chess960Rank(n); r == rank {
			return n
		}
	}
	return -1
}

// StartNumber is the Chess960 number of the game's start position, or -1
// when the game did not start from one (a position set up from a FEN
// after some moves, or standard chess from another position).
func (g *Game) StartNumber() int {
	start := &g.positions[0]
	if start.s.turn != 0 || start.Board() != start960Board(start) || popCount(bitboard(start.s.castle)) != 4 {
		return -1 // not the start: pieces moved, Black to move, or rights gone
	}
	var rank [8]PieceType
	b := start.Board()
	for f := range 8 {
		rank[f] = b[f].Type()
	}
	return Chess960Number(rank)
}

// start960Board is the board a start position with pos's first rank has:
// the pieces mirrored for Black and a rank of pawns each.
func start960Board(pos *Position) Board {
	b := pos.Board()
	var want Board
	for f := range 8 {
		want[f] = NewPiece(b[f].Type(), White)
		want[8+f] = NewPiece(Pawn, White)
		want[48+f] = NewPiece(Pawn, Black)
		want[56+f] = NewPiece(b[f].Type(), Black)
	}
	return want
}
