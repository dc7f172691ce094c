package host

import "github.com/anna-chess/anna/speech"

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const (
	cliHostKeyNoFolder  speech.CLIText = "cli-host-key-no-folder"
	cliHostLogUnwritten speech.CLIText = "cli-host-log-unwritten"
	cliCannotWrite      speech.CLIText = "cli-cannot-write"
	cliSeatEngine       speech.CLIText = "cli-seat-engine"
	cliStateElsewhere   speech.CLIText = "cli-state-elsewhere"
	cliStateKeyUnread   speech.CLIText = "cli-state-key-unread"
	cliStateNewCodes    speech.CLIText = "cli-state-new-codes"
	cliStateUnused      speech.CLIText = "cli-state-unused"
)
