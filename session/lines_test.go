package session

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/corentings/chess/v2"

	"github.com/anna-chess/anna/internal/raceflag"
	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// questions are lines that ask about the game, with every kind of answer.
var questions = []string{"help", "help moves", "help commands", "help clock", "help boards", "help questions", "help review",
	"help adjourn", "help keys", "position", "where white", "where black", "where Springer", "legal", "legal Springer",
	"moves", "moves 3", "last", "turn", "captures", "checks", "threats", "pawns", "material", "square Eva vier",
	"rank eins", "rank sieben", "file Eva", "diagonal David vier", "move number", "clock", "time", "review", "stop",
	"Blubb", "claim", "accept"}

// games are the master games of testdata, as UCI moves.
func games(t *testing.T) [][]string {
	t.Helper()
	f, err := os.Open("../testdata/games/masters.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := chess.NewScanner(f)
	for sc.HasNext() {
		g, err := sc.ParseNext()
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		for _, m := range g.Moves() {
			moves = append(moves, m.String())
		}
		out = append(out, moves)
	}
	return out
}

// TestNoLineOver160 asks every question, in every language and every
// verbosity and notation (the long one with local names), at positions
// along real games: no line printed is longer than MaxLine characters,
// and only the answers that list everything are split
// into several lines. Under the race detector, every language at normal
// verbosity in Appendix D's notation (raceflag).
func TestNoLineOver160(t *testing.T) {
	lists := []string{"position", "where", "legal", "moves", "captures", "checks", "threats", "rank", "file", "pawns", "diagonal", "square"}
	seen := map[string]bool{} // each faulty line once
	for _, lang := range speech.Langs() {
		for _, v := range []speech.Verbosity{speech.Brief, speech.Normal, speech.Full} {
			for _, style := range []speech.Style{speech.AppendixD, speech.Long, speech.EnglishStyle} {
				if raceflag.On && (v != speech.Normal || style != speech.AppendixD) {
					continue // the sample under the race detector
				}
				book := speech.Phrasebook{Lang: lang, Verbosity: v, Style: style}
				if style == speech.Long {
					book.Names = speech.LocalNames // the arbiter's choice (D.2.1)
				}
				for _, game := range games(t) {
					s, err := New(Config{Book: book, TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: 90 * time.Minute}}}, Time: &fakeTime{}})
					if err != nil {
						t.Fatal(err)
					}
					s.Start()
					for i, san := range game {
						if i%12 == 0 || i == len(game)-1 {
							for _, q := range questions {
								outs := s.Handle(q)
								checkLines(t, seen, fmt.Sprintf("%s %s %s, move %d, %q", lang, v, style, i, q), shownIn(s, outs), slices.Contains(lists, firstWord(q)))
							}
						}
						checkLines(t, seen, "move "+san, shownIn(s, s.Handle(san)), false)
					}
				}
			}
		}
	}
}

func checkLines(t *testing.T, seen map[string]bool, where string, outs []shown, mayBreak bool) {
	t.Helper()
	for _, o := range outs {
		if o.Kind != Say || seen[o.Phrase.Text()] {
			continue
		}
		seen[o.Phrase.Text()] = true
		if n := o.Phrase.Len(); n > MaxLine {
			t.Errorf("%s: a line of %d characters: %s", where, n, o.Phrase.Text())
		}
		if !mayBreak && !strings.ContainsAny(o.Phrase.Text()[len(o.Phrase.Text())-1:], ".?!:0123456789abcdefghijklmnopqrstuvwxyz") {
			t.Errorf("%s: a line broken off: %s", where, o.Phrase.Text())
		}
	}
}

// wordCount is how many words a line has, as printed.
func wordCount(p speech.Phrase) int { return len(strings.Fields(p.Text())) }

// TestBriefIsBrief measures --verbosity brief: a move is its words only
// (as long as in normal verbosity), the clock at most 6 words, a move that
// cannot be played at most 6 words. The counts are logged for both
// verbosities (go test ./session -run BriefIsBrief -v).
func TestBriefIsBrief(t *testing.T) {
	for _, lang := range speech.Langs() {
		most := map[speech.Verbosity]map[string]int{}
		for _, v := range []speech.Verbosity{speech.Normal, speech.Brief} {
			most[v] = map[string]int{}
			book := speech.Phrasebook{Lang: lang, Verbosity: v}
			for _, row := range tsv.Read(t, "testdata/illegal-moves.tsv") {
				s, err := New(Config{Book: book, FEN: row[0]})
				if err != nil {
					t.Fatalf("%s: %v", row[0], err)
				}
				s.Start()
				for _, o := range shownIn(s, s.Handle(row[1])) {
					if o.Kind == Say {
						most[v]["illegal move"] = max(most[v]["illegal move"], wordCount(o.Phrase))
						if v == speech.Brief && wordCount(o.Phrase) > 6 {
							t.Errorf("%s brief, %q: %q has %d words, want at most 6", lang, row[1], o.Phrase.Text(), wordCount(o.Phrase))
						}
					}
				}
			}
			clock := &fakeTime{}
			s, _ := New(Config{Book: book, TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: 90 * time.Minute, Moves: 40, Increment: 30 * time.Second}}}, Time: clock})
			s.Start()
			for _, step := range []struct {
				line string
				at   time.Duration
			}{{"e4", 71 * time.Second}, {"e5", 95 * time.Second}, {"clock", 3 * time.Second}, {"Nf3", 61*time.Minute + 17*time.Second}, {"clock", 0}, {"time", 0}} {
				clock.now += step.at
				for _, o := range shownIn(s, s.Handle(step.line)) {
					if o.Kind != Say {
						continue
					}
					kind := "move"
					if step.line == "clock" || step.line == "time" {
						kind = "clock"
					}
					most[v][kind] = max(most[v][kind], wordCount(o.Phrase))
					if v == speech.Brief && kind == "clock" && wordCount(o.Phrase) > 6 {
						t.Errorf("%s brief clock: %q has %d words, want at most 6", lang, o.Phrase.Text(), wordCount(o.Phrase))
					}
				}
			}
		}
		if most[speech.Brief]["move"] != most[speech.Normal]["move"] {
			t.Errorf("%s: a move takes %d words brief, %d normal; want the same (its words only)", lang, most[speech.Brief]["move"], most[speech.Normal]["move"])
		}
		t.Logf("%s most words: normal %v; brief %v", lang, most[speech.Normal], most[speech.Brief])
	}
}
