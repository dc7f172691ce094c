package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/internal/pgncheck"
)

// TestLawsBothWays plays the differences of the two texts of the Laws
// through the binary: a resignation against a side that cannot checkmate
// (5.1.2: drawn under 2023, lost under 2017) and a wrong claim in a rapid
// game (A.3: one minute to the opponent under 2023, two under 2017). The
// scoresheet's Laws tag records the text, and chess.js and pgn-extract
// read the scoresheet with it.
func TestLawsBothWays(t *testing.T) {
	for _, tt := range []struct {
		laws, said, result, extra string
	}{
		{"2023", "White resigns, but Black cannot checkmate by any series of legal moves, Article 5.1.2. Draw.", "1/2-1/2", "Black gets 1 minute extra."},
		{"2017", "White resigns. Black wins, 0 – 1.", "0-1", "Black gets 2 minutes extra."},
	} {
		t.Run(tt.laws, func(t *testing.T) {
			dir := t.TempDir()
			pgn := filepath.Join(dir, "game.pgn")
			out, errOut, code := runAnna(t, "claim\nresign\nyes\n", "--no-audio", "--laws", tt.laws, "--time", "25", "--clock-announce", "off",
				"--pgn", pgn, "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			for _, want := range []string{tt.extra, tt.said} {
				if !strings.Contains(out, want) {
					t.Errorf("anna did not say %q:\n%s", want, out)
				}
			}
			data, err := os.ReadFile(pgn)
			if err != nil {
				t.Fatal(err)
			}
			tag := `[Laws "FIDE ` + tt.laws + `"]`
			if !strings.Contains(string(data), tag) || !strings.Contains(string(data), `[Result "`+tt.result+`"]`) {
				t.Errorf("the scoresheet lacks %s or the result %s:\n%s", tag, tt.result, data)
			}
			if got := pgncheck.ChessJSHeader(t, pgn, "Laws"); got != "FIDE "+tt.laws {
				t.Errorf("chess.js reads the Laws tag as %q", got)
			}
			report, _ := exec.Command(pgncheck.PGNExtract(t), pgn).CombinedOutput()
			if !strings.Contains(string(report), tag) || !strings.Contains(string(report), tt.result) {
				t.Errorf("pgn-extract reads:\n%s", report)
			}
		})
	}
}

// TestGuidelinesIIIThroughTheBinary: Guidelines III as a user types them.
// In blitz an increment is refused (III.2.2); in a rapid game without
// increment a claim with under two minutes goes to the arbiter, who
// grants it (drawn, III.5.1) and the scoresheet says so: at one terminal
// the arbiter types arbiter: grant, and a plain grant (anyone's, the
// claimant's too) is refused; --guidelines-iii on for blitz is refused
// with the reason.
func TestGuidelinesIIIThroughTheBinary(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runAnna(t, "adjust white 1m\nincrement\n", "--no-audio", "--time", "5", "--clock-announce", "off", "--pgn", filepath.Join(dir, "blitz.pgn"))
	if code != 0 || !strings.Contains(out, "An increment cannot be asked for in this game.") || strings.Contains(out, "Granted") {
		t.Errorf("blitz increment: exit %d\n%s%s", code, out, errOut)
	}

	pgn := filepath.Join(dir, "rapid.pgn")
	out, errOut, code = runAnna(t, "adjust white 1m\nclaim\ne4\ngrant\narbiter: grant\n", "--no-audio", "--time", "15", "--clock-announce", "off", "--pgn", pgn)
	wantSaid(t, out, errOut, code,
		"Claim of White: Black cannot win by normal means, or is making no effort to win by normal means. The clocks are stopped for the arbiter.",
		"Type arbiter: grant for a draw, arbiter: resume to play on with the claim waiting, or arbiter: refuse.",
		"The claim is waiting for the arbiter; the clocks are stopped.",
		"White made the claim, which the arbiter decides, not a player: the arbiter types arbiter: grant, arbiter: resume or arbiter: refuse.",
		"The arbiter accepted the claim of White. Draw.",
	)
	data, _ := os.ReadFile(pgn)
	if !strings.Contains(string(data), `[Result "1/2-1/2"]`) || !strings.Contains(string(data), "the arbiter granted White's claim under Guidelines III.5") {
		t.Errorf("the scoresheet:\n%s", data)
	}

	// Against the engine nobody but the claimant could decide: anna files
	// nothing it cannot judge, and the game goes on.
	sf, err := uci.Find(uci.DefaultCommand)
	if err != nil {
		t.Skip("stockfish is not installed (apt-get install stockfish): the claim against the engine is not tried")
	}
	out, errOut, code = runAnna(t, "adjust white 1m\nclaim\ngrant\n", "--no-audio", "--time", "15", "--clock-announce", "off",
		"--engine", sf, "--engine-side", "black", "--level", "1", "--pgn", filepath.Join(dir, "engine.pgn"))
	wantSaid(t, out, errOut, code,
		"White: a player does not decide their own claim, and no one else here is the arbiter.",
		"The claim is granted only when Black cannot checkmate by any series of legal moves, and Black can. Play goes on.",
		"No player asked the arbiter.",
	)
	if strings.Contains(out, "The clocks are stopped for the arbiter") {
		t.Errorf("a claim against the engine was filed:\n%s", out)
	}

	_, errOut, code = runAnna(t, "", "--no-audio", "--time", "5", "--guidelines-iii", "on", "--pgn", filepath.Join(dir, "on.pgn"))
	if code != 2 || !strings.Contains(errOut, "--guidelines-iii on: Guidelines III do not apply to blitz (III.2.2)") {
		t.Errorf("--guidelines-iii on in blitz: exit %d, %q", code, errOut)
	}
}

// TestDeclareThroughTheBinary: the arbiter declares a game lost as a user
// types it, in English and in Croatian; a line the arbiter mistypes says
// how and changes nothing; the scoresheet has the result and the reason.
func TestDeclareThroughTheBinary(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "game.pgn")
	out, errOut, code := runAnna(t, "e4\ndeclare black\ndeclare black illegal\ndeclare white absent\ndeclare black illegal\n", "--no-audio", "--time", "90+30", "--pgn", pgn)
	wantSaid(t, out, errOut, code,
		"Say declare, the player and illegal, penalty or absent, as declare white absent.",
		"Black: a first illegal move; a second loses the game. White gets 2 minutes extra.",
		"White has already made a move: absence is declared only before a player's first move.",
		"Black loses: a second illegal move. White wins, 1 – 0.",
	)
	data, _ := os.ReadFile(pgn)
	for _, want := range []string{`[Result "1-0"]`, "The arbiter recorded Black's first completed illegal move: White was given 2 minutes (7.5.5)",
		"The arbiter declared Black's second completed illegal move (7.5.5)", "Black loses by a second illegal move, declared by the arbiter"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the scoresheet lacks %q:\n%s", want, data)
		}
	}

	pgn = filepath.Join(dir, "hr.pgn")
	out, errOut, _ = runAnna(t, "proglasi bijeli kašnjenje\n", "--no-audio", "--lang", "hr", "--pgn", pgn)
	if want := "Bijeli gubi: kašnjenje. Crni pobjeđuje, 0 – 1."; !strings.Contains(out, want) {
		t.Errorf("anna did not say %q:\n%s%s", want, out, errOut)
	}
	if data, _ := os.ReadFile(pgn); !strings.Contains(string(data), "White loses by absence (6.7.1)") {
		t.Errorf("the scoresheet:\n%s", data)
	}
}

// TestTouchedThroughTheBinary: a touched piece recorded binds the move
// (4.3): another move is refused with the reason and changes nothing, the
// piece's own move is played, and the scoresheet names who reported it.
func TestTouchedThroughTheBinary(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "game.pgn")
	out, errOut, code := runAnna(t, "white: touched g1\ne4\nNf3\n", "--no-audio", "--pgn", pgn)
	wantSaid(t, out, errOut, code,
		"White touched the Springer on Gustav eins and must move it, Article 4.3.",
		"Springer Felix drei",
	)
	data, _ := os.ReadFile(pgn)
	if !strings.Contains(string(data), "Reported by White and recorded by the arbiter: White touched the knight on g1 (4.3)") ||
		!strings.Contains(string(data), "1. Nf3") || strings.Contains(string(data), "e4") {
		t.Errorf("the scoresheet:\n%s", data)
	}

	// The arbiter strikes a record made in error: the move is free again.
	pgn = filepath.Join(t.TempDir(), "cleared.pgn")
	out, errOut, code = runAnna(t, "touched b1\ntouched clear\ne4\n", "--no-audio", "--pgn", pgn)
	wantSaid(t, out, errOut, code, "Written on the scoresheet by the arbiter: White touched nothing.", "Bauer Eva vier")
	if data, _ := os.ReadFile(pgn); !strings.Contains(string(data), "1. e4") {
		t.Errorf("the scoresheet after touched clear:\n%s", data)
	}
}

// wantSaid fails the test for every line anna did not say.
func wantSaid(t *testing.T, out, errOut string, code int, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("anna did not say %q (exit %d):\n%s%s", want, code, out, errOut)
		}
	}
}

// TestOwnLinesInTheLanguage: the lines anna prints around a game at one's
// own terminal are in the player's language: here the board view asked
// for without a terminal (its lines are read as commands instead).
func TestOwnLinesInTheLanguage(t *testing.T) {
	dir := t.TempDir()
	_, errOut, _ := runAnna(t, "quit\n", "--no-audio", "--lang", "hr", "--view", "board", "--pgn", filepath.Join(dir, "board.pgn"))
	if !strings.Contains(errOut, "anna: Prikaz ploče treba terminal, a standardni ulaz nije terminal: njegovi se retci čitaju kao naredbe.") {
		t.Errorf("the board view without a terminal, in Croatian: %q", errOut)
	}
}
