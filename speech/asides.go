package speech

import "github.com/anna-chess/anna/rules"

// What the others hear where a player is told what to do: a spectator, the
// opponent and the arbiter hear what happened and whom the game waits
// for, never that they should act as the player (issue 33). The player's
// own sentence is beside each: pressOrCorrect, repeatIt, sealPlease,
// engineOffNow, engineStopped; a draw offer's is offers.
const (
	msgPressWaits         msg = "press-waits"
	msgRepeatWaits        msg = "repeat-waits"
	msgSealWaits          msg = "seal-waits"
	msgEngineOffWatching  msg = "engine-off-watching"
	msgEngineDownWatching msg = "engine-down-watching"
)

// pressWaits: the player who moved is to press the clock or correct the
// move (D.2.8).
func (b Phrasebook) pressWaits(c rules.Color) Phrase { return b.say(msgPressWaits, b.Color(c)) }

// repeatWaits: the opponent is to repeat the move on their board (D.2.1).
func (b Phrasebook) repeatWaits(c rules.Color) Phrase { return b.say(msgRepeatWaits, b.Color(c)) }

// sealWaits: the player on move seals a move (I.1).
func (b Phrasebook) sealWaits(c rules.Color) Phrase { return b.say(msgSealWaits, b.Color(c)) }

// engineOffWatching: the engine is off; the players type its moves.
func (b Phrasebook) engineOffWatching() Phrase { return b.say(msgEngineOffWatching) }

// engineDownWatching: the engine has stopped or would not start.
func (b Phrasebook) engineDownWatching() Phrase { return b.say(msgEngineDownWatching) }
