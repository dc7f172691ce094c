package rules

import (
	"sort"
)

// Board questions. A sighted player takes in the board at a glance; a blind
// player asks: where the pieces of a kind stand, what stands on a file, rank
// or diagonal, who attacks and who defends a square, which moves a piece
// has, what is under threat, and how the material stands. The answers are
// pure functions of a board, or of the game's current position where the
// legality of moves matters. Attacks are counted as 3.9 counts them: a
// pinned piece still attacks and defends.

// Placed is a piece on its square; Piece is NoPiece for an empty square.
type Placed struct {
	Piece  Piece
	Square Square
}

// typeRank orders piece types as a position is read out: kings, queens,
// rooks, bishops, knights, pawns.
func typeRank(t PieceType) int {
	for i, pt := range PieceTypes() {
		if pt == t {
			return i
		}
	}
	return len(PieceTypes())
}

// readingLess is the order in which pieces are read out: White before
// Black, then by kind (kings first, pawns last), then in board order
// (a1, b1, ... h1, a2, ... h8).
func readingLess(a, b Placed) bool {
	if a.Piece.Color() != b.Piece.Color() {
		return a.Piece.Color() == White
	}
	if ta, tb := typeRank(a.Piece.Type()), typeRank(b.Piece.Type()); ta != tb {
		return ta < tb
	}
	return a.Square < b.Square
}

func sortReading(ps []Placed) {
	sort.SliceStable(ps, func(i, j int) bool { return readingLess(ps[i], ps[j]) })
}

// Pieces lists the pieces of colour c (NoColor: both sides) and kind t
// (NoPieceType: every kind) in reading order.
func Pieces(b boardReader, c Color, t PieceType) []Placed {
	var out []Placed
	for sq := Square(0); sq < 64; sq++ {
		p := b.Piece(sq)
		if p == NoPiece || c != NoColor && p.Color() != c || t != NoPieceType && p.Type() != t {
			continue
		}
		out = append(out, Placed{Piece: p, Square: sq})
	}
	sortReading(out)
	return out
}

// FileSquares are the squares of file f, from the first rank to the eighth.
func FileSquares(f File) []Square {
	out := make([]Square, 8)
	for r := range 8 {
		out[r] = SquareAt(f, Rank(r))
	}
	return out
}

// RankSquares are the squares of rank r, from file a to file h.
func RankSquares(r Rank) []Square {
	out := make([]Square, 8)
	for f := range 8 {
		out[f] = SquareAt(File(f), r)
	}
	return out
}

// Diagonals are the diagonals through sq that hold more squares than sq
// alone: first the one that runs parallel to a1-h8, then the one parallel to
// h1-a8, each read from its end on the lower rank, sq included.
func Diagonals(sq Square) [][]Square {
	var out [][]Square
	for _, df := range []int{1, -1} {
		start := sq
		for {
			prev, ok := offset(start, -df, -1)
			if !ok {
				break
			}
			start = prev
		}
		line := []Square{start}
		for s, ok := offset(start, df, 1); ok; s, ok = offset(s, df, 1) {
			line = append(line, s)
		}
		if len(line) > 1 {
			out = append(out, line)
		}
	}
	return out
}

// Line is what stands on each of the squares, in their order.
func Line(b boardReader, sqs []Square) []Placed {
	out := make([]Placed, len(sqs))
	for i, sq := range sqs {
		out[i] = Placed{Piece: b.Piece(sq), Square: sq}
	}
	return out
}

// SquareInfo is what a player asks about one square.
type SquareInfo struct {
	Square Square
	Piece  Piece // NoPiece when the square is empty
	Light  bool
	// ByWhite and ByBlack are the pieces of each side that attack the
	// square, in reading order.
	ByWhite, ByBlack []Placed
}

// By returns the pieces of colour c that attack the square.
func (i SquareInfo) By(c Color) []Placed {
	if c == Black {
		return i.ByBlack
	}
	return i.ByWhite
}

// Attackers are the pieces of the other side that attack the piece on the
// square; nil when the square is empty.
func (i SquareInfo) Attackers() []Placed {
	if i.Piece == NoPiece {
		return nil
	}
	return i.By(i.Piece.Color().Other())
}

// Defenders are the pieces of the same side that defend the piece on the
// square (attack it, were an enemy piece to stand there); nil when the
// square is empty.
func (i SquareInfo) Defenders() []Placed {
	if i.Piece == NoPiece {
		return nil
	}
	return i.By(i.Piece.Color())
}

// About answers the questions about one square: what stands there, its
// colour, and which pieces of each side attack it.
func About(b boardReader, sq Square) SquareInfo {
	return SquareInfo{
		Square:  sq,
		Piece:   b.Piece(sq),
		Light:   IsLight(sq),
		ByWhite: placedAttackers(b, sq, White),
		ByBlack: placedAttackers(b, sq, Black),
	}
}

func placedAttackers(b boardReader, sq Square, c Color) []Placed {
	sqs := Attackers(b, sq, c)
	if len(sqs) == 0 {
		return nil
	}
	out := make([]Placed, len(sqs))
	for i, from := range sqs {
		out[i] = Placed{Piece: b.Piece(from), Square: from}
	}
	sortReading(out)
	return out
}

// Value is the usual count of a piece: queen 9, rook 5, bishop and knight
// 3, pawn 1. The king counts nothing: it is never exchanged.
func Value(t PieceType) int {
	switch t {
	case Queen:
		return 9
	case Rook:
		return 5
	case Bishop, Knight:
		return 3
	case Pawn:
		return 1
	}
	return 0
}

// Material is the value of colour c's pieces on the board.
func Material(b boardReader, c Color) int {
	n := 0
	for sq := Square(0); sq < 64; sq++ {
		if p := b.Piece(sq); p != NoPiece && p.Color() == c {
			n += Value(p.Type())
		}
	}
	return n
}

// Threatened lists the pieces of colour c that are under threat, in reading
// order. A piece is under threat when the other side attacks it and it is
// not safe there:
//
//   - nothing defends it, so it can be taken for nothing; or
//   - the cheapest piece attacking it is worth less than it is, so that
//     taking it wins material even when the taker is taken back (a rook
//     attacked by a knight is under threat however well it is defended).
//
// This is the count a player makes at a glance, not an exchange
// calculation: attacks are counted as 3.9 counts them (a pinned piece
// attacks and defends; a king defends a square next to it even when the
// square is attacked twice; a piece lined up behind another on a line does
// not count), and a piece attacked twice and defended once by pieces of
// equal value is not listed. Kings are left out: a king that is attacked
// is in check, and the move that gave check says so.
func Threatened(b boardReader, c Color) []Placed {
	var out []Placed
	for sq := Square(0); sq < 64; sq++ {
		p := b.Piece(sq)
		if p == NoPiece || p.Color() != c || p.Type() == King {
			continue
		}
		attackers := Attackers(b, sq, c.Other())
		if len(attackers) == 0 {
			continue
		}
		cheapest := Value(Queen) + 1
		for _, from := range attackers {
			if t := b.Piece(from).Type(); t != King {
				cheapest = min(cheapest, Value(t))
			}
		}
		if !IsAttacked(b, sq, c) || cheapest < Value(p.Type()) {
			out = append(out, Placed{Piece: p, Square: sq})
		}
	}
	sortReading(out)
	return out
}

// MovesFrom returns the legal moves of the piece on sq as the scoresheet
// would record them, in order of their squares (castling with the king's
// moves); nil when sq is empty or holds a piece of the side not on move.
func (g *Game) MovesFrom(sq Square) []Ply {
	return g.pliesWhere(func(m smove) bool { return Square(m.from) == sq })
}

// AllMoves returns every legal move, piece by piece in reading order.
func (g *Game) AllMoves() []Ply {
	return g.pliesWhere(func(smove) bool { return true })
}

// Captures returns every legal capture (en passant included), piece by
// piece in reading order.
func (g *Game) Captures() []Ply {
	return g.pliesWhere(func(m smove) bool { return m.capt != 0 })
}

// Checks returns every legal move that gives check (or mate), piece by
// piece in reading order.
func (g *Game) Checks() []Ply {
	return g.pliesWhere(func(m smove) bool {
		after := g.current().play(m)
		return after.InCheck()
	})
}

// pliesWhere describes the legal moves that keep says yes to, in reading order
// of the moving piece, then by from-square, to-square and promotion piece
// (queen first).
func (g *Game) pliesWhere(keep func(smove) bool) []Ply {
	pos := g.current()
	b := pos.Board()
	var out []Ply
	for _, m := range pos.legal() {
		if keep(m) {
			out = append(out, g.describe(m))
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, c := out[i].Move, out[j].Move
		pa := Placed{Piece: b.Piece(a.From), Square: a.From}
		pc := Placed{Piece: b.Piece(c.From), Square: c.From}
		if pa != pc {
			return readingLess(pa, pc)
		}
		if a.To != c.To {
			return a.To < c.To
		}
		return typeRank(a.Promo) < typeRank(c.Promo)
	})
	return out
}
