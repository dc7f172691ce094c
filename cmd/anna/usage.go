package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/anna-chess/anna/speech"
)

// printUsage writes anna --help in the book's language: what anna is, its
// commands, and every flag with its description ([flags] in the language
// files) and its default, wrapped to the width of a terminal.
func printUsage(out io.Writer, b speech.Phrasebook, fs *flagSet) {
	fmt.Fprintln(out, b.CommandLine(speech.CLIUsage))
	fs.VisitAll(func(f *flag.Flag) {
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
