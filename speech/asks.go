package speech

// What anna asks before a game goes on, when its scoresheet does not say
// it (a game begun on paper): the time control. Said and printed, as the
// game's own questions are.
const (
	msgAskTimeControl msg = "ask-time-control"
	msgNotTimeControl msg = "not-a-time-control"
)

// AskTimeControl asks the time control of a game whose scoresheet names
// none.
func (b Phrasebook) AskTimeControl() Phrase { return b.say(msgAskTimeControl) }

// NotATimeControl answers an answer that is no time control, and asks
// again.
func (b Phrasebook) NotATimeControl() Phrase { return b.say(msgNotTimeControl) }
