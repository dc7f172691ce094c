package buildinfo

import "github.com/anna-chess/anna/speech"

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const (
	cliVersion        speech.CLIText = "cli-version"
	cliVersionOnly    speech.CLIText = "cli-version-only"
	cliVersionDevel   speech.CLIText = "cli-version-devel"
	cliVersionUnknown speech.CLIText = "cli-version-unknown"
	cliVersionChanged speech.CLIText = "cli-version-changed"
)
