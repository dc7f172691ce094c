package account

import (
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Why lichess could not be used (speech/lang/CODE.toml's lichess-… keys):
// said on this terminal only, so not declared (words.Declare), as the
// lobby's sentences. TestSentencesSaid holds that every language says them.
const (
	keyTokenRefused words.Key = "lichess-token-refused"
	keyOffline      words.Key = "lichess-offline"
	keyRefused      words.Key = "lichess-refused"
)

// sentences are the keys above.
var sentences = []words.Key{keyTokenRefused, keyOffline, keyRefused}

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const cliTokenUnreadable speech.CLIText = "cli-token-unreadable"
