package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// aRuyLopez is a game whose position and scoresheet are longer than a
// terminal's row, set up from its scoresheet (anna resume --pgn).
const aRuyLopez = "[White \"Eva\"]\n[Black \"Anna\"]\n[TimeControl \"-\"]\n\n" +
	"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 *\n"

// nameSplit is a row of fenrir's speech that ends inside a name: a piece
// or a file without its square, a move number without its move, castling
// without its side; or that starts with a rank, whose file ended the row
// before.
var (
	endsInName   = regexp.MustCompile(`(Koenig|Dame|Turm|Laeufer|Springer|Bauer|Anna|Bella|Cesar|David|Eva|Felix|Gustav|Hector|Kurze|Lange|schlägt|\d+\.)$`)
	startsInName = regexp.MustCompile(`^(eins|zwei|drei|vier|fuenf|sechs|sieben|acht|Rochade)\b`)
)

// TestNamesWholeUnderScreenReader: at 80 columns, position and moves are
// broken between words at the terminal's width, never inside a move or a
// square's name: fenrir, which reads a row at a time, said "Laeufer",
// then "Cesar eins". Every line printed is spoken once, as printed.
func TestNamesWholeUnderScreenReader(t *testing.T) {
	src := filepath.Join(t.TempDir(), "lopez.pgn")
	os.WriteFile(src, []byte(aRuyLopez), 0o644)
	sr := startReaderOn(t, 80, "cp "+src+" . &&", annaBin+" resume --no-audio --pgn lopez.pgn")
	sr.waitRaw("9. Black to move: ", 20*time.Second)
	time.Sleep(time.Second)
	for _, l := range []string{"position", "moves"} {
		sr.line(l)
	}
	sr.line("quit")
	sr.waitRaw("Game saved. Goodbye.", 10*time.Second)
	sr.heardEveryLineOnce()
	log, _ := os.ReadFile(sr.speech)
	rows := utterances(string(log))
	var answers int
	for i, row := range rows {
		if strings.HasPrefix(row, "White: Koenig") || strings.HasPrefix(row, "Moves: 1.") {
			answers++
		}
		if endsInName.MatchString(row) && i+1 < len(rows) || startsInName.MatchString(row) {
			t.Errorf("fenrir's row %q breaks a name (rows around it: %q)", row, rows[max(0, i-1):min(len(rows), i+2)])
		}
	}
	if answers != 2 {
		t.Errorf("position and moves were not both heard:\n%s", strings.Join(rows, "\n"))
	}
}
