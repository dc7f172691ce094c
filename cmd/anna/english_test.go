package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// englishWords matches text that reads as words of a sentence: two words
// of letters in a row ("no such flag", "cannot be read").
var englishWords = regexp.MustCompile(`[A-Za-z]{2,}[,;:.]? +[A-Za-z]{2,}`)

// keptEnglish are the string literals of cmd/anna (and of the packages
// its pieces moved into: movedOut) that read as words and stay in Go,
// each with the reason. Everything a player reads is in
// speech/lang/*.toml (speech.CLIText, the phrasebook).
var keptEnglish = map[string]string{
	// Logs, for a developer reading them; they stay English on purpose
	// (the sound log's are voice's now).
	"starting the engine: %v\n": "the engine log (engine/seated.go)",
	// Programmer's mistakes (a flag defined wrong), never a player's.
	"anna: --%s: %q is listed but not read: %v": "a panic at start for a flag defined wrong",
	"anna: --%s: the default %q is refused: %v": "a panic at start for a flag defined wrong",
	// Other programs' words, read to understand them.
	"^flag provided but not defined: -+(.+)$":         "the flag package's error, read (flagProblem)",
	"^flag needs an argument: -+(.+)$":                "the flag package's error, read (flagProblem)",
	"^invalid boolean value (\".*\") for -+([^:]+): ": "the flag package's error, read (flagProblem)",
	"^bad flag syntax: (.*)$":                         "the flag package's error, read (flagProblem)",
	"no such player":                                  "lichess's error text, matched",
	// Data, not sentences.
	"Casual game": "the PGN Event tag (PGN's own English, as lichess writes it)",
	"Rated game":  "the PGN Event tag of a game for rating (PGN's own English, as \"Casual game\")",
	// Program names before a line: "anna settings: ...".
	"anna lichess":  "the program's name",
	"anna settings": "the program's name",
	// anna lichess's actions: rows of the table of subcommands (commands.go).
	"lichess login":  "a subcommand's words",
	"lichess logout": "a subcommand's words",
	"lichess puzzle": "a subcommand's words",
	// An error only the code reads: the input ended at resume's question.
	"no answer": "resume's Asker's error, never printed (the refusal says it)",
	// An error only the code reads: the lichess game's pipe closed.
	"the game's view has ended": "the pipe's error, never printed",
	// Errors only the code reads: the join code's question ended (join.Game says why in the player's words).
	"anna: the input ended at the join code's question":      "join/codeprompt.go's error, never printed",
	"anna: the host went away while the join code was asked": "join/codeprompt.go's error, never printed",
}

// TestNoEnglishInCommandLine: no string literal of cmd/anna reads as
// English words, but those kept above with their reason; a sentence a
// player reads belongs in the language files. A kept literal that is gone
// is named too, so that the list stays true.
func TestNoEnglishInCommandLine(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, movedOut(t)...)
	seen := map[string]bool{}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec, *ast.Field: // import paths, struct tags
				return false
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(n.Value)
				if err != nil || !englishWords.MatchString(s) {
					return true
				}
				if _, ok := keptEnglish[s]; ok {
					seen[s] = true
					return true
				}
				t.Errorf("%s: %q reads as English: put it in speech/lang/*.toml (a speech.CLIText), or keep it in keptEnglish with the reason", fset.Position(n.Pos()), s)
			}
			return true
		})
	}
	var gone []string
	for s := range keptEnglish {
		if !seen[s] {
			gone = append(gone, s)
		}
	}
	sort.Strings(gone)
	for _, s := range gone {
		t.Errorf("keptEnglish lists %q, which cmd/anna no longer has", s)
	}
}

// movedOut are the files of the packages cmd/anna's pieces moved into
// (issue 35): what they say is cmd/anna's, and read as its own.
func movedOut(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pattern := range []string{"../../online/lobby/*.go", "../../online/account/*.go", "../../practice/*.go", "../../settings/*.go", "../../resume/*.go", "../../internal/cliline/*.go", "../../internal/why/*.go",
		"../../internal/buildinfo/*.go", "../../engine/seated.go",
		"../../host/match.go", "../../host/hosted.go", "../../host/seat.go", "../../join/play.go", "../../join/codeprompt.go"} {
		found, err := filepath.Glob(pattern)
		if err != nil || len(found) == 0 {
			t.Fatalf("%s: %v (moved out of cmd/anna)", pattern, err)
		}
		files = append(files, found...)
	}
	return files
}
