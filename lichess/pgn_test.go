package lichess_test

import (
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/pgncheck"
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
	"github.com/anna-chess/anna/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestHeader: each gameFull of testdata/pgn (checked against the spec's
// GameFullEvent schema) with its moves read and played gives the PGN of
// its golden file: lichess's Event, Site, Date, Elo, titles, TimeControl
// ("-" from Header, a clock's from the session as it adds it),
// and for Chess960 and a start position the Variant, SetUp and FEN.
func TestHeader(t *testing.T) {
	files, _ := filepath.Glob("testdata/pgn/*.json")
	if len(files) == 0 {
		t.Fatal("no testdata/pgn/*.json")
	}
	spec := lichesstest.NewSpec()
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if err := spec.Validate("schemas/GameFullEvent.yaml", data); err != nil {
				t.Fatalf("not a gameFull of the spec: %v", err)
			}
			var f lichess.GameFull
			if err := json.Unmarshal(data, &f); err != nil {
				t.Fatal(err)
			}
			g, err := lichess.NewGame(f)
			if err != nil {
				t.Fatal(err)
			}
			sync, err := lichess.SyncMoves(g, f.State.Moves)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range sync.Add {
				if _, err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			h := lichess.Header(f, "https://lichess.org/")
			if f.Clock != nil && f.DaysPerTurn == 0 {
				// The session keeping the clock adds its TimeControl.
				tc := rules.TimeControl{Periods: []rules.Period{{Time: time.Duration(f.Clock.Initial) * time.Millisecond,
					Increment: time.Duration(f.Clock.Increment) * time.Millisecond}}}
				h.Extra = append(h.Extra, [2]string{"TimeControl", tc.PGN()})
			}
			got := g.PGN(h)
			golden := strings.TrimSuffix(file, ".json") + ".pgn"
			if *update {
				os.WriteFile(golden, []byte(got), 0o644)
			}
			want, _ := os.ReadFile(golden)
			if got != string(want) {
				t.Errorf("got\n%s\nwant (%s)\n%s", got, golden, want)
			}
			readBy(t, golden, g)
		})
	}
}

// readBy checks that other programs read the scoresheet as anna wrote it:
// pgn-extract without a complaint, chessops to the same moves and
// position (Chess960 too), chess.js to the same moves (standard chess: it
// has no Chess960).
func readBy(t *testing.T, pgn string, g *rules.Game) {
	var sans []string
	for _, p := range g.Plies() {
		sans = append(sans, p.SAN)
	}
	moves := strings.Join(sans, " ")
	t.Run("pgn-extract", func(t *testing.T) {
		out, _ := exec.Command(pgncheck.PGNExtract(t), "--fencomments", pgn).CombinedOutput()
		if report := string(out); !strings.Contains(report, "1 game matched out of 1.") || strings.Contains(report, "Line number") ||
			!strings.Contains(report, g.FEN()[:strings.Index(g.FEN(), " ")]) {
			t.Errorf("pgn-extract reports:\n%s", report)
		}
	})
	t.Run("chessops", func(t *testing.T) {
		got := pgncheck.ChessopsMoves(t, pgn)
		fen := strings.Join(strings.Fields(g.FEN())[:3], " ") // the en passant square: written by each as it likes
		if !strings.Contains(got, ": "+moves+" | "+fen) {
			t.Errorf("chessops read %q, want the moves %q to %s", got, moves, fen)
		}
	})
	if g.Variant() == rules.Chess960 {
		return
	}
	t.Run("chess.js", func(t *testing.T) {
		if got := pgncheck.ChessJSMoves(t, pgn); got != moves {
			t.Errorf("chess.js read %q, want %q", got, moves)
		}
		if site := pgncheck.ChessJSHeader(t, pgn, "Site"); !strings.HasPrefix(site, "https://lichess.org/") {
			t.Errorf("chess.js reads the Site as %q", site)
		}
	})
}
