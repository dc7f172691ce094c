package engine

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/internal/tsv"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

var update = flag.Bool("update", false, "record testdata/analysis/*.scores again with stockfish")

// analysisGame is a game of testdata/analysis with its known mistakes
// (want.tsv): those an analysis names, and moves it must not name.
type analysisGame struct {
	name            string
	game            *rules.Game
	named, harmless []string
}

// analysisGames reads testdata/analysis/want.tsv and its games.
func analysisGames(t *testing.T) []analysisGame {
	t.Helper()
	var out []analysisGame
	for _, row := range tsv.Read(t, "testdata/analysis/want.tsv") {
		text, err := os.ReadFile(filepath.Join("testdata/analysis", row[0]+".pgn"))
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.ReadPGN(string(text))
		if err != nil {
			t.Fatalf("%s: %v", row[0], err)
		}
		out = append(out, analysisGame{name: row[0], game: g, named: strings.Fields(row[1]), harmless: strings.Fields(row[2])})
	}
	return out
}

func (a analysisGame) moves() []rules.Move {
	var moves []rules.Move
	for _, p := range a.game.Plies() {
		moves = append(moves, p.Move)
	}
	return moves
}

// moveName is a move as a player writes it: "7...Qc5", "10.Ng5".
func moveName(p rules.Ply) string {
	if p.Color == rules.Black {
		return fmt.Sprintf("%d...%s", p.Number, p.SAN)
	}
	return fmt.Sprintf("%d.%s", p.Number, p.SAN)
}

// namedString is a named mistake as want.tsv writes it:
// "12...Bc8:mistake:allows1".
func (a analysisGame) namedString(m session.Mistake) string {
	s := moveName(a.game.Plies()[m.Ply]) + map[bool]string{true: ":blunder", false: ":mistake"}[m.Blunder]
	if m.AllowsMate > 0 {
		s += fmt.Sprintf(":allows%d", m.AllowsMate)
	}
	if m.MissesMate > 0 {
		s += fmt.Sprintf(":misses%d", m.MissesMate)
	}
	return s
}

func (a analysisGame) scoresPath() string {
	return filepath.Join("testdata/analysis", a.name+".scores")
}

// TestJudgeRecorded judges the games of testdata/analysis from stockfish's
// scores of their positions, recorded beside them (no engine is run):
// exactly the known mistakes are named, and no harmless move.
func TestJudgeRecorded(t *testing.T) {
	for _, a := range analysisGames(t) {
		t.Run(a.name, func(t *testing.T) {
			rows := tsv.Read(t, a.scoresPath())
			if len(rows) != len(a.game.Plies())+1 {
				t.Fatalf("%d scores for %d positions: record them again (-update)", len(rows), len(a.game.Plies())+1)
			}
			evals := make([]uci.Score, len(rows))
			best := make([]string, len(rows))
			for i, row := range rows {
				evals[i] = parseScore(t, row[1])
				best[i] = strings.TrimPrefix(row[2], "-")
			}
			var got []string
			for _, m := range Judge(evals, best, a.moves()) {
				got = append(got, a.namedString(m))
			}
			if g, w := strings.Join(got, " "), strings.Join(a.named, " "); g != w {
				t.Errorf("named %q, want %q", g, w)
			}
			for _, h := range a.harmless {
				for _, n := range got {
					if strings.HasPrefix(n, h+":") {
						t.Errorf("the harmless %s was named: %s", h, n)
					}
				}
			}
		})
	}
}

// TestRecordScores records stockfish's scores of every position of the
// games of testdata/analysis, as an analysis at level 8 searches them
// (go test ./engine -run RecordScores -update). Without -update it is
// skipped: the scores are data for TestJudgeRecorded, and the games'
// analysis by the real engine is tested through the binary
// (cmd/anna's TestAnalyzeKnownMistakes).
func TestRecordScores(t *testing.T) {
	if !*update {
		t.Skip("records the scores only with -update")
	}
	path := stockfish(t)
	proc, err := StartAdviser(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer proc.Close()
	for _, a := range analysisGames(t) {
		evals, best, err := Evaluate(context.Background(), proc, a.game.Variant(), a.game.StartFEN(), a.moves(), AnalysisNodes(MaxLevel), nil)
		if err != nil {
			t.Fatalf("%s: %v", a.name, err)
		}
		var sb strings.Builder
		fmt.Fprintf(&sb, "# %s's score of each position of %s.pgn for the side to move (m3: mate in 3,\n", proc.Name, a.name)
		fmt.Fprintf(&sb, "# m-1: mated), and its best move there; %d nodes a position on one thread,\n", AnalysisNodes(MaxLevel))
		sb.WriteString("# as an analysis at level 8 searches. Written by go test ./engine -run RecordScores -update.\n")
		sb.WriteString("# position\tscore\tbest\n")
		for i, sc := range evals {
			s := fmt.Sprint(sc.CP)
			if sc.Mate != 0 {
				s = fmt.Sprintf("m%d", sc.Mate)
			}
			fmt.Fprintf(&sb, "%d\t%s\t%s\n", i, s, cmp.Or(best[i], "-"))
		}
		if err := os.WriteFile(a.scoresPath(), []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		var named []string
		for _, m := range Judge(evals, best, a.moves()) {
			named = append(named, a.namedString(m))
		}
		t.Logf("%s names %s", a.name, strings.Join(named, " "))
		if !slices.Equal(named, a.named) {
			t.Logf("%s: want.tsv has %s", a.name, strings.Join(a.named, " "))
		}
	}
}
