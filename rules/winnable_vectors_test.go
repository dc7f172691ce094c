package rules

import (
	"bufio"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// vector is a position with the sides that can still mate, for the sides
// its source classifies.
type vector struct {
	fen          string
	white, black bool
	known        [2]bool
}

// readVectors reads a file of lines "WB fen", "W- fen", "-B fen", "-- fen";
// "?" in place of a letter leaves that side unclassified.
func readVectors(t testing.TB, path string) []vector {
	t.Helper()
	var out []vector
	for _, line := range readLines(t, path) {
		label, fen, ok := strings.Cut(line, " ")
		if !ok || len(label) != 2 {
			t.Fatalf("%s: bad line %q", path, line)
		}
		out = append(out, vector{fen: fen, white: label[0] == 'W', black: label[1] == 'B', known: [2]bool{label[0] != '?', label[1] != '?'}})
	}
	return out
}

// readLichess reads CHA's lichess positions (a FEN and the game's id) with
// the sides that cannot mate (lichess-30K-unwinnable.txt, by game id): in
// every position not listed there, both sides can.
func readLichess(t testing.TB) []vector {
	t.Helper()
	unwinnable := map[string]string{}
	for _, line := range readLines(t, "testdata/cha/lichess-30K-unwinnable.txt") {
		label, id, ok := strings.Cut(line, " ")
		if !ok || len(label) != 2 {
			t.Fatalf("lichess-30K-unwinnable.txt: bad line %q", line)
		}
		unwinnable[id] = label
	}
	var out []vector
	for _, line := range readLines(t, "testdata/cha/lichess-30K-games.txt") {
		f := strings.Fields(line)
		if len(f) != 7 {
			t.Fatalf("lichess-30K-games.txt: bad line %q", line)
		}
		label := "WB"
		if l, ok := unwinnable[f[6]]; ok {
			label = l
			delete(unwinnable, f[6])
		}
		out = append(out, vector{fen: strings.Join(f[:4], " "), white: label[0] == 'W', black: label[1] == 'B', known: [2]bool{true, true}})
	}
	if len(unwinnable) != 0 {
		t.Fatalf("lichess-30K-unwinnable.txt names %d games that are not in lichess-30K-games.txt", len(unwinnable))
	}
	return out
}

// readLines reads the lines of a file that are neither empty nor comments.
func readLines(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCHAVectors (5.2.2, 6.9): on every one of CHA's published vectors, no
// side that can still mate is ever called unable to, and at least 98% of
// the sides that cannot mate are found (CHA itself finds 97.3%).
func TestCHAVectors(t *testing.T) {
	checkVectors(t, readVectors(t, "testdata/cha/test-vector.txt"), minCHAFound)
}

// minCHAFound is the share of unwinnable sides found on CHA's vectors that
// the decider is held to.
const minCHAFound = 0.98

// TestCHALichess (5.2.2, 6.9): in the 30,000 positions of lichess games of
// CHA's tests, no side that can still mate is called unable to, and every
// side that cannot is found.
func TestCHALichess(t *testing.T) {
	checkVectors(t, readLichess(t), 1)
}

// TestCHATimeouts (6.9): in real games where a flag fell and the opponent
// could not mate, every such opponent is found (CHA finds them all).
func TestCHATimeouts(t *testing.T) {
	checkVectors(t, readVectors(t, "testdata/cha/unfair-sample.txt"), 1)
}

// decideAll decides both sides of every vector, on every core.
func decideAll(t testing.TB, vs []vector) [][2]bool {
	t.Helper()
	ps := make([]spos, len(vs))
	for i, v := range vs {
		p, err := parseSpos(v.fen)
		if err != nil {
			t.Fatal(err)
		}
		ps[i] = p
	}
	out := make([][2]bool, len(vs))
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for g := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := g; i < len(ps); i += workers {
				out[i] = [2]bool{canCheckmate(ps[i], 0), canCheckmate(ps[i], 1)}
			}
		}()
	}
	wg.Wait()
	return out
}

func checkVectors(t *testing.T, vs []vector, minFound float64) {
	t.Helper()
	var unwinnable, found int
	for i, got := range decideAll(t, vs) {
		v := vs[i]
		for ci, want := range []bool{v.white, v.black} {
			if !v.known[ci] {
				continue
			}
			switch {
			case want && !got[ci]:
				t.Errorf("%s: %s can mate, called unable", v.fen, []string{"White", "Black"}[ci])
			case !want:
				unwinnable++
				if !got[ci] {
					found++
				} else if testing.Verbose() {
					t.Logf("missed: %s cannot mate in %s", []string{"White", "Black"}[ci], v.fen)
				}
			}
		}
	}
	rate := float64(found) / float64(max(unwinnable, 1))
	t.Logf("%d positions: %d of %d sides unable to mate found (%.1f%%)", len(vs), found, unwinnable, 100*rate)
	if rate < minFound {
		t.Errorf("found %.1f%% of the sides unable to mate, want at least %.0f%%", 100*rate, 100*minFound)
	}
}
