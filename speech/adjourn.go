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

// SealPlease asks the player on move to seal a move (I.1).
func (b Phrasebook) SealPlease(c rules.Color) Phrase { return b.say(msgSealPlease, b.Color(c)) }

// Sealed says a move is sealed and the game adjourned; the move stays hidden.
func (b Phrasebook) Sealed(c rules.Color, moveNumber int) Phrase {
	return b.say(msgSealed, b.Color(c), phrase(b.Lang.number(moveNumber)))
}

// SealLoses warns that a move about to be sealed cannot be played, so that
// sealed as written it loses (I.8); why says the reason. NotSealed answers
// "no".
func (b Phrasebook) SealLoses(why Phrase) Phrase { return b.say(msgSealLoses, why) }
func (b Phrasebook) NotSealed() Phrase           { return b.say(msgNotSealed) }

// SealingPrompt and AdjournedPrompt replace the prompt while a move is
// sealed and while the game is adjourned.
func (b Phrasebook) SealingPrompt(n int, c rules.Color) Phrase {
	return b.say(msgSealingPrompt, phrase(b.Lang.number(n)), b.Color(c))
}
func (b Phrasebook) AdjournedPrompt() Phrase { return b.say(msgAdjournedPrompt) }

func (b Phrasebook) Sealing(c rules.Color) Phrase { return b.say(msgSealing, b.Color(c)) }
func (b Phrasebook) Adjourned() Phrase            { return b.say(msgAdjourned) }
func (b Phrasebook) AdjournedAlready() Phrase     { return b.say(msgAdjournedAlready) }

// EnvelopeOpened reveals a sealed move that can be played (I.7, I.9.1).
func (b Phrasebook) EnvelopeOpened(c rules.Color, p rules.Ply) Phrase {
	return b.say(msgEnvelopeOpened, b.Color(c), b.Move(p))
}

// SealedInvalid: the sealed move, as written, cannot be played (I.8); why
// says the reason.
func (b Phrasebook) SealedInvalid(c rules.Color, written string, why Phrase, o rules.Outcome) Phrase {
	if o.Result == rules.Drawn {
		return b.say(msgSealedInvalidDraw, b.quoted(written), why, b.Color(c.Other()), b.say(msgDraw), b.Result(o.Result))
	}
	return b.say(msgSealedInvalid, b.quoted(written), why, b.Color(c), b.Result(o.Result))
}

// ResumedMatch opens a match set up again from its saved state.
func (b Phrasebook) ResumedMatch(prompt Phrase) Phrase { return b.say(msgResumed1, prompt) }
