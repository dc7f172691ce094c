package rules

import (
	"fmt"
	"strings"
)

// The board's vocabulary: colours, files, ranks and squares. The numbers are
// those of the common chess libraries (a1 = 0 ... h8 = 63, White = 1), so
// that saved boards keep their meaning.

// Color is a side: White or Black (NoColor for neither).
type Color int8

const (
	NoColor Color = iota
	White
	Black
)

// Other is the opponent's colour.
func (c Color) Other() Color {
	switch c {
	case White:
		return Black
	case Black:
		return White
	}
	return NoColor
}

// String is the colour's FEN letter: "w" or "b" ("-" for none).
func (c Color) String() string {
	switch c {
	case White:
		return "w"
	case Black:
		return "b"
	}
	return "-"
}

// Word is the colour as anna's saved games and its wire write it, and
// lichess's API: "white" or "black" ("none" for neither).
func (c Color) Word() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return "none"
}

// ColorOfWord reads Word's "white" or "black", in any case; anything else
// is NoColor.
func ColorOfWord(s string) Color {
	switch strings.ToLower(s) {
	case "white":
		return White
	case "black":
		return Black
	}
	return NoColor
}

// ColorName is "White" or "Black".
func ColorName(c Color) string {
	switch c {
	case White:
		return "White"
	case Black:
		return "Black"
	}
	return fmt.Sprintf("Color(%d)", c)
}

// File is a column of the board, a (0) to h (7).
type File int8

// Rank is a row of the board, 1 (0) to 8 (7).
type Rank int8

const (
	FileA File = iota
	FileB
	FileC
	FileD
	FileE
	FileF
	FileG
	FileH
)

const (
	Rank1 Rank = iota
	Rank2
	Rank3
	Rank4
	Rank5
	Rank6
	Rank7
	Rank8
)

// NoFile and NoRank mark a file or rank that a query leaves open.
const (
	NoFile File = -1
	NoRank Rank = -1
)

func (f File) String() string {
	if f < FileA || f > FileH {
		return "?"
	}
	return string(rune('a' + f))
}

func (r Rank) String() string {
	if r < Rank1 || r > Rank8 {
		return "?"
	}
	return string(rune('1' + r))
}

// Square is a square of the board, a1 (0) to h8 (63).
type Square int8

// NoSquare marks the absence of a square.
const NoSquare Square = -1

// SquareAt returns the square on file f and rank r.
func SquareAt(f File, r Rank) Square { return Square(int8(r)*8 + int8(f)) }

func (sq Square) File() File { return File(sq % 8) }
func (sq Square) Rank() Rank { return Rank(sq / 8) }

// String is the square's name: "e4" ("-" for NoSquare).
func (sq Square) String() string {
	if sq < 0 || sq > 63 {
		return "-"
	}
	return sq.File().String() + sq.Rank().String()
}

// ParseSquare reads "e4"; it returns NoSquare for anything else.
func ParseSquare(s string) Square {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare
	}
	return SquareAt(File(s[0]-'a'), Rank(s[1]-'1'))
}

// IsLight tells whether a square is a light square (h1 is light).
func IsLight(sq Square) bool { return (int(sq.File())+int(sq.Rank()))%2 == 1 }
