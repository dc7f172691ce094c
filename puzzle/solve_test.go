package puzzle

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// solvePuzzles are testdata/solve.csv's puzzles by id.
func solvePuzzles(t *testing.T) map[string]Puzzle {
	t.Helper()
	f, err := os.Open("testdata/solve.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, refused, err := ReadAll(f)
	if err != nil || refused.Count > 0 {
		t.Fatalf("%v %+v", err, refused.First)
	}
	out := map[string]Puzzle{}
	for _, p := range ps {
		out[p.ID] = p
	}
	return out
}

// TestSolving: a puzzle solved move by move, from testdata/solve.csv. Each
// try is a move in UCI form and what becomes of it: wrong (the board as
// it was), right with the opponent's reply, solved; illegal (nothing
// counted); hint (the piece to move); solution (the rest of the line).
func TestSolving(t *testing.T) {
	ps := solvePuzzles(t)
	for _, c := range []struct {
		name, id string
		first    string   // the opponent's first move, in SAN
		tries    []string // "move=verdict" (verdict wrong, right:REPLY, solved, illegal), or hint=SQUARE, or solution=SAN...
		won      bool
		mistakes int
	}{
		{"the line", "00sHx", "Kd7", []string{"a2e6=right:Kd8", "f7f8=solved"}, true, 0},
		{"a wrong move first", "00sHx", "Kd7", []string{"a2b1=wrong", "a2e6=right:Kd8", "f7f8=solved"}, false, 1},
		{"an illegal move costs nothing", "00sHx", "Kd7", []string{"a2a8=illegal", "a2e6=right:Kd8", "f7f8=solved"}, true, 0},
		{"the other mate wins", "twoMates", "b6", []string{"a1a8=solved"}, true, 0},
		{"the line's mate", "twoMates", "b6", []string{"e1e8=solved"}, true, 0},
		{"a check that does not mate", "00sHx", "Kd7", []string{"f7f5=wrong", "f7e7=wrong", "a2e6=right:Kd8", "f7f8=solved"}, false, 2},
		{"castling as king takes rook", "BeR4j", "Qxh1", []string{"e1a1=right:Qxf1", "d1f1=solved"}, true, 0},
		{"the wrong promotion", "k9UPt", "Kxd7", []string{"b7b8q=wrong", "b7b8n=right:Kd6", "b8a6=solved"}, false, 1},
		{"en passant mates", "p3D6j", "b5", []string{"c5b6=solved"}, true, 0},
		{"a hint costs nothing", "00sHx", "Kd7", []string{"hint=a2:b", "a2e6=right:Kd8", "hint=f7:q", "f7f8=solved"}, true, 0},
		{"the solution shown", "00sHx", "Kd7", []string{"a2e6=right:Kd8", "solution=Qf8#", "f7f8=over"}, false, 0},
		{"the solution at once", "BeR4j", "Qxh1", []string{"solution=O-O-O Qxf1 Rxf1", "hint=over"}, false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, first, err := Start(ps[c.id])
			if err != nil {
				t.Fatal(err)
			}
			if first.SAN != c.first && strings.TrimRight(first.SAN, "+#") != c.first {
				t.Errorf("first move %s, want %s", first.SAN, c.first)
			}
			if s.Game().Turn() != ps[c.id].Solver() {
				t.Errorf("%v to move, want the solver %v", s.Game().Turn(), ps[c.id].Solver())
			}
			for _, try := range c.tries {
				what, want, _ := strings.Cut(try, "=")
				fen := s.Game().FEN()
				switch what {
				case "hint":
					sq, piece, err := s.Hint()
					if want == "over" {
						if !errors.Is(err, ErrOver) {
							t.Errorf("hint after the end: %v", err)
						}
						continue
					}
					if got := sq.String() + ":" + piece.String(); err != nil || got != want {
						t.Errorf("hint %s (%v), want %s", got, err, want)
					}
				case "solution":
					plies, err := s.Solution()
					var sans []string
					for _, p := range plies {
						sans = append(sans, p.SAN)
					}
					if got := strings.Join(sans, " "); err != nil || got != want {
						t.Errorf("solution %q (%v), want %q", got, err, want)
					}
				default:
					mv, err := rules.ParseUCI(what)
					if err != nil {
						t.Fatal(err)
					}
					step, err := s.Try(mv)
					switch verdict, reply, _ := strings.Cut(want, ":"); verdict {
					case "illegal":
						if !errors.Is(err, ErrIllegal) || s.Game().FEN() != fen {
							t.Errorf("%s: %v, want ErrIllegal and the board as it was", what, err)
						}
					case "over":
						if !errors.Is(err, ErrOver) {
							t.Errorf("%s after the end: %v", what, err)
						}
					case "wrong":
						if err != nil || step.Verdict != Wrong || s.Game().FEN() != fen {
							t.Errorf("%s: %+v %v, want Wrong and the board as it was", what, step, err)
						}
					case "right":
						if err != nil || step.Verdict != Right || step.Played.Move.From.String() != what[:2] || step.Reply.SAN != reply {
							t.Errorf("%s: %+v %v, want Right and %s", what, step, err, reply)
						}
					case "solved":
						if err != nil || step.Verdict != Solved || !s.Over() {
							t.Errorf("%s: %+v %v, want Solved", what, step, err)
						}
					}
				}
			}
			if !s.Over() || s.Won() != c.won || s.Mistakes() != c.mistakes {
				t.Errorf("over %v, won %v, mistakes %d; want over, won %v, mistakes %d", s.Over(), s.Won(), s.Mistakes(), c.won, c.mistakes)
			}
		})
	}
}

// TestGameIsACopy: the board handed out for questions cannot change the
// puzzle's.
func TestGameIsACopy(t *testing.T) {
	s, _, err := Start(solvePuzzles(t)["00sHx"])
	if err != nil {
		t.Fatal(err)
	}
	g := s.Game()
	if _, err := g.Play(rules.Move{From: rules.ParseSquare("a2"), To: rules.ParseSquare("b1")}); err != nil {
		t.Fatal(err)
	}
	if step, err := s.Try(rules.Move{From: rules.ParseSquare("a2"), To: rules.ParseSquare("e6")}); err != nil || step.Verdict != Right {
		t.Errorf("got %+v %v after the copy moved", step, err)
	}
}
