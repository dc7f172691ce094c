package speech

import "github.com/anna-chess/anna/rules"

// The review of the moves. A review stands between two moves of the
// scoresheet: before the first, after the last, or after ply n.

func (b Phrasebook) plySlots(p rules.Ply) []Phrase {
	return []Phrase{b.num(p.Number), b.Color(p.Color), b.move(p)}
}

// reviewPlace says where a review stands: "Position on the board, after
// move 7, Black: Dame Hector vier" at the end, "Before move 3, White:
// Laeufer Bella fuenf" elsewhere, the starting position at the start. A
// place before the start or past the end is said as the start or the end.
func (b Phrasebook) reviewPlace(plies []rules.Ply, n int) Phrase {
	n = min(max(n, 0), len(plies))
	switch {
	case n == 0 && len(plies) == 0:
		return b.say(msgReviewToStartEmpty)
	case n == 0:
		return b.say(msgReviewToStart, b.plySlots(plies[0])...)
	case n == len(plies):
		return b.say(msgReviewAfter, b.plySlots(plies[n-1])...)
	}
	return b.say(msgReviewBefore, b.plySlots(plies[n])...)
}

// reviewEnter opens a review: where it stands and what to type.
func (b Phrasebook) reviewEnter(plies []rules.Ply, n int) Phrase {
	return phrase(b.say(msgReviewEnter, b.reviewPlace(plies, n)), b.say(msgReviewHint))
}

// reviewNext says the move just replayed: "Move 7, White: Springer
// schlägt David vier".
func (b Phrasebook) reviewNext(p rules.Ply) Phrase { return b.say(msgReviewNext, b.plySlots(p)...) }

// reviewBack says the move just taken back: "Back before move 7, White:
// Springer schlägt David vier".
func (b Phrasebook) reviewBack(p rules.Ply) Phrase { return b.say(msgReviewBack, b.plySlots(p)...) }

func (b Phrasebook) reviewNoNext() Phrase { return b.say(msgReviewNoNext) }

// reviewBadNumber answers "review" with something that is not a move
// number of the game, which runs from move first to move last.
func (b Phrasebook) reviewBadNumber(first, last int) Phrase {
	return b.say(msgReviewBadNumber, b.num(last), b.num(first))
}

// notReviewing answers next, back, start or end outside a review.
func (b Phrasebook) notReviewing() Phrase { return b.say(msgNotReviewing) }
func (b Phrasebook) reviewNoBack() Phrase { return b.say(msgReviewNoBack) }
func (b Phrasebook) reviewHint() Phrase   { return b.say(msgReviewHint) }

// reviewStopped closes a review at the player's word; the game's prompt
// follows it (it is not said in the sentence too, to be heard twice).
func (b Phrasebook) reviewStopped() Phrase { return b.say(msgReviewStopped) }

// reviewLeft closes a review left by typing a move or a game command.
func (b Phrasebook) reviewLeft() Phrase { return b.say(msgReviewLeft) }

// reviewPrompt is the prompt while reviewing: "Review: 7. Black to move".
func (b Phrasebook) reviewPrompt(moveNumber int, c rules.Color) Phrase {
	return b.say(msgReviewPrompt, b.num(moveNumber), b.Color(c))
}

// verbositySet confirms a switch of verbosity, in the new verbosity.
func (b Phrasebook) verbositySet() Phrase {
	switch b.Verbosity {
	case Brief:
		return b.say(msgBriefOn)
	case Full:
		return b.say(msgFullOn)
	}
	return b.say(msgNormalOn)
}

func (b Phrasebook) drawConfirm() Phrase     { return b.say(msgDrawConfirm) }
func (b Phrasebook) drawCancelled() Phrase   { return b.say(msgDrawCancelled) }
func (b Phrasebook) acceptConfirm() Phrase   { return b.say(msgAcceptConfirm) }
func (b Phrasebook) acceptCancelled() Phrase { return b.say(msgAcceptCancelled) }
