package tui

import (
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// picker is the board view's cursor and the move it builds: Enter on a
// piece picks the from-square, Enter on another square sends the move in
// UCI form, and a pawn reaching the last rank first asks for its piece.
type picker struct {
	on      bool         // the cursor is shown
	at      rules.Square // where the cursor stands
	from    rules.Square // the square picked first; NoSquare when none
	promote rules.Square // where a pawn waits for its piece; NoSquare when none
}

func newPicker() picker {
	return picker{at: rules.NoSquare, from: rules.NoSquare, promote: rules.NoSquare}
}

// show puts the cursor on the board, the first time on the player's own
// king (the king of the side to move for a terminal that plays both), or
// on e1 or e8 when that king is not on the board.
func (p *picker) show(pic *session.Picture) {
	if p.on {
		return
	}
	p.on = true
	if p.at != rules.NoSquare {
		return
	}
	col := rules.White
	switch pic.Seat {
	case session.WhiteSeat:
	case session.BlackSeat:
		col = rules.Black
	default:
		col = toMove(pic)
	}
	p.at = rules.SquareAt(rules.File(4), rules.Rank(0))
	if col == rules.Black {
		p.at = rules.SquareAt(rules.File(4), rules.Rank(7))
	}
	king := rules.NewPiece(rules.King, col)
	for sq, pc := range pic.Board {
		if pc == king {
			p.at = rules.Square(sq)
		}
	}
}

// step moves the cursor one square in a screen direction (dx right, dy
// up), as the board is drawn: from Black's side, up is towards rank 1.
// The cursor stops at the edge.
func (p *picker) step(dx, dy int, fromBlack bool) {
	if fromBlack {
		dx, dy = -dx, -dy
	}
	f, r := int(p.at.File())+dx, int(p.at.Rank())+dy
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return
	}
	p.at = rules.SquareAt(rules.File(f), rules.Rank(r))
}

// enter picks the square under the cursor. It returns the move to send,
// if one is complete, and a hint to show when nothing can be picked.
func (p *picker) enter(board *[64]rules.Piece, book speech.Phrasebook) (move, hint string) {
	switch {
	case p.promote != rules.NoSquare:
		return p.promoteTo(rules.Queen), ""
	case p.from == rules.NoSquare:
		if board[p.at] == rules.NoPiece {
			return "", book.View(textNothingOn, p.at.String())
		}
		p.from = p.at
		return "", ""
	case p.at == p.from:
		p.from = rules.NoSquare
		return "", ""
	}
	pc := board[p.from]
	last := rules.Rank(7)
	if pc.Color() == rules.Black {
		last = 0
	}
	if pc.Type() == rules.Pawn && p.at.Rank() == last {
		p.promote = p.at
		return "", ""
	}
	move = p.from.String() + p.at.String()
	p.from = rules.NoSquare
	return move, ""
}

// promoteTo completes a promotion with the piece chosen.
func (p *picker) promoteTo(t rules.PieceType) string {
	move := rules.Move{From: p.from, To: p.promote, Promo: t}.String()
	p.from, p.promote = rules.NoSquare, rules.NoSquare
	return move
}

// picking reports whether a square or a promotion is picked.
func (p *picker) picking() bool { return p.from != rules.NoSquare || p.promote != rules.NoSquare }

// cancel drops the promotion and the picked square; with nothing picked
// it hides the cursor.
func (p *picker) cancel() {
	if p.from == rules.NoSquare && p.promote == rules.NoSquare {
		p.on = false
		return
	}
	p.from, p.promote = rules.NoSquare, rules.NoSquare
}

// follow keeps the picked square only while the piece on it is still
// there (a move may have been made meanwhile, by the opponent or by a
// line typed).
func (p *picker) follow(before, now *[64]rules.Piece) {
	if p.from != rules.NoSquare && before[p.from] != now[p.from] {
		p.from, p.promote = rules.NoSquare, rules.NoSquare
	}
}

// toMove is the side to move in a picture: the opponent of the piece that
// moved last, or whose clock runs, or White.
func toMove(pic *session.Picture) rules.Color {
	if pic.LastTo != rules.NoSquare {
		if c := pic.Board[pic.LastTo].Color(); c != rules.NoColor {
			return c.Other()
		}
	}
	if pic.Clock != nil && pic.Clock.Running != rules.NoColor {
		return pic.Clock.Running
	}
	return rules.White
}
