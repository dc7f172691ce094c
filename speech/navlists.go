package speech

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// The lists of "Finding one's way": legal moves, captures, checks,
// threats, material, the last moves and the move number.

// listMove is a move in a list: its words and, without a comma, Schach or
// Matt; without the piece when the list is one piece's moves.
func (b Phrasebook) listMove(p rules.Ply, withPiece bool) Phrase {
	out := b.moveWords(p, withPiece)
	if b.notation().symbolic() {
		return out
	}
	if w, ok := b.checkWord(p); ok {
		out = phrase(out, w)
	}
	return out
}

// movesOfPiece are the legal moves of one piece.
type movesOfPiece struct {
	Piece rules.Placed
	Moves []rules.Ply
}

// legalMoves answers "legal" for one or more pieces: "Springer Gustav
// eins: Felix drei, Hector drei; Springer Bella eins: Anna drei, Cesar
// drei". Each piece's moves are said without the piece's name, captures
// with schlägt, castling as Kurze or Lange Rochade.
func (b Phrasebook) legalMoves(pieces []movesOfPiece) Phrase {
	var parts []Phrase
	for _, pm := range pieces {
		moves := b.say(msgNoLegalMoves)
		if len(pm.Moves) > 0 {
			items := make([]Phrase, len(pm.Moves))
			for i, p := range pm.Moves {
				items[i] = b.listMove(p, false)
			}
			moves = join(items, ",")
		}
		parts = append(parts, b.say(msgPieceMoves, b.placed(pm.Piece), moves))
	}
	return join(parts, ";")
}

// allLegalMoves answers "legal" alone: how many legal moves there are, then
// the moves piece by piece (pieces that cannot move are left out).
func (b Phrasebook) allLegalMoves(pieces []movesOfPiece) Phrase {
	n := 0
	var moving []movesOfPiece
	for _, pm := range pieces {
		if len(pm.Moves) > 0 {
			n += len(pm.Moves)
			moving = append(moving, pm)
		}
	}
	switch n {
	case 0:
		return b.say(msgNoLegalMovesAtAll)
	case 1:
		return b.say(msgLegalOne, b.legalMoves(moving))
	}
	return b.count(msgLegalCount, n, b.legalMoves(moving))
}

func (b Phrasebook) movesInList(plies []rules.Ply) Phrase {
	items := make([]Phrase, len(plies))
	for i, p := range plies {
		items[i] = b.listMove(p, true)
	}
	return join(items, ",")
}

// captures lists every legal capture as it would be announced: "Captures:
// Springer schlägt Eva fuenf, Bauer David schlägt Eva fuenf".
func (b Phrasebook) captures(plies []rules.Ply) Phrase {
	if len(plies) == 0 {
		return b.say(msgNoCaptures)
	}
	return b.say(msgCaptures, b.movesInList(plies))
}

// checks lists every legal move that gives check: "Checks: Dame Hector
// fuenf, Laeufer schlägt Felix sieben Matt". Each of them is check, so only
// Matt is said.
func (b Phrasebook) checks(plies []rules.Ply) Phrase {
	if len(plies) == 0 {
		return b.say(msgNoChecks)
	}
	items := make([]Phrase, len(plies))
	for i, p := range plies {
		items[i] = b.moveWords(p, true)
		if w, ok := b.checkWord(p); ok && p.Mate && !b.notation().symbolic() {
			items[i] = phrase(items[i], w)
		}
	}
	return b.say(msgChecks, join(items, ","))
}

// threats names the pieces under threat (rules.Threatened), the
// opponent's of the side on move first, then its own: "Under threat,
// Black: Springer Felix sechs; White: none".
func (b Phrasebook) threats(onMove rules.Color, theirs, own []rules.Placed) Phrase {
	list := func(ps []rules.Placed) Phrase {
		if len(ps) == 0 {
			return b.say(msgNone)
		}
		items := make([]Phrase, len(ps))
		for i, p := range ps {
			items[i] = b.placed(p)
		}
		return join(items, ",")
	}
	return b.say(msgThreats, b.Color(onMove.Other()), list(theirs), b.Color(onMove), list(own))
}

// material counts the material (queen 9, rook 5, bishop and knight 3,
// pawn 1) and says who is ahead: "Material: White 39, Black 36; White is
// ahead by 3". Brief says the two counts; full adds the pieces of each
// side: "White: Dame, 2 Turm, 2 Laeufer, 2 Springer, 8 Bauer".
func (b Phrasebook) material(white, black int, pieces []rules.Placed) Phrase {
	if b.Verbosity == Brief {
		return b.say(msgMaterialBrief, b.num(white), b.num(black))
	}
	diff := b.say(msgEven)
	switch {
	case white > black:
		diff = b.say(msgAhead, b.Color(rules.White), b.num(white-black))
	case black > white:
		diff = b.say(msgAhead, b.Color(rules.Black), b.num(black-white))
	}
	out := b.say(msgMaterial, b.num(white), b.num(black), diff)
	if b.Verbosity != Full {
		return out
	}
	sides := []Phrase{out}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		var items []Phrase
		for _, t := range rules.PieceTypes()[1:] {
			n := 0
			for _, p := range pieces {
				if p.Piece.Color() == c && p.Piece.Type() == t {
					n++
				}
			}
			switch {
			case n == 1:
				items = append(items, b.piece(t))
			case n > 1:
				items = append(items, phrase(b.Lang.number(n), b.piece(t)))
			}
		}
		list := b.say(msgNone)
		if len(items) > 0 {
			list = join(items, ",")
		}
		sides = append(sides, b.say(msgMaterialPieces, b.Color(c), list))
	}
	return join(sides, ".")
}

// lastMoves says the last move of each side, the latest first: "Last
// moves, Black: Dame Hector vier; White: Springer schlägt David vier".
// Brief leaves out "Last moves" and, to stay under twelve words, the
// earlier move when the two together would be longer.
func (b Phrasebook) lastMoves(plies []rules.Ply) Phrase {
	if len(plies) == 0 {
		return b.noMoveYet()
	}
	last := plies[len(plies)-1]
	if len(plies) == 1 {
		if b.Verbosity == Brief {
			return b.say(msgLastBriefOne, b.Color(last.Color), b.move(last))
		}
		return b.lastMove(last)
	}
	before := plies[len(plies)-2]
	if b.Verbosity == Brief {
		both := b.say(msgLastBrief, b.Color(last.Color), b.move(last), b.Color(before.Color), b.move(before))
		if len(strings.Fields(both.Text())) < 12 {
			return both
		}
		return b.say(msgLastBriefOne, b.Color(last.Color), b.move(last))
	}
	return b.say(msgLastMoves, b.Color(last.Color), b.move(last), b.Color(before.Color), b.move(before))
}

// moveCount answers "move number": the move number, who is to move and
// how many moves each side has completed (D.2.10.4): "Move 12, Black to
// move; moves completed: White 12, Black 11".
func (b Phrasebook) moveCount(moveNumber int, turn rules.Color) Phrase {
	white, black := moveNumber-1, moveNumber-1
	if turn == rules.Black {
		white++
	}
	return b.say(msgMoveCount, b.num(moveNumber), b.Color(turn), b.num(white), b.num(black))
}
