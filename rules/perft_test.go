package rules

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/internal/tsv"
)

// The move generator against stockfish's perft counts (go perft,
// UCI_Chess960 on), recorded in testdata/perft by tools/perft: every
// Chess960 start position, a Chess960 position from play with castling
// rights for each, and the usual positions of standard chess.

// perftSet is one file of testdata/perft and the depth the tests count.
type perftSet struct {
	file  string
	depth int
}

var perftSets = []perftSet{
	{"testdata/perft/starts960.tsv", 3},
	{"testdata/perft/games960.tsv", 3},
	{"testdata/perft/standard.tsv", 4},
}

// perftRow is a position of a perft file with its recorded counts.
type perftRow struct {
	name, fen string
	counts    []uint64
}

func readPerft(t testing.TB, file string) []perftRow {
	t.Helper()
	var out []perftRow
	for _, r := range tsv.Read(t, file) {
		if len(r) != 3 {
			t.Fatalf("%s: %q: want name, FEN and counts", file, r)
		}
		row := perftRow{name: r[0], fen: r[1]}
		for _, c := range strings.Fields(r[2]) {
			n, err := strconv.ParseUint(c, 10, 64)
			if err != nil {
				t.Fatalf("%s: %s: %v", file, r[0], err)
			}
			row.counts = append(row.counts, n)
		}
		out = append(out, row)
	}
	return out
}

// Under the race detector TestPerft counts every 8th position (raceOr).
func TestPerft(t *testing.T) {
	for _, set := range perftSets {
		rows := readPerft(t, set.file)
		if len(rows) == 0 {
			t.Fatalf("%s: no positions", set.file)
		}
		var nodes uint64
		every := raceOr(1, 8)
		for i, row := range rows {
			if i%every != 0 {
				continue
			}
			pos, err := ParseVariantFEN(Chess960, row.fen)
			if err != nil {
				t.Fatalf("%s: %v", row.name, err)
			}
			if len(row.counts) < set.depth {
				t.Fatalf("%s: %d counts recorded, want %d", row.name, len(row.counts), set.depth)
			}
			got := Perft(pos, set.depth)
			if want := row.counts[set.depth-1]; got != want {
				t.Errorf("%s %s: perft %d: got %d, want %d (stockfish)", set.file, row.fen, set.depth, got, want)
			}
			nodes += got
		}
		t.Logf("%s: %d positions, depth %d, %d nodes", set.file, len(rows), set.depth, nodes)
	}
}

// TestChess960Numbering: the start positions anna numbers are those of an
// independent implementation (python-chess wrote the FENs of the file).
// Under the race detector every 8th (raceOr).
func TestChess960Numbering(t *testing.T) {
	rows := readPerft(t, "testdata/perft/starts960.tsv")
	if len(rows) != Chess960Count {
		t.Fatalf("got %d start positions in the file, want %d", len(rows), Chess960Count)
	}
	every := raceOr(1, 8)
	for i, row := range rows {
		if i%every != 0 {
			continue
		}
		n, _ := strconv.Atoi(row.name)
		got, err := Chess960FEN(n)
		if err != nil || got != row.fen {
			t.Errorf("position %d: got %q (%v), want %q", n, got, err, row.fen)
		}
		g, err := NewVariantGame(Chess960, got)
		if err != nil {
			t.Fatalf("position %d: %v", n, err)
		}
		if g.StartNumber() != n {
			t.Errorf("position %d: StartNumber says %d", n, g.StartNumber())
		}
	}
	for _, n := range []int{-1, 960} {
		if _, err := Chess960FEN(n); err == nil {
			t.Errorf("Chess960FEN(%d): no error", n)
		}
	}
}

// TestPerftFilesAreStockfish: when stockfish is installed, the recorded
// counts are checked against it at the tests' depths, so that the files
// cannot drift from the engine they name.
func TestPerftFilesAreStockfish(t *testing.T) {
	path, err := uci.Find(uci.DefaultCommand)
	if err != nil {
		t.Skip("stockfish not installed (scripts/test installs it as root)")
	}
	sf, err := uci.Start(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sf.Close()
	start := time.Now()
	for _, set := range perftSets {
		for _, row := range readPerft(t, set.file) {
			n, err := sf.Perft(context.Background(), row.fen, set.depth)
			if err != nil {
				t.Fatal(err)
			}
			if want := row.counts[set.depth-1]; n != want {
				t.Errorf("%s %s: stockfish counts %d at depth %d, the file %d", set.file, row.name, n, set.depth, want)
			}
		}
	}
	t.Logf("stockfish agrees with every file (%v)", time.Since(start).Round(time.Millisecond))
}

// BenchmarkPerft counts every Chess960 start position four plies deep
// (181 million lines) against the recorded counts, and reports the rate.
// Under -short (the quick form of docs/developers.md) every 48th position.
func BenchmarkPerft(b *testing.B) {
	rows := readPerft(b, "testdata/perft/starts960.tsv")
	if testing.Short() {
		for i := range len(rows) / 48 {
			rows[i] = rows[i*48]
		}
		rows = rows[:len(rows)/48]
	}
	var nodes uint64
	start := time.Now()
	for b.Loop() {
		for _, row := range rows {
			pos, err := ParseVariantFEN(Chess960, row.fen)
			if err != nil {
				b.Fatal(err)
			}
			n := Perft(pos, 4)
			if n != row.counts[3] {
				b.Fatalf("%s: got %d, want %d", row.name, n, row.counts[3])
			}
			nodes += n
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds()/1e6, "Mnodes/s")
}
