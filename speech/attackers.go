package speech

import "github.com/anna-chess/anna/rules"

// attackers and defenders: the one part of "square" a player often wants
// alone, in one short line ("Eva vier: schwarzer Bauer; attacked by
// Springer Felix drei").

const (
	msgHelpNavSquare  msg = "help-nav-square"
	msgAttackersUsage msg = "attackers-usage"
	msgDefendersUsage msg = "defenders-usage"
	msgSquareHolds    msg = "square-holds"
	msgSquareIsEmpty  msg = "square-is-empty"
)

// squareAttackers answers "attackers": the opponent's pieces that attack
// the piece on the square; for an empty square, each side's pieces that
// attack it.
func (b Phrasebook) squareAttackers(info rules.SquareInfo) Phrase {
	if info.Piece == rules.NoPiece {
		return join(append([]Phrase{b.say(msgSquareIsEmpty, b.saySquare(info.Square))}, b.sidesAttacking(info)...), ";")
	}
	return join([]Phrase{b.holds(info), b.attackedBy(info)}, ";")
}

// squareDefenders answers "defenders": the pieces of the same side that
// defend the piece on the square; for an empty square, each side's
// pieces that reach it, as attackers says.
func (b Phrasebook) squareDefenders(info rules.SquareInfo) Phrase {
	if info.Piece == rules.NoPiece {
		return b.squareAttackers(info)
	}
	return join([]Phrase{b.holds(info), b.defendedBy(info)}, ";")
}

// holds names the square and the piece on it.
func (b Phrasebook) holds(info rules.SquareInfo) Phrase {
	return b.say(msgSquareHolds, b.saySquare(info.Square), b.colorAdj(info.Piece), b.piece(info.Piece.Type()))
}

// attackedBy names the opponent's pieces that attack the piece on a square.
func (b Phrasebook) attackedBy(info rules.SquareInfo) Phrase {
	if a := info.Attackers(); len(a) > 0 {
		return b.say(msgAttackedBy, b.placedList(a))
	}
	return b.say(msgNotAttacked)
}

// defendedBy names the pieces that defend the piece on a square.
func (b Phrasebook) defendedBy(info rules.SquareInfo) Phrase {
	if d := info.Defenders(); len(d) > 0 {
		return b.say(msgDefendedBy, b.placedList(d))
	}
	return b.say(msgNotDefended)
}

// sidesAttacking says which pieces of each side reach an empty square.
func (b Phrasebook) sidesAttacking(info rules.SquareInfo) []Phrase {
	if len(info.ByWhite)+len(info.ByBlack) == 0 {
		return []Phrase{b.say(msgNotAttacked)}
	}
	var parts []Phrase
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if by := info.By(c); len(by) > 0 {
			parts = append(parts, b.say(msgColorAttacks, b.Color(c), b.placedList(by)))
		} else {
			parts = append(parts, b.say(msgColorNoAttack, b.Color(c)))
		}
	}
	return parts
}
