package speech

import (
	"sort"
	"strconv"
	"strings"
)

// CLIText names a line of anna's command line: a flag or a setting
// refused, a subcommand's usage, what anna settings prints, a flag's
// description in --help. They are printed before a game starts, before
// any voice is open (the voice is set by the very flags being read), so
// they have no clips; a screen reader reads them as it reads the shell.
// Their text is in each language's file, as every sentence is.
type CLIText string

// The command line's texts.
const (
	// Flags and their values.
	CLIUnknownFlag     CLIText = "cli-unknown-flag"
	CLINeedsValue      CLIText = "cli-needs-value"
	CLINotAFlag        CLIText = "cli-not-a-flag"
	CLIChoose          CLIText = "cli-choose"
	cliOr              CLIText = "cli-or"
	CLIRateRange       CLIText = "cli-rate-range"
	CLIVolumeRange     CLIText = "cli-volume-range"
	CLILevelRange      CLIText = "cli-level-range"
	CLIChess960Range   CLIText = "cli-chess960-range"
	CLINotTimeControl  CLIText = "cli-not-time-control"
	CLITimeForms       CLIText = "cli-time-forms"
	CLINotPGNTime      CLIText = "cli-not-pgn-time"
	CLINotLichessClock CLIText = "cli-not-lichess-clock"
	CLITimeOrControl   CLIText = "cli-time-or-control"
	CLIUnexpected      CLIText = "cli-unexpected"
	CLIJoinNeedsHost   CLIText = "cli-join-needs-host"
	CLINeedsFile       CLIText = "cli-needs-file"
	// anna puzzle (issue 36).
	CLIPuzzleRating      CLIText = "cli-puzzle-rating"
	CLIPuzzleTheme       CLIText = "cli-puzzle-theme"
	CLIPuzzleNone        CLIText = "cli-puzzle-none"
	CLIPuzzlesRefused    CLIText = "cli-puzzles-refused"
	CLIEngineNeedsName   CLIText = "cli-engine-needs-name"
	CLINeedsEngine       CLIText = "cli-needs-engine"
	CLISeatOrRemote      CLIText = "cli-seat-or-remote"
	CLIRatedResume       CLIText = "cli-rated-resume"
	CLIRatedArbiterHere  CLIText = "cli-rated-arbiter-here"
	CLIAssistantBlind    CLIText = "cli-assistant-blind"
	CLIChess960Alone     CLIText = "cli-chess960-alone"
	CLIChess960OrFEN     CLIText = "cli-chess960-or-fen"
	CLILichessUnexpect   CLIText = "cli-lichess-unexpected"
	CLILichessEngine     CLIText = "cli-lichess-engine"
	CLIFlagNotFor        CLIText = "cli-flag-not-for"
	CLIGameHere          CLIText = "cli-game-here"
	CLILichessAIRated    CLIText = "cli-lichess-ai-rated"
	CLILichessAIOrPlayer CLIText = "cli-lichess-ai-or-player"
	CLISeatEngine        CLIText = "cli-seat-engine"
	CLIGuidelinesOn      CLIText = "cli-guidelines-on"
	CLIGuidelinesNoClock CLIText = "cli-guidelines-no-clock"
	CLIGuidelinesBlitz   CLIText = "cli-guidelines-blitz"
	CLIGuidelinesIncr    CLIText = "cli-guidelines-increment"
	CLIFENUnusable       CLIText = "cli-fen-unusable"
	CLIHostKeyNoFolder   CLIText = "cli-host-key-no-folder"
	CLIHostLogUnwritten  CLIText = "cli-host-log-unwritten"
	CLITokenUnreadable   CLIText = "cli-token-unreadable"
	CLITerminalRaw       CLIText = "cli-terminal-raw"
	// The settings file and anna settings.
	CLISettingsNoHome     CLIText = "cli-settings-no-home"
	CLISettingsDefaults   CLIText = "cli-settings-defaults"
	CLISettingsUnchanged  CLIText = "cli-settings-unchanged"
	CLISettingsLeftOut    CLIText = "cli-settings-left-out"
	CLISettingsNotALine   CLIText = "cli-settings-not-a-line"
	CLISettingsTwice      CLIText = "cli-settings-twice"
	CLISettingsLine       CLIText = "cli-settings-line"
	CLISettingsUnreadable CLIText = "cli-settings-unreadable"
	CLISettingsNotFile    CLIText = "cli-settings-not-file"
	CLISettingsTooLarge   CLIText = "cli-settings-too-large"
	CLISettingsBothClocks CLIText = "cli-settings-both-clocks"
	CLISettingsNoSuchKey  CLIText = "cli-settings-no-such-key"
	CLISettingsNoKey      CLIText = "cli-settings-no-key"
	CLISettingsOneGame    CLIText = "cli-settings-one-game"
	CLISettingsWordOrNum  CLIText = "cli-settings-word-or-number"
	CLISettingsOneValue   CLIText = "cli-settings-one-value"
	CLISettingsUsage      CLIText = "cli-settings-usage"
	CLISettingsFile       CLIText = "cli-settings-file"
	CLISettingsNone       CLIText = "cli-settings-none"
	CLISettingsWins       CLIText = "cli-settings-wins"
	CLISettingsUnset      CLIText = "cli-settings-unset"
	CLISettingsSet        CLIText = "cli-settings-set"
	CLISettingsClocksSet  CLIText = "cli-settings-clocks-set"
	CLISettingsUnwritable CLIText = "cli-settings-unwritable"
	// The game's files, anna resume and anna analyze.
	CLINoSavedBeside CLIText = "cli-no-saved-beside"
	CLINoUnfinished  CLIText = "cli-no-unfinished"
	CLICannotRead    CLIText = "cli-cannot-read"
	CLICannotWrite   CLIText = "cli-cannot-write"
	CLICannotResume  CLIText = "cli-cannot-resume"
	// Why a saved state cannot be used (anna resume).
	CLIStateBroken    CLIText = "cli-state-broken"
	CLIStateKind      CLIText = "cli-state-kind"
	CLIStateField     CLIText = "cli-state-field"
	CLIStateOver      CLIText = "cli-state-over"
	CLIStateFormat    CLIText = "cli-state-format"
	CLIStateUnusable  CLIText = "cli-state-unusable"
	CLIResumeKeeps    CLIText = "cli-resume-keeps"
	CLIResumeNoClock  CLIText = "cli-resume-no-clock"
	CLIResumeItsClock CLIText = "cli-resume-its-clock"
	CLIResumeNotHost  CLIText = "cli-resume-not-hosted"
	CLIClockTooLarge  CLIText = "cli-clock-too-large"
	CLINoPGNGame      CLIText = "cli-no-pgn-game"
	CLINoMovesAnalyse CLIText = "cli-no-moves-to-analyse"
	CLICannotAnalyse  CLIText = "cli-cannot-analyse"
	CLINotAFile       CLIText = "cli-not-a-file"
	CLIThroughLink    CLIText = "cli-through-link"
	CLISpeechOutOdd   CLIText = "cli-speech-out-not-a-file"
	CLINameAnother    CLIText = "cli-name-another"
	CLINameRegularOr  CLIText = "cli-name-regular-or"
	CLINameRegular    CLIText = "cli-name-regular"
	CLINameAFile      CLIText = "cli-name-a-file"
	CLINoHome         CLIText = "cli-no-home"
	CLITooLarge       CLIText = "cli-too-large"
	CLIKindLink       CLIText = "cli-kind-link"
	CLIKindPipe       CLIText = "cli-kind-pipe"
	CLIKindDevice     CLIText = "cli-kind-device"
	CLIKindFolder     CLIText = "cli-kind-folder"
	CLIKindSocket     CLIText = "cli-kind-socket"
	CLIKindOther      CLIText = "cli-kind-other"
	CLIFlagsListed    CLIText = "cli-flags-listed"
	CLICellsRange     CLIText = "cli-cells-range"
	CLINothingChanged CLIText = "cli-nothing-changed"
	CLICaughtUp       CLIText = "cli-caught-up"
	// A game set up from its scoresheet (anna resume).
	CLIResumeFromSheet    CLIText = "cli-resume-from-sheet"
	CLIResumeSheetUnread  CLIText = "cli-resume-sheet-unread"
	CLIResumeSetUp        CLIText = "cli-resume-set-up"
	CLIResumeNoReadings   CLIText = "cli-resume-no-readings"
	CLIResumeNoClockGiven CLIText = "cli-resume-no-clock-given"
	// anna --help: the usage, a flag's value and default.
	CLIUsage      CLIText = "cli-usage"
	CLIValue      CLIText = "cli-value"
	CLIDefault    CLIText = "cli-default"
	CLILinesRange CLIText = "cli-lines-range"
	// anna --version: the version, the commit and its day (cmd/anna's
	// version.go picks the line that says what the build recorded).
	CLIVersion        CLIText = "cli-version"
	CLIVersionOnly    CLIText = "cli-version-only"
	CLIVersionDevel   CLIText = "cli-version-devel"
	CLIVersionUnknown CLIText = "cli-version-unknown"
	CLIVersionChanged CLIText = "cli-version-changed"
)

// CommandLine is a text of the command line in the book's language, its
// slots filled with args as they are (a flag, a file name, a value
// quoted): the line is printed as written, with its line breaks.
func (b Phrasebook) CommandLine(t CLIText, args ...string) string {
	return fillSlots(b.template(msg(t)).text(), args)
}

// fillSlots fills a template's slots with args as they are.
func fillSlots(text string, args []string) string {
	var sb strings.Builder
	for _, seg := range parseTemplate(text) {
		switch {
		case seg.slot == 0:
			sb.WriteString(seg.text)
		case seg.slot <= len(args):
			sb.WriteString(args[seg.slot-1])
		}
	}
	return sb.String()
}

// CommandLineCount is a text that counts n (in digits, slot 1) in the
// form the language gives n, its other slots filled with args.
func (b Phrasebook) CommandLineCount(t CLIText, n int, args ...string) string {
	return fillSlots(b.template(msg(t)).form(b.Lang.data(), n, false), append([]string{strconv.Itoa(n)}, args...))
}

// CLIOrList joins words as the language says "a, b or c".
func (b Phrasebook) CLIOrList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return b.CommandLine(cliOr, strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}

// FlagHelp is the description of the flag name in anna --help, in the
// book's language ([flags] in the language files); "" when it has none.
func (b Phrasebook) FlagHelp(name string) string { return b.Lang.data().Flags[name] }

// FlagsDescribed are the flags the book's language describes.
func (b Phrasebook) FlagsDescribed() []string {
	var out []string
	for name := range b.Lang.data().Flags {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// isCLI reports whether key is a text of the command line.
func isCLI(key msg) bool { return strings.HasPrefix(string(key), "cli-") }
