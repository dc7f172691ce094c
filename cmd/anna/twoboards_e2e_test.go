package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/corentings/chess/v2"
)

// finalFEN replays a PGN file with the chess library's own reader.
func finalFEN(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := chess.NewScanner(bytes.NewReader(data)).ParseNext()
	if err != nil {
		t.Fatalf("%s does not parse: %v\n%s", path, err, data)
	}
	return g.Position().String()
}

// twoBoards runs a scripted match and returns the transcript and the final
// positions of the official scoresheet and of each seat's.
func twoBoards(t *testing.T, script string, args ...string) (out string, official, white, black string) {
	t.Helper()
	dir := t.TempDir()
	pgn, prefix := filepath.Join(dir, "match.pgn"), filepath.Join(dir, "seat")
	out, errOut, code := runAnna(t, script, append([]string{"--no-audio", "--pgn", pgn, "--pgn-both", prefix}, args...)...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	return out, finalFEN(t, pgn), finalFEN(t, prefix+"-white.pgn"), finalFEN(t, prefix+"-black.pgn")
}

// TestTypoInConfirmModeIsAskedAgain: a repeat that differs from the move
// announced is a slip of the keyboard until the player says otherwise:
// both moves are said, the repeat is asked again, and nothing changes
// (before, one typo took White's move back by D.2.9).
func TestTypoInConfirmModeIsAskedAgain(t *testing.T) {
	out, official, white, black := twoBoards(t, "e4\nNf3\nmoves\ne4\ne5\nNc6\nno\ne5\n", "--mirror", "confirm")
	inOrder(t, out, []string{
		`Scoresheet: .*`, `New game\. 1\. White to move`,
		`1\. White to move: e4`, `Bauer Eva vier`, `Black: repeat it on your board\.`,
		`1\. Black to repeat the move: Nf3`,
		`You typed Springer Felix drei; White played Bauer Eva vier\. Type the move as it stands on your board\.`,
		`1\. Black to repeat the move: moves`, `No move has been played yet\.`, // Black's own scoresheet: nothing written yet
		`1\. Black to repeat the move: e4`, `Black has repeated it\.`,
		`1\. Black to move: e5`, `Bauer Eva fuenf`, `White: repeat it on your board\.`,
		`1\. White to repeat the move: Nc6`,
		`You typed Springer Cesar sechs; Black played Bauer Eva fuenf\. Type the move as it stands on your board\.`,
		// No question was asked: "no" is a word, and changes nothing.
		`1\. White to repeat the move: no`, `Unknown word "no"\. Type help for the commands\.`,
		`1\. White to repeat the move: e5`, `White has repeated it\.`,
	})
	agreed := "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
	for name, fen := range map[string]string{"official": official, "White's": white, "Black's": black} {
		if fen != agreed {
			t.Errorf("%s scoresheet replays to %s, want %s", name, fen, agreed)
		}
	}
}

// TestWrongRepeatInConfirmMode: Black repeats a different move on the
// board, and says so by typing it again and answering yes to the question
// that names what will be taken back; only then are both boards put back
// to the agreed position (D.2.1, D.2.9).
func TestWrongRepeatInConfirmMode(t *testing.T) {
	script := "e4\ne4\ne5\ne5\nNf3\nSpringer Gustav eins Hector drei\nSpringer Gustav eins Hector drei\nyes\n"
	out, official, white, black := twoBoards(t, script, "--mirror", "confirm")
	i := strings.Index(out, "2. Black to repeat the move: Springer Gustav eins Hector drei")
	if i < 0 {
		t.Fatalf("no repeat typed:\n%s", out)
	}
	inOrder(t, out[i:], []string{
		`2\. Black to repeat the move: Springer Gustav eins Hector drei`,
		`You typed Springer Hector drei; White played Springer Felix drei\. Type the move as it stands on your board\.`,
		`2\. Black to repeat the move: Springer Gustav eins Hector drei`,
		`Your board shows Springer Hector drei\? Then anna takes back move 2, White: Springer Felix drei, on both boards and scoresheets\.`,
		`Type yes to take it back, or type the move as it stands on your board\.`,
		`2\. Black to repeat the move: yes`,
		`Announced: Springer Gustav eins Felix drei; your board: Springer Gustav eins Hector drei\.`,
		`The scoresheets differ from move 2: White wrote Springer Gustav eins Felix drei; Black wrote Springer Gustav eins Hector drei\.`,
		`Both boards and scoresheets go back to move 1, where they agree\.`,
		`Board of White: Gustav eins: white Springer; Felix drei: remove the white Springer\.`,
		`Board of Black: Gustav eins: white Springer; Hector drei: remove the white Springer\.`,
		`2\. White to move`,
	})
	agreed := "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
	for name, fen := range map[string]string{"official": official, "White's": white, "Black's": black} {
		if fen != agreed {
			t.Errorf("%s scoresheet replays to %s, want the agreed %s", name, fen, agreed)
		}
	}
}

// TestBoardEditedToAWrongSquare: a player reports a knight on the wrong
// square; the scoresheets agree, so that board is put back, square by square.
func TestBoardEditedToAWrongSquare(t *testing.T) {
	out, official, white, black := twoBoards(t, "Nf3\nNf6\nblack: board clear Felix drei\nblack: board set Hector drei white Springer\ncompare\n")
	for _, want := range []string{
		"Board of Black: Felix drei: white Springer.",
		"Board of Black: Hector drei: remove the white Springer.",
		"Both boards and both scoresheets agree.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("transcript lacks %q:\n%s", want, out)
		}
	}
	if official != white || official != black {
		t.Errorf("scoresheets differ: %s / %s / %s", official, white, black)
	}
}

var clkRE = regexp.MustCompile(`\{\[%clk (\d+):(\d+):(\d+)\]`) // a note may follow in the same comment

// TestScoresheetsDivergeAtMove14: thirteen moves agreed, the fourteenth
// misheard (typed twice, and the player says yes: the board shows it);
// both go back to move 13, and the clocks take the times recorded after
// it.
func TestScoresheetsDivergeAtMove14(t *testing.T) {
	game := []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
		"c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8", "Nf1", "Bf8"}
	var in strings.Builder
	for _, m := range game {
		in.WriteString(m + "\n" + m + "\n") // made, then repeated on the other board
	}
	in.WriteString("Ng3\nSpringer Felix eins Eva drei\nSpringer Felix eins Eva drei\nyes\n")
	dir := t.TempDir()
	pgn := filepath.Join(dir, "match.pgn")
	out, errOut, code := runAnna(t, in.String(), "--no-audio", "--mirror", "confirm", "--time", "90+30", "--clock-announce", "off",
		"--pgn", pgn, "--pgn-both", filepath.Join(dir, "seat"))
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "The scoresheets differ from move 14: White wrote Springer Felix eins Gustav drei; Black wrote Springer Felix eins Eva drei.") ||
		!strings.Contains(out, "Both boards and scoresheets go back to move 13, where they agree.") {
		t.Errorf("the difference is not named:\n%s", out)
	}
	// Both boards stand where the thirteen agreed moves lead.
	ref := chess.NewGame()
	for _, m := range game {
		if err := ref.PushNotationMove(m, chess.AlgebraicNotation{}, nil); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{pgn, filepath.Join(dir, "seat-white.pgn"), filepath.Join(dir, "seat-black.pgn")} {
		if got := finalFEN(t, f); got != ref.Position().String() {
			t.Errorf("%s replays to %s, want %s", filepath.Base(f), got, ref.Position().String())
		}
	}
	// The clocks are set to the readings of move 13: the last two [%clk].
	data, _ := os.ReadFile(pgn)
	clk := clkRE.FindAllStringSubmatch(string(data), -1)
	if len(clk) != 26 {
		t.Fatalf("%d clock readings in the scoresheet, want 26", len(clk))
	}
	want := "Clocks set: White " + spoken(clk[24]) + ", Black " + spoken(clk[25]) + "."
	if !strings.Contains(out, want) {
		t.Errorf("transcript lacks %q:\n%s", want, out)
	}
}

// spoken says an h:mm:ss reading as anna does: "1 hour 36 minutes 30 seconds".
func spoken(m []string) string {
	var parts []string
	for i, unit := range []string{"hour", "minute", "second"} {
		n := strings.TrimLeft(m[i+1], "0")
		switch n {
		case "":
			continue
		case "1":
			parts = append(parts, "1 "+unit)
		default:
			parts = append(parts, n+" "+unit+"s")
		}
	}
	return strings.Join(parts, " ")
}
