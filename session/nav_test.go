package session

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// boardQuestions are lines that ask about the board and must change
// nothing, during a game, a review and after the end.
var boardQuestions = []string{
	"where Springer", "w black Turm", "where all", "position", "pawns", "rank 4", "file Eva",
	"diagonal David vier", "square Eva vier", "sq f7", "legal", "legal Springer", "legal g1",
	"captures", "checks", "threats", "material", "last", "turn", "move number", "mn",
	"where Blubb", "rank", "legal Eva", "square 9", "next", "moves",
}

// TestBoardQuestionsChangeNothing: every board question is answered, saves
// nothing and leaves the scoresheet alone, in play, in a review and after
// the game has ended; none shows a Go error.
func TestBoardQuestionsChangeNothing(t *testing.T) {
	sess, _ := New(Config{})
	for _, m := range []string{"f3", "e5", "g4"} {
		sess.Handle(m)
	}
	ask := func(when string) {
		before := sess.PGN()
		for _, line := range boardQuestions {
			outs := sess.Handle(line)
			if len(outs) == 0 {
				t.Errorf("%s: %q: no answer", when, line)
			}
			for _, o := range shownIn(sess, outs) {
				if o.Kind != Say {
					t.Errorf("%s: %q: output of kind %v", when, line, o.Kind)
				}
				if text := o.Phrase.Text(); strings.Contains(text, "rules:") || strings.Contains(text, "speech:") {
					t.Errorf("%s: %q: Go error shown: %q", when, line, text)
				}
			}
		}
		if sess.PGN() != before {
			t.Errorf("%s: the scoresheet changed", when)
		}
	}
	ask("in play")
	sess.Handle("review")
	sess.Handle("back")
	ask("in a review")
	sess.Handle("stop")
	sess.Handle("Qh4")
	if !sess.Game().Outcome().Over() {
		t.Fatal("the game is not over")
	}
	ask("after the end")
}

// TestCommandWordsAreNoMoves: no command or short form is a word of a move,
// so that a move is never read as a command. "captures" is one (a capture
// word), and is read as a move when more words follow it; "?" (help) is
// the annotation a move may carry ("e4?"); "lang" is the start of Lange
// Rochade, and is read as the move when a word that is no language
// follows it.
func TestCommandWordsAreNoMoves(t *testing.T) {
	for name := range commandIndex {
		if name == "captures" || name == "?" || name == "lang" {
			continue
		}
		for _, line := range []string{name, name + " e4", name + " Eva vier"} {
			if q, err := speech.ParseMove(line); err == nil {
				t.Errorf("command %q: %q reads as a move: %+v", name, line, q)
			}
		}
	}
	sess, _ := New(Config{})
	for _, m := range []string{"e4", "d5"} {
		sess.Handle(m)
	}
	if got := sess.Transcript(sess.Handle("captures d5")); got != "Bauer schlägt David fuenf\n" {
		t.Errorf("captures d5: got %q", got)
	}
}

// TestBriefSquareAndLast: in brief verbosity the answers to square and last
// have fewer than twelve words.
func TestBriefSquareAndLast(t *testing.T) {
	sess, _ := New(Config{Book: speech.Phrasebook{Verbosity: speech.Brief}})
	for _, m := range []string{"e4", "d5", "exd5", "Qxd5", "Nc3", "Qxa2", "Rxa2", "Nf6"} {
		sess.Handle(m)
		for _, line := range []string{"last", "square d5", "square e4", "square a2", "square c3"} {
			if got := sess.Transcript(sess.Handle(line)); len(strings.Fields(got)) >= 12 {
				t.Errorf("%q: %d words: %q", line, len(strings.Fields(got)), got)
			}
		}
	}
}

// TestReviewLeavesTheGameAlone: a review moves through the scoresheet, and
// a move typed in it is played on the game as it stands.
func TestReviewLeavesTheGameAlone(t *testing.T) {
	sess, _ := New(Config{})
	for _, m := range []string{"e4", "e5", "Nf3"} {
		sess.Handle(m)
	}
	fen := sess.Game().FEN()
	for _, line := range []string{"review", "start", "next", "", "back", "end", "back", "back"} {
		sess.Handle(line)
	}
	if sess.Game().FEN() != fen || len(sess.Game().Plies()) != 3 {
		t.Fatalf("the review changed the game")
	}
	if got := sess.Prompt().Text(); got != "Review: 1. Black to move" {
		t.Errorf("prompt in a review: got %q", got)
	}
	got := sess.Transcript(sess.Handle("Nc6"))
	if got != "Review ended.\nSpringer Cesar sechs\n" {
		t.Errorf("a move in a review: got %q", got)
	}
	if got := sess.Prompt().Text(); got != "3. White to move" {
		t.Errorf("prompt after the review: got %q", got)
	}
}
