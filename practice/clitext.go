package practice

import "github.com/anna-chess/anna/speech"

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const (
	cliCannotRead     speech.CLIText = "cli-cannot-read"
	cliPuzzleNone     speech.CLIText = "cli-puzzle-none"
	cliPuzzlesRefused speech.CLIText = "cli-puzzles-refused"
)
