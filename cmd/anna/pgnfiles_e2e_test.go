package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// unreadablePGNs are the files that hold no game anna can read,
// with the line that says where and why (the moves counted as players
// count them, no FEN).
var unreadablePGNs = []struct{ name, text, want string }{
	{"a broken tag line", "[Event \"x\"\n[White \"A\"]\n\n1. e4 e5 *\n", ", line 1: the tag is not closed on its line: a tag is [Name \"value\"], on one line"},
	{"an empty file", "", ": it holds no game: no tag and no move"},
	{"a comment never closed", "[Event \"x\"]\n\n1. e4 {a note\n2. Nf3 *\n", ", line 3: the comment that begins here with { is never closed with }"},
	{"a word that is no move", "1. e4 e5\n2. Blubb *\n", ", line 2: \"Blubb\" is not a move"},
	{"a move that cannot be played", "1. e4 e5\n2. Qh5 Qxh8 *\n", ", line 2: 2…Qxh8 cannot be played here. Your own Turm stands on Hector acht."},
	{"a move numbered wrongly", "1. e4 e5 3. Nf3 *\n", ", line 1: the move 2.Nf3 is numbered 3"},
	{"a FEN tag", "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n", ", line 1: the position of the FEN tag cannot be used: White has 0 kings, there must be exactly one"},
}

// TestUnreadablePGNRefused, through the binary: anna braille, anna
// analyze and anna resume --pgn refuse a PGN that cannot be read with one
// line naming the file, its line and what is wrong there, exit 1 (anna
// braille wrote a mangled sheet for a broken tag line, a start diagram for
// an empty file, and exit 0; errors said "move 4" and quoted a FEN).
func TestUnreadablePGNRefused(t *testing.T) {
	for _, tt := range unreadablePGNs {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "g.pgn")
			os.WriteFile(path, []byte(tt.text), 0o644)
			want := "anna: " + path + tt.want + "\n"
			for _, args := range [][]string{{"braille", path}, {"analyze", path, "--no-audio"}, {"resume", "--no-audio", "--pgn", path}} {
				out, errOut, code := runAnna(t, "quit\n", args...)
				if code != 1 || errOut != want || out != "" {
					t.Errorf("anna %s: exit %d, stdout %q, stderr %q; want exit 1 and %q", args[0], code, out, errOut, want)
				}
				if strings.Contains(errOut, "/pppp") || strings.Contains(errOut, "move 4") {
					t.Errorf("anna %s quotes a FEN or counts half-moves: %s", args[0], errOut)
				}
			}
			if data, _ := os.ReadFile(path); string(data) != tt.text {
				t.Errorf("the file was changed:\n%s", data)
			}
		})
	}
	// The same in German: the reason in the player's words and names.
	path := filepath.Join(t.TempDir(), "g.pgn")
	os.WriteFile(path, []byte(unreadablePGNs[4].text), 0o644)
	_, errOut, _ := runAnna(t, "", "braille", path, "--lang", "de")
	if want := "anna: " + path + ", Zeile 2: 2…Qxh8 kann hier nicht gespielt werden. Auf Hector acht steht die eigene Figur Turm.\n"; errOut != want {
		t.Errorf("in German: %q, want %q", errOut, want)
	}
}

// TestLongTagGetsAResult: a tag of 100,000 characters ("anna: braille:
// lou_translate gave 50 lines for 2 ()") is read, cut at 2,000 characters,
// and the sheet written.
func TestLongTagGetsAResult(t *testing.T) {
	if _, err := exec.LookPath("lou_translate"); err != nil {
		t.Skip("liblouis is not installed (apt-get install liblouis-bin liblouis-data): the tag's words need it")
	}
	path := filepath.Join(t.TempDir(), "g.pgn")
	os.WriteFile(path, []byte("[Event \""+strings.Repeat("a", 100000)+"\"]\n\n1. e4 e5 *\n"), 0o644)
	out, errOut, code := runAnna(t, "", "braille", path, "--lines", "0")
	if code != 0 || strings.Contains(errOut, "lou_translate") || !strings.Contains(out, "1 E4") {
		t.Errorf("exit %d, %s\n%.300s", code, errOut, out)
	}
}

// TestResumeFromTheScoresheet, through the binary: a state file that
// cannot be read beside a scoresheet that can: the game is set up from the
// scoresheet (the position from its moves, the clocks from its [%clk]),
// the state kept aside, and anna says so in the player's words (it said
// "invalid character '{' looking for beginning of object key string" and
// stopped).
func TestResumeFromTheScoresheet(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	if _, errOut, code := runAnna(t, "e4\ne5\nNf3\nquit\n", "--no-audio", "--time", "5+3", "--clock-announce", "off", "--pgn", pgn); code != 0 {
		t.Fatalf("the game: exit %d, %s", code, errOut)
	}
	sheet, _ := os.ReadFile(pgn)
	state := filepath.Join(dir, "g.anna.json")
	os.WriteFile(state, []byte("{\"format\": 1, {{{"), 0o600)
	out, errOut, code := runAnna(t, "clock\nmoves\nquit\n", "resume", "--no-audio", "--clock-announce", "off", "--pgn", pgn)
	aside := filepath.Join(dir, "g-unreadable.anna-state")
	for _, want := range []string{
		state + " cannot be read: its text is not a saved match as anna writes it (damaged at byte 15); the game is set up from its scoresheet, and the state is kept as " + aside + "\n",
		"3 moves set up from the scoresheet " + pgn + ".\n",
		"The match is resumed. 2. Black to move\n",
		"White 5 minutes 6 seconds, Black 5 minutes 3 seconds, 2 moves\n",
		"Moves: 1. Bauer Eva vier, Bauer Eva fuenf. 2. Springer Felix drei\n",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("exit %d, %s; stdout lacks %q:\n%s", code, errOut, want, out)
		}
	}
	if kept, _ := os.ReadFile(aside); string(kept) != "{\"format\": 1, {{{" {
		t.Errorf("the unreadable state was not kept aside: %q", kept)
	}
	if now, _ := os.ReadFile(pgn); string(now) != string(sheet) {
		t.Errorf("the scoresheet changed:\n%s\nwas:\n%s", now, sheet)
	}
	// A good state beside a scoresheet that cannot be read: the state is
	// the record, and that is said.
	os.WriteFile(pgn, []byte("1. e4 e5\n2. Qh5 Qxh8 *\n"), 0o644)
	out, errOut, code = runAnna(t, "Nc6\nquit\n", "resume", "--no-audio", "--pgn", pgn)
	want := pgn + ", line 2: 2…Qxh8 cannot be played here. Your own Turm stands on Hector acht; the game goes on from its saved state, and the scoresheet is written anew at the next move\n"
	if now, _ := os.ReadFile(pgn); code != 0 || !strings.Contains(out, want) || !strings.Contains(string(now), "Nc6 {[%clk") || strings.Contains(string(now), "Qxh8") {
		t.Errorf("exit %d, %s; want %q in:\n%s\nthe scoresheet:\n%s", code, errOut, want, out, now)
	}
	// In German, every word of it German.
	os.WriteFile(state, []byte("{\"format\": 1, {{{"), 0o600)
	out, errOut, code = runAnna(t, "quit\n", "resume", "--no-audio", "--lang", "de", "--pgn", pgn)
	want = state + " ist nicht lesbar: der Text ist kein von anna gespeicherter Spielstand (beschädigt bei Byte 15); die Partie wird aus ihrem Partieformular aufgebaut"
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("in German: exit %d, %s; want %q in:\n%s", code, errOut, want, out)
	}
}

// TestResumeAGameBegunOnPaper, through the binary: anna resume --pgn of a
// PGN with no state sets its game up, asking for the time control it does
// not name (it said "no saved match beside ..."); --time answers before
// the question, the TimeControl tag too; a wrong answer is told and asked
// again; no answer changes nothing.
func TestResumeAGameBegunOnPaper(t *testing.T) {
	const paper = "[Event \"Club night\"]\n[White \"Eva\"]\n[Black \"Anna\"]\n\n1. e4 e5 2. Nf3 {(=)} Nc6 *\n"
	const ask = "The scoresheet names no time control. Type the game's, as 90+30, or no for a game without a clock: "
	tests := []struct {
		name, text, input string
		args              []string
		want              []string
	}{
		{"asked", paper, "90+30\nclock\nquit\n", nil, []string{ask + "90+30\n", "4 moves set up from the scoresheet ",
			"The scoresheet has no clock readings: both clocks start at 1:30:00; the arbiter sets them with adjust, as adjust white 1:20:00.\n",
			"The match is resumed. 3. White to move\n", "White 1 hour 30 minutes, Black 1 hour 30 minutes, 2 moves\n"}},
		{"asked again", paper, "ninety\nno\nclock\nquit\n", nil, []string{ask + "ninety\n",
			"That is not a time control. Type it as 90+30, 40/90+30, 30+30 or 5400+30, or no for a game without a clock: no\n",
			"This game has no clock"}},
		{"--time", paper, "clock\nquit\n", []string{"--time", "15+10", "--white", "Eva Weiss"}, []string{"White 15 minutes, Black 15 minutes, 2 moves\n"}},
		{"the tag", strings.Replace(paper, "\n\n", "\n[TimeControl \"300+3\"]\n\n", 1), "clock\nquit\n", nil, []string{"White 5 minutes, Black 5 minutes, 2 moves\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pgn := filepath.Join(t.TempDir(), "paper.pgn")
			os.WriteFile(pgn, []byte(tt.text), 0o644)
			out, errOut, code := runAnna(t, tt.input, append([]string{"resume", "--no-audio", "--clock-announce", "off", "--pgn", pgn}, tt.args...)...)
			for _, want := range tt.want {
				if code != 0 || !strings.Contains(out, want) {
					t.Errorf("exit %d, %s; stdout lacks %q:\n%s", code, errOut, want, out)
				}
			}
			if strings.Contains(tt.input, "90+30") || tt.name == "--time" || tt.name == "the tag" {
				data, _ := os.ReadFile(pgn)
				if !strings.Contains(string(data), "[TimeControl \"") || !strings.Contains(string(data), "1. e4 e5 2. Nf3 {(=)} 2... Nc6") {
					t.Errorf("the scoresheet written:\n%s", data)
				}
				if tt.name == "--time" && !strings.Contains(string(data), "[White \"Eva Weiss\"]") {
					t.Errorf("--white did not name White:\n%s", data)
				}
			}
		})
	}
	pgn := filepath.Join(t.TempDir(), "paper.pgn")
	os.WriteFile(pgn, []byte(paper), 0o644)
	_, errOut, code := runAnna(t, "", "resume", "--no-audio", "--pgn", pgn)
	want := "anna resume: " + pgn + " names no time control, and none was given: give it with --time, as --time 90+30, or --time-control - for a game without a clock\n"
	if data, _ := os.ReadFile(pgn); code != 1 || errOut != want || string(data) != paper {
		t.Errorf("no answer: exit %d, %q, want %q; the file:\n%s", code, errOut, want, data)
	}
	// A game over is said so, and nothing asked.
	over := filepath.Join(t.TempDir(), "over.pgn")
	os.WriteFile(over, []byte("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"), 0o644)
	out, errOut, code := runAnna(t, "90+30\n", "resume", "--no-audio", "--pgn", over)
	if want := "anna: the match in " + over + " cannot be resumed: the game is over, 1-0\n"; code != 1 || errOut != want || out != "" {
		t.Errorf("a game over: exit %d, %q, %q; want %q", code, out, errOut, want)
	}
	// A scoresheet's start is its own.
	_, errOut, code = runAnna(t, "", "resume", "--no-audio", "--pgn", pgn, "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	if code != 2 || !strings.Contains(errOut, "--fen: a game resumed goes on as it began") {
		t.Errorf("--fen: exit %d, %q", code, errOut)
	}
}
