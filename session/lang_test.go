package session

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// commandLines are command lines in English, one or more for each
// command, each with the arguments it takes.
var commandLines = []string{
	"help", "help clock", "help commands", "clock", "time", "moves", "moves 2", "last", "turn",
	"where white", "where black Springer", "where all", "position", "rank vier", "file Eva",
	"diagonal David vier", "pawns", "square Eva vier", "legal", "legal Springer", "captures",
	"checks", "threats", "material", "winnable", "move", "move number", "number", "brief", "clock", "normal", "full",
	"review", "back", "start", "next", "end", "stop", "pause", "resume", "adjust white 4:30",
	"adjust black 21:21", "increment", "compare", "board set Felix drei white Springer",
	"touched Gustav eins", "flag", "draw", "no", "accept", "claim", "resign", "no", "resign", "yes",
	"repeat", "quit",
}

// local puts an English command line into a language's words, word by
// word, as help names them.
func local(b speech.Phrasebook, line string) string {
	words := strings.Fields(line)
	for i, w := range words {
		words[i] = b.CommandWord(w)
	}
	return strings.Join(words, " ")
}

// TestLocalCommands types every command in each language's own words and
// in English, each in a game of its own: the answers are the same, line for
// line, and in the language.
func TestLocalCommands(t *testing.T) {
	for _, l := range speech.Langs() {
		book := speech.Phrasebook{Lang: l}
		play := func(lines []string) []string {
			s, err := New(Config{Book: book, TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: 5 * time.Minute, Increment: 3 * time.Second}}},
				Time: &fakeTime{}, Confirm: true, Assistant: true})
			if err != nil {
				t.Fatal(err)
			}
			s.Start()
			for _, m := range []string{"e4", "e5", "Nf3"} {
				s.Handle(m)
			}
			var out []string
			for _, line := range lines {
				out = append(out, "> "+line, s.Transcript(s.Handle(line)))
			}
			return out
		}
		var localLines []string
		for _, line := range commandLines {
			localLines = append(localLines, local(book, line))
		}
		english, own := play(commandLines), play(localLines)
		for i := 1; i < len(english); i += 2 {
			if english[i] != own[i] {
				t.Errorf("%s: %q answers %q; %q answers %q", l, own[i-1], own[i], english[i-1], english[i])
			}
			if strings.Contains(own[i], "nknown") || strings.Contains(own[i], "epoznat") || strings.Contains(own[i], "eznan") {
				t.Errorf("%s: %q is not understood: %q", l, own[i-1], own[i])
			}
		}
	}
}

// TestHelpNamesLocalCommands: every command has a word in every language
// besides English, and the language's help names it.
func TestHelpNamesLocalCommands(t *testing.T) {
	aliases := []string{"exit", "diag", "?", "number"} // other names of commands help names ("move number")
	for _, l := range speech.Langs() {
		if l == speech.EN {
			continue
		}
		book := speech.Phrasebook{Lang: l}
		help := book.Help().Text()
		for _, topic := range speech.HelpTopics() {
			for _, p := range book.HelpTopic(topic) {
				help += " " + p.Text()
			}
		}
		for name := range commandIndex {
			if len(name) < 3 || slices.Contains(aliases, name) {
				continue // the short forms are the same in every language
			}
			w := book.CommandWord(name)
			if w == name && !strings.Contains(help, name) {
				t.Errorf("%s: no word for the command %q", l, name)
				continue
			}
			if !strings.Contains(help, w) {
				t.Errorf("%s: help does not name %q (%s)", l, w, name)
			}
		}
	}
}

// TestUnknownWordAsTyped: a line that is not understood is answered with
// the word as the player typed it, even when it is a command word of the
// language that means nothing here ("ne" with no question to answer).
func TestUnknownWordAsTyped(t *testing.T) {
	for _, tt := range []struct {
		lang       speech.Lang
		line, want string
	}{
		{speech.HR, "ne", `"ne"`},
		{speech.SL, "beli: da", `"da"`},
		{speech.DE, "nein", `"nein"`},
	} {
		s, _ := New(Config{Book: speech.Phrasebook{Lang: tt.lang}})
		s.Start()
		got := s.Transcript(s.Handle(tt.line))
		if !strings.Contains(got, tt.want) {
			t.Errorf("%s %q: got %q, want it to name %s", tt.lang, tt.line, got, tt.want)
		}
	}
}
