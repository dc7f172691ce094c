package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/pgncheck"
)

// TestChess960Game plays Chess960 from start position 0 (BBQNNRKR) with the
// real binary: the opening names the position and reads the first rank,
// a blocked castling is refused with the squares it needs, White
// castles queenside typed as Lange Rochade and, after anna resume, Black
// castles typed king takes rook (g8f8). The scoresheet carries Variant,
// SetUp and the FEN, and chessops and pgn-extract replay it.
func TestChess960Game(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	out, errOut, code := runAnnaIn(t, dir, "O-O-O\ne4\ne5\nNf3\nNf6\nNc3\nNc6\nd3\nd6\nQd2\nQd7\nLange Rochade\nquit\n",
		"--no-audio", "--chess960", "0", "--pgn", pgn)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"New game of chess 960, start position 0: Laeufer Anna, Laeufer Bella, Dame Cesar, Springer David, Springer Eva, Turm Felix, Koenig Gustav, Turm Hector.\n1. White to move", // 166 characters: two lines (MaxLine)
		"Castling not possible, squares not empty: Eva eins, David eins and Cesar eins.",
		"6. White to move: Lange Rochade\nLange Rochade\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	out, errOut, code = runAnnaIn(t, dir, "g8f8\nquit\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 0 || !strings.Contains(out, "6. Black to move: g8f8\nLange Rochade\n") {
		t.Fatalf("resume: exit %d, %s\n%s", code, errOut, out)
	}
	data, _ := os.ReadFile(pgn)
	sheet := string(data)
	for _, tag := range []string{`[Variant "Chess960"]`, `[SetUp "1"]`, `[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]`, "6. O-O-O O-O-O"} {
		if !strings.Contains(sheet, tag) {
			t.Errorf("the scoresheet lacks %s:\n%s", tag, sheet)
		}
	}
	t.Run("chessops", func(t *testing.T) {
		got := pgncheck.ChessopsMoves(t, pgn)
		want := "Chess960: e4 e5 Nf3 Nf6 Nc3 Nc6 d3 d6 Qd2 Qd7 O-O-O O-O-O | bbkr3r/pppq1ppp/2np1n2/4p3/4P3/2NP1N2/PPPQ1PPP/BBKR3R w - - 4 7"
		if got != want {
			t.Errorf("chessops read %q, want %q", got, want)
		}
	})
	t.Run("anna analyze", func(t *testing.T) {
		needStockfish(t)
		out, errOut, code := runAnna(t, "quit\n", "analyze", pgn, "--no-audio", "--level", "1")
		if code != 0 || !strings.Contains(out, "The engine analyses 6 moves") || !strings.Contains(out, "Analysis done") {
			t.Errorf("exit %d, %s\n%s", code, errOut, out)
		}
	})
	t.Run("pgn-extract", func(t *testing.T) {
		tool := pgncheck.PGNExtract(t)
		out, _ := exec.Command(tool, "--fencomments", pgn).CombinedOutput()
		report := string(out)
		if !strings.Contains(report, "1 game matched out of 1.") || strings.Contains(report, "Line number") ||
			!strings.Contains(report, "bbkr3r/pppq1ppp/2np1n2/4p3/4P3/2NP1N2/PPPQ1PPP/BBKR3R w") {
			t.Errorf("pgn-extract reports:\n%s\non\n%s", report, sheet)
		}
	})
}

// TestChess960Flags: --chess960's mistakes are refused with the reason,
// and --fen takes Shredder-FEN only with --chess960.
func TestChess960Flags(t *testing.T) {
	shredder := "4k3/8/8/8/8/8/8/RK6 w A - 0 1"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--chess960", "960"}, `--chess960 "960": choose a start position's number, 0 to 959`},
		{[]string{"--chess960", "fischer"}, `--chess960 "fischer": choose`},
		{[]string{"--chess960"}, "--chess960 alone reads the position of --fen as Chess960"},
		{[]string{"--chess960", "12", "--fen", shredder}, "give --chess960 12 or --fen, not both"},
		{[]string{"--fen", shredder}, "file letters are for Chess960"},
	} {
		_, errOut, code := runAnna(t, "", append([]string{"--no-audio"}, tt.args...)...)
		if code == 0 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q; want %q", tt.args, code, errOut, tt.want)
		}
	}
	out, errOut, code := runAnna(t, "b1a1\nquit\n", "--no-audio", "--fen", shredder, "--chess960", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	if code != 0 || !strings.Contains(out, "New game of chess 960 from a set position.") || !strings.Contains(out, "b1a1\nLange Rochade") {
		t.Errorf("--fen with --chess960 alone: exit %d, %s\n%s", code, errOut, out)
	}
	out, _, _ = runAnna(t, "quit\n", "--no-audio", "--chess960", "random", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	if !strings.Contains(out, "New game of chess 960, start position ") {
		t.Errorf("--chess960 random: %s", out)
	}
}

// TestChess960Engine: stockfish, with UCI_Chess960 on, mates by castling
// (king takes rook, f1h1), which anna reads, plays and announces.
func TestChess960Engine(t *testing.T) {
	needStockfish(t)
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	cmd := exec.Command(annaBin, "--no-audio", "--fen", "4rkr1/4p1p1/8/8/8/8/8/5K1R w H - 0 1", "--chess960",
		"--engine", "stockfish", "--engine-side", "white", "--level", "8", "--pgn", pgn)
	cmd.Env = append(os.Environ(), homeEnv(dir)...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(out.String(), "Checkmate."); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no mate in 30 s:\n%s", out.String())
		}
	}
	in.Write([]byte("quit\n"))
	in.Close()
	cmd.Wait()
	if !strings.Contains(out.String(), "Kurze Rochade, Matt") {
		t.Errorf("the engine's castling was not announced:\n%s", out.String())
	}
	if data, _ := os.ReadFile(pgn); !strings.Contains(string(data), "1. O-O# ") {
		t.Errorf("scoresheet:\n%s", data)
	}
}
