package session

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// fakePuzzles sets its puzzles in order and rates each once, by 10
// points up or down.
type fakePuzzles struct {
	ps     []puzzle.Puzzle
	next   int
	rating int
	played map[string]bool
	why    words.Event // why none is left
}

func (f *fakePuzzles) Next() (puzzle.Puzzle, bool, words.Event) {
	if f.next >= len(f.ps) {
		return puzzle.Puzzle{}, false, f.why
	}
	f.next++
	return f.ps[f.next-1], true, words.Event{}
}

func (f *fakePuzzles) Rate(p puzzle.Puzzle, won bool) (int, int, bool, error) {
	before := f.rating
	if f.played[p.ID] {
		return before, before, false, nil
	}
	f.played[p.ID] = true
	if won {
		f.rating += 10
	} else {
		f.rating -= 10
	}
	return before, f.rating, true, nil
}

// testPuzzles: lichess's example (mate in 2: 1.Be6+ Kd8 2.Qf8# after
// Black's Kd7) and a mate in one (Qh7#).
const testPuzzles = `PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,
3Weif,r4rk1/1bqnbpp1/p1p1pn2/1p4P1/3P2N1/P3P3/1PQ2PP1/R1B1K2R b KQ - 0 18,f6g4 c2h7,602,85,100,210,mate mateIn1 middlegame oneMove,https://lichess.org/3ojmcyOX/black#36,
`

// TestPuzzleTranscripts: a sitting of puzzles in English and German, as
// testdata/puzzle-LANG.golden has it (-update writes them): wrong moves
// ("Not the move.", hint offered at the second), a move that is no move,
// the hint, the board questions on the puzzle's board, a game's command
// refused, the right moves and the reply, solved and rated; again (not
// rated twice), the solution (lost), next until none is left.
func TestPuzzleTranscripts(t *testing.T) {
	ps, _, err := puzzle.ReadAll(strings.NewReader(testPuzzles))
	if err != nil || len(ps) != 2 {
		t.Fatalf("%d puzzles: %v", len(ps), err)
	}
	for _, c := range []struct {
		lang  speech.Lang
		lines []string
	}{
		{speech.EN, []string{"Qf8", "Qf8", "Bb7", "hint", "pawns", "lines e6", "last", "draw", "Läufer Eva sechs", "Dame Felix acht",
			"Qf8", "again", "solution", "hint", "next", "Qh7", "next"}},
		{speech.DE, []string{"Dame Felix acht", "Dame Felix acht", "tipp", "bauern", "richtungen Eva sechs", "remis", "Läufer Eva sechs",
			"Dame Felix acht", "nochmal", "lösung", "weiter", "Dame Hector sieben", "beenden"}},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			src := &fakePuzzles{ps: ps, rating: 1500, played: map[string]bool{}}
			s, err := NewPuzzles(Config{Book: speech.Phrasebook{Lang: c.lang}}, src)
			if err != nil {
				t.Fatal(err)
			}
			var sb strings.Builder
			write := func(outs []Output) {
				sb.WriteString(s.Transcript(outs))
				for _, o := range outs {
					if o.Kind == Quit {
						sb.WriteString("[quit]\n")
					}
				}
				sb.WriteString(s.Prompt().Text() + "\n")
			}
			write(s.Start())
			for _, l := range c.lines {
				sb.WriteString("> " + l + "\n")
				write(s.Handle(l))
			}
			matchGolden(t, "puzzle-"+string(c.lang)+".golden", sb.String())
		})
	}
}

// TestPuzzleSourceSaysWhyNoneIsLeft: a source that knows why it has no
// next puzzle (lichess out of reach...) has it said right after "No puzzle
// is left to set.", before the sitting ends; one that does not, nothing
// more.
func TestPuzzleSourceSaysWhyNoneIsLeft(t *testing.T) {
	ps, _, err := puzzle.ReadAll(strings.NewReader(testPuzzles))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		why  words.Event
		want string
	}{
		{words.Plain("lichess is away."), "No puzzle is left to set.\nlichess is away.\n"},
		{words.Event{}, "No puzzle is left to set.\n"},
	} {
		src := &fakePuzzles{ps: ps[1:], rating: 1500, played: map[string]bool{}, why: c.why}
		s, err := NewPuzzles(Config{Book: speech.Phrasebook{Lang: speech.EN}}, src)
		if err != nil {
			t.Fatal(err)
		}
		s.Start()
		outs := s.Handle("next")
		if got := s.Transcript(outs); !strings.HasSuffix(got, "\n"+c.want) { // after "Not rated." (passed over)
			t.Errorf("next, none left, why %v: got %q, want it to end %q", c.why, got, c.want)
		}
		if len(outs) == 0 || outs[len(outs)-1].Kind != Quit {
			t.Errorf("next, none left: the sitting does not end: %v", outs)
		}
	}
}
