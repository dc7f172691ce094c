package rules

import (
	"cmp"
	"slices"
)

// The board read line by line (issue 36): from a square, what a player
// would meet looking along each line (the file, the rank, the diagonals)
// as far as the first piece, and what stands on the knight's squares; and
// the pawns of each side with the files they leave open. WinBoard's JAWS
// keys and lichess's blind mode answer the same questions.

// Sight is one line from a square outwards: the square at the board's
// edge it runs to, and the first piece on it (Piece NoPiece when every
// square to the edge is empty), with how many empty squares lie before it.
type Sight struct {
	Edge  Square
	First Placed
	Empty int
}

// Open reports whether the line is empty to the board's edge.
func (s Sight) Open() bool { return s.First.Piece == NoPiece }

// sightDirections are the lines from a square, in the order they are
// read: the file towards the eighth rank and towards the first, the rank
// towards file a and towards file h, then the diagonals towards a8, h8,
// a1 and h1.
var sightDirections = [8][2]int{{0, 1}, {0, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}}

// knightJumps are a knight's eight jumps, read from the one towards the
// eighth rank and file a round clockwise.
var knightJumps = [8][2]int{{-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}}

// Sights are the lines from sq, each as far as its first piece, in the
// order of sightDirections; a line with no square (sq on that edge) is
// left out.
func Sights(b boardReader, sq Square) []Sight {
	var out []Sight
	for _, d := range sightDirections {
		s := Sight{Edge: NoSquare} // First stays Placed{} (NoPiece) while the line is open
		for at, ok := offset(sq, d[0], d[1]); ok; at, ok = offset(at, d[0], d[1]) {
			s.Edge = at
			if p := b.Piece(at); p != NoPiece && s.Open() {
				s.First = Placed{Piece: p, Square: at}
			} else if s.Open() {
				s.Empty++
			}
		}
		if s.Edge != NoSquare {
			out = append(out, s)
		}
	}
	return out
}

// KnightSquares are the squares a knight on sq jumps to, with what stands
// on each, in the order of knightJumps.
func KnightSquares(b boardReader, sq Square) []Placed {
	var out []Placed
	for _, j := range knightJumps {
		if at, ok := offset(sq, j[0], j[1]); ok {
			out = append(out, Placed{Piece: b.Piece(at), Square: at})
		}
	}
	return out
}

// PawnFiles are the pawns of each side, file by file, and the files they
// leave open: a file with no pawn is open; one with the other side's pawns
// only is half-open for the side without (its rooks may use it).
type PawnFiles struct {
	White, Black []Placed // file a to h, each file's from its first rank
	Open         []File
	// HalfOpenWhite are the files with black pawns and no white one,
	// HalfOpenBlack the files with white pawns and no black one.
	HalfOpenWhite, HalfOpenBlack []File
}

// Of is the pawns of one side.
func (p PawnFiles) Of(c Color) []Placed {
	if c == Black {
		return p.Black
	}
	return p.White
}

// HalfOpen are the files half-open for one side.
func (p PawnFiles) HalfOpen(c Color) []File {
	if c == Black {
		return p.HalfOpenBlack
	}
	return p.HalfOpenWhite
}

// Pawns reads the pawns of a board, file by file.
func Pawns(b boardReader) PawnFiles { return PawnFilesOf(Pieces(b, NoColor, Pawn)) }

// PawnFilesOf reads the pawns listed (others are passed over), file by
// file.
func PawnFilesOf(pieces []Placed) PawnFiles {
	var out PawnFiles
	var white, black [8]bool
	for _, p := range pieces {
		switch p.Piece {
		case NewPiece(Pawn, White):
			white[p.Square.File()] = true
			out.White = append(out.White, p)
		case NewPiece(Pawn, Black):
			black[p.Square.File()] = true
			out.Black = append(out.Black, p)
		}
	}
	byFile := func(a, b Placed) int {
		return cmp.Or(cmp.Compare(a.Square.File(), b.Square.File()), cmp.Compare(a.Square.Rank(), b.Square.Rank()))
	}
	slices.SortFunc(out.White, byFile)
	slices.SortFunc(out.Black, byFile)
	for f := File(0); f < 8; f++ {
		switch {
		case !white[f] && !black[f]:
			out.Open = append(out.Open, f)
		case !white[f]:
			out.HalfOpenWhite = append(out.HalfOpenWhite, f)
		case !black[f]:
			out.HalfOpenBlack = append(out.HalfOpenBlack, f)
		}
	}
	return out
}
