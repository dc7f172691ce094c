package speech

import "github.com/anna-chess/anna/rules"

// The sentences of adjournment (Guidelines I, D.2.10.6) and of resuming a
// match.
const (
	msgSealPlease        msg = "seal-please"
	msgSealed            msg = "sealed"
	msgSealing           msg = "sealing"
	msgAdjourned         msg = "adjourned"
	msgAdjournedAlready  msg = "adjourned-already"
	msgEnvelopeOpened    msg = "envelope-opened"
	msgSealedInvalid     msg = "sealed-invalid"
	msgSealedInvalidDraw msg = "sealed-invalid-draw"
	msgResumed1          msg = "resumed-1"
	msgHelpAdjourn       msg = "help-adjourn"
	msgSealLoses         msg = "seal-loses"
	msgNotSealed         msg = "not-sealed"
	msgSealingPrompt     msg = "sealing-prompt"
	msgAdjournedPrompt   msg = "adjourned-prompt"
)

var _ = addHelp("adjourn", msgHelpAdjourn)

// sealPlease asks the player on move to seal a move (I.1).
func (b Phrasebook) sealPlease(c rules.Color) Phrase { return b.say(msgSealPlease, b.Color(c)) }

// sealed says a move is sealed and the game adjourned; the move stays hidden.
func (b Phrasebook) sealed(c rules.Color, moveNumber int) Phrase {
	return b.say(msgSealed, b.Color(c), phrase(b.Lang.number(moveNumber)))
}

// sealLoses warns that a move about to be sealed cannot be played, so that
// sealed as written it loses (I.8); why says the reason. notSealed answers
// "no".
func (b Phrasebook) sealLoses(why Phrase) Phrase { return b.say(msgSealLoses, why) }
func (b Phrasebook) notSealed() Phrase           { return b.say(msgNotSealed) }

// sealingPrompt and adjournedPrompt replace the prompt while a move is
// sealed and while the game is adjourned.
func (b Phrasebook) sealingPrompt(n int, c rules.Color) Phrase {
	return b.say(msgSealingPrompt, phrase(b.Lang.number(n)), b.Color(c))
}
func (b Phrasebook) adjournedPrompt() Phrase { return b.say(msgAdjournedPrompt) }

func (b Phrasebook) sealing(c rules.Color) Phrase { return b.say(msgSealing, b.Color(c)) }
func (b Phrasebook) adjourned() Phrase            { return b.say(msgAdjourned) }
func (b Phrasebook) adjournedAlready() Phrase     { return b.say(msgAdjournedAlready) }

// envelopeOpened reveals a sealed move that can be played (I.7, I.9.1).
func (b Phrasebook) envelopeOpened(c rules.Color, p rules.Ply) Phrase {
	return b.say(msgEnvelopeOpened, b.Color(c), b.move(p))
}

// sealedInvalid: the sealed move, as written, cannot be played (I.8); why
// says the reason.
func (b Phrasebook) sealedInvalid(c rules.Color, written string, why Phrase, o rules.Outcome) Phrase {
	if o.Result == rules.Drawn {
		return b.say(msgSealedInvalidDraw, b.quoted(written), why, b.Color(c.Other()), b.say(msgDraw), b.sayResult(o.Result))
	}
	return b.say(msgSealedInvalid, b.quoted(written), why, b.Color(c), b.sayResult(o.Result))
}

// resumedMatch opens a match set up again from its saved state.
func (b Phrasebook) resumedMatch(prompt Phrase) Phrase { return b.say(msgResumed1, prompt) }
