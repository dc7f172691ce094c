package speech

import "github.com/anna-chess/anna/rules"

// The sentences of adjournment (Guidelines I, D.2.10.6) and of resuming a
// match.
const (
	msgSealPlease msg = 4000 + iota
	msgSealed
	msgSealing
	msgAdjourned
	msgAdjournedAlready
	msgEnvelopeOpened
	msgSealedInvalid
	msgSealedInvalidDraw
	msgResumed1
	msgHelpAdjourn
	msgSealLoses
	msgNotSealed
	msgSealingPrompt
	msgAdjournedPrompt
)

var _ = sentences(map[msg][2]string{
	msgSealPlease:        {"Adjournment: {1} seals the next move. Type it; it stays hidden until the game resumes.", "Hängepartie: {1} gibt den Abgabezug ab. Bitte eingeben; er bleibt bis zur Wiederaufnahme verborgen."},
	msgSealed:            {"{1} has sealed move {2}. The game is adjourned; anna resume continues it.", "{1} hat den Zug {2} abgegeben. Die Partie ist unterbrochen; anna resume setzt sie fort."},
	msgSealing:           {"{1} is sealing a move.", "{1} gibt einen Abgabezug ab."},
	msgAdjourned:         {"The game is adjourned; anna resume continues it.", "Die Partie ist unterbrochen; anna resume setzt sie fort."},
	msgAdjournedAlready:  {"The game is adjourned already.", "Die Partie ist bereits unterbrochen."},
	msgEnvelopeOpened:    {"The envelope is opened. Sealed move of {1}: {2}", "Der Umschlag ist geöffnet. Abgabezug von {1}: {2}"},
	msgSealedInvalid:     {"The sealed move {1} cannot be played. {2} {3} loses, {4}.", "Der Abgabezug {1} ist nicht spielbar. {2} {3} verliert, {4}."},
	msgSealedInvalidDraw: {"The sealed move {1} cannot be played. {2} {3} cannot checkmate: {4}, {5}.", "Der Abgabezug {1} ist nicht spielbar. {2} {3} kann nicht mattsetzen: {4}, {5}."},
	msgResumed1:          {"The match is resumed. {1}", "Die Partie wird fortgesetzt. {1}"},
	msgSealLoses:         {"{1} Sealed as written, this move loses the game. Type yes to seal it all the same, or type another move.", "{1} So abgegeben verliert dieser Zug die Partie. yes gibt ihn trotzdem ab; sonst einen anderen Zug eingeben."},
	msgNotSealed:         {"Not sealed. Type the move to seal.", "Nicht abgegeben. Bitte den Abgabezug eingeben."},
	msgSealingPrompt:     {"{1}. {2} to seal a move", "{1}. {2} gibt den Abgabezug ab"},
	msgAdjournedPrompt:   {"Game adjourned", "Partie unterbrochen"},
	msgHelpAdjourn:       {"Adjourning: adjourn, then the player on move types the sealed move.", "Hängepartie: adjourn, dann gibt der Spieler am Zug den Abgabezug ein."},
})

var _ = addHelp("adjourn", msgHelpAdjourn)

// SealPlease asks the player on move to seal a move (I.1).
func (b Phrasebook) SealPlease(c rules.Color) Phrase { return b.say(msgSealPlease, b.Color(c)) }

// Sealed says a move is sealed and the game adjourned; the move stays hidden.
func (b Phrasebook) Sealed(c rules.Color, moveNumber int) Phrase {
	return b.say(msgSealed, b.Color(c), phrase(number(b.Lang.voice(), moveNumber)))
}

// SealLoses warns that a move about to be sealed cannot be played, so that
// sealed as written it loses (I.8); why says the reason. NotSealed answers
// "no".
func (b Phrasebook) SealLoses(why Phrase) Phrase { return b.say(msgSealLoses, why) }
func (b Phrasebook) NotSealed() Phrase           { return b.say(msgNotSealed) }

// SealingPrompt and AdjournedPrompt replace the prompt while a move is
// sealed and while the game is adjourned.
func (b Phrasebook) SealingPrompt(n int, c rules.Color) Phrase {
	return b.say(msgSealingPrompt, phrase(number(b.Lang.voice(), n)), b.Color(c))
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
