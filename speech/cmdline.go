package speech

import (
	"sort"
	"strconv"
	"strings"
)

// CLIText names a line of anna's command line: a flag or a setting
// refused, a subcommand's usage, what anna settings prints, a flag's
// description in --help. They are printed before a game starts; the
// refusals of spokenCLI (clisaid.go) are said too, by their clips, the
// others are printed only, and a screen reader reads them as it reads the
// shell. Their text is in each language's file, as every sentence is.
type CLIText string

// The command line's texts.
const (
	// Flags and their values.
	cliOr CLIText = "cli-or"
	// anna puzzle (issue 36).
	// The settings file and anna settings.
	// The game's files, anna resume and anna analyze.
	// Why a saved state cannot be used (anna resume).
	// A game set up from its scoresheet (anna resume).
	// anna --help: the usage, a flag's value and default.
	// anna --version: the version, the commit and its day (cmd/anna's
	// version.go picks the line that says what the build recorded).
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
