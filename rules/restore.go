package rules

import "fmt"

// SeatRecord is one seat's scoresheet as saved: its moves, with the clock
// readings, draw offers and notes recorded with each.
type SeatRecord struct {
	Moves    []Move
	Clocks   []*Reading // nil where no clock was recorded
	Offered  []bool
	Comments [][]string
	// Board is what stands on the seat's board where it differs from the
	// scoresheet; nil when they agree.
	Board *[64]Piece
}

// RestoreMatch sets a match up again from its record: each seat's
// scoresheet replayed move by move, what stood differently on a board, and
// the move that waited for its clock press or its repeat. mover is
// NoColor when no move waited.
func RestoreMatch(v Variant, fen string, mirror Mirror, press PressMode, seats [2]SeatRecord, mover Color, waitsForPress, waitsForRepeat bool) (*Match, error) {
	m, err := NewVariantMatch(v, fen, mirror, press)
	if err != nil {
		return nil, err
	}
	for i, rec := range seats {
		g := m.sheets[i]
		for j, mv := range rec.Moves {
			if j < len(rec.Offered) && rec.Offered[j] {
				g.OfferDraw(g.Turn())
			}
			if _, err := g.Play(mv); err != nil {
				return nil, fmt.Errorf("rules: %s's move %d (%s) cannot be replayed: %w", ColorName([2]Color{White, Black}[i]), j+1, mv, err)
			}
			if j < len(rec.Clocks) && rec.Clocks[j] != nil {
				g.RecordClock(*rec.Clocks[j])
			}
			if j < len(rec.Comments) {
				for _, c := range rec.Comments[j] {
					g.Comment(c)
				}
			}
		}
		if rec.Board != nil {
			b := *rec.Board
			m.boards[i] = &b
		}
	}
	if mover != NoColor && (waitsForPress || waitsForRepeat) {
		last, ok := m.Sheet(mover).LastPly()
		if !ok {
			return nil, fmt.Errorf("rules: %s has no move to wait for", ColorName(mover))
		}
		m.pending = &pending{mover: mover, ply: last, completed: !waitsForPress, repeated: !waitsForRepeat}
	}
	return m, nil
}

// ForfeitSealed ends the game when the sealed move of c is illegal,
// ambiguous or unreadable (Guidelines I.8): c loses, unless the opponent
// cannot checkmate by any series of legal moves; then it is a draw.
func (m *Match) ForfeitSealed(c Color) Outcome {
	var o Outcome
	m.both(func(g *Game) error {
		if g.outcome.Over() {
			return ErrGameOver
		}
		if g.CanCheckmate(c.Other()) {
			g.outcome = winFor(c.Other(), SealedMoveInvalid)
		} else {
			g.outcome = draw(SealedMoveInvalid)
		}
		g.offerBy = NoColor
		o = g.outcome
		return nil
	})
	return o
}
