package speech

// The arbiter's code of a game for rating at one keyboard: chosen before
// the game starts, asked before the arbiter's commands are carried out.
const (
	msgArbiterCodeChoose      msg = "arbiter-code-choose"
	msgArbiterCodeAgain       msg = "arbiter-code-again"
	msgArbiterCodeShort       msg = "arbiter-code-short"
	msgArbiterCodesDiffer     msg = "arbiter-codes-differ"
	msgArbiterCodeSet         msg = "arbiter-code-set"
	msgArbiterCodeAsk         msg = "arbiter-code-ask"
	msgArbiterCodeWrong       msg = "arbiter-code-wrong"
	msgArbiterCodeCancelled   msg = "arbiter-code-cancelled"
	msgArbiterCodePrompt      msg = "arbiter-code-prompt"
	msgArbiterCodeAgainPrompt msg = "arbiter-code-again-prompt"
)

// arbiterCodeChoose asks the arbiter, before a game for rating starts, to
// choose the arbiter's code.
func (b Phrasebook) arbiterCodeChoose() Phrase { return b.say(msgArbiterCodeChoose) }

// arbiterCodeAgain asks for the code chosen once more, to be sure of it.
func (b Phrasebook) arbiterCodeAgain() Phrase { return b.say(msgArbiterCodeAgain) }

// arbiterCodeShort refuses a code shorter than the fewest characters.
func (b Phrasebook) arbiterCodeShort() Phrase { return b.say(msgArbiterCodeShort) }

// arbiterCodesDiffer: the code typed again was not the first; choosing
// starts over.
func (b Phrasebook) arbiterCodesDiffer() Phrase { return b.say(msgArbiterCodesDiffer) }

// arbiterCodeSet: the code is chosen; the game starts.
func (b Phrasebook) arbiterCodeSet() Phrase { return b.say(msgArbiterCodeSet) }

// arbiterCodeAsk asks for the code before the arbiter's command is
// carried out, naming it, and says how to leave the question.
func (b Phrasebook) arbiterCodeAsk(command string) Phrase {
	return b.say(msgArbiterCodeAsk, b.commandPhrase(command), b.commandPhrase("cancel"))
}

// arbiterCodeWrong: the code typed is not the arbiter's; nothing changed.
func (b Phrasebook) arbiterCodeWrong() Phrase { return b.say(msgArbiterCodeWrong) }

// arbiterCodeCancelled: the command waiting for the code was left.
func (b Phrasebook) arbiterCodeCancelled() Phrase { return b.say(msgArbiterCodeCancelled) }

// arbiterCodePrompt is the prompt while the code is typed (again: the
// second time, while it is chosen).
func (b Phrasebook) arbiterCodePrompt(again bool) Phrase {
	if again {
		return b.say(msgArbiterCodeAgainPrompt)
	}
	return b.say(msgArbiterCodePrompt)
}
