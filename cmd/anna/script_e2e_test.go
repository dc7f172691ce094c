package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// engineMove is an announced move of the engine (Black), in Appendix D.
const engineMove = `(Bauer|Springer|Laeufer|Turm|Dame|Koenig|Kurze|Lange) .*`

// engineScript is a script played as White against stockfish, and
// engineAnswers what it is answered, in order, from its first line on: the
// engine's move before the next line is read, the hint and the
// evaluation before the line after them.
const engineScript = "e4\nd4\nhint\neval\nmoves\nNc3\n"

var engineAnswers = []string{
	`1\. White to move: e4`, `Bauer Eva vier`,
	`1\. Black to move: `, engineMove,
	`2\. White to move: d4`, `Bauer David vier`,
	`2\. Black to move: `, engineMove,
	`3\. White to move: hint`, `Hint: .*\.`,
	`3\. White to move: eval`, `(The position is about level|.* is (slightly |much )?better|.* is (clearly )?winning|.* mate).*\.`,
	`3\. White to move: moves`, `Moves: 1\. Bauer Eva vier, .*\. 2\. Bauer David vier, .*`,
	`3\. White to move: Nc3`, `Springer (schlägt )?Cesar drei.*`,
}

// inOrder checks that out's lines are want's, each matching its
// expression whole.
func inOrder(t *testing.T, out string, want []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for i, w := range want {
		if i >= len(lines) || !regexp.MustCompile("^("+w+")$").MatchString(lines[i]) {
			t.Fatalf("line %d: want /%s/; the output:\n%s", i+1, w, out)
		}
	}
}

// TestScriptAgainstStockfish: a script given all at once (a pipe, a file)
// plays against real stockfish and gets every answer in order, each after
// its line and prompt: the engine's move before the next line is read,
// the hint and the evaluation before the line after them; the end of the
// input waits for the engine's last move, which is on the scoresheet.
func TestScriptAgainstStockfish(t *testing.T) {
	needStockfish(t)
	dir := t.TempDir()
	pgn := filepath.Join(dir, "game.pgn")
	out, errOut, code := runAnna(t, engineScript, "--no-audio", "--engine", "stockfish", "--level", "1", "--pgn", pgn)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	inOrder(t, out, append([]string{
		`Scoresheet: .*game\.pgn`,
		`Engine: Stockfish .*`,
		`New game\. 1\. White to move`,
		`The engine plays Black, at level 1 of 8\.`,
	}, engineAnswers...))
	data, _ := os.ReadFile(pgn)
	if sheet := readSheet(pgn); sheet == nil || len(sheet.Moves())%2 != 0 || len(sheet.Moves()) < 4 {
		t.Errorf("the engine's last move is not on the scoresheet:\n%s", data)
	}
}

// TestScriptEndWaitsForStockfish: printf 'e4\n' | anna --engine stockfish
// leaves once the engine's reply is announced and saved.
func TestScriptEndWaitsForStockfish(t *testing.T) {
	needStockfish(t)
	pgn := filepath.Join(t.TempDir(), "game.pgn")
	out, errOut, code := runAnna(t, "e4\n", "--no-audio", "--engine", "stockfish", "--pgn", pgn)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !regexp.MustCompile(`\n1\. Black to move: \n` + engineMove + `\n2\. White to move: \n$`).MatchString(out) {
		t.Errorf("the engine's reply was not waited for:\n%s", out)
	}
	data, _ := os.ReadFile(pgn)
	if !regexp.MustCompile(`\n1\. e4 \S+ \*`).Match(data) {
		t.Errorf("the scoresheet lacks the engine's reply:\n%s", data)
	}
}
