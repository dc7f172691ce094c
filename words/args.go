package words

import (
	"time"

	"github.com/anna-chess/anna/rules"
)

// Args are an event's arguments. Their getters take an argument's place
// and give its value, or the kind's zero value where there is no argument
// of that kind (none read from a host is trusted): a book says what it
// is given and never fails on it.
type Args []Arg

func (a Args) at(i int) Arg {
	if i < 0 || i >= len(a) {
		return Arg{}
	}
	return a[i]
}

func (a Args) Square(i int) rules.Square   { return a.at(i).Square() }
func (a Args) File(i int) rules.File       { return a.at(i).File() }
func (a Args) Rank(i int) rules.Rank       { return a.at(i).Rank() }
func (a Args) Piece(i int) rules.PieceType { return a.at(i).Piece() }
func (a Args) Placed(i int) rules.Placed   { return a.at(i).Placed() }
func (a Args) Colour(i int) rules.Color    { return a.at(i).Colour() }
func (a Args) Ply(i int) rules.Ply         { return a.at(i).Ply() }
func (a Args) Outcome(i int) rules.Outcome { return a.at(i).Outcome() }
func (a Args) Number(i int) int            { return a.at(i).Number() }
func (a Args) Duration(i int) time.Duration {
	return a.at(i).Duration()
}
func (a Args) Text(i int) string { return a.at(i).Text() }
func (a Args) Flag(i int) bool   { return a.at(i).Flag() }
func (a Args) Event(i int) Event { return a.at(i).Event() }
func (a Args) List(i int) Args   { return a.at(i).List() }
func (a Args) Plies(i int) []rules.Ply {
	return values(a.List(i), PlyKind, Arg.Ply)
}
func (a Args) Squares(i int) []rules.Square { return values(a.List(i), SquareKind, Arg.Square) }
func (a Args) Placeds(i int) []rules.Placed { return values(a.List(i), PlacedKind, Arg.Placed) }
func (a Args) Texts(i int) []string         { return values(a.List(i), TextKind, Arg.Text) }
func (a Args) Colours(i int) []rules.Color  { return values(a.List(i), ColourKind, Arg.Colour) }
func (a Args) Pieces(i int) []rules.PieceType {
	return values(a.List(i), PieceKind, Arg.Piece)
}

// values are the list's arguments of kind k.
func values[T any](list Args, k Kind, get func(Arg) T) []T {
	var out []T
	for _, x := range list {
		if x.kind == k {
			out = append(out, get(x))
		}
	}
	return out
}

// Square is a square argument's square: rules.NoSquare for a file or a
// rank alone, none, or another kind.
func (a Arg) Square() rules.Square {
	if a.kind != SquareKind || a.n < 0 || a.n > 63 {
		return rules.NoSquare
	}
	return rules.Square(a.n)
}

// File is the file of a square argument, or the file alone.
func (a Arg) File() rules.File {
	switch {
	case a.kind != SquareKind:
	case a.n >= 0 && a.n <= 63:
		return rules.Square(a.n).File()
	case a.n >= fileOnly && a.n < fileOnly+8:
		return rules.File(a.n - fileOnly)
	}
	return rules.NoFile
}

// Rank is the rank of a square argument, or the rank alone.
func (a Arg) Rank() rules.Rank {
	switch {
	case a.kind != SquareKind:
	case a.n >= 0 && a.n <= 63:
		return rules.Square(a.n).Rank()
	case a.n >= rankOnly && a.n < rankOnly+8:
		return rules.Rank(a.n - rankOnly)
	}
	return rules.NoRank
}

func (a Arg) Piece() rules.PieceType {
	if a.kind != PieceKind {
		return rules.NoPieceType
	}
	return rules.PieceType(a.n)
}

func (a Arg) Placed() rules.Placed {
	if a.kind != PlacedKind {
		return rules.Placed{Square: rules.NoSquare}
	}
	return rules.Placed{Piece: rules.Piece(a.n >> 8), Square: rules.Square(a.n & 0xff)}
}

func (a Arg) Colour() rules.Color {
	if a.kind != ColourKind {
		return rules.NoColor
	}
	return rules.Color(a.n)
}

func (a Arg) Ply() rules.Ply {
	if a.kind != PlyKind || a.ply == nil {
		return rules.Ply{Move: rules.Move{From: rules.NoSquare, To: rules.NoSquare}}
	}
	p := *a.ply
	p.Checkers = append([]rules.Placed(nil), p.Checkers...) // the argument stays as it was
	return p
}

func (a Arg) Outcome() rules.Outcome {
	if a.kind != OutcomeKind {
		return rules.Outcome{}
	}
	return rules.Outcome{Result: rules.Result(uint8(a.n >> 16)), Reason: rules.Reason(uint8(a.n >> 8)), By: rules.Color(uint8(a.n))}
}

func (a Arg) Number() int {
	if a.kind != NumberKind {
		return 0
	}
	return int(a.n)
}

func (a Arg) Duration() time.Duration {
	if a.kind != DurationKind {
		return 0
	}
	return time.Duration(a.n)
}

func (a Arg) Text() string {
	if a.kind != TextKind {
		return ""
	}
	return a.s
}

func (a Arg) Flag() bool { return a.kind == FlagKind && a.n != 0 }

func (a Arg) Event() Event {
	if a.kind != EventKind || a.ev == nil {
		return Event{}
	}
	return *a.ev
}

// List is a list argument's arguments.
func (a Arg) List() Args {
	if !a.kind.IsList() {
		return nil
	}
	return a.list
}
