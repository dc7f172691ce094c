package rules

import (
	"errors"
	"fmt"
	"maps"
)

// Mirror says how a move reaches the opponent's board (D.2.1).
type Mirror int8

const (
	// MirrorAuto executes the announced move on the opponent's board at once.
	MirrorAuto Mirror = iota
	// MirrorConfirm waits until the opponent repeats the move on their own
	// board, as a player with a tactile board does.
	MirrorConfirm
)

// PressMode says when a move is completed (6.2.1, D.2.3, D.2.4).
type PressMode int8

const (
	// PressAuto completes a move as soon as it is made and announced.
	PressAuto PressMode = iota
	// PressManual completes it when the mover presses the clock; until then
	// it may be corrected (D.2.8).
	PressManual
)

// Match is a game between two seats, White and Black, each keeping its own
// logical board and its own scoresheet (Appendix D). A seat's scoresheet is
// a Game; its board is the position the scoresheet gives unless the player
// has reported something else standing on their board.
type Match struct {
	sheets [2]*Game
	// boards holds a seat's board where it differs from its scoresheet's
	// position (reported by hand); nil where they agree.
	boards [2]*[64]Piece
	mirror Mirror
	press  PressMode
	// pending is the last move made, until it is completed (manual press)
	// and repeated (confirm mirror).
	pending *pending
}

type pending struct {
	mover     Color
	ply       Ply
	completed bool
	repeated  bool
}

// Errors of the Appendix D procedure.
var (
	ErrRepeatFirst  = errors.New("rules: the opponent's move must be repeated first")
	ErrPressFirst   = errors.New("rules: the move must be completed (clock pressed) first")
	ErrNothingToFix = errors.New("rules: no move waits to be completed")
	ErrTooLate      = errors.New("rules: the move is completed; it can no longer be corrected")
	ErrNoRepeat     = errors.New("rules: no move waits to be repeated")
)

// NewMatch starts a match of standard chess from a position (StartFEN for
// the initial one).
func NewMatch(fen string, mirror Mirror, press PressMode) (*Match, error) {
	return NewVariantMatch(StandardChess, fen, mirror, press)
}

// NewVariantMatch starts a match of the variant from a position.
func NewVariantMatch(v Variant, fen string, mirror Mirror, press PressMode) (*Match, error) {
	m := &Match{mirror: mirror, press: press}
	for i := range m.sheets {
		g, err := NewVariantGame(v, fen)
		if err != nil {
			return nil, err
		}
		m.sheets[i] = g
	}
	return m, nil
}

// Variant is the kind of chess the match is played by.
func (m *Match) Variant() Variant { return m.sheets[0].variant }

// Sheet is a seat's scoresheet (and logical board). Callers must not change it.
func (m *Match) Sheet(seat Color) *Game { return m.sheets[colorIndex(seat)] }

// Mirror and Press are the match's procedure settings.
func (m *Match) Mirror() Mirror       { return m.mirror }
func (m *Match) PressMode() PressMode { return m.press }

// Pending reports the move that waits to be completed or repeated: its
// mover, the move, and what it waits for.
func (m *Match) Pending() (p Ply, waitsForPress, waitsForRepeat bool) {
	if m.pending == nil {
		return Ply{}, false, false
	}
	return m.pending.ply, !m.pending.completed, !m.pending.repeated
}

// Turn is the colour to move in the match: the side to move on the mover's
// sheet once a pending move is complete, else on White's sheet.
func (m *Match) Turn() Color {
	if m.pending != nil {
		return m.pending.mover.Other()
	}
	return m.sheets[0].Turn()
}

// Make plays a move on the mover's board and scoresheet (D.2.3). With the
// automatic mirror it is executed on the opponent's board at once; with
// automatic press it is completed at once. It reports whether the move is
// completed now (the clock must then be pressed).
func (m *Match) Make(seat Color, mv Move) (ply Ply, completed bool, err error) {
	if p := m.pending; p != nil {
		switch {
		case !p.completed:
			return Ply{}, false, ErrPressFirst
		case !p.repeated:
			return Ply{}, false, ErrRepeatFirst
		}
	}
	sheet := m.Sheet(seat)
	if sheet.Turn() != seat {
		return Ply{}, false, ErrNotYourTurn
	}
	if _, ok := sheet.legal(mv); !ok {
		return Ply{}, false, fmt.Errorf("rules: %s is not a legal move here", mv)
	}
	// A move that ends the game needs no repeat: the game is over (5.1, 5.2).
	trial := sheet.clone()
	trial.Play(mv)
	mirrorNow := m.mirror == MirrorAuto || trial.Outcome().Over()
	if mirrorNow {
		if _, ok := m.Sheet(seat.Other()).legal(mv); !ok {
			return Ply{}, false, fmt.Errorf("rules: the opponent's board cannot take %s; compare the boards first", mv)
		}
	}
	ply, err = sheet.Play(mv)
	if err != nil {
		return Ply{}, false, err
	}
	m.boards[colorIndex(seat)] = nil // the move is made from the scoresheet's position
	p := &pending{mover: seat, ply: ply, completed: m.press == PressAuto || sheet.Outcome().Over()}
	if mirrorNow {
		m.Sheet(seat.Other()).Play(mv) // checked legal above
		m.boards[colorIndex(seat.Other())] = nil
		p.repeated = true
	}
	m.pending = p
	m.settle()
	return ply, p.completed, nil
}

// settle forgets the pending move once it is completed and repeated.
func (m *Match) settle() {
	if p := m.pending; p != nil && p.completed && p.repeated {
		m.pending = nil
	}
}

// Press completes the pending move of seat (6.2.1). It reports the move.
func (m *Match) Press(seat Color) (Ply, error) {
	p := m.pending
	if p == nil || p.mover != seat || p.completed {
		return Ply{}, ErrNothingToFix
	}
	p.completed = true
	ply := p.ply
	m.settle()
	return ply, nil
}

// Correct replaces the pending move of seat before the clock is pressed
// (D.2.8: a slip of the tongue is corrected at once). The new move is made
// as Make makes it; the corrected one disappears from both boards.
func (m *Match) Correct(seat Color, mv Move) (Ply, bool, error) {
	p := m.pending
	switch {
	case p == nil || p.mover != seat:
		return Ply{}, false, ErrNothingToFix
	case p.completed:
		return Ply{}, false, ErrTooLate
	}
	// Try the new move on a copy first: never half a change.
	trial := m.Sheet(seat).clone()
	if err := trial.TakeBack(1); err != nil {
		return Ply{}, false, err
	}
	if _, err := trial.Play(mv); err != nil {
		return Ply{}, false, err
	}
	m.Sheet(seat).TakeBack(1)
	if p.repeated {
		m.Sheet(seat.Other()).TakeBack(1)
	}
	m.pending = nil
	return m.Make(seat, mv)
}

// BeforePending is seat's scoresheet as it stood before its pending move,
// for reading a correction (D.2.8). It is a copy.
func (m *Match) BeforePending(seat Color) (*Game, error) {
	p := m.pending
	if p == nil || p.mover != seat {
		return nil, ErrNothingToFix
	}
	trial := m.Sheet(seat).clone()
	if err := trial.TakeBack(1); err != nil {
		return nil, err
	}
	return trial, nil
}

// Repeat is the opponent's repetition of the announced move on their own
// board (confirm mirror). A different move is played too, as the player
// did; it reports the announced move, so that the difference can be named.
// The scoresheets then differ, and Reconcile retraces them (D.2.9).
func (m *Match) Repeat(seat Color, mv Move) (announced Ply, same bool, err error) {
	p := m.pending
	if p == nil || p.repeated || p.mover != seat.Other() {
		return Ply{}, false, ErrNoRepeat
	}
	ply, err := m.Sheet(seat).Play(mv)
	if err != nil {
		return Ply{}, false, err
	}
	m.boards[colorIndex(seat)] = nil
	if made, ok := m.Sheet(p.mover).LastPly(); ok && made.Clocked {
		m.Sheet(seat).RecordClock(made.Clock) // the clocks as they stood when the move was completed
	}
	p.repeated = true
	announced = p.ply
	m.settle()
	return announced, ply.SAN == announced.SAN, nil
}

// RepeatWould is what Repeat would find for the repeat mv, changing
// nothing: the announced move and the repeat as seat's board would take
// it. A repeat that differs may be a slip of the keyboard; the procedure
// asks again before the scoresheets are made to differ (D.2.9).
func (m *Match) RepeatWould(seat Color, mv Move) (announced, typed Ply, err error) {
	p := m.pending
	if p == nil || p.repeated || p.mover != seat.Other() {
		return Ply{}, Ply{}, ErrNoRepeat
	}
	typed, err = m.Sheet(seat).clone().Play(mv)
	if err != nil {
		return Ply{}, Ply{}, err
	}
	return p.ply, typed, nil
}

// RecordClock writes the clocks after a completed move on the scoresheets
// that have the move.
func (m *Match) RecordClock(r Reading) {
	mover := m.Turn().Other()
	m.Sheet(mover).RecordClock(r)
	other := m.Sheet(mover.Other())
	if len(other.Plies()) == len(m.Sheet(mover).Plies()) {
		other.RecordClock(r)
	}
}

// clone copies a game so that a trial move cannot change the original.
func (g *Game) clone() *Game {
	c := *g
	c.positions = append([]Position(nil), g.positions...)
	c.plies = append([]Ply(nil), g.plies...)
	c.repetitions = maps.Clone(g.repetitions)
	return &c
}

// TakeBack takes the last n moves back on both scoresheets and boards (a
// takeback the players of an online game agreed on).
func (m *Match) TakeBack(n int) error {
	if n > len(m.sheets[0].plies) || n > len(m.sheets[1].plies) {
		return fmt.Errorf("rules: cannot take back %d moves", n)
	}
	if err := m.both(func(g *Game) error { return g.TakeBack(n) }); err != nil {
		return err
	}
	m.boards, m.pending = [2]*[64]Piece{}, nil
	return nil
}
