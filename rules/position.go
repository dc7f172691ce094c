package rules

import (
	"strconv"
	"strings"
)

// Position is a position of a game as FEN records it: the pieces, the side
// to move, the castling rights, the en passant square, and the move
// counters. It stands on the move generator's own position (spos); it is a
// value, and playing a move gives a new one.
type Position struct {
	s spos
	// epFEN is the square a pawn has just passed over by a double step, as
	// FEN writes it, or -1; s.ep holds it only when an enemy pawn stands
	// ready to take there, so that s alone tells positions apart (9.2.3).
	epFEN    int8
	halfmove int // moves since the last capture or pawn move (9.3)
	fullmove int // the number of the move to be played
}

// Board is what stands on each square (a1 = 0).
type Board [64]Piece

// Piece is what stands on sq.
func (b Board) Piece(sq Square) Piece { return b[sq] }

// colorOf is the Color of colour index ci.
func colorOf(ci int8) Color { return Color(ci + 1) }

func colorIndex(c Color) int {
	if c == Black {
		return 1
	}
	return 0
}

// Turn is the colour to move.
func (p *Position) Turn() Color { return colorOf(p.s.turn) }

// Board is what stands on each square.
func (p *Position) Board() Board {
	var b Board
	for ci := range 2 {
		for k := kPawn; k <= kKing; k++ {
			for s := p.s.bb[ci][k]; s != 0; s &= s - 1 {
				b[lowest(s)] = NewPiece(typeOfKind[k], colorOf(int8(ci)))
			}
		}
	}
	return b
}

// Piece is what stands on sq.
func (p *Position) Piece(sq Square) Piece {
	for ci := range 2 {
		if k := p.s.kindAt(ci, int(sq)); k >= 0 {
			return NewPiece(typeOfKind[k], colorOf(int8(ci)))
		}
	}
	return NoPiece
}

// HalfmoveClock counts the moves of both sides since the last capture or
// pawn move.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// MoveNumber is the number of the move to be played (1 for the first).
func (p *Position) MoveNumber() int { return p.fullmove }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.s.inCheck() }

// legal returns the legal moves.
func (p *Position) legal() []smove { return p.s.legal(make([]smove, 0, 48)) }

// play makes a legal move.
func (p *Position) play(m smove) Position {
	n := Position{s: p.s.make(m), epFEN: -1, halfmove: p.halfmove + 1, fullmove: p.fullmove}
	if m.piece == kPawn || m.capt != 0 {
		n.halfmove = 0
	}
	if d := int(m.to) - int(m.from); m.piece == kPawn && (d == 16 || d == -16) {
		n.epFEN = (m.from + m.to) / 2
	}
	if p.s.turn == 1 {
		n.fullmove++
	}
	return n
}

// sposOf is the generator's position of a game's position.
func sposOf(p *Position) spos { return p.s }

// ParsePlacement reads FEN's first field (Placement's form) into a board,
// with a precise reason for every mistake.
func ParsePlacement(field string) (Board, error) {
	b, err := parsePlacement(field)
	if err != nil {
		return b, err
	}
	return b, nil
}

// parsePlacement is ParsePlacement with its typed reason.
func parsePlacement(field string) (Board, *FENError) {
	var b Board
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return b, &FENError{Problem: FENRanks, N: len(ranks)}
	}
	for i, rank := range ranks {
		n := 0
		for _, c := range rank {
			switch {
			case c >= '1' && c <= '8':
				n += int(c - '0')
			case strings.ContainsRune("KQRBNPkqrbnp", c):
				if n < 8 {
					b[(7-i)*8+n] = pieceOfLetter(byte(c))
				}
				n++
			default:
				return b, &FENError{Problem: FENRankLetter, N: 8 - i, Text: string(c)}
			}
		}
		if n != 8 {
			return b, &FENError{Problem: FENRankSquares, N: 8 - i, M: n}
		}
	}
	return b, nil
}

// Placement is FEN's first field for the board: the ranks from 8 to 1,
// each from the a-file, empty squares counted.
func (b *Board) Placement() string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := range 8 {
			pc := b[r*8+f]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteString(pc.String())
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

// String writes the position in FEN; castling rights in X-FEN, which is
// standard FEN's KQkq for the rooks of standard chess: K or Q for the
// outermost rook on that side of the king, the rook's file otherwise
// (Chess960).
func (p *Position) String() string {
	var sb strings.Builder
	b := p.Board()
	sb.WriteString(b.Placement())
	sb.WriteString(" " + p.Turn().String() + " " + p.castlingField() + " ")
	if p.epFEN >= 0 {
		sb.WriteString(Square(p.epFEN).String())
	} else {
		sb.WriteString("-")
	}
	sb.WriteString(" " + strconv.Itoa(p.halfmove) + " " + strconv.Itoa(p.fullmove))
	return sb.String()
}

// castlingField writes the castling rights in X-FEN: White's, then
// Black's, the kingside right before the queenside one.
func (p *Position) castlingField() string {
	var out []byte
	for ci := range 2 {
		k := p.s.kingSq(ci)
		for _, kingSide := range []bool{true, false} {
			for r := p.s.castle & rightsOf(ci); r != 0; r &= r - 1 {
				rook := rookOfRight(lowest(bitboard(r)))
				if (rook > k) != kingSide {
					continue
				}
				c := byte('A' + rook%8)
				if rook == p.s.outermostRook(ci, kingSide) {
					c = "QK"[boolIndex(kingSide)]
				}
				if ci == 1 {
					c += 'a' - 'A'
				}
				out = append(out, c)
			}
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return string(out)
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}
