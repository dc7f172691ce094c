package rules

// Board is what stands on a seat's board, square by square (a1 = 0).
func (m *Match) Board(seat Color) [64]Piece {
	if b := m.boards[colorIndex(seat)]; b != nil {
		return *b
	}
	return m.Sheet(seat).Board()
}

// SetSquare records what a player reports standing on one square of their
// board (NoPiece for an empty square).
func (m *Match) SetSquare(seat Color, sq Square, p Piece) {
	b := m.Board(seat)
	b[sq] = p
	m.boards[colorIndex(seat)] = &b
}

// SquareChange is one square to put right: what stands there and what the
// scoresheet says should.
type SquareChange struct {
	Square     Square
	Have, Want Piece
}

// Comparison is what compare finds (D.2.9).
type Comparison struct {
	// SheetsAgree is false when the scoresheets differ; FirstDifference is
	// then the index of the first ply on which they do (one may be shorter).
	SheetsAgree     bool
	FirstDifference int
	// Off lists, per seat (White, Black), the squares where the board does
	// not match its own scoresheet.
	Off [2][]SquareChange
}

// Agree reports whether nothing needs correcting.
func (c Comparison) Agree() bool {
	return c.SheetsAgree && len(c.Off[0]) == 0 && len(c.Off[1]) == 0
}

// Compare checks both scoresheets against each other and each board
// against its own scoresheet. A move made but not yet repeated (confirm
// mirror) is not a difference.
func (m *Match) Compare() Comparison {
	c := Comparison{SheetsAgree: true, FirstDifference: -1}
	a, b := m.sheets[0].Plies(), m.sheets[1].Plies()
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i].SAN != b[i].SAN {
			c.SheetsAgree, c.FirstDifference = false, i
			break
		}
	}
	if c.SheetsAgree && len(a) != len(b) && !m.waitingForRepeat(len(a), len(b)) {
		c.SheetsAgree, c.FirstDifference = false, n
	}
	for _, seat := range []Color{White, Black} {
		have, want := m.Board(seat), [64]Piece(m.Sheet(seat).Board())
		for sq := Square(0); sq < 64; sq++ {
			if have[sq] != want[sq] {
				c.Off[colorIndex(seat)] = append(c.Off[colorIndex(seat)], SquareChange{Square: sq, Have: have[sq], Want: want[sq]})
			}
		}
	}
	return c
}

// waitingForRepeat reports whether sheets of lengths a and b differ only by
// the one move that waits to be repeated.
func (m *Match) waitingForRepeat(a, b int) bool {
	p := m.pending
	if p == nil || p.repeated {
		return false
	}
	mover, other := a, b
	if p.mover == Black {
		mover, other = b, a
	}
	return mover == other+1
}

// Correction is what Reconcile did (D.2.9).
type Correction struct {
	// Boards lists, per seat, the squares put back to the scoresheet.
	Boards [2][]SquareChange
	// Retraced is true when the scoresheets differed: both went back to
	// Kept plies, the last on which they agreed. DifferAt is the first ply
	// that differed, with each seat's move there (empty if it had none).
	Retraced   bool
	DifferAt   int
	DifferMove [2]string
	DifferPly  [2]*Ply
	Kept       int
	// Clock holds the clock readings recorded after the last kept ply, when
	// the game is played with a clock (Clocked); the arbiter sets the clocks
	// to them.
	Clock   Reading
	Clocked bool
}

// Changed reports whether anything was corrected.
func (c Correction) Changed() bool {
	return c.Retraced || len(c.Boards[0]) > 0 || len(c.Boards[1]) > 0
}

// Reconcile corrects the boards as D.2.9 says. If the scoresheets agree, a
// board that differs from its scoresheet is put back to it. If they differ,
// the moves are retraced to the last point where they agree: both
// scoresheets and boards go back there, and the clock readings recorded
// after that move are returned for the clocks.
func (m *Match) Reconcile() Correction {
	cmp := m.Compare()
	var fix Correction
	if !cmp.SheetsAgree {
		i := cmp.FirstDifference
		fix.Retraced, fix.DifferAt, fix.Kept = true, i, i
		for _, seat := range []Color{White, Black} {
			sheet := m.Sheet(seat)
			if plies := sheet.Plies(); i < len(plies) {
				p := plies[i]
				fix.DifferMove[colorIndex(seat)], fix.DifferPly[colorIndex(seat)] = p.SAN, &p
			}
			// Every board is set up again from the kept moves; name the
			// squares that change on each.
			before := m.Board(seat)
			sheet.TakeBack(len(sheet.Plies()) - i)
			m.boards[colorIndex(seat)] = nil
			after := m.Board(seat)
			for sq := Square(0); sq < 64; sq++ {
				if before[sq] != after[sq] {
					fix.Boards[colorIndex(seat)] = append(fix.Boards[colorIndex(seat)], SquareChange{Square: sq, Have: before[sq], Want: after[sq]})
				}
			}
		}
		if i > 0 {
			if last := m.sheets[0].Plies()[i-1]; last.Clocked {
				fix.Clock, fix.Clocked = last.Clock, true
			}
		}
		m.pending = nil
		return fix
	}
	for _, seat := range []Color{White, Black} {
		if off := cmp.Off[colorIndex(seat)]; len(off) > 0 {
			fix.Boards[colorIndex(seat)] = off
			m.boards[colorIndex(seat)] = nil
		}
	}
	return fix
}

// Agreed is the game both scoresheets agree on: the longest common run of
// moves, for the official scoresheet.
func (m *Match) Agreed() *Game {
	a, b := m.sheets[0], m.sheets[1]
	if len(b.Plies()) < len(a.Plies()) {
		a = b
	}
	return a
}
