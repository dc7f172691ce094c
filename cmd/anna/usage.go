package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/anna-chess/anna/speech"
)

// commandFlags are the flags a subcommand reads, all it lists in its
// --help (anna join --help: join's flags only; anna lichess's game takes
// its clock, seats and names from lichess). A command not here plays or
// hosts a game at this table, where nearly every flag counts: it lists
// them all.
var commandFlags = map[string][]string{
	"join":    {"seat", "view", "lang", "names", "notation", "verbosity", "no-audio", "speech-out", "clips", "rate", "volume", "speech", "theme", "pieces"},
	"analyze": {"engine", "level", "lang", "names", "notation", "verbosity"},
	"braille": {"o", "cells", "lines", "unicode", "lang"},
	"lichess": {"lang", "names", "notation", "verbosity", "confirm", "clock-announce", "no-audio", "speech-out", "clips", "rate", "volume", "speech",
		"view", "theme", "pieces", "engine", "level", "lichess-url", "seek", "rated", "challenge", "chat", "ai", "color"},
}

// printUsage writes anna --help in the book's language: what anna is, its
// commands, and the command's flags (commandFlags) with their description
// ([flags] in the language files) and default, wrapped to the width of a
// terminal.
func printUsage(out io.Writer, b speech.Phrasebook, fs *flagSet, command string) {
	fmt.Fprintln(out, b.CommandLine(speech.CLIUsage))
	own, only := commandFlags[command]
	fs.VisitAll(func(f *flag.Flag) {
		if only && !slices.Contains(own, f.Name) {
			return
		}
		head := "  --" + f.Name
		if !isBoolFlag(f) {
			head += " " + b.CommandLine(speech.CLIValue)
		}
		fmt.Fprintln(out, head)
		text := b.FlagHelp(f.Name)
		if f.DefValue != "" && !isBoolFlag(f) {
			text += " " + b.CommandLine(speech.CLIDefault, f.DefValue)
		}
		for _, line := range wrapWords(text, 72) {
			fmt.Fprintln(out, "      "+line)
		}
	})
}

func isBoolFlag(f *flag.Flag) bool {
	bf, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && bf.IsBoolFlag()
}

// wrapWords breaks text between words into lines of at most width
// characters (a longer word stands alone).
func wrapWords(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) > width:
			lines = append(lines, line)
			line = w
		default:
			line += " " + w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
