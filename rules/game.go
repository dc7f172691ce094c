package rules

import (
	"errors"
	"fmt"
)

// Ply is one completed move as the scoresheet records it.
type Ply struct {
	Move      Move
	SAN       string // standard algebraic notation, with + or #
	Color     Color
	Number    int       // the full-move number (1 for White's and Black's first moves)
	Piece     PieceType // the piece that moved
	Captured  PieceType // NoPieceType when nothing was captured
	Castle    Side
	EnPassant bool
	Check     bool
	Mate      bool
	// Checkers are the pieces that give check after the move: the piece
	// moved, one it uncovered, or both (double check).
	Checkers []Placed
	// ShowFile and ShowRank say which part of the from-square tells this
	// move apart from another piece of the same kind that could reach the
	// same square (Appendix C disambiguation; for pawns, only between pawns
	// that could capture on the same square).
	ShowFile, ShowRank bool
	// DrawOffered records a draw offer made with this move, written (=) (8.1.5).
	DrawOffered bool
	// Clock holds both clocks' time left after the move was completed, when
	// the game is played with a clock (Clocked).
	Clock   Reading
	Clocked bool
	// Comments are notes for the arbiter written after the move: corrections
	// (D.2.9), reports of a touched piece (D.2.10.5).
	Comments []string
}

// Game is one game of chess: the starting position, the completed moves, the
// standing draw offer and the outcome. Methods that change it either succeed
// whole or return an error and leave it as it was.
type Game struct {
	variant     Variant
	startFEN    string
	positions   []Position // positions[0] is the start, positions[i] follows plies[i-1]
	plies       []Ply
	repetitions map[spos]int // by keyOf
	outcome     Outcome
	offerBy     Color    // the colour whose draw offer stands, or NoColor
	preface     []string // comments before the first move
	laws        Laws     // the text of the Laws the game is played by
}

// Sentinel errors, for errors.Is.
var (
	ErrGameOver    = errors.New("rules: the game is over")
	ErrNotYourTurn = errors.New("rules: not your turn")
	ErrNoOffer     = errors.New("rules: no draw offer to accept")
	ErrOwnOffer    = errors.New("rules: a player cannot accept their own draw offer")
	ErrTooEarly    = errors.New("rules: a draw by agreement needs at least one move by each player")
	ErrOfferExists = errors.New("rules: a draw offer already stands")
)

// NewGame starts a game from the initial position.
func NewGame() *Game {
	g, err := NewGameFromFEN(StartFEN)
	if err != nil {
		panic(err) // the initial position is legal
	}
	return g
}

// NewGameFromFEN starts a game of standard chess from any position that
// could arise in a game.
func NewGameFromFEN(fen string) (*Game, error) { return NewVariantGame(StandardChess, fen) }

// NewVariantGame starts a game of the variant from any position that could
// arise in one.
func NewVariantGame(v Variant, fen string) (*Game, error) {
	pos, err := ParseVariantFEN(v, fen)
	if err != nil {
		return nil, err
	}
	g := &Game{
		variant:     v,
		startFEN:    pos.String(),
		positions:   []Position{*pos},
		repetitions: map[spos]int{},
		offerBy:     NoColor,
	}
	g.repetitions[keyOf(pos)]++
	g.outcome = g.automaticOutcome(nil)
	return g, nil
}

// Variant is the kind of chess the game is played by.
func (g *Game) Variant() Variant { return g.variant }

// Laws is the text of the Laws of Chess the game is played by.
func (g *Game) Laws() Laws { return g.laws }

// SetLaws plays the game by the text l of the Laws from now on.
func (g *Game) SetLaws(l Laws) { g.laws = l }

// StartFEN is the FEN of the position the game started from.
func (g *Game) StartFEN() string { return g.startFEN }

// FEN is the FEN of the current position.
func (g *Game) FEN() string { return g.current().String() }

// Turn is the colour to move.
func (g *Game) Turn() Color { return g.current().Turn() }

// MoveNumber is the full-move number of the move to be played next.
func (g *Game) MoveNumber() int { return g.current().fullmove }

// Plies are the completed moves, in order. The slice must not be changed.
func (g *Game) Plies() []Ply { return g.plies }

// LastPly returns the last completed move.
func (g *Game) LastPly() (Ply, bool) {
	if len(g.plies) == 0 {
		return Ply{}, false
	}
	return g.plies[len(g.plies)-1], true
}

// Outcome is how the game ended, or Ongoing.
func (g *Game) Outcome() Outcome { return g.outcome }

// DrawOfferBy is the colour whose draw offer stands, or NoColor.
func (g *Game) DrawOfferBy() Color { return g.offerBy }

// Board returns the current board.
func (g *Game) Board() Board { return g.current().Board() }

// Position is the current position. It is a copy.
func (g *Game) Position() *Position {
	p := *g.current()
	return &p
}

// InCheck reports whether the side to move is in check.
func (g *Game) InCheck() bool { return g.current().InCheck() }

// HalfmoveClock counts the moves of both sides since the last capture or pawn
// move (9.3, 9.6.2).
func (g *Game) HalfmoveClock() int { return g.current().halfmove }

// RepetitionCount is how many times the current position has stood on the
// board with the same player to move (9.2.2).
func (g *Game) RepetitionCount() int { return g.repetitions[keyOf(g.current())] }

// LegalMoves returns every legal move in the current position.
func (g *Game) LegalMoves() []Move {
	ms := g.current().legal()
	out := make([]Move, len(ms))
	for i, m := range ms {
		out[i] = publicMove(m, g.variant)
	}
	return out
}

// Find returns the legal move that mv names, in the game's own form: mv as
// it is, or for castling king takes rook (e1h1) or the king's move to its
// target when the king goes two squares or more (e1g1), in either variant.
func (g *Game) Find(mv Move) (Move, bool) {
	m, ok := g.legal(mv)
	if !ok {
		return Move{}, false
	}
	return publicMove(m, g.variant), true
}

// SAN writes a legal move of the current position in standard algebraic
// notation (Appendix C).
func (g *Game) SAN(mv Move) (string, error) {
	m, ok := g.legal(mv)
	if !ok {
		return "", fmt.Errorf("rules: %s is not a legal move here", mv)
	}
	return g.describe(m).SAN, nil
}

// Play makes a legal move and returns it as recorded on the scoresheet.
// A standing draw offer of the opponent is declined by the move (9.1.2.4);
// a draw offer of the mover is recorded with the move (8.1.5).
func (g *Game) Play(mv Move) (Ply, error) {
	if g.outcome.Over() {
		return Ply{}, ErrGameOver
	}
	m, ok := g.legal(mv)
	if !ok {
		return Ply{}, fmt.Errorf("rules: %s is not a legal move here", mv)
	}
	ply := g.describe(m)
	if g.offerBy == ply.Color {
		ply.DrawOffered = true
	} else {
		g.offerBy = NoColor
	}
	next := g.current().play(m)
	g.positions = append(g.positions, next)
	g.plies = append(g.plies, ply)
	g.repetitions[keyOf(&next)]++
	g.outcome = g.automaticOutcome(&ply)
	return ply, nil
}

// describe fills in a Ply for a legal move of the current position.
func (g *Game) describe(m smove) Ply {
	pos := g.current()
	ply := Ply{
		Move:      publicMove(m, g.variant),
		Color:     pos.Turn(),
		Number:    pos.fullmove,
		Piece:     typeOfKind[m.piece],
		EnPassant: m.flag == flagEP,
	}
	if m.capt != 0 {
		ply.Captured = typeOfKind[m.capt-1]
	}
	if m.flag == flagCastle {
		ply.Castle = QueenSide
		if m.to > m.from {
			ply.Castle = KingSide
		}
	}
	after := pos.play(m)
	if ply.Check = after.InCheck(); ply.Check {
		ply.Mate = !after.s.hasLegal()
		ab := after.Board()
		ply.Checkers = placedAttackers(ab, Square(after.s.kingSq(int(after.s.turn))), ply.Color)
	}
	ply.ShowFile, ply.ShowRank = disambiguation(pos, m)
	ply.SAN = sanOf(ply, m)
	return ply
}

// disambiguation decides, as Appendix C does, whether a move must name the
// file or the rank it starts from: the file when it tells the pieces apart,
// else the rank, and both when neither alone does.
func disambiguation(pos *Position, m smove) (file, rank bool) {
	var others, sameFile, sameRank bool
	for _, o := range pos.legal() {
		if o.from == m.from || o.to != m.to || o.piece != m.piece || o.flag == flagCastle || m.flag == flagCastle {
			continue
		}
		others = true
		sameFile = sameFile || o.from%8 == m.from%8
		sameRank = sameRank || o.from/8 == m.from/8
	}
	if !others {
		return false, false
	}
	if !sameFile {
		return true, false
	}
	if !sameRank {
		return false, true
	}
	return true, true
}

// automaticOutcome is the result the Laws impose without a claim, judged in
// the current position: checkmate (5.1.1), stalemate (5.2.1), dead position
// (5.2.2), fivefold repetition (9.6.1), and 75 moves (9.6.2, unless the last
// move mated, which the order here ensures).
func (g *Game) automaticOutcome(last *Ply) Outcome {
	pos := g.current()
	noMoves := !pos.s.hasLegal()
	switch {
	case noMoves && g.InCheck():
		return winFor(pos.Turn().Other(), Checkmate)
	case noMoves:
		return draw(Stalemate)
	case dead(pos):
		return draw(DeadPosition)
	case g.repetitions[keyOf(pos)] >= 5:
		return draw(FivefoldRepetition)
	case pos.halfmove >= 150:
		return draw(SeventyFiveMoves)
	}
	return Outcome{}
}

// Comment writes a note for the arbiter on the scoresheet, after the last
// move (or before the first, if none has been played).
func (g *Game) Comment(text string) {
	if n := len(g.plies); n > 0 {
		g.plies[n-1].Comments = append(append([]string(nil), g.plies[n-1].Comments...), text)
		return
	}
	g.preface = append(g.preface, text)
}

// RecordClock stores the clock readings after the last completed move, for
// the scoresheet ([%clk]) and for restoring a position with its times.
func (g *Game) RecordClock(r Reading) {
	if n := len(g.plies); n > 0 {
		g.plies[n-1].Clock, g.plies[n-1].Clocked = r, true
	}
}

// TakeBack removes the last n completed moves and the outcome, for D.2.9
// retracing and for tests. It fails if there are fewer moves.
func (g *Game) TakeBack(n int) error {
	if n < 0 || n > len(g.plies) {
		return fmt.Errorf("rules: cannot take back %d moves of %d", n, len(g.plies))
	}
	for range n {
		g.repetitions[keyOf(g.current())]--
		g.positions = g.positions[:len(g.positions)-1]
		g.plies = g.plies[:len(g.plies)-1]
	}
	g.offerBy = NoColor
	g.outcome = g.automaticOutcome(nil)
	return nil
}

func (g *Game) current() *Position { return &g.positions[len(g.positions)-1] }

// legal finds the legal move of the current position that mv names.
func (g *Game) legal(mv Move) (smove, bool) {
	for _, m := range g.current().legal() {
		if names(mv, m) {
			return m, true
		}
	}
	return smove{}, false
}

// keyOf identifies a position as 9.2.3 does: the same player to move, the
// same pieces on the same squares, and the same possible moves, which
// means the same castling rights and an en passant capture only when one
// is actually possible (legal, not only a pawn beside the pawn).
func keyOf(pos *Position) spos {
	k := pos.s
	if k.ep >= 0 {
		k.ep = -1
		for _, m := range pos.legal() {
			if m.flag == flagEP {
				k.ep = pos.s.ep
				break
			}
		}
	}
	return k
}
