package resume

import "github.com/anna-chess/anna/speech"

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const (
	cliStateBroken   speech.CLIText = "cli-state-broken"
	cliStateKind     speech.CLIText = "cli-state-kind"
	cliStateField    speech.CLIText = "cli-state-field"
	cliStateOver     speech.CLIText = "cli-state-over"
	cliStateUnusable speech.CLIText = "cli-state-unusable"
)
