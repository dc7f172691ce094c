package main

import (
	"flag"
	"slices"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/lichess"
)

// isLichessAction reports whether word is one of anna lichess's actions,
// each a row of the subcommand table (anna lichess login, logout,
// puzzle).
func isLichessAction(word string) bool {
	return word == "login" || word == "logout" || word == "puzzle"
}

// lichessFlags are anna lichess's own flags (issue 22).
type lichessFlags struct {
	action    string // "", "login", "logout" or "puzzle" (isLichessAction)
	url       string // --lichess-url
	seek      string // --seek 15+10: a seek at the start
	rated     bool   // --rated
	challenge string // --challenge USER
	chat      bool   // --chat: the game's chat read aloud, say TEXT writes
	ai        string // --ai 3: a game against lichess's Stockfish at that level (1 to 8)
	color     string // --color: the player's colour in a challenge or against the AI
}

// aiLevel is --ai's level; 0 when not given.
func (l lichessFlags) aiLevel() int {
	n, _ := strconv.Atoi(l.ai)
	return n
}

func addLichessFlags(fs *flagSet, l *lichessFlags) {
	fs.StringVar(&l.url, "lichess-url", lichess.DefaultURL, "")
	fs.Text(&checked{P: &l.seek, Check: checkLichessClock}, "seek", "")
	fs.BoolVar(&l.rated, "rated", false, "")
	fs.StringVar(&l.challenge, "challenge", "", "")
	fs.BoolVar(&l.chat, "chat", false, "")
	fs.Text(&checked{P: &l.ai, Check: checkAILevel}, "ai", "")
	oneOf(fs, &l.color, "color", "random", []string{"white", "black", "random"}, []string{"white", "black", "random"})
}

// checkAILevel: lichess's AI plays at levels 1 to 8.
func checkAILevel(s string) error {
	if n, err := strconv.Atoi(s); s != "" && (err != nil || n < 1 || n > 8) {
		return part(cliChoose, part(cliLevelRange))
	}
	return nil
}

func checkLichessClock(s string) error {
	if _, err := lichess.ParseClock(s); s != "" && err != nil {
		return part(cliNotLichessClock) // the forms it takes, in the language
	}
	return nil
}

// readLichessFlags checks that anna lichess has no other arguments than
// its action (login, logout; parseFlags reads it), and that its flags go
// together (the table of subcommands refuses them elsewhere).
//
// The engine never plays a lichess game: lichess forbids an engine's help
// during a game, so --engine-side given to anna lichess on the command
// line is refused with the reason (one in the settings file, kept for the
// games at home, is not anna lichess's business).
func readLichessFlags(fs *flag.FlagSet, cmdline []string, o *options) error {
	if o.command != "lichess" {
		return nil
	}
	if args := fs.Args(); len(args) > 0 {
		return &said{Who: "anna lichess", Text: cliLichessUnexpect, Args: []any{strconv.Quote(strings.Join(args, " "))}}
	}
	if slices.ContainsFunc(cmdline, isFlag("engine-side")) {
		return &said{Who: "anna lichess", Text: cliLichessEngine}
	}
	if o.lichess.ai != "" && slices.ContainsFunc(cmdline, isFlag("rated")) {
		// one in the settings file is for the games with people
		return &said{Who: "anna lichess", Text: cliLichessAIRated}
	}
	if o.lichess.ai != "" && o.lichess.challenge != "" {
		return &said{Who: "anna lichess", Text: cliLichessAIOrPlayer}
	}
	return nil
}

// isFlag reports whether a command-line word sets the flag name: -name,
// --name, or either with =value.
func isFlag(name string) func(string) bool {
	return func(arg string) bool {
		if !strings.HasPrefix(arg, "-") {
			return false
		}
		arg, _, _ = strings.Cut(strings.TrimPrefix(arg[1:], "-"), "=")
		return arg == name
	}
}
