package puzzle

import (
	"errors"
	"strings"
	"testing"
)

// dailyExample is the daily puzzle of lichess's spec
// (examples/puzzles-getDailyPuzzle.json.yaml).
func dailyExample() GameLine {
	return GameLine{
		ID:         "IFy4T",
		SAN:        strings.Fields("g3 e5 Bg2 d5 d3 Nc6 c4 Be6 Nc3 Nf6 Nf3 Qd7 Bg5 Be7 cxd5 Nxd5 Bxe7 Qxe7 O-O O-O-O Qc2 g5 Nxd5 Bxd5 e4 Be6 a3 f5 Rac1 Nd4 Nxd4 Rxd4 exf5 Bxf5 Rfd1 Rhd8 Qb3 c6 Rc3 h5 Rdc1 R8d6 Qg8+ Rd8 Qb3 R8d6 a4 Rxd3 Rxd3 Rxd3 Qc4 e4 a5 a6 Re1 Qe5 Bxe4 Bxe4"),
		InitialPly: 57,
		Solution:   []string{"c4d3", "e4d3", "e1e5"},
		Rating:     1869, Plays: 42035,
		Themes:   []string{"endgame", "crushing", "short"},
		FEN:      "2k5/1p6/p1p5/P3q1pp/2Q1b3/3r2P1/1P3P1P/4R1K1 w - - 0 1",
		LastMove: "f5e4",
		GameURL:  "https://lichess.org/bcZBqQrZ#58",
	}
}

// TestFromGame: lichess's API's puzzle, a game and its ply, made into the
// puzzle of the database's form: the position before the opponent's move
// and the line with that move first.
func TestFromGame(t *testing.T) {
	p, err := FromGame(dailyExample())
	if err != nil {
		t.Fatal(err)
	}
	if p.FEN != "2k5/1p6/p1p5/P3qbpp/2Q1B3/3r2P1/1P3P1P/4R1K1 b - - 0 29" {
		t.Errorf("FEN %s, want the position before Bxe4, Black to move", p.FEN)
	}
	var moves []string
	for _, m := range p.Moves {
		moves = append(moves, m.String())
	}
	if got := strings.Join(moves, " "); got != "f5e4 c4d3 e4d3 e1e5" {
		t.Errorf("moves %s", got)
	}
	if p.ID != "IFy4T" || p.Rating != 1869 || p.Plays != 42035 || !p.HasTheme("crushing") || p.Solver().String() != "w" {
		t.Errorf("got %+v", p)
	}
	s, first, err := Start(p)
	if err != nil || first.SAN != "Bxe4" || !samePosition(s.Game().FEN(), dailyExample().FEN) {
		t.Errorf("start: %v %v %s", first.SAN, err, s.Game().FEN())
	}
}

// TestFromGameRefused: an answer that is not what lichess sends is refused
// with the reason, never half read.
func TestFromGameRefused(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(*GameLine)
		want   string
	}{
		{"no id", func(l *GameLine) { l.ID = "" }, "id"},
		{"an id with a slash", func(l *GameLine) { l.ID = "../x" }, "id"},
		{"fewer moves", func(l *GameLine) { l.SAN = l.SAN[:40] }, "fewer moves"},
		{"a negative ply", func(l *GameLine) { l.InitialPly = -1 }, "longer"},
		{"a tag in the moves", func(l *GameLine) { l.SAN[3] = `[FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]` }, "no move"},
		{"an illegal move", func(l *GameLine) { l.SAN[2] = "Bh3" }, "not legal"},
		{"another last move", func(l *GameLine) { l.LastMove = "e2e4" }, "last move"},
		{"another position", func(l *GameLine) { l.FEN = "8/8/8/8/8/8/8/K6k w - - 0 1" }, "position"},
		{"a solution not in UCI", func(l *GameLine) { l.Solution[1] = "Bxd3" }, "UCI"},
		{"a wrong solution", func(l *GameLine) { l.Solution[0] = "c4c5" }, "not legal"},
		{"a theme with a space", func(l *GameLine) { l.Themes = []string{"end game"} }, ""},
		{"a theme with a quote", func(l *GameLine) { l.Themes = []string{`fork"`} }, "themes"},
		{"a negative rating", func(l *GameLine) { l.Rating = -5 }, "range"},
	} {
		t.Run(c.name, func(t *testing.T) {
			l := dailyExample()
			l.SAN = append([]string(nil), l.SAN...)
			l.Solution = append([]string(nil), l.Solution...)
			c.change(&l)
			_, err := FromGame(l)
			if c.want == "" {
				if err != nil {
					t.Errorf("refused: %v", err)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an *Error about %q", err, c.want)
			}
		})
	}
}

// FuzzFromGame: whatever lichess's answer holds, FromGame ends without a
// panic, and a puzzle it makes plays through on the board.
func FuzzFromGame(f *testing.F) {
	d := dailyExample()
	f.Add(strings.Join(d.SAN, " "), d.InitialPly, strings.Join(d.Solution, " "), d.FEN, d.LastMove)
	f.Add("e4 e5 Qh5 Nc6 Bc4 Nf6", 4, "h5f7", "", "")
	f.Add("O-O 0-0 e8=Q+ [FEN] {x}", 1, "e1g1 e7e8q", "", "")
	f.Fuzz(func(t *testing.T, pgn string, ply int, solution, fen, last string) {
		p, err := FromGame(GameLine{ID: "fz", SAN: strings.Fields(pgn), InitialPly: ply, Solution: strings.Fields(solution), FEN: fen, LastMove: last})
		if err != nil {
			return
		}
		if err := p.Check(); err != nil {
			t.Errorf("FromGame made %+v, which Check refuses: %v", p, err)
		}
	})
}
