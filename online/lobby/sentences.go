package lobby

import (
	"time"

	"github.com/anna-chess/anna/words"
)

// The lobby's sentences (speech/lang/CODE.toml's lichess-… keys): said
// here, on this terminal, and never sent to another end, so not declared
// (words.Declare). TestLobbySentencesSaid holds that every language says
// them.
const (
	keyPlayer          words.Key = "lichess-player"
	keyAIPlayer        words.Key = "lichess-ai-player"
	keyClock           words.Key = "lichess-clock"
	keyAIUsage         words.Key = "lichess-ai-usage"
	keyBadClock        words.Key = "lichess-bad-clock"
	keyChallengeFailed words.Key = "lichess-challenge-failed"
	keyChallengeFrom   words.Key = "lichess-challenge-from"
	keyChallengeUsage  words.Key = "lichess-challenge-usage"
	keyChallenging     words.Key = "lichess-challenging"
	keyChallengingAI   words.Key = "lichess-challenging-ai"
	keyDeclined        words.Key = "lichess-challenge-declined"
	keyWithdrawn       words.Key = "lichess-challenge-withdrawn"
	keyGameRunning     words.Key = "lichess-game-running"
	keyGameStarts      words.Key = "lichess-game-starts"
	keyLeaving         words.Key = "lichess-leaving"
	keyLobbyHelp       words.Key = "lichess-lobby-help"
	keyNoChallenge     words.Key = "lichess-no-challenge"
	keyNoGame          words.Key = "lichess-no-game"
	keyRefused         words.Key = "lichess-refused"
	keySeekTooFast     words.Key = "lichess-seek-too-fast"
	keySeeking         words.Key = "lichess-seeking"
	keySignedIn        words.Key = "lichess-signed-in"
	keyWaiting         words.Key = "lichess-waiting"
	keyColour          words.Key = "color"
	keyPrompt          words.Key = "lichess-prompt"
	keyNothingToCancel words.Key = "nothing-to-cancel"
)

// lobbySentences are the keys above.
var lobbySentences = []words.Key{
	keyPlayer, keyAIPlayer, keyClock, keyAIUsage, keyBadClock, keyChallengeFailed, keyChallengeFrom,
	keyChallengeUsage, keyChallenging, keyChallengingAI, keyDeclined, keyWithdrawn, keyGameRunning, keyGameStarts,
	keyLeaving, keyLobbyHelp, keyNoChallenge, keyNoGame, keyRefused, keySeekTooFast, keySeeking,
	keySignedIn, keyWaiting, keyColour, keyPrompt, keyNothingToCancel,
}

// player is a lichess player by name and rating (none: 0).
func player(name string, rating int) words.Event {
	return keyPlayer.With(words.Text(name), words.Number(rating))
}

// clockOf is a lichess time control: minutes and increment, or days a move.
func clockOf(limit, inc time.Duration, days int) words.Event {
	return keyClock.With(words.Duration(limit), words.Duration(inc), words.Number(days))
}
