package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"
)

// knownMistakes is where the games with known mistakes are, with what an
// analysis names in each (want.tsv: "12...Bc8:mistake:allows1") and the
// harmless moves it must not name.
const knownMistakes = "../../engine/testdata/analysis"

// stepPrefix is how a step of the analysis begins for a move written
// "12...Bc8" (in SAN, as --notation san says it): "Move 12, Black: Bc8,".
func stepPrefix(move string) string {
	if n, san, black := strings.Cut(move, "..."); black {
		return "Move " + n + ", Black: " + san + ","
	}
	n, san, _ := strings.Cut(move, ".")
	return "Move " + n + ", White: " + san + ","
}

// TestAnalyzeKnownMistakes: anna analyze, with stockfish, names each known
// mistake of the games in engine/testdata/analysis as what it is (a
// blunder or a mistake, the mate it allows or misses) and no harmless
// move: among them a game played against anna's engine at level 1, in
// which the engine's 12...Bc8 let mate in one through when it was already
// lost, which the analysis did not name before it judged as lichess does.
func TestAnalyzeKnownMistakes(t *testing.T) {
	needStockfish(t)
	for _, row := range tsv.Read(t, filepath.Join(knownMistakes, "want.tsv")) {
		name, named, harmless := row[0], strings.Fields(row[1]), strings.Fields(row[2])
		t.Run(name, func(t *testing.T) {
			t.Parallel() // one engine thread each: two at once on two cores
			out, errOut, code := runAnna(t, "", "analyze", filepath.Join(knownMistakes, name+".pgn"), "--no-audio", "--notation", "san")
			if code != 0 || !strings.Contains(out, "Analysis done") {
				t.Fatalf("exit %d, stderr %q:\n%s", code, errOut, out)
			}
			if strings.Contains(out, "spectator") { // the engine that answers eval is nobody watching
				t.Errorf("the analysis said a spectator:\n%s", out)
			}
			var steps []string
			for _, l := range strings.Split(out, "\n") {
				if strings.HasPrefix(l, "Move ") {
					steps = append(steps, l)
				}
			}
			for _, want := range named {
				move, kind, _ := strings.Cut(want, ":")
				kind, mate, _ := strings.Cut(kind, ":")
				prefix := stepPrefix(move) + " a " + kind
				switch {
				case strings.HasPrefix(mate, "allows"):
					prefix += ": it allows "
				case strings.HasPrefix(mate, "misses"):
					prefix += ": it misses "
				}
				if !hasPrefix(steps, prefix) {
					t.Errorf("%s is not named as %q:\n%s", move, prefix, out)
				}
			}
			for _, h := range harmless {
				if hasPrefix(steps, stepPrefix(h)) {
					t.Errorf("the harmless %s was named:\n%s", h, out)
				}
			}
		})
	}
}

func hasPrefix(lines []string, prefix string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}
