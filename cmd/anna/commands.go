package main

import (
	"flag"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/speech"
)

// anna's subcommands and the flags each reads: the one table. A flag typed
// on the command line that its command does not read is refused, naming
// the command and where the flag belongs: a flag silently passed over is
// a surprise (anna resume --time on a game without a clock changed
// nothing, and said nothing). Flags may come before the command or after
// it (anna --no-audio resume, anna resume --no-audio).

// The flags by what they are about.
var (
	wordGroup   = []string{"lang", "names", "notation", "verbosity"}
	voiceGroup  = []string{"no-audio", "speech-out", "clips", "rate", "volume", "speech"}
	viewGroup   = []string{"view", "theme", "pieces"}
	playGroup   = []string{"confirm", "clock-announce"} // how this terminal plays: confirmation, the clock's readings
	fileGroup   = []string{"pgn", "pgn-both", "brf"}
	engineGroup = []string{"engine", "engine-side", "level", "no-hints"}
	// gameGroup set up a game: a game resumed keeps its own (resume.CheckFlags).
	gameGroup = []string{"fen", "chess960", "laws", "guidelines-iii", "white", "black", "event", "site", "round",
		"time", "time-control", "delay", "mirror", "press", "blind", "assistant", "rated"}
	hostGroup    = []string{"listen", "authorized-keys", "arbiter", "arbiter-key", "seat", "arrivals"}
	brailleGroup = []string{"o", "cells", "lines", "unicode"}
	lichessGroup = []string{"lichess-url", "seek", "rated", "challenge", "chat", "ai", "color"}
	// anyFlags are read by every command: --version is answered before
	// anything else (--help is the flag package's own), and --no-audio,
	// a screen reader's user's flag on every command line (an alias), is
	// kept by the commands that say nothing aloud too.
	anyFlags = []string{"version", "no-audio"}
)

// subcommand is a row of the table: the command's word ("" for a game at
// this terminal), the flags it reads and what runs it. ownHelp: its --help
// lists these only; anna --help and anna host --help list every flag of
// anna.
type subcommand struct {
	name    string
	reads   []string
	ownHelp bool
	// run runs the command once run (main.go) has read its flags.
	run func(o options, stdin *os.File, stdout, stderr io.Writer) int
	// ownArgs, instead, reads the command's arguments itself: anna
	// settings' are a settings file's keys and values, not flags.
	ownArgs func(args []string, early speech.Phrasebook, stdout, stderr io.Writer) int
}

// subcommands is the table. It is made in init: its runners read flags,
// and reading flags looks commands up in it.
var subcommands []subcommand

func init() {
	subcommands = []subcommand{
		{name: "", reads: flagsOf(wordGroup, voiceGroup, viewGroup, playGroup, fileGroup, engineGroup, gameGroup, []string{"resume"}), run: playMatch},
		{name: "host", reads: flagsOf(wordGroup, voiceGroup, viewGroup, playGroup, fileGroup, engineGroup, gameGroup, hostGroup, []string{"resume"}), run: playMatch},
		// A game resumed takes the set-up flags only when it has no saved
		// state (a game begun on paper), and anna host's only when it was
		// hosted; run says why otherwise (resume.CheckFlags).
		{name: "resume", reads: flagsOf(wordGroup, voiceGroup, viewGroup, playGroup, fileGroup, engineGroup, gameGroup, hostGroup), ownHelp: true, run: playMatch},
		{name: "analyze", reads: flagsOf(wordGroup, voiceGroup, viewGroup, []string{"engine", "level"}), ownHelp: true, run: analyzeGame},
		{name: "braille", reads: flagsOf(brailleGroup, []string{"lang"}), ownHelp: true, run: func(o options, _ *os.File, stdout, stderr io.Writer) int {
			return brailleGame(o, stdout, stderr)
		}},
		{name: "join", reads: flagsOf([]string{"seat", "arrivals"}, wordGroup, voiceGroup, viewGroup), ownHelp: true, run: joinGame},
		{name: "puzzle", reads: flagsOf(wordGroup, voiceGroup, viewGroup, []string{"rating", "file"}), ownHelp: true, run: puzzleCommand},
		{name: "lichess", reads: flagsOf(wordGroup, voiceGroup, viewGroup, playGroup, []string{"engine", "level", "pgn"}, lichessGroup), ownHelp: true, run: lichessCommand},
		{name: "lichess login", reads: []string{"lang", "lichess-url"}, ownHelp: true, run: lichessCommand},
		{name: "lichess logout", reads: []string{"lang"}, ownHelp: true, run: lichessCommand},
		{name: "lichess puzzle", reads: flagsOf(wordGroup, voiceGroup, viewGroup, []string{"lichess-url"}), ownHelp: true, run: lichessCommand},
		// A settings file's values, written back.
		{name: "settings", ownHelp: true, ownArgs: func(args []string, early speech.Phrasebook, stdout, stderr io.Writer) int {
			return settingsCommand(args, early, cleantext.Writer(stdout), stderr)
		}},
	}
}

func flagsOf(groups ...[]string) []string { return slices.Concat(groups...) }

// subcommandNamed is the row of the command name, if anna has it.
func subcommandNamed(name string) (subcommand, bool) {
	i := slices.IndexFunc(subcommands, func(c subcommand) bool { return c.name == name })
	if i < 0 {
		return subcommand{}, false
	}
	return subcommands[i], true
}

// reads reports whether the command reads the flag.
func (c subcommand) readsFlag(name string) bool {
	return slices.Contains(anyFlags, name) || slices.Contains(c.reads, name)
}

// form is how the command is typed: "anna", "anna braille".
func (c subcommand) form() string { return strings.TrimSpace("anna " + c.name) }

// notRead refuses the first flag given on the command line that command
// does not read.
func notRead(fs *flag.FlagSet, command string) error {
	c, _ := subcommandNamed(command)
	var wrong error
	fs.Visit(func(f *flag.Flag) {
		if wrong == nil && !c.readsFlag(f.Name) {
			wrong = flagNotRead(c, f.Name)
		}
	})
	return wrong
}

// flagNotRead is the refusal of --name given to c, naming the commands
// that read it.
func flagNotRead(c subcommand, name string) error {
	var others []string
	for _, o := range subcommands {
		if o.readsFlag(name) {
			others = append(others, o.form())
		}
	}
	if len(others) == 0 {
		return annaSays(cliUnknownFlag, "--"+name)
	}
	if c.name == "" {
		return annaSays(cliFlagNotFor, "--"+name, orWords(others), cliGameHere)
	}
	return &said{Who: c.form(), Text: cliFlagNotFor, Args: []any{"--" + name, orWords(others), c.form()}}
}

// commandFirst puts the subcommand before the flags, wherever it was
// typed among them (anna --no-audio resume is anna resume --no-audio),
// and anna lichess's action (login, logout) right after it. The first
// word that is neither a flag nor a flag's value, past the command, ends
// the search: it is the command's own argument (anna analyze FILE), or a
// mistake parseFlags names.
func commandFirst(args []string) []string {
	fs := newFlagSet()
	defineFlags(fs, &options{}, &flagValues{})
	command, action := -1, -1 // their places
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || a == "-" {
			break
		}
		if !strings.HasPrefix(a, "-") {
			if command < 0 && a != "" && isSubcommand(a) {
				command = i
				continue
			}
			if command >= 0 && args[command] == "lichess" && isLichessAction(a) {
				action = i
			}
			break
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		switch {
		case f == nil:
			i = len(args) // a mistake: parseFlags says so
		case hasValue || isBoolFlag(f):
		case name == "chess960" && (i+1 == len(args) || strings.HasPrefix(args[i+1], "-") || isSubcommand(args[i+1])):
			// --chess960 alone (bareChess960)
		default:
			i++ // its value
		}
	}
	if command < 0 {
		return args
	}
	first := []string{args[command]}
	if action >= 0 {
		first = append(first, args[action])
	}
	rest := make([]string, 0, len(args))
	for i, a := range args {
		if i != command && i != action {
			rest = append(rest, a)
		}
	}
	return append(first, rest...)
}

// isSubcommand reports whether word is one of anna's commands.
func isSubcommand(word string) bool {
	_, ok := subcommandNamed(word)
	return ok && word != "" && !strings.Contains(word, " ")
}

// commandName is the row of the table the options' command is: anna
// lichess's actions have rows of their own.
func (o options) commandName() string {
	if o.lichess.action != "" {
		return o.command + " " + o.lichess.action
	}
	return o.command
}
