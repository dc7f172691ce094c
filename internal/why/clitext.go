package why

import "github.com/anna-chess/anna/speech"

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const (
	cliGuidelinesNoClock speech.CLIText = "cli-guidelines-no-clock"
	cliGuidelinesBlitz   speech.CLIText = "cli-guidelines-blitz"
	cliGuidelinesIncr    speech.CLIText = "cli-guidelines-increment"
	cliNoPGNGame         speech.CLIText = "cli-no-pgn-game"
	cliNotAFile          speech.CLIText = "cli-not-a-file"
	cliThroughLink       speech.CLIText = "cli-through-link"
	cliNameAnother       speech.CLIText = "cli-name-another"
	cliNameRegularOr     speech.CLIText = "cli-name-regular-or"
	cliNameRegular       speech.CLIText = "cli-name-regular"
	cliNameAFile         speech.CLIText = "cli-name-a-file"
	cliNoHome            speech.CLIText = "cli-no-home"
	cliTooLarge          speech.CLIText = "cli-too-large"
	cliKindLink          speech.CLIText = "cli-kind-link"
	cliKindPipe          speech.CLIText = "cli-kind-pipe"
	cliKindDevice        speech.CLIText = "cli-kind-device"
	cliKindFolder        speech.CLIText = "cli-kind-folder"
	cliKindSocket        speech.CLIText = "cli-kind-socket"
	cliKindOther         speech.CLIText = "cli-kind-other"
)
