package speech

import "github.com/anna-chess/anna/rules"

// What the others hear where a player is told what to do: a spectator, the
// opponent and the arbiter hear what happened and whom the game waits
// for, never that they should act as the player (issue 33). The player's
// own sentence is beside each: PressOrCorrect, RepeatIt, SealPlease,
// EngineOffNow, EngineStopped; a draw offer's is Offers.
const (
	msgPressWaits         msg = "press-waits"
	msgRepeatWaits        msg = "repeat-waits"
	msgSealWaits          msg = "seal-waits"
	msgEngineOffWatching  msg = "engine-off-watching"
	msgEngineDownWatching msg = "engine-down-watching"
)

// PressWaits: the player who moved is to press the clock or correct the
// move (D.2.8).
func (b Phrasebook) PressWaits(c rules.Color) Phrase { return b.say(msgPressWaits, b.Color(c)) }

// RepeatWaits: the opponent is to repeat the move on their board (D.2.1).
func (b Phrasebook) RepeatWaits(c rules.Color) Phrase { return b.say(msgRepeatWaits, b.Color(c)) }

// SealWaits: the player on move seals a move (I.1).
func (b Phrasebook) SealWaits(c rules.Color) Phrase { return b.say(msgSealWaits, b.Color(c)) }

// EngineOffWatching: the engine is off; the players type its moves.
func (b Phrasebook) EngineOffWatching() Phrase { return b.say(msgEngineOffWatching) }

// EngineDownWatching: the engine has stopped or would not start.
func (b Phrasebook) EngineDownWatching() Phrase { return b.say(msgEngineDownWatching) }
