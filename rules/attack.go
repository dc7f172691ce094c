package rules

// Attacks are computed here rather than taken from the move generator because
// the Laws and the player ask different questions of them: which pieces attack
// a square whatever stands on it (castling through check, 3.8.2), and which
// pieces guard a square held by their own side.

// boardReader is what attack computations need of a board.
type boardReader interface {
	Piece(sq Square) Piece
}

func offset(sq Square, df, dr int) (Square, bool) {
	f, r := int(sq.File())+df, int(sq.Rank())+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return NoSquare, false
	}
	return SquareAt(File(f), Rank(r)), true
}

// Attackers returns the squares of the pieces of colour by that attack sq,
// in board order (a1, b1, ... h8). A piece attacks a square it could capture
// on, whether or not the square is empty and whether or not the move would
// be legal (pinned pieces still attack, 3.9).
func Attackers(b boardReader, sq Square, by Color) []Square {
	var out []Square
	for from := Square(0); from < 64; from++ {
		p := b.Piece(from)
		if p == NoPiece || p.Color() != by {
			continue
		}
		if attacks(b, from, p, sq) {
			out = append(out, from)
		}
	}
	return out
}

// IsAttacked reports whether any piece of colour by attacks sq.
func IsAttacked(b boardReader, sq Square, by Color) bool {
	for from := Square(0); from < 64; from++ {
		p := b.Piece(from)
		if p != NoPiece && p.Color() == by && attacks(b, from, p, sq) {
			return true
		}
	}
	return false
}

// attacks reports whether piece p standing on from attacks target.
func attacks(b boardReader, from Square, p Piece, target Square) bool {
	if from == target {
		return false
	}
	df := int(target.File()) - int(from.File())
	dr := int(target.Rank()) - int(from.Rank())
	switch p.Type() {
	case Pawn:
		forward := 1
		if p.Color() == Black {
			forward = -1
		}
		return dr == forward && (df == 1 || df == -1)
	case Knight:
		return (abs(df) == 1 && abs(dr) == 2) || (abs(df) == 2 && abs(dr) == 1)
	case King:
		return abs(df) <= 1 && abs(dr) <= 1
	case Rook:
		return (df == 0 || dr == 0) && clearLine(b, from, target)
	case Bishop:
		return abs(df) == abs(dr) && clearLine(b, from, target)
	case Queen:
		return (df == 0 || dr == 0 || abs(df) == abs(dr)) && clearLine(b, from, target)
	}
	return false
}

// clearLine reports whether every square strictly between from and to (on a
// rank, file or diagonal) is empty.
func clearLine(b boardReader, from, to Square) bool {
	df := sign(int(to.File()) - int(from.File()))
	dr := sign(int(to.Rank()) - int(from.Rank()))
	sq, _ := offset(from, df, dr)
	for sq != to {
		if b.Piece(sq) != NoPiece {
			return false
		}
		sq, _ = offset(sq, df, dr)
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
