package cliline

import "github.com/anna-chess/anna/speech"

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const (
	cliChoose speech.CLIText = "cli-choose"
)
