package wire

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/rules"
)

// Picture is what the seat's board view shows: the seat's own board (of
// the two Appendix D keeps, the one its player plays on), the last move
// on it, a king in check, the official scoresheet in SAN, both clocks,
// and whether the game is over. The side it is seen from is the joiner's
// own: its seat.
type Picture struct {
	Board            [64]rules.Piece
	LastFrom, LastTo rules.Square // rules.NoSquare without a move
	InCheck, Over    bool
	// Moves is the scoresheet in SAN; the first was move FirstNumber of
	// FirstColor.
	Moves       []string
	FirstNumber int
	FirstColor  rules.Color
	Clock       *Clock // nil without a clock
}

// Clock is both clocks when the picture was sent; the running one goes
// on from when it arrives.
type Clock struct {
	White, Black time.Duration
	Running      rules.Color // rules.NoColor when stopped
	Paused       bool
}

// Limits of what a picture may hold: a joiner does not trust its host.
const (
	maxMoves   = 12000              // plies: far beyond any game (the 75-move rule ends one well before)
	maxMoveLen = 12                 // "exf8=Q+" and the like; no SAN is longer
	maxClock   = 1000 * 3600 * 1000 // a clock of a thousand hours, in milliseconds
	maxNumber  = 10000
)

// Line is the picture's message:
//
//	picture PLACEMENT LAST FLAGS FIRST MOVES CLOCK
//
// PLACEMENT is FEN's first field; LAST the last move's squares ("e2e4") or
// empty; FLAGS "check", "over", comma-separated; FIRST the first move's
// number and colour ("1 white"), empty without moves; MOVES the SAN moves
// separated by spaces; CLOCK White's and Black's time in milliseconds,
// the one running ("white", "black" or "none") and "paused" if it is,
// separated by spaces, or empty without a clock.
func (p Picture) Line() string {
	var flags []string
	if p.InCheck {
		flags = append(flags, "check")
	}
	if p.Over {
		flags = append(flags, "over")
	}
	last := ""
	if p.LastFrom != rules.NoSquare && p.LastTo != rules.NoSquare {
		last = p.LastFrom.String() + p.LastTo.String()
	}
	first := ""
	if len(p.Moves) > 0 {
		first = strconv.Itoa(p.FirstNumber) + " " + p.FirstColor.Word()
	}
	clock := ""
	if c := p.Clock; c != nil {
		clock = fmt.Sprintf("%d %d %s", c.White.Milliseconds(), c.Black.Milliseconds(), c.Running.Word())
		if c.Paused {
			clock += " paused"
		}
	}
	return Line(KindPicture, (*rules.Board)(&p.Board).Placement(), last, strings.Join(flags, ","), first, strings.Join(p.Moves, " "), clock)
}

// ParsePicture reads a picture's fields, and refuses any it cannot draw
// safely; fields after the sixth (a newer host's) and flags it does not
// know are left.
func ParsePicture(fields []string) (Picture, error) {
	p := Picture{LastFrom: rules.NoSquare, LastTo: rules.NoSquare}
	if len(fields) < 6 {
		return p, fmt.Errorf("%w: a picture has 6 fields, not %d", ErrFormat, len(fields))
	}
	bad := func(what, field string) (Picture, error) {
		return Picture{}, fmt.Errorf("%w: a picture's %s, not %.40q", ErrFormat, what, field)
	}
	board, err := rules.ParsePlacement(fields[0])
	if err != nil {
		return bad("board", fields[0])
	}
	p.Board = board
	if last := fields[1]; last != "" {
		from, to := rules.NoSquare, rules.NoSquare
		if len(last) == 4 {
			from, to = rules.ParseSquare(last[:2]), rules.ParseSquare(last[2:])
		}
		if from == rules.NoSquare || to == rules.NoSquare {
			return bad("last move", last)
		}
		p.LastFrom, p.LastTo = from, to
	}
	for _, f := range strings.Split(fields[2], ",") {
		switch f {
		case "check":
			p.InCheck = true
		case "over":
			p.Over = true
		}
	}
	if fields[4] != "" {
		p.Moves = strings.Split(fields[4], " ")
		if len(p.Moves) > maxMoves {
			return bad("moves", fields[4])
		}
		for _, m := range p.Moves {
			if m == "" || len(m) > maxMoveLen || !cleantext.IsClean(m) { // no SAN holds a control or a format character
				return bad("move", m)
			}
		}
		num, col, ok := strings.Cut(fields[3], " ")
		n, err := strconv.Atoi(num)
		if p.FirstColor = rules.ColorOfWord(col); !ok || err != nil || n < 1 || n > maxNumber || p.FirstColor == rules.NoColor {
			return bad("first move", fields[3])
		}
		p.FirstNumber = n
	}
	if fields[5] != "" {
		c, ok := readClock(fields[5])
		if !ok {
			return bad("clock", fields[5])
		}
		p.Clock = c
	}
	return p, nil
}

// readClock reads a picture's clock field.
func readClock(field string) (*Clock, bool) {
	parts := strings.Split(field, " ")
	if len(parts) != 3 && (len(parts) != 4 || parts[3] != "paused") {
		return nil, false
	}
	var ms [2]int64
	for i := range ms {
		n, err := strconv.ParseInt(parts[i], 10, 64)
		if err != nil || n < 0 || n > maxClock {
			return nil, false
		}
		ms[i] = n
	}
	c := &Clock{White: time.Duration(ms[0]) * time.Millisecond, Black: time.Duration(ms[1]) * time.Millisecond,
		Running: rules.ColorOfWord(parts[2]), Paused: len(parts) == 4}
	if c.Running == rules.NoColor && parts[2] != "none" {
		return nil, false
	}
	return c, true
}
