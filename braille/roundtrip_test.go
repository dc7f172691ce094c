package braille_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/braille/brailletest"
	"github.com/anna-chess/anna/rules"
)

// englishWords are the sentences of a scoresheet, plainly, for tests that
// do not test the words (speech has the real ones).
type englishWords struct{}

func (englishWords) Tag(name, value string) string  { return name + ": " + value }
func (englishWords) DrawOffer(c rules.Color) string { return rules.ColorName(c) + " offers a draw." }
func (englishWords) Ending(o rules.Outcome) string {
	return rules.EndingSentence(o) + ", " + o.Result.String()
}
func (englishWords) Note(text string) string    { return text }
func (englishWords) Color(c rules.Color) string { return rules.ColorName(c) }
func (englishWords) Start(n, m int, c rules.Color) string {
	return fmt.Sprintf("Start position %d: %d. %s to move", n, m, rules.ColorName(c))
}
func (englishWords) Position(o rules.Outcome, n int, c rules.Color) string {
	return fmt.Sprintf("Position: %d. %s to move", n, rules.ColorName(c))
}

// letters is a translator for tests: a capital sign and the letters of
// a text, a blank for a space, nothing else (liblouis's own test needs
// liblouis).
type letters struct{}

func (letters) Translate(texts []string) ([]braille.Line, error) {
	out := make([]braille.Line, len(texts))
	for i, t := range texts {
		if t == "" {
			continue
		}
		l := braille.Line{braille.Dots(6)}
		for _, r := range strings.ToLower(t) {
			switch {
			case r == ' ':
				l = append(l, 0)
			case r >= 'a' && r <= 'z':
				l = append(l, braille.Cell(1+(r-'a')%62))
			}
		}
		out[i] = l
	}
	return out, nil
}

// testGame is a game to write and read back.
type testGame struct {
	name string
	pgn  string // for ReadPGN
}

// testGames are every game of the repository's testdata that has moves:
// the masters' games, the games of rules' outcomes, the engine's game,
// braille's own (notes, Chess960), and random games.
func testGames(t *testing.T) []testGame {
	t.Helper()
	var games []testGame
	masters, err := os.ReadFile("../testdata/games/masters.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range strings.Split(string(masters), "\n\n[Event") {
		if i > 0 {
			g = "[Event" + g
		}
		games = append(games, testGame{fmt.Sprintf("masters-%d", i+1), g})
	}
	outcomes, err := os.ReadFile("../rules/testdata/outcomes.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for i, row := range strings.Split(strings.TrimSpace(string(outcomes)), "\n") {
		f := strings.Split(row, "\t")
		if strings.HasPrefix(row, "#") || len(f) < 2 || f[1] == "" {
			continue
		}
		if pgn, ok := pgnOf(f[0], strings.Fields(f[1])); ok {
			games = append(games, testGame{fmt.Sprintf("outcomes-%d", i), pgn})
		}
	}
	game40, err := os.ReadFile("../engine/testdata/game40.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(game40), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			pgn, _ := pgnOf(rules.StartFEN, strings.Fields(l))
			games = append(games, testGame{"game40", pgn})
		}
	}
	for _, name := range []string{"notes", "chess960"} {
		pgn, err := os.ReadFile("testdata/games/" + name + ".pgn")
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, testGame{name, string(pgn)})
	}
	rng := rand.New(rand.NewPCG(23, 7))
	for i := range 16 {
		games = append(games, testGame{fmt.Sprintf("random-%d", i), randomGame(rng, 1+rng.IntN(200))})
	}
	return games
}

// pgnOf writes the moves from fen as a PGN, through the rules; false when
// a move cannot be played.
func pgnOf(fen string, ucis []string) (string, bool) {
	g, err := rules.NewGameFromFEN(fen)
	if err != nil {
		return "", false
	}
	for _, u := range ucis {
		m, err := rules.ParseUCI(u)
		if err != nil {
			return "", false
		}
		if _, err := g.Play(m); err != nil {
			return "", false
		}
	}
	return g.PGN(rules.Header{Event: "Test", White: "A", Black: "B"}), true
}

// randomGame plays random legal moves, with a draw offer and a note now
// and then.
func randomGame(rng *rand.Rand, plies int) string {
	g := rules.NewGame()
	for range plies {
		ms := g.LegalMoves()
		if len(ms) == 0 || g.Outcome().Over() {
			break
		}
		if rng.IntN(15) == 0 {
			g.OfferDraw(g.Turn())
		}
		g.Play(ms[rng.IntN(len(ms))])
		if rng.IntN(20) == 0 {
			g.Comment("Reported by the assistant: a note")
		}
	}
	return g.PGN(rules.Header{Event: "Random", White: "White player", Black: "Black player"})
}

var formats = []braille.Format{
	braille.Embosser,
	{Cells: 20, Lines: 12},
	{Cells: 16, Lines: 0, Unicode: true},
	{Cells: 32, Lines: 28, Unicode: true},
}

// TestRoundTrip: every game, written as an embosser's BRF with its text,
// and in one of the other formats in turn, with or without text, reads
// back as the same moves.
func TestRoundTrip(t *testing.T) {
	for i, tg := range testGames(t) {
		rec, err := braille.ReadPGN(tg.pgn)
		if err != nil {
			t.Fatalf("%s: %v", tg.name, err)
		}
		score := braille.NewScore(rec, englishWords{})
		other := formats[1+i%(len(formats)-1)]
		var otherText braille.Translator
		if i%2 == 0 {
			otherText = letters{}
		}
		for _, w := range []struct {
			f  braille.Format
			tr braille.Translator
		}{{braille.Embosser, letters{}}, {other, otherText}} {
			doc, err := braille.Render(score, w.f, w.tr)
			if err != nil {
				t.Fatalf("%s %+v: %v", tg.name, w.f, err)
			}
			checkSame(t, fmt.Sprintf("%s %+v text=%v", tg.name, w.f, w.tr != nil), string(doc), rec)
		}
	}
}

func checkSame(t *testing.T, name, doc string, rec braille.Record) {
	t.Helper()
	got, err := brailletest.Moves(doc, rec.Game.Variant(), rec.Game.StartFEN())
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, doc)
	}
	want := rec.Game.Plies()
	if len(got) != len(want) {
		t.Fatalf("%s: read %d moves, want %d\n%s", name, len(got), len(want), doc)
	}
	for i := range want {
		if got[i].Move != want[i].Move {
			t.Fatalf("%s: move %d read %s, want %s", name, i+1, got[i].SAN, want[i].SAN)
		}
	}
}
