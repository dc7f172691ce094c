package speech

import "github.com/anna-chess/anna/rules"

// The sentences of "who can still win" (5.2.2, 6.9), of claims made with a
// move (9.2.1.1, 9.3.1), and of the reasons around moves: a move typed for
// the player not on move, an answer naming a piece that was not offered.
const (
	msgWinnableBoth       msg = "winnable-both"
	msgWinnableWhite      msg = "winnable-white"
	msgWinnableBlack      msg = "winnable-black"
	msgWinnableNeither    msg = "winnable-neither"
	msgIsToMove           msg = "is-to-move"
	msgNotOffered         msg = "not-offered"
	msgFiftyClaimWith     msg = "fifty-claim-with"
	msgThreefoldClaimWith msg = "threefold-claim-with"
)

// winnable answers the board question "who can still win?" in one line.
func (b Phrasebook) winnable(w rules.Winnability) Phrase {
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

// isToMove answers a move typed for the player not on move.
func (b Phrasebook) isToMove(c rules.Color) Phrase { return b.say(msgIsToMove, b.Color(c)) }

// notOffered answers "which piece?" with a square, file or rank that names
// none of the pieces offered, and asks again; naming nothing, it asks
// again.
func (b Phrasebook) notOffered(f rules.File, r rules.Rank, question Phrase) Phrase {
	var named Phrase
	switch {
	case f == rules.NoFile && r == rules.NoRank:
		return question
	case f != rules.NoFile && r != rules.NoRank:
		named = b.saySquare(rules.SquareAt(f, r))
	case f != rules.NoFile:
		named = b.file(f)
	default:
		named = b.rank(r)
	}
	return b.say(msgNotOffered, named, question)
}

// claimedDrawWith announces a correct claim by c with a move written and
// not played (9.2.1.1, 9.3.1), naming the rule that was met.
func (b Phrasebook) claimedDrawWith(o rules.Outcome, c rules.Color, written rules.Ply) Phrase {
	m := msgThreefoldClaimWith
	if o.Reason == rules.FiftyMoveClaim {
		m = msgFiftyClaimWith
	}
	// The move is not made: it gives no check and no mate.
	written.Check, written.Mate = false, false
	return b.say(m, b.Color(c), b.move(written), b.sayResult(o.Result))
}
