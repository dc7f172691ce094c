package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/anna-chess/anna/speech"
)

// printUsage writes anna --help in the book's language: what anna is, its
// commands, and the command's flags (subcommands) with their description
// ([flags] in the language files) and default, wrapped to the width of a
// terminal.
func printUsage(out io.Writer, b speech.Phrasebook, fs *flagSet, command string) {
	fmt.Fprintln(out, b.CommandLine(cliUsage))
	c, _ := subcommandNamed(command)
	fs.VisitAll(func(f *flag.Flag) {
		if c.ownHelp && !c.readsFlag(f.Name) {
			return
		}
		head := "  --" + f.Name
		if !isBoolFlag(f) {
			head += " " + b.CommandLine(cliValue)
		}
		fmt.Fprintln(out, head)
		text := b.FlagHelp(f.Name)
		if f.DefValue != "" && !isBoolFlag(f) {
			text += " " + b.CommandLine(cliDefault, f.DefValue)
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
