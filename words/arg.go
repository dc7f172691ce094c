package words

import (
	"time"

	"github.com/anna-chess/anna/rules"
)

// Kind is what an argument is. The kinds are few and closed: each has one
// written form (written.go), and every book says each one.
type Kind uint8

// The kinds of argument.
const (
	// SquareKind: a square ("e4"), or only its file ("e") or rank ("4")
	// where that is all a player named, or none ("-").
	SquareKind Kind = iota + 1
	// PieceKind: a kind of piece, whatever its colour ("N"; "-" for none).
	PieceKind
	// PlacedKind: a piece of one colour on a square, or the square empty
	// ("Ne4", "ne4", "-e4").
	PlacedKind
	// ColourKind: a side ("white", "black", or "none").
	ColourKind
	// PlyKind: a move made, with what its announcement says of it.
	PlyKind
	// OutcomeKind: how a game stands or ended: its result, and why.
	OutcomeKind
	// NumberKind: a count or a measure (a move number, centipawns).
	NumberKind
	// DurationKind: a time.
	DurationKind
	// TextKind: words that are not anna's (a name, a file, what was
	// typed), said as they are.
	TextKind
	// FlagKind: yes or no.
	FlagKind
	// EventKind: an event said inside another ("You lose: ...").
	EventKind

	lastKind = EventKind
	listBit  = 0x80
)

// ListOf is the kind of a list of arguments of kind k.
func ListOf(k Kind) Kind { return k | listBit }

// IsList reports whether k is a list's kind; Elem is its arguments' kind.
func (k Kind) IsList() bool { return k&listBit != 0 }
func (k Kind) Elem() Kind   { return k &^ listBit }

var kindNames = [...]string{SquareKind: "square", PieceKind: "piece", PlacedKind: "placed", ColourKind: "colour",
	PlyKind: "ply", OutcomeKind: "outcome", NumberKind: "number", DurationKind: "duration", TextKind: "text",
	FlagKind: "flag", EventKind: "event"}

// String is the kind's name in docs/host.md: "square", "list of ply".
func (k Kind) String() string {
	if k.IsList() {
		return "list of " + k.Elem().String()
	}
	if k == 0 || k > lastKind {
		return "kind " + itoa(int64(k))
	}
	return kindNames[k]
}

func (k Kind) valid() bool { e := k.Elem(); return e >= SquareKind && e <= lastKind }

// Arg is one argument of an event: a value of one kind.
type Arg struct {
	kind Kind
	n    int64      // square, piece, placed, colour, outcome, number, duration, flag
	s    string     // text
	ply  *rules.Ply // ply: what its announcement says of it only (Ply)
	ev   *Event     // event
	list []Arg      // list
}

// Kind is the argument's kind.
func (a Arg) Kind() Kind { return a.kind }

// Square is a square argument (rules.NoSquare: none).
func Square(sq rules.Square) Arg {
	if sq < 0 || sq > 63 {
		return Arg{kind: SquareKind, n: halfNone}
	}
	return Arg{kind: SquareKind, n: int64(sq)}
}

// File is a square argument of which only the file is known.
func File(f rules.File) Arg {
	if f < rules.FileA || f > rules.FileH {
		return Arg{kind: SquareKind, n: halfNone}
	}
	return Arg{kind: SquareKind, n: fileOnly + int64(f)}
}

// Rank is a square argument of which only the rank is known.
func Rank(r rules.Rank) Arg {
	if r < rules.Rank1 || r > rules.Rank8 {
		return Arg{kind: SquareKind, n: halfNone}
	}
	return Arg{kind: SquareKind, n: rankOnly + int64(r)}
}

// A square argument's value: 0 to 63 a square, fileOnly+f a file alone,
// rankOnly+r a rank alone, halfNone none.
const (
	fileOnly = 64
	rankOnly = 72
	halfNone = 80
)

// Piece is a kind of piece (rules.NoPieceType: none).
func Piece(t rules.PieceType) Arg {
	if t < rules.NoPieceType || t > rules.Pawn {
		t = rules.NoPieceType
	}
	return Arg{kind: PieceKind, n: int64(t)}
}

// Placed is a piece on a square, or the square empty (rules.NoPiece).
func Placed(p rules.Placed) Arg {
	if p.Piece < rules.NoPiece || p.Piece > 12 {
		p.Piece = rules.NoPiece
	}
	if p.Square < 0 || p.Square > 63 {
		p.Square = 0
	}
	return Arg{kind: PlacedKind, n: int64(p.Piece)<<8 | int64(p.Square)}
}

// Colour is a side (rules.NoColor: none, or both).
func Colour(c rules.Color) Arg {
	if c < rules.NoColor || c > rules.Black {
		c = rules.NoColor
	}
	return Arg{kind: ColourKind, n: int64(c)}
}

// Ply is a move made. It keeps what the move's announcement says of it
// (the move, its number and side, SAN, the pieces moved and captured,
// castling, en passant, check, mate, the pieces giving check, the
// from-square's file or rank shown), not the clocks or notes.
func Ply(p rules.Ply) Arg {
	kept := rules.Ply{Move: p.Move, SAN: p.SAN, Color: p.Color, Number: p.Number, Piece: p.Piece, Captured: p.Captured,
		Castle: p.Castle, EnPassant: p.EnPassant, Check: p.Check, Mate: p.Mate, ShowFile: p.ShowFile, ShowRank: p.ShowRank}
	if len(p.Checkers) > 0 {
		kept.Checkers = append([]rules.Placed(nil), p.Checkers...)
	}
	return Arg{kind: PlyKind, ply: &kept}
}

// Outcome is how a game stands or ended.
func Outcome(o rules.Outcome) Arg {
	return Arg{kind: OutcomeKind, n: int64(uint8(o.Result))<<16 | int64(uint8(o.Reason))<<8 | int64(uint8(o.By))}
}

// Result is a game's result alone, as an outcome.
func Result(r rules.Result) Arg { return Outcome(rules.Outcome{Result: r}) }

// Number is a count or a measure.
func Number(n int) Arg { return Arg{kind: NumberKind, n: int64(n)} }

// Duration is a time.
func Duration(d time.Duration) Arg { return Arg{kind: DurationKind, n: int64(d)} }

// Text is words said as they are: a name, a file, what was typed.
func Text(s string) Arg { return Arg{kind: TextKind, s: s} }

// Flag is yes or no.
func Flag(b bool) Arg {
	if b {
		return Arg{kind: FlagKind, n: 1}
	}
	return Arg{kind: FlagKind}
}

// Said is an event said inside another, in the same words.
func Said(e Event) Arg { return Arg{kind: EventKind, ev: &e} }

// List is a list of arguments of kind elem.
func List(elem Kind, args ...Arg) Arg {
	if args == nil {
		args = []Arg{}
	}
	return Arg{kind: ListOf(elem), list: args}
}

// Plies is a list of plies.
func Plies(ps []rules.Ply) Arg { return listOf(PlyKind, ps, Ply) }

// Squares is a list of squares.
func Squares(sqs []rules.Square) Arg { return listOf(SquareKind, sqs, Square) }

// Placeds is a list of pieces on squares.
func Placeds(ps []rules.Placed) Arg { return listOf(PlacedKind, ps, Placed) }

// Texts is a list of texts.
func Texts(ss []string) Arg { return listOf(TextKind, ss, Text) }

// Colours is a list of sides.
func Colours(cs []rules.Color) Arg { return listOf(ColourKind, cs, Colour) }

// Pieces is a list of kinds of piece.
func Pieces(ts []rules.PieceType) Arg { return listOf(PieceKind, ts, Piece) }

// Events is a list of events.
func Events(es []Event) Arg { return listOf(EventKind, es, Said) }

func listOf[T any](k Kind, vs []T, arg func(T) Arg) Arg {
	out := make([]Arg, len(vs))
	for i, v := range vs {
		out[i] = arg(v)
	}
	return Arg{kind: ListOf(k), list: out}
}

func (a Arg) says(ks []Key) bool {
	if a.ev != nil && a.ev.Says(ks...) {
		return true
	}
	for _, x := range a.list {
		if x.says(ks) {
			return true
		}
	}
	return false
}
