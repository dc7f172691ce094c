package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/braille/brailletest"
)

// readsAs checks that a braille scoresheet reads back as the moves of a PGN.
func readsAs(t *testing.T, doc, pgn string) {
	t.Helper()
	rec, err := braille.ReadPGN(pgn)
	if err != nil {
		t.Fatal(err)
	}
	got, err := brailletest.Moves(doc, rec.Game.Variant(), rec.Game.StartFEN())
	if err != nil {
		t.Fatalf("%v\n%s", err, doc)
	}
	want := rec.Game.Plies()
	if len(got) != len(want) {
		t.Fatalf("read %d moves, want %d\n%s", len(got), len(want), doc)
	}
	for i := range want {
		if got[i].Move != want[i].Move {
			t.Fatalf("move %d: read %s, want %s", i+1, got[i].SAN, want[i].SAN)
		}
	}
}

func firstMasterGame(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../../testdata/games/masters.pgn")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(data), "\n\n[Event")[0]
}

// TestBrailleCommand: anna braille FILE writes BRF pages of 40 cells by 25
// lines, or what --cells, --lines and --unicode ask for, to standard
// output or -o; each reads back as the game.
func TestBrailleCommand(t *testing.T) {
	game := firstMasterGame(t)
	pgn := filepath.Join(t.TempDir(), "morphy.pgn")
	os.WriteFile(pgn, []byte(game), 0o644)

	out, errOut, code := runAnna(t, "", "braille", pgn)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	readsAs(t, out, game)
	for i, page := range strings.Split(strings.TrimSuffix(out, "\f"), "\f") {
		lines := strings.Split(strings.TrimSuffix(page, "\r\n"), "\r\n")
		if len(lines) != 25 {
			t.Errorf("page %d has %d lines, want 25", i+1, len(lines))
		}
		for _, l := range lines {
			if len(l) > 40 {
				t.Errorf("page %d: line of %d cells: %q", i+1, len(l), l)
			}
		}
	}
	if _, err := exec.LookPath("lou_translate"); err == nil && !strings.Contains(out, ",PAUL ,MORPHY") {
		t.Errorf("no White's name in braille (,PAUL ,MORPHY):\n%s", out)
	}

	out, errOut, code = runAnna(t, "", "braille", pgn, "--unicode", "--lines", "0", "--cells", "30", "--lang", "de")
	if code != 0 || strings.Contains(out, "\f") || !strings.Contains(out, "⠂  ⠑⠲") {
		t.Fatalf("--unicode --lines 0: exit %d, %s\n%s", code, errOut, out)
	}
	readsAs(t, out, game)

	file := filepath.Join(t.TempDir(), "out.brf")
	if _, errOut, code = runAnna(t, "", "braille", pgn, "-o", file); code != 0 {
		t.Fatalf("-o: exit %d: %s", code, errOut)
	}
	written, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	readsAs(t, string(written), game)

	for _, bad := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"braille"}, 2, "braille needs the game's file"},
		{[]string{"braille", pgn, "--cells", "8"}, 2, "--cells"},
		{[]string{"braille", pgn, "--lines", "5"}, 2, "lines a page"},
		{[]string{"braille", filepath.Join(t.TempDir(), "none.pgn")}, 1, "cannot be read"},
		{[]string{"braille", "../../go.mod"}, 1, "go.mod"},
	} {
		_, errOut, code := runAnna(t, "", bad.args...)
		if code != bad.code || !strings.Contains(errOut, bad.says) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want exit %d and one line with %q", bad.args, code, errOut, bad.code, bad.says)
		}
	}
}

// TestBrailleWithoutLiblouis: with no lou_translate, anna says so in one
// line and writes the moves only.
func TestBrailleWithoutLiblouis(t *testing.T) {
	game := firstMasterGame(t)
	pgn := filepath.Join(t.TempDir(), "morphy.pgn")
	os.WriteFile(pgn, []byte(game), 0o644)
	cmd := exec.Command(annaBin, "braille", pgn)
	cmd.Env = append(append(os.Environ(), homeEnv(t.TempDir())...), "PATH="+t.TempDir())
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %s", err, errOut.String())
	}
	if errOut.String() != "liblouis is not installed (lou_translate): the braille scoresheet has the moves only.\n" {
		t.Errorf("stderr: %q", errOut.String())
	}
	if strings.Contains(out.String(), "MORPHY") {
		t.Error("words written without liblouis")
	}
	readsAs(t, out.String(), game)
}

// TestBrfBesideTheGame: --brf keeps game.brf beside game.pgn, written with
// every move; it reads back as the PGN's moves, and anna resume goes on
// writing it.
func TestBrfBesideTheGame(t *testing.T) {
	home := t.TempDir()
	pgn := filepath.Join(home, "game.pgn")
	brf := filepath.Join(home, "game.brf")
	if _, errOut, code := runAnnaIn(t, home, "e4\ne5\nNf3\nNc6\nquit\n", "--no-audio", "--brf", "--pgn", pgn); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	check := func(moves int) {
		t.Helper()
		p, err := os.ReadFile(pgn)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(brf)
		if err != nil {
			t.Fatal(err)
		}
		readsAs(t, string(b), string(p))
		if rec, _ := braille.ReadPGN(string(p)); len(rec.Game.Plies()) != moves {
			t.Fatalf("the PGN has %d moves, want %d", len(rec.Game.Plies()), moves)
		}
	}
	check(4)
	if _, errOut, code := runAnnaIn(t, home, "Bb5\na6\nresign\nyes\n", "resume", "--no-audio", "--brf", "--pgn", pgn); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errOut)
	}
	check(6)
	b, _ := os.ReadFile(brf)
	if _, err := exec.LookPath("lou_translate"); err == nil && !strings.Contains(string(b), ",FINAL POSITION") {
		t.Errorf("the finished game's BRF has no final position:\n%s", b)
	}
	// A new game never overwrites a braille scoresheet that is there.
	os.Remove(pgn)
	os.Remove(strings.TrimSuffix(pgn, ".pgn") + ".anna.json")
	if _, errOut, code := runAnnaIn(t, home, "quit\n", "--no-audio", "--brf", "--pgn", pgn); code != 1 || !strings.Contains(errOut, "game.brf") {
		t.Errorf("exit %d, %q: want a refusal naming game.brf", code, errOut)
	}
}

// TestBrailleChess960: anna braille reads a Chess960 game (Variant and FEN
// tags) through the rules, writes its castling as 0-0-0 and 0-0, and the
// sheet reads back as the game from its start position.
func TestBrailleChess960(t *testing.T) {
	pgn := "../../braille/testdata/games/chess960.pgn"
	game, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runAnna(t, "", "braille", pgn, "--lines", "0")
	if code != 0 || !strings.Contains(out, "6  0-0-0  SC6") || !strings.Contains(out, "4  D3     0-0\r\n") || !strings.Contains(out, "\r\n1 LLQSSRKR\r\n") {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	readsAs(t, out, string(game))
}

// TestBrfChess960: --brf keeps the braille scoresheet of a Chess960 game
// too (before the rules read the PGN, it was left unwritten): the start
// position's diagram, then the moves, which read back as the game.
func TestBrfChess960(t *testing.T) {
	home := t.TempDir()
	pgn := filepath.Join(home, "game.pgn")
	if _, errOut, code := runAnnaIn(t, home, "e4\ne5\nNf3\nquit\n", "--no-audio", "--brf", "--chess960", "0", "--pgn", pgn); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	p, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(home, "game.brf"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "\r\n1 LLQSSRKR\r\n") || !strings.Contains(string(p), `[Variant "Chess960"]`) {
		t.Errorf("no start position 0 (bbqnnrkr) in the BRF of a Chess960 game:\n%s\n%s", b, p)
	}
	readsAs(t, string(b), string(p))
}
