package settings

import "github.com/anna-chess/anna/speech"

// The command line's texts said here (speech/lang/CODE.toml's cli-…
// sentences; speech's TestEveryLanguageHasEverySentence reads them here).
const (
	cliSettingsNoHome     speech.CLIText = "cli-settings-no-home"
	cliSettingsDefaults   speech.CLIText = "cli-settings-defaults"
	cliSettingsUnchanged  speech.CLIText = "cli-settings-unchanged"
	cliSettingsLeftOut    speech.CLIText = "cli-settings-left-out"
	cliSettingsNotALine   speech.CLIText = "cli-settings-not-a-line"
	cliSettingsTwice      speech.CLIText = "cli-settings-twice"
	cliSettingsLine       speech.CLIText = "cli-settings-line"
	cliSettingsUnreadable speech.CLIText = "cli-settings-unreadable"
	cliSettingsNotFile    speech.CLIText = "cli-settings-not-file"
	cliSettingsTooLarge   speech.CLIText = "cli-settings-too-large"
	cliSettingsBothClocks speech.CLIText = "cli-settings-both-clocks"
	cliSettingsNoSuchKey  speech.CLIText = "cli-settings-no-such-key"
	cliSettingsOneGame    speech.CLIText = "cli-settings-one-game"
	cliSettingsWordOrNum  speech.CLIText = "cli-settings-word-or-number"
	cliSettingsOneValue   speech.CLIText = "cli-settings-one-value"
	cliSettingsUnwritable speech.CLIText = "cli-settings-unwritable"
	cliSettingsNoKey      speech.CLIText = "cli-settings-no-key"
	cliSettingsUsage      speech.CLIText = "cli-settings-usage"
	cliSettingsFile       speech.CLIText = "cli-settings-file"
	cliSettingsNone       speech.CLIText = "cli-settings-none"
	cliSettingsWins       speech.CLIText = "cli-settings-wins"
	cliSettingsUnset      speech.CLIText = "cli-settings-unset"
	cliSettingsSet        speech.CLIText = "cli-settings-set"
	cliSettingsClocksSet  speech.CLIText = "cli-settings-clocks-set"
	cliNothingChanged     speech.CLIText = "cli-nothing-changed"
)
