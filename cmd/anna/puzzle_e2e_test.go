package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// coachPuzzles is a coach's file in lichess's CSV form: lichess's own
// example from its database page (mate in 2: 1.Be6+ Kd8 2.Qf8#, after
// Black's Kd7) and a mate in one from the set anna carries (Qh7#).
const coachPuzzles = `PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2 middlegame short,https://lichess.org/yyznGmXs/black#34,Italian_Game Italian_Game_Classical_Variation
3Weif,r4rk1/1bqnbpp1/p1p1pn2/1p4P1/3P2N1/P3P3/1PQ2PP1/R1B1K2R b KQ - 0 18,f6g4 c2h7,602,85,100,210,mate mateIn1 middlegame oneMove,https://lichess.org/3ojmcyOX/black#36,Reti_Opening Reti_Opening_Other_variations
`

// ratingSaid reads "Wertung 1379, minus 121." as the rating
// before and after the puzzle.
var ratingSaid = regexp.MustCompile(`Wertung (\d+), (plus|minus) (\d+)\.`)

func ratingChange(t *testing.T, out string) (before, after int) {
	t.Helper()
	m := ratingSaid.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no rating said:\n%s", out)
	}
	after, _ = strconv.Atoi(m[1])
	d, _ := strconv.Atoi(m[3])
	if m[2] == "minus" {
		d = -d
	}
	return after - d, after
}

// TestPuzzleFromFile: anna puzzle --file in German, through the binary: a
// wrong move in Appendix D's words is "Nicht der Zug." and changes
// nothing, the right ones are answered and solve the puzzle, the rating is
// said and kept in the data folder; the next run (SAN this time) rates
// the other puzzle from the rating kept.
func TestPuzzleFromFile(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(t.TempDir(), "coach.csv")
	write(t, file, coachPuzzles, 0o644)
	first := "Dame Felix acht\nLäufer Eva sechs\nDame Felix acht\nbeenden\n"
	second := "Qh7\nbeenden\n"
	// The first run sets whichever puzzle is nearer the new player's 1500:
	// the mate in 2 (1760), not the mate in one (602).
	out, errOut, code := runAnnaEnv(t, home, nil, first, "puzzle", "--file", file, "--no-audio", "--lang", "de")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	for _, want := range []string{
		"Aufgabe 1, Wertung 1760. Schwarz spielte Koenig David sieben. Weiß am Zug.",
		"Nicht der Zug.",
		"Richtig: Laeufer Eva sechs, Schach. Schwarz spielt Koenig David acht.",
		"Gelöst: Dame Felix acht, Matt. Motive: Matt in 2.", // middlegame and short are not said
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the first run did not say %q:\n%s", want, out)
		}
	}
	before, after := ratingChange(t, out)
	if before != 1500 || after >= before {
		t.Errorf("first puzzle, solved with a wrong move first: rating %d -> %d, want from 1500 down:\n%s", before, after, out)
	}
	kept, err := os.ReadFile(filepath.Join(home, ".local", "share", "anna", "puzzle-rating.txt"))
	if err != nil || !strings.Contains(string(kept), "played = 00sHx") {
		t.Fatalf("the rating is not kept: %v\n%s", err, kept)
	}

	out, errOut, code = runAnnaEnv(t, home, nil, second, "puzzle", "--file", file, "--no-audio", "--lang", "de")
	if code != 0 || !strings.Contains(out, "Aufgabe 1, Wertung 602.") || !strings.Contains(out, "Gelöst: Dame Hector sieben, Matt. Motive: Matt in 1.") {
		t.Fatalf("exit %d, stderr %q: the second run did not set and solve the other puzzle:\n%s", code, errOut, out)
	}
	before2, _ := ratingChange(t, out)
	if before2 != after {
		t.Errorf("the second run rated from %d, not the %d kept", before2, after)
	}
}

// TestPuzzleScreenReader: a whole puzzle under fenrir: every line anna
// prints and every prompt is spoken once, verbatim, and nothing else.
func TestPuzzleScreenReader(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(t.TempDir(), "coach.csv")
	write(t, file, coachPuzzles, 0o644)
	var env strings.Builder
	for _, kv := range homeEnv(home) {
		k, v, _ := strings.Cut(kv, "=")
		env.WriteString(k + "='" + v + "' ")
	}
	sr := startReaderOn(t, 100, env.String(), annaBin+" puzzle --no-audio --file "+file)
	sr.waitRaw("White to move: ", 15*time.Second)
	time.Sleep(time.Second)
	for _, l := range []string{"Dame Felix acht", "Dame Felix acht", "hint", "pawns", "Läufer Eva sechs", "Dame Felix acht", "quit"} {
		sr.line(l)
	}
	sr.waitRaw("Goodbye.", 10*time.Second)
	sr.heardEveryLineOnce()
}

// TestPuzzleFileRefusalsInTheLanguage: anna puzzle --file says in the
// player's language why a row is left out (its line, its column, the
// reason) and why a file cannot be read; the exit status is as before (a
// file with a puzzle left plays it, 0; a missing file is 1).
func TestPuzzleFileRefusalsInTheLanguage(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(t.TempDir(), "coach.csv")
	write(t, file, coachPuzzles+"bad01,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 e9e4,1500,80,83,72,fork,,\n", 0o644)
	out, errOut, code := runAnnaEnv(t, home, nil, "beenden\n", "puzzle", "--file", file, "--no-audio", "--lang", "de")
	want := `1 Zeilen ausgelassen; die erste: Zeile 4: Moves: Zug 2, "e9e4", ist kein Zug in UCI-Form (e2e4, e7e8q)`
	if code != 0 || !strings.Contains(errOut, want) {
		t.Errorf("a bad row: exit %d, want 0, and stderr to say %q:\n%s\n%s", code, want, errOut, out)
	}
	missing := filepath.Join(t.TempDir(), "none.csv")
	out, errOut, code = runAnnaEnv(t, home, nil, "", "puzzle", "--file", missing, "--no-audio", "--lang", "de")
	if code != 1 || !strings.Contains(errOut, "none.csv ist nicht lesbar:") || strings.Contains(errOut, "puzzlefile") {
		t.Errorf("a missing file: exit %d, want 1, and stderr to say it in German:\n%s\n%s", code, errOut, out)
	}
	header := filepath.Join(t.TempDir(), "header.csv")
	write(t, header, "PuzzleId,FEN,Rating\n00sHx,8/8/8/8/8/8/8/8 w - - 0 1,1500\n", 0o644)
	out, errOut, code = runAnnaEnv(t, home, nil, "", "puzzle", "--file", header, "--no-audio", "--lang", "de")
	if code != 1 || !strings.Contains(errOut, "header.csv ist nicht lesbar: Zeile 1: die Kopfzeile hat keine Spalte Moves") {
		t.Errorf("a header without Moves: exit %d, want 1, and the reason in German:\n%s\n%s", code, errOut, out)
	}
}
