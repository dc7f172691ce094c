package speech

import "github.com/anna-chess/anna/rules"

// The sentences of "who can still win" (5.2.2, 6.9), of claims made with a
// move (9.2.1.1, 9.3.1), and of the reasons around moves: a move typed for
// the player not on move, an answer naming a piece that was not offered.
const (
	msgWinnableBoth msg = 5000 + iota
	msgWinnableWhite
	msgWinnableBlack
	msgWinnableNeither
	msgIsToMove
	msgNotOffered
	msgFiftyClaimWith
	msgThreefoldClaimWith
)

var _ = sentences(map[msg][2]string{
	msgWinnableBoth:       {"Both sides can still checkmate.", "Beide Seiten können noch mattsetzen."},
	msgWinnableWhite:      {"Only White can still checkmate.", "Nur Weiß kann noch mattsetzen."},
	msgWinnableBlack:      {"Only Black can still checkmate.", "Nur Schwarz kann noch mattsetzen."},
	msgWinnableNeither:    {"Neither side can checkmate: dead position.", "Keine Seite kann mattsetzen: tote Stellung."},
	msgIsToMove:           {"{1} is to move.", "{1} ist am Zug."},
	msgNotOffered:         {"{1} is not one of them. {2}", "{1} ist keine davon. {2}"},
	msgFiftyClaimWith:     {"Draw by the fifty-move rule, claimed by {1} with {2}, which is written down and not played. {3}.", "Remis nach der Fünfzig-Züge-Regel, reklamiert von {1} mit {2}; der Zug wird notiert und nicht ausgeführt. {3}."},
	msgThreefoldClaimWith: {"Draw by threefold repetition, claimed by {1} with {2}, which is written down and not played. {3}.", "Remis durch dreimalige Stellungswiederholung, reklamiert von {1} mit {2}; der Zug wird notiert und nicht ausgeführt. {3}."},
})

// Winnable answers the board question "who can still win?" in one line.
func (b Phrasebook) Winnable(w rules.Winnability) Phrase {
	switch {
	case w.White && w.Black:
		return b.say(msgWinnableBoth)
	case w.White:
		return b.say(msgWinnableWhite)
	case w.Black:
		return b.say(msgWinnableBlack)
	}
	return b.say(msgWinnableNeither)
}

// IsToMove answers a move typed for the player not on move.
func (b Phrasebook) IsToMove(c rules.Color) Phrase { return b.say(msgIsToMove, b.Color(c)) }

// NotOffered answers "which piece?" with a square, file or rank that names
// none of the pieces offered, and asks again.
func (b Phrasebook) NotOffered(f rules.File, r rules.Rank, question Phrase) Phrase {
	var named Phrase
	switch {
	case f != rules.NoFile && r != rules.NoRank:
		named = b.Square(rules.SquareAt(f, r))
	case f != rules.NoFile:
		named = b.File(f)
	default:
		named = b.Rank(r)
	}
	return b.say(msgNotOffered, named, question)
}

// ClaimedDrawWith announces a correct claim by c with a move written and
// not played (9.2.1.1, 9.3.1), naming the rule that was met.
func (b Phrasebook) ClaimedDrawWith(o rules.Outcome, c rules.Color, written rules.Ply) Phrase {
	m := msgThreefoldClaimWith
	if o.Reason == rules.FiftyMoveClaim {
		m = msgFiftyClaimWith
	}
	// The move is not made: it gives no check and no mate.
	written.Check, written.Mate = false, false
	return b.say(m, b.Color(c), b.Move(written), b.Result(o.Result))
}
