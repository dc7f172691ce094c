package resume

import "github.com/anna-chess/anna/speech"

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const (
	cliStateBroken        speech.CLIText = "cli-state-broken"
	cliStateKind          speech.CLIText = "cli-state-kind"
	cliStateField         speech.CLIText = "cli-state-field"
	cliStateOver          speech.CLIText = "cli-state-over"
	cliStateUnusable      speech.CLIText = "cli-state-unusable"
	cliNeedsEngine        speech.CLIText = "cli-needs-engine"
	cliGuidelinesOn       speech.CLIText = "cli-guidelines-on"
	cliNoSavedBeside      speech.CLIText = "cli-no-saved-beside"
	cliNoUnfinished       speech.CLIText = "cli-no-unfinished"
	cliCannotRead         speech.CLIText = "cli-cannot-read"
	cliCannotResume       speech.CLIText = "cli-cannot-resume"
	cliStateFormat        speech.CLIText = "cli-state-format"
	cliResumeKeeps        speech.CLIText = "cli-resume-keeps"
	cliResumeNoClock      speech.CLIText = "cli-resume-no-clock"
	cliResumeItsClock     speech.CLIText = "cli-resume-its-clock"
	cliResumeNotHost      speech.CLIText = "cli-resume-not-hosted"
	cliClockTooLarge      speech.CLIText = "cli-clock-too-large"
	cliCaughtUp           speech.CLIText = "cli-caught-up"
	cliResumeFromSheet    speech.CLIText = "cli-resume-from-sheet"
	cliResumeSheetUnread  speech.CLIText = "cli-resume-sheet-unread"
	cliResumeSetUp        speech.CLIText = "cli-resume-set-up"
	cliResumeNoReadings   speech.CLIText = "cli-resume-no-readings"
	cliResumeNoClockGiven speech.CLIText = "cli-resume-no-clock-given"
	cliStateEngine        speech.CLIText = "cli-state-engine"
	cliStateUnsigned      speech.CLIText = "cli-state-unsigned"
)
