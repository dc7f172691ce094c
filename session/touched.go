package session

import (
	"fmt"
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// touches are the pieces the arbiter recorded as touched by the player on
// move, in order, in the position they were touched in (the FEN of that
// player's board): a move made there must keep to them (4.3). A report
// by a player or the assistant to an arbiter elsewhere binds nothing
// until the arbiter records it.
type touches struct {
	fen     string
	squares []rules.Square
}

// cmdTouched reports that the player on move touched a piece (4.3): the
// assistant tells the arbiter (D.2.10.5), as a player may; the arbiter
// enters it on the record (a note on the scoresheets), which binds the
// player's move. The arbiter's "touched clear" strikes the record.
func (s *Session) cmdTouched(in *typedLine, arg string) []Output {
	c := s.match.Turn()
	if strings.EqualFold(strings.TrimSpace(arg), "clear") && s.arbiter(in) {
		// The arbiter strikes a record made in error: the move is free.
		s.touched = touches{}
		s.note(fmt.Sprintf("The arbiter struck the touched pieces recorded for %s (4.3)", rules.ColorName(c)))
		return []Output{{Kind: Save}, s.announced(keyTouchedCleared.With(words.Colour(c)))}
	}
	sq, ok := speech.ParseSquare(arg)
	if !ok {
		return []Output{s.said(in, keyTouchedHow.Event())}
	}
	p := s.match.Board(c)[sq]
	if p == rules.NoPiece {
		return []Output{s.said(in, keyNothingOn.With(words.Square(sq)))}
	}
	if !s.arbiter(in) {
		return s.toArbiter(in, keyTouchedReported.With(words.Text(s.requester(in)), words.Colour(c), words.Piece(p.Type()), words.Square(sq)))
	}
	s.touch(c, sq)
	piece := strings.ToLower(pieceName(p.Type()))
	if p.Color() != c {
		piece = strings.ToLower(rules.ColorName(p.Color())) + " " + piece
	}
	switch in.seat {
	case AssistantSeat: // at one terminal, the assistant's report goes on the record
		s.note(fmt.Sprintf("Reported by the assistant: %s touched the %s on %s (4.3)", rules.ColorName(c), piece, sq))
		return []Output{{Kind: Save}, s.announced(keyTouched.With(words.Colour(c), words.Piece(p.Type()), words.Square(sq)))}
	case WhiteSeat, BlackSeat: // at one terminal, a player's own report
		s.note(fmt.Sprintf("Reported by %s and recorded by the arbiter: %s touched the %s on %s (4.3)",
			rules.ColorName(map[Seat]rules.Color{WhiteSeat: rules.White, BlackSeat: rules.Black}[in.seat]), rules.ColorName(c), piece, sq))
	default:
		s.note(fmt.Sprintf("Recorded by the arbiter: %s touched the %s on %s (4.3)", rules.ColorName(c), piece, sq))
	}
	return []Output{{Kind: Save}, s.announced(keyTouchedRecorded.With(words.Colour(c), words.Piece(p.Type()), words.Square(sq)))}
}

// touch adds sq to what c touched in the position on c's board.
func (s *Session) touch(c rules.Color, sq rules.Square) {
	fen := s.match.Sheet(c).FEN()
	if s.touched.fen != fen {
		s.touched = touches{fen: fen}
	}
	s.touched.squares = append(s.touched.squares, sq)
}

// touchRefuses refuses move m of c when the pieces c touched bind another
// (4.3), with the reason: the piece that must be moved, or captured.
func (s *Session) touchRefuses(in *typedLine, c rules.Color, m rules.Move) ([]Output, bool) {
	g := s.match.Sheet(c)
	if s.touched.fen != g.FEN() || g.Turn() != c || s.engine != nil && s.engine.playing(c) {
		return nil, false
	}
	t := g.TouchOf(s.touched.squares)
	if !t.Bound() || t.Allows(g, m) {
		return nil, false
	}
	b := g.Board()
	var out []Output
	if t.Rook != rules.NoSquare {
		return []Output{s.said(in, keyTouchedMustCastle.With(words.Colour(c), words.Piece(rules.King), words.Piece(rules.Rook), words.Square(t.Rook)))}, true
	}
	if t.Move != rules.NoSquare {
		out = append(out, s.said(in, keyTouchedMustMove.With(words.Colour(c), words.Piece(b[t.Move].Type()), words.Square(t.Move))))
	}
	if t.Capture != rules.NoSquare {
		out = append(out, s.said(in, keyTouchedMustCapture.With(words.Colour(c), words.Piece(b[t.Capture].Type()), words.Square(t.Capture))))
	}
	return out, true
}

// TouchedState is what the arbiter recorded as touched, as the state file
// keeps it: the position and the squares in order.
type TouchedState struct {
	FEN     string   `json:"fen"`
	Squares []string `json:"squares"`
}

func (t touches) state() *TouchedState {
	if len(t.squares) == 0 {
		return nil
	}
	st := &TouchedState{FEN: t.fen}
	for _, sq := range t.squares {
		st.Squares = append(st.Squares, sq.String())
	}
	return st
}

func (st *TouchedState) touches() (touches, error) {
	if st == nil {
		return touches{}, nil
	}
	t := touches{fen: st.FEN}
	for _, w := range st.Squares {
		sq := rules.ParseSquare(w)
		if sq == rules.NoSquare {
			return touches{}, &FieldError{Field: "touched.squares", Value: fmt.Sprintf("%q", w), Why: "not a square"}
		}
		t.squares = append(t.squares, sq)
	}
	return t, nil
}

// The events said here.
var (
	keyNothingOn          = words.Declare("nothing-on", words.SquareKind)
	keyTouched            = words.Declare("touched", words.ColourKind, words.PieceKind, words.SquareKind)
	keyTouchedCleared     = words.Declare("touched-cleared", words.ColourKind)
	keyTouchedHow         = words.Declare("touched-how")
	keyTouchedMustCapture = words.Declare("touched-must-capture", words.ColourKind, words.PieceKind, words.SquareKind)
	keyTouchedMustCastle  = words.Declare("touched-must-castle", words.ColourKind, words.PieceKind, words.PieceKind, words.SquareKind)
	keyTouchedMustMove    = words.Declare("touched-must-move", words.ColourKind, words.PieceKind, words.SquareKind)
	keyTouchedRecorded    = words.Declare("touched-recorded", words.ColourKind, words.PieceKind, words.SquareKind)
	keyTouchedReported    = words.Declare("touched-reported", words.TextKind, words.ColourKind, words.PieceKind, words.SquareKind)
)
