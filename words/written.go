package words

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
)

// Each kind's one written form (docs/host.md lists them):
//
//	square    "e4"; a file alone "e", a rank alone "4", none "-"
//	piece     "N": K Q R B N P (its colour left out); "-" none
//	placed    "Ne4": the piece's FEN letter (upper case White's, lower
//	          case Black's) and its square; "-e4" an empty square
//	colour    "white", "black" or "none"
//	ply       "12b Nxf3+ g4f3 N xN +": number and side, SAN, the move
//	          (UCI), the piece moved, then what applies: xT the piece
//	          captured, OO or OOO castling, ep, + check, # mate, f and r
//	          the from-square's file or rank named (Appendix C), @Ne4 a
//	          piece giving check (one for each)
//	outcome   "1-0 checkmate", "1/2-1/2 resignation black", "*": the
//	          result (* while the game goes on, no-result when it ended
//	          without one), then why (reasons below), then whose doing
//	number    a JSON integer within ±1,048,576
//	duration  "1h30m0s", "4m12.5s", "850ms": hours, minutes and seconds,
//	          exact (a clock shows 9.0000001 s as 9.1: ShownTime), within
//	          ±1,000 hours
//	text      a JSON string without control characters
//	flag      true or false
//	event     an event (codec.go)
//	list      a JSON array of its kind's written forms

// limit bounds a number: a count or a measure (a move number, centipawns).
const limit = 1 << 20

// maxDuration bounds a duration.
const maxDuration = 1000 * time.Hour

var reasons = map[rules.Reason]string{
	rules.Checkmate: "checkmate", rules.Resignation: "resignation", rules.Stalemate: "stalemate",
	rules.DeadPosition: "dead-position", rules.Agreement: "agreement", rules.ThreefoldClaim: "threefold-claim",
	rules.FiftyMoveClaim: "fifty-move-claim", rules.FivefoldRepetition: "fivefold", rules.SeventyFiveMoves: "seventy-five-moves",
	rules.FlagFall: "flag", rules.FlagFallNoMate: "flag-cannot-mate", rules.BothFlags: "both-flags",
	rules.SealedMoveInvalid: "sealed-move-invalid", rules.NormalMeansClaim: "normal-means", rules.SecondIllegalMove: "second-illegal-move",
	rules.ArbiterForfeit: "arbiter-forfeit", rules.Absence: "absence", rules.Aborted: "aborted",
	rules.OpponentLeft: "opponent-left", rules.ServerEnded: "server-ended",
}

var results = map[rules.Result]string{rules.Ongoing: "*", rules.WhiteWins: "1-0", rules.BlackWins: "0-1",
	rules.Drawn: "1/2-1/2", rules.NoResult: "no-result"}

var colours = [...]string{rules.NoColor: "none", rules.White: "white", rules.Black: "black"}

// appendArg writes a's written form.
func appendArg(b []byte, a Arg) ([]byte, error) {
	switch {
	case a.kind.IsList():
		b = append(b, '[')
		for i, x := range a.list {
			if x.kind != a.kind.Elem() {
				return nil, fmt.Errorf("a %s in a %s", x.kind, a.kind)
			}
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendArg(b, x); err != nil {
				return nil, err
			}
		}
		return append(b, ']'), nil
	case a.kind == NumberKind:
		return strconv.AppendInt(b, a.n, 10), nil
	case a.kind == FlagKind:
		return strconv.AppendBool(b, a.n != 0), nil
	case a.kind == TextKind:
		return appendString(b, a.s), nil
	case a.kind == EventKind:
		return appendEvent(b, a.Event())
	}
	s, err := a.written()
	if err != nil {
		return nil, err
	}
	return appendString(b, s), nil
}

// written is the written form of an argument written as a string.
func (a Arg) written() (string, error) {
	switch a.kind {
	case SquareKind:
		return squareName(a), nil
	case PieceKind:
		return pieceName(a.Piece()), nil
	case PlacedKind:
		p := a.Placed()
		return p.Piece.String() + p.Square.String(), nil
	case ColourKind:
		return colours[a.Colour()], nil
	case PlyKind:
		return plyName(a.Ply()), nil
	case OutcomeKind:
		return outcomeName(a.Outcome()), nil
	case DurationKind:
		return a.Duration().String(), nil
	}
	return "", fmt.Errorf("an argument of no kind")
}

func squareName(a Arg) string {
	switch sq, f, r := a.Square(), a.File(), a.Rank(); {
	case sq != rules.NoSquare:
		return sq.String()
	case f != rules.NoFile:
		return f.String()
	case r != rules.NoRank:
		return r.String()
	}
	return "-"
}

func pieceName(t rules.PieceType) string {
	if t == rules.NoPieceType {
		return "-"
	}
	return strings.ToUpper(t.String())
}

func outcomeName(o rules.Outcome) string {
	s := results[o.Result]
	if why, ok := reasons[o.Reason]; ok {
		s += " " + why
		if o.By != rules.NoColor {
			s += " " + colours[o.By]
		}
	}
	return s
}

// readArg reads a value written in the form of kind k.
func (d *decoder) readArg(k Kind, depth int) (Arg, error) {
	switch {
	case k.IsList():
		list := []Arg{}
		err := d.array(func() error {
			x, err := d.readArg(k.Elem(), depth)
			list = append(list, x)
			return err
		})
		return Arg{kind: k, list: list}, err
	case k == NumberKind:
		n, err := d.integer()
		if err == nil && (n < -limit || n > limit) {
			err = fmt.Errorf("%s %d out of range", k, n)
		}
		return Arg{kind: k, n: n}, err
	case k == FlagKind:
		yes, err := d.boolean()
		return Flag(yes), err
	case k == EventKind:
		e, err := d.event(depth + 1)
		return Said(e), err
	}
	s, err := d.str()
	if err != nil {
		return Arg{}, err
	}
	if k == TextKind {
		return Text(s), printable(s)
	}
	a, ok := parseArg(k, s)
	if !ok {
		return Arg{}, fmt.Errorf("%q is no %s", s, k)
	}
	return a, nil
}

// parseArg reads the written form s of an argument of kind k.
func parseArg(k Kind, s string) (Arg, bool) {
	switch k {
	case SquareKind:
		return parseSquare(s)
	case PieceKind:
		t, ok := parsePiece(s)
		return Piece(t), ok
	case PlacedKind:
		if len(s) != 3 {
			return Arg{}, false
		}
		sq := rules.ParseSquare(s[1:])
		p, ok := parseFEN(s[0])
		return Placed(rules.Placed{Piece: p, Square: sq}), ok && sq != rules.NoSquare
	case ColourKind:
		for c, name := range colours {
			if s == name {
				return Colour(rules.Color(c)), true
			}
		}
	case PlyKind:
		p, ok := parsePly(s)
		return Ply(p), ok
	case OutcomeKind:
		o, ok := parseOutcome(s)
		return Outcome(o), ok
	case DurationKind:
		d, err := time.ParseDuration(s)
		return Duration(d), err == nil && d >= -maxDuration && d <= maxDuration
	}
	return Arg{}, false
}

func parseSquare(s string) (Arg, bool) {
	switch {
	case s == "-":
		return Square(rules.NoSquare), true
	case len(s) == 1 && s[0] >= 'a' && s[0] <= 'h':
		return File(rules.File(s[0] - 'a')), true
	case len(s) == 1 && s[0] >= '1' && s[0] <= '8':
		return Rank(rules.Rank(s[0] - '1')), true
	}
	sq := rules.ParseSquare(s)
	return Square(sq), sq != rules.NoSquare
}

func parsePiece(s string) (rules.PieceType, bool) {
	if s == "-" {
		return rules.NoPieceType, true
	}
	if len(s) == 1 {
		if p, ok := parseFEN(s[0]); ok && p != rules.NoPiece && p.Color() == rules.White {
			return p.Type(), true
		}
	}
	return rules.NoPieceType, false
}

// parseFEN reads a FEN piece letter, or "-" for none.
func parseFEN(c byte) (rules.Piece, bool) {
	if c == '-' {
		return rules.NoPiece, true
	}
	i := strings.IndexByte("KQRBNPkqrbnp", c)
	return rules.Piece(i + 1), i >= 0
}

func parseOutcome(s string) (rules.Outcome, bool) {
	fields := strings.Fields(s)
	if len(fields) == 0 || len(fields) > 3 || strings.Join(fields, " ") != s {
		return rules.Outcome{}, false
	}
	var o rules.Outcome
	ok := false
	for r, name := range results {
		if name == fields[0] {
			o.Result, ok = r, true
		}
	}
	if len(fields) > 1 {
		found := false
		for why, name := range reasons {
			if name == fields[1] {
				o.Reason, found = why, true
			}
		}
		ok = ok && found
	}
	if len(fields) > 2 {
		c := colourOf(fields[2])
		o.By, ok = c, ok && c != rules.NoColor
	}
	return o, ok
}

func colourOf(s string) rules.Color {
	switch s {
	case "white":
		return rules.White
	case "black":
		return rules.Black
	}
	return rules.NoColor
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
