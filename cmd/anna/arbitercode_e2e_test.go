package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestArbiterCodeThroughTheBinary: anna --rated at one keyboard. The
// arbiter chooses the code before the game starts (typed twice); an
// arbiter's command asks for it and is carried out with the right one
// only; a wrong one changes nothing and is noted; the code is never
// printed, and the state file holds its hash, not the code; anna resume
// keeps it, and refuses --rated (a game is for rating from its start).
func TestArbiterCodeThroughTheBinary(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "rated.pgn")
	script := "123\nSpringer 1789\nSpringer 1789\nadjust black 20m\nSpringer 1788\nclock\nwhite: declare black illegal\nSpringer 1789\ne4\nquit\n"
	out, errOut, code := runAnna(t, script, "--no-audio", "--rated", "--time", "25", "--clock-announce", "off", "--pgn", pgn)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	inOrder(t, out, []string{
		`Scoresheet: .*rated\.pgn`,
		`A game for rating: the arbiter chooses the arbiter's code, at least 4 characters, and types it; it is not shown\. The arbiter's commands will ask for it\.`,
		`Arbiter's code: `, `The code needs at least 4 characters\. Type the arbiter's code\.`,
		`Arbiter's code: `, `Type the arbiter's code again\.`,
		`Arbiter's code again: `, `The arbiter's code is set\.`, `New game\. 1\. White to move`,
		`1\. White to move: adjust black 20m`, `The arbiter's adjust: type the arbiter's code, which is not shown, or cancel\.`,
		`Arbiter's code: `, `That is not the arbiter's code\. Nothing changed\.`,
		`1\. White to move: clock`, `White 2[45] minutes.*, Black 25 minutes, 0 moves`,
		`1\. White to move: white: declare black illegal`, `The arbiter's declare: type the arbiter's code, which is not shown, or cancel\.`,
		`Arbiter's code: `, `Black: a first illegal move; a second loses the game\. White gets 1 minute extra\.`,
		`1\. White to move: e4`, `Bauer Eva vier`,
		`1\. Black to move: quit`, `Game saved\. Goodbye\.`,
	})
	if codeShown(out, dir, "178", "123") {
		t.Errorf("a code typed was printed:\n%s", out)
	}
	data, _ := os.ReadFile(pgn)
	for _, want := range []string{`[Event "Rated game"]`, "A wrong arbiter's code was typed for adjust; nothing was done",
		"The arbiter recorded Black's first completed illegal move: White was given 1 minute (7.5.5)"} {
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("the scoresheet lacks %q:\n%s", want, data)
		}
	}
	state, err := os.ReadFile(filepath.Join(dir, "rated.anna.json"))
	if err != nil || codeShown(string(state), dir, "1789") || !bytes.Contains(state, []byte("pbkdf2-sha256")) {
		t.Errorf("the state file (%v):\n%s", err, state)
	}

	out, errOut, code = runAnna(t, "adjust black 20m\nSpringer 1789\nquit\n", "resume", "--no-audio", "--clock-announce", "off", "--pgn", pgn)
	if code != 0 || !strings.Contains(out, "The arbiter's adjust: type the arbiter's code") || !strings.Contains(out, "Black: clock set to 20 minutes.") {
		t.Errorf("anna resume (exit %d): %s\n%s", code, errOut, out)
	}
	if codeShown(out, dir, "1789") {
		t.Errorf("the code was printed at the resume:\n%s", out)
	}
	_, errOut, code = runAnna(t, "", "resume", "--rated", "--no-audio", "--pgn", pgn)
	if code != 2 || !strings.Contains(errOut, "--rated is for a game that starts") {
		t.Errorf("anna resume --rated: exit %d, %q", code, errOut)
	}
}

// codeShown reports whether out, anna's output, shows one of the codes
// typed. The paths anna prints are left out: the test's temporary folder
// is named with random digits (a Windows run failed on
// TestArbiterCodeThroughTheBinary1784109028, "178" in it).
func codeShown(out, dir string, codes ...string) bool {
	out = strings.ReplaceAll(out, filepath.Base(filepath.Dir(dir)), "TEMP")
	for _, c := range codes {
		if strings.Contains(out, c) {
			return true
		}
	}
	return false
}

// TestCasualGameAtOneKeyboard: without --rated the keyboard holds the
// arbiter's powers as before: no code is asked, and the scoresheet says
// a casual game.
func TestCasualGameAtOneKeyboard(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "casual.pgn")
	out, errOut, code := runAnna(t, "adjust black 20m\nquit\n", "--no-audio", "--time", "25", "--clock-announce", "off", "--pgn", pgn)
	if code != 0 || !strings.Contains(out, "1. White to move: adjust black 20m\nBlack: clock set to 20 minutes.") || strings.Contains(out, "code") {
		t.Errorf("exit %d: %s\n%s", code, errOut, out)
	}
	if data, _ := os.ReadFile(pgn); !bytes.Contains(data, []byte(`[Event "Casual game"]`)) || !bytes.Contains(data, []byte("The arbiter set Black's clock from 0:25:00 to 0:20:00 (6.10.2)")) {
		t.Errorf("the scoresheet:\n%s", data)
	}
}

// TestArbiterCodeNotEchoedOnATerminal: on a real terminal the code is
// typed with no echo, in the line view (raw mode: anna writes nothing of
// it) and where the terminal edits the line itself (TERM=dumb: anna turns
// the terminal's echo off while the code is typed, and on again after).
func TestArbiterCodeNotEchoedOnATerminal(t *testing.T) {
	for _, term := range []string{"xterm-256color", "dumb"} {
		t.Run(term, func(t *testing.T) {
			r := startPty(t, []string{"TERM=" + term}, "--no-audio", "--rated", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
			r.waitFor("Arbiter's code: ")
			r.f.Write([]byte("s3cret\r"))
			r.waitFor("Arbiter's code again: ")
			r.f.Write([]byte("s3cret\r"))
			r.waitFor("1. White to move: ")
			r.f.Write([]byte("e4\r"))
			r.waitFor("Bauer Eva vier")
			r.f.Write([]byte("declare white penalty\r"))
			// The line asking for the code may come before its prompt,
			// which turns the terminal's echo off: the code is typed at
			// the prompt, as a person types it after hearing the line.
			r.waitFor("The arbiter's declare")
			r.waitForAfter(bytes.Index(r.written(), []byte("The arbiter's declare")), "Arbiter's code: ")
			r.f.Write([]byte("s3cret\r"))
			r.waitFor("White loses: penalty.")
			r.f.Write([]byte("quit\r"))
			r.waitFor("Goodbye")
			out := r.written()
			if bytes.Contains(out, []byte("s3c")) {
				t.Errorf("the code was shown on the terminal:\n%q", out)
			}
			if !bytes.Contains(out, []byte("e4")) {
				t.Errorf("a move typed was not shown (the echo was not given back):\n%q", out)
			}
		})
	}
}
